// The root signature forgets the normal map.

#define UnboundRS "CBV(b0), DescriptorTable(SRV(t0))"

cbuffer Camera : register(b0) { float4 tint; };
Texture2D albedo : register(t0);
Texture2D normals : register(t3);
StructuredBuffer<float4> lights : register(t1);

[RootSignature(UnboundRS)]
float4 PSMain(float2 uv : UV) : SV_Target
{
    return tint * albedo.Load(int3(0, 0, 0)) * normals.Load(int3(0, 0, 0));
}

[RootSignature("CBV(b0), SRV(t0), SRV(t1)")]
float4 RootSrv(float2 uv : UV) : SV_Target
{
    return albedo.Load(int3(0, 0, 0)) + lights[0];
}
