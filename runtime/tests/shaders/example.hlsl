// Read by the include_root_signature! example in the crate docs.
#define ExampleRS "CBV(b0), " \
                  "DescriptorTable(SRV(t0, numDescriptors = 2))"

[RootSignature(ExampleRS)]
float4 PSMain() : SV_Target { return 0; }
