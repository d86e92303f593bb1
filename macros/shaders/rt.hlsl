// Read by the include_root_signature! example in the crate docs.
GlobalRootSignature globalRS = { "DescriptorTable(UAV(u0)), SRV(t0)" };
LocalRootSignature localRS = { "RootConstants(num32BitConstants = 4, b1)" };
