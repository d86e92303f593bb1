// Skybox shaders. The root signature lives here, next to the shaders that
// use it, and reaches Rust through rootsig::include_root_signature!, which
// preprocesses it as DXC does (the sampler comes from a shared header).

#include "common.hlsli"

#define SkyRS \
    "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT), "                     \
    "CBV(b0, visibility = SHADER_VISIBILITY_VERTEX), "   /* view */       \
    "DescriptorTable(SRV(t0), visibility = SHADER_VISIBILITY_PIXEL), "    \
    LINEAR_SAMPLER(SHADER_VISIBILITY_PIXEL)

cbuffer View : register(b0) { float4x4 viewProjection; };
TextureCube sky : register(t0);
SamplerState linearSampler : register(s0);

struct VSOut { float4 position : SV_Position; float3 direction : DIRECTION; };

[RootSignature(SkyRS)]
VSOut VSMain(float3 position : POSITION)
{
    VSOut o;
    o.position = mul(viewProjection, float4(position, 0)).xyww;
    o.direction = position;
    return o;
}

[RootSignature(SkyRS)]
float4 PSMain(VSOut input) : SV_Target
{
    return sky.Sample(linearSampler, input.direction);
}
