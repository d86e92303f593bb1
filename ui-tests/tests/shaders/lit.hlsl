// A lit material: the root signature is the attribute of both entry
// points, and rootsig checks that it binds every resource they use.

#define LitRS "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT), "                 \
              "CBV(b0), "                                                      \
              "RootConstants(num32BitConstants = 4, b1), "                     \
              "DescriptorTable(SRV(t0, numDescriptors = 4), UAV(u0)), "        \
              "DescriptorTable(SRV(t4), visibility = SHADER_VISIBILITY_PIXEL), " \
              "StaticSampler(s0)"

#include "common/vertex.hlsli"
cbuffer Draw : register(b1) { float4 tint; };
Texture2D albedo_map : register(t0);
Texture2D detail[2] : register(t1);
Texture2D shadowMap : register(t4);
RWTexture2D<float4> feedback : register(u0);
SamplerState linearSampler : register(s0);
Texture2D unusedTexture : register(t9);

[RootSignature(LitRS)]
VSOut VSMain(float3 position : POSITION, float2 uv : TEXCOORD0) { return project(position, uv); }

[RootSignature(LitRS)]
float4 PSMain(VSOut input) : SV_Target
{
    float4 c = albedo_map.Sample(linearSampler, input.uv) * detail[1].Sample(linearSampler, input.uv);
    feedback[uint2(0, 0)] = c;
    return c * tint * shadowMap.Sample(linearSampler, input.uv).r;
}
