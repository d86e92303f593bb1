// Included through `include_dirs` by the golden case resources_tracked.
cbuffer Camera : register(b0) { float4 tint; };
