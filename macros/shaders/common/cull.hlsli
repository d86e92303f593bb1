// Read by the include_root_signature! example in the crate docs.
#pragma once
#define STR(x) #x
#define XSTR(x) STR(x)
#define CULL_CONSTANTS "RootConstants(b0, num32BitConstants = " XSTR(TILE_DWORDS) ")"
