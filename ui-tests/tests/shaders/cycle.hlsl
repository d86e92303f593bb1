#include "cycle.hlsl"
