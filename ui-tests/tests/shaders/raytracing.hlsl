// DXR state objects.
GlobalRootSignature globalRS =
{
    "DescriptorTable(UAV(u0)), SRV(t0)"
};

LocalRootSignature localRS = { "RootConstants(num32BitConstants = 4, b1)" };

[shader("raygeneration")]
void RayGen() {}
