// Read by the include_root_signature! example in the crate docs.
[RootSignature("RootConstants(b0, num32BitConstants = 4), UAV(u0)")]
[numthreads(64, 1, 1)]
void CSMain(uint3 id : SV_DispatchThreadID) {}
