RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT),
CBV(b0),
DescriptorTable(SRV(t0, numDescriptors = 4)),
RootConstants(num32BitConstants = 1, b1)
