//! vkd3d conformance.
