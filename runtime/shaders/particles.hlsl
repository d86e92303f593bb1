// A compute pass that reads particles from a structured buffer.
struct Particle { float3 position; float age; float3 velocity; };

StructuredBuffer<Particle> particles : register(t0);
RWStructuredBuffer<float4> positions : register(u0);

[RootSignature("DescriptorTable(SRV(t0), UAV(u0))")]
[numthreads(64, 1, 1)]
void CSMain(uint id : SV_DispatchThreadID)
{
    Particle p = particles[id];
    positions[id] = float4(p.position, p.age);
}
