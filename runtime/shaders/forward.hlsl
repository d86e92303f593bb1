#include <common.hlsli>
#ifdef XBOX
#define ForwardRS "CBV(b0)"
#else
#define ForwardRS "CBV(b0), DescriptorTable(SRV(t0, numDescriptors = " SLOTS "))"
#endif
[RootSignature(ForwardRS)]
float4 PSMain() : SV_Target { return 0; }
