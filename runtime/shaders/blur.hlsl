// One compute and one vertex entry point over the same resources.
cbuffer Params : register(b0)
{
    float4 scale;
};
Texture2D<float4> source : register(t0);
RWTexture2D<float4> target : register(u0);

[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    target[id.xy] = source[id.xy] * scale;
}

float4 VSMain(uint id : SV_VertexID) : SV_Position
{
    return source.Load(int3(id, 0, 0)) * scale;
}
