// A compute shader: its root signature binds only to the compute pipeline.
cbuffer Params : register(b0)
{
    float radius;
};
Texture2D<float4> source : register(t0);
RWTexture2D<float4> target : register(u0);

[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    target[id.xy] = source[id.xy] * radius;
}
