// Per-platform branches, a shared header, and per-pipeline entry points.
#include <CommonRS.hlsli>

#ifdef XBOX
#define Platform_RootSig "CBV(b0)"
#elif defined(PS5)
#define Platform_RootSig "SRV(t0)"
#else
#define Platform_RootSig "UAV(u0), " Common_RootSig
#endif

#if defined(PSO__SHADOW)
#define root_signature "RootConstants(num32BitConstants = 4, b0)"
#else
#define root_signature Common_RootSig
#endif

#define SIG(n) "RootConstants(num32BitConstants=" #n ", b0)"
#define Small_RootSig SIG(2)

#define ROOT_SIGNATURE [RootSignature(root_signature)]
#define RS RootSignature("CBV(b7)")

struct VSOut { float4 position : SV_Position; };

[RootSignature(Common_RootSig)]
VSOut VSMain(float3 position : POSITION)
{
    VSOut o;
    o.position = float4(position, 1);
    return o;
}

ROOT_SIGNATURE
float4 PSMain(VSOut input) : SV_Target { return input.position; }

[RS]
[numthreads(8, 8, 1)]
void CSMain(uint3 id : SV_DispatchThreadID) {}
