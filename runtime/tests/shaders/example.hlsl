// Read by the include_root_signature! example in the crate docs.
#ifdef XBOX
#define TEXTURES "4"
#else
#define TEXTURES "2"
#endif

#define ExampleRS "CBV(b0), " \
                  "DescriptorTable(SRV(t0, numDescriptors = " TEXTURES "))"

[RootSignature(ExampleRS)]
float4 PSMain() : SV_Target { return 0; }
