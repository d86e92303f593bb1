// Opaque geometry. The root signature is `Forward` in src/main.rs;
// rootsig checks at compile time that it binds every resource that these
// two entry points use, and names a handle after each one.

struct Light { float3 position; float range; float3 color; float intensity; };

cbuffer Camera : register(b0) { float4x4 viewProjection; float3 cameraPosition; };
cbuffer Draw : register(b1) { row_major float3x4 world; float4 tint; };

StructuredBuffer<Light> lights : register(t0, space1);
RWStructuredBuffer<uint> feedback : register(u0);
Texture2D materialTextures[4] : register(t0);
Texture2D<float> shadowMap : register(t4);
SamplerState materialSamplers[2] : register(s0);
SamplerComparisonState shadowSampler : register(s2);

struct VSOut {
    float4 position : SV_Position;
    float3 world : WORLD;
    float2 uv : TEXCOORD0;
    float4 tint : TINT;
};

VSOut VSMain(float3 position : POSITION, float2 uv : TEXCOORD0)
{
    VSOut o;
    o.world = mul(world, float4(position, 1));
    o.position = mul(viewProjection, float4(o.world, 1));
    o.uv = uv;
    o.tint = tint;
    return o;
}

float4 PSMain(VSOut input) : SV_Target
{
    float4 albedo = materialTextures[0].Sample(materialSamplers[0], input.uv)
                  * materialTextures[1].Sample(materialSamplers[1], input.uv);
    float lit = shadowMap.SampleCmpLevelZero(shadowSampler, input.uv, 0.5);
    float3 toLight = lights[0].position - input.world;
    float3 toEye = normalize(cameraPosition - input.world);
    feedback[0] = 1;
    return albedo * input.tint * lit * lights[0].intensity * saturate(dot(toEye, toLight));
}
