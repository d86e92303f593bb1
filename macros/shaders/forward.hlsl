// Read by the include_root_signature! example in the crate docs.
#define ForwardRS "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT), CBV(b0), " \
                  "DescriptorTable(SRV(t0, numDescriptors = 4)), StaticSampler(s0)"

[RootSignature(ForwardRS)]
float4 PSMain() : SV_Target { return 0; }
