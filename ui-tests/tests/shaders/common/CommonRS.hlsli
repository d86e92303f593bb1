// The shared header of an engine's shaders.
#ifndef COMMON_RS_HLSLI
#define COMMON_RS_HLSLI

#include "constants.hlsli"

#define Common_RootSig \
    "RootFlags(ALLOW_INPUT_ASSEMBLER_INPUT_LAYOUT), " \
    "RootConstants(num32BitConstants=" CONSTANTS_SIZE ", b3), " \
    "DescriptorTable(SRV(t0, numDescriptors = 8))"

#endif
