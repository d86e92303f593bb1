#pragma once
// The camera and the pass-through vertex stage that forward.hlsl and
// lit.hlsl share: the tests care about their root signatures, not this.

cbuffer Camera : register(b0) { float4x4 viewProjection; };

struct VSOut { float4 position : SV_Position; float2 uv : TEXCOORD0; };

VSOut project(float3 position, float2 uv)
{
    VSOut o;
    o.position = mul(viewProjection, float4(position, 1));
    o.uv = uv;
    return o;
}
