//! Empty: a build script makes cargo resolve this crate's
//! build-dependencies, which ask for the same features on the host side
//! (where the proc macro's rootsig-core is built) as on the target side.

fn main() {}
