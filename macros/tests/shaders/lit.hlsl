// Golden case resources_tracked: a header found through `include_dirs`.
#include "camera.hlsli"
Texture2D albedo[2] : register(t3);
float4 main() : SV_Target { return tint * albedo[1].Load(int3(0, 0, 0)); }
