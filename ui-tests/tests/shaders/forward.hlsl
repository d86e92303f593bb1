// Forward renderer shaders: the root signature is shared with Rust through
// rootsig::include_root_signature!.

#define ForwardRS "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT), " \
                  "CBV(b0), "                          /* camera */ \
                  "RootConstants(num32BitConstants = 16, b1), " \
                  "DescriptorTable(SRV(t0, numDescriptors = 4), UAV(u0)), " \
                  "StaticSampler(s0, filter = FILTER_MIN_MAG_MIP_LINEAR)"

#define ShadowRS ForwardRS

#define CullRS \
    "CBV(b0), " \
    "DescriptorTable(UAV(u0, numDescriptors = 2))"

#include "common/vertex.hlsli"

[RootSignature(ForwardRS)]
VSOut VSMain(float3 position : POSITION, float2 uv : TEXCOORD0) { return project(position, uv); }

[RootSignature("CBV(b0), DescriptorTable(SRV(t0))")]
float4 PSMain(VSOut input) : SV_Target { return float4(input.uv, 0, 1); }

[numthreads(64, 1, 1)]
[RootSignature(CullRS)]
void CSCull(uint3 id : SV_DispatchThreadID) {}
