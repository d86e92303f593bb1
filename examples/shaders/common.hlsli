// Pieces shared by every shader's root signature.
#pragma once

// The linear sampler every pass uses, visible to one stage.
#define LINEAR_SAMPLER(stage) \
    "StaticSampler(s0, filter = FILTER_MIN_MAG_MIP_LINEAR, visibility = " #stage ")"
