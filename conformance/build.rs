//! Finds vkd3d with pkg-config and links it. There is no fallback: the
//! conformance suite exists to run against vkd3d, so a machine without it
//! must fail loudly instead of skipping.

const LIBRARIES: [(&str, &str); 3] = [
    ("libvkd3d-shader", "libvkd3d-shader1"),
    ("libvkd3d-utils", "libvkd3d-utils1"),
    ("libvkd3d", "libvkd3d1"),
];

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    let mut missing = Vec::new();
    let mut details = Vec::new();
    for (name, package) in LIBRARIES {
        if let Err(error) = pkg_config::Config::new().atleast_version("1.2").probe(name) {
            missing.push(format!("  {name} 1.2 or later (Debian package {package})"));
            details.push(format!("--- {name}:\n{error}"));
        }
    }
    if !missing.is_empty() {
        panic!(
            "\n\nrootsig-conformance links vkd3d (a Direct3D 12 implementation over Vulkan) \
             and cannot be built without it.\n\
             pkg-config could not find:\n{}\n\n\
             On Debian or Ubuntu install:\n\n    \
             apt-get install pkg-config libvkd3d-dev libvulkan-dev mesa-vulkan-drivers\n\n\
             (libvkd3d-dev brings libvkd3d1, libvkd3d-shader1, libvkd3d-utils1 and \
             libvkd3d-headers; mesa-vulkan-drivers provides lavapipe, the software Vulkan \
             device the CreateRootSignature tests run on.)\n\n\
             What pkg-config said:\n{}\n",
            missing.join("\n"),
            details.join("\n")
        );
    }
}
