// Constant buffers as Rust types: the pass and fail cases of cbuffer(...).
struct Light { float3 position; float range; };
cbuffer Camera : register(b0) { float4x4 viewProjection; float3 eye; float time; Light lights[2]; };
cbuffer Draw : register(b1) { row_major float3x4 world; float4 tint; };
struct Pair { double d; float f; };
cbuffer Odd : register(b2) { Pair p; float g; };
cbuffer Half : register(b3) { half2 h; half s; float f; };

float4 main() : SV_Target
{
    return eye.x + time + lights[1].range + viewProjection[0].x + tint.x + world[0].x + p.f + g + h.x + s + f;
}
