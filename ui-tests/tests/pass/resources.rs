//! Shader resources by name: the shaders' resources become handles, and
//! elements that bind one resource take its name.

use rootsig::{DescriptorCount, DescriptorRangeType, Layout, ResourceBinding};

rootsig::include_root_signature! {
    /// Both entry points: the pixel shader through `stage`, the vertex
    /// shader through the option.
    #[rootsig(entry = "VSMain", stage = "vertex")]
    pub Lit = "../shaders/lit.hlsl", entry = "PSMain", stage = "pixel";

    /// Renamed by hand: the table of `albedo_map` and `detail`.
    #[rootsig(entry = "VSMain", stage = "vertex", names(material = TABLE_SRV_T0, camera = Camera))]
    pub Renamed = "../shaders/lit.hlsl", entry = "PSMain", stage = "pixel";
}

rootsig::root_signature! {
    /// The same shader against a signature written in Rust.
    #[rootsig(shader = "../shaders/lit.hlsl", entry = "PSMain", stage = "pixel")]
    #[rootsig(shader = "../shaders/lit.hlsl", entry = "VSMain", stage = "vertex")]
    pub Inline = view: CBV(b0), RootConstants(num32BitConstants = 4, b1),
        DescriptorTable(SRV(t0, numDescriptors = 4), UAV(u0, offset = 8)),
        DescriptorTable(SRV(t4)), StaticSampler(s0);
}

fn main() {
    // The table and the offset of each texture's descriptors.
    let albedo = Lit::resources.albedo_map;
    assert_eq!((albedo.table().index(), albedo.offset().get()), (2, 0));
    assert_eq!(albedo.count(), DescriptorCount::Bounded(1));
    let detail = Lit::resources.detail;
    assert_eq!((detail.offset().get(), detail.count()), (1, DescriptorCount::Bounded(2)));
    assert_eq!(detail.at(1, 5).map(|o| o.get()), Some(2));
    assert_eq!(Lit::resources.feedback.range_type(), DescriptorRangeType::UAV);
    assert_eq!(Lit::resources.feedback.offset().get(), 4);
    assert_eq!(Lit::resources.shadowMap.table().index(), 3);
    // The root parameters that feed the cbuffers.
    assert_eq!(Lit::resources.Camera.index(), 0);
    assert_eq!(Lit::resources.Draw.num_32bit_values(), 4);

    // Elements that bind one resource are named after it; the range that
    // binds two keeps its register name.
    assert_eq!(Lit::Camera, Lit::resources.Camera);
    assert_eq!(Lit::Draw, Lit::resources.Draw);
    assert_eq!(Lit::shadowMap, Lit::resources.shadowMap);
    assert_eq!(Lit::feedback.offset().get(), 4);
    assert_eq!(Lit::SRV_T0.count(), DescriptorCount::Bounded(4));
    assert_eq!(Renamed::material.index(), 2);
    assert_eq!(Renamed::camera.index(), 0);

    // A label wins over the shader's name.
    assert_eq!(Inline::view, Inline::resources.Camera);
    assert_eq!(Inline::resources.feedback.offset().get(), 8);
    assert_eq!(Inline::resources.albedo_map.table().descriptor_count(), DescriptorCount::Bounded(9));

    // The handles go to the guard like any other.
    let mut list = rootsig::CallLog::default();
    let mut root = Lit::bind(&mut list, &rootsig::CallLog::root_signature("lit"));
    root.set_cbv(Lit::resources.Camera, 0x1000);
    root.set_table(Lit::resources.albedo_map.table(), 0x8000);
    root.set_table(Lit::resources.shadowMap.table(), 0x9000);
    assert_eq!(
        list.calls,
        [
            "SetGraphicsRootSignature(lit)",
            "SetGraphicsRootConstantBufferView(0, 0x1000)",
            "SetGraphicsRootDescriptorTable(2, 0x8000)",
            "SetGraphicsRootDescriptorTable(3, 0x9000)",
        ]
    );

    // The same, as constant data for generic code.
    assert_eq!(
        Lit::LAYOUT.resource("detail").map(|r| r.binding),
        Some(ResourceBinding::Table { parameter: 2, offset: 1, count: DescriptorCount::Bounded(2) })
    );
    assert_eq!(Lit::LAYOUT.resource("Draw").map(|r| r.binding), Some(ResourceBinding::Root { parameter: 1 }));
    let names: Vec<&str> = Lit::LAYOUT.resources.iter().map(|r| r.name).collect();
    assert_eq!(names, ["Draw", "albedo_map", "detail", "shadowMap", "feedback", "Camera"]);
    assert!(Inline::LAYOUT.resource("unusedTexture").is_none());

    // One field per used resource, and no more: `unusedTexture` (t9) is
    // not used, so the signature need not bind it and it has no handle.
    let LitResources { Draw: _, albedo_map: _, detail: _, shadowMap: _, feedback: _, Camera: _ } =
        Lit::resources;
}
