// Read by the include_root_signature! example in the crate docs.
#include <cull.hlsli>

#if defined(PLATFORM_PC) && TILE == 16
#define TILE_DWORDS 4
#else
#define TILE_DWORDS 8
#endif

[RootSignature(CULL_CONSTANTS ", UAV(u0)")]
[numthreads(64, 1, 1)]
void CSMain(uint3 id : SV_DispatchThreadID) {}
