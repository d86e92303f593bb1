// A root signature with a mistake, for the error tests.
#define BrokenRS "CBV(b0), " \
                 "DescriptorTable(CBV(b0, numDescriptors = 2))"

#define NotAString 42

float4 NoAttribute() : SV_Target { return 0; }
