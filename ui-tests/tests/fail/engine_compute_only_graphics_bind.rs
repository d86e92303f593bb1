//! A signature checked only against a compute shader has no graphics
//! `bind`, and one checked only against graphics stages no `bind_compute`.
use rootsig::Layout;

rootsig::root_signature! {
    #[rootsig(shader = "../../../runtime/shaders/blur.hlsl", entry = "main", stage = "compute")]
    Blur = CBV(b0), DescriptorTable(SRV(t0), UAV(u0));

    #[rootsig(shader = "../../../runtime/shaders/blur.hlsl", entry = "VSMain", stage = "vertex")]
    Scene = CBV(b0), DescriptorTable(SRV(t0), UAV(u0));
}

fn main() {
    let mut list = rootsig::CallLog::default();
    Blur::bind_compute(&mut list, &rootsig::CallLog::root_signature("blur"));
    Blur::bind(&mut list, &rootsig::CallLog::root_signature("blur"));
    Scene::bind(&mut list, &rootsig::CallLog::root_signature("scene"));
    Scene::bind_compute(&mut list, &rootsig::CallLog::root_signature("scene"));
}
