// The forward pass's pixel shader.
#define LitRS "CBV(b0), DescriptorTable(SRV(t0, numDescriptors = 4), UAV(u0)), StaticSampler(s0)"

cbuffer Camera : register(b0) { float4 tint; };
Texture2D baseColor : register(t0);
Texture2D normalMap : register(t1);
RWTexture2D<float4> feedback : register(u0);
SamplerState linearSampler : register(s0);

[RootSignature(LitRS)]
float4 PSMain(float2 uv : UV) : SV_Target
{
    float4 color = tint * baseColor.Sample(linearSampler, uv) * normalMap.Sample(linearSampler, uv);
    feedback[uint2(0, 0)] = color;
    return color;
}
