// The README quick start's `Forward` with a one-character typo in a flag:
// one error, the typo's. The handles and `resources` fields that the
// shader gives still exist, so the code that uses them reports nothing.
rootsig::root_signature! {
    #[rootsig(shader = "../../../runtime/shaders/lit.hlsl", entry = "PSMain", stage = "pixel")]
    pub Forward = "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOT), camera: CBV(b0),
                   materials: DescriptorTable(albedo: SRV(t0, numDescriptors = 4), UAV(u0)),
                   StaticSampler(s0)";
}

fn main() {
    let _ = Forward::feedback.offset();
    let _ = Forward::albedo.at(3, 5);
    let normal_map = Forward::resources.normalMap;
    assert_eq!(normal_map.table(), Forward::materials);
    assert_eq!(Forward::resources.Camera, Forward::camera);
    let _ = Forward::resources.feedback;
}
