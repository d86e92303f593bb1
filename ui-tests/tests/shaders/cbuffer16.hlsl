// include_root_signature! with enable_16bit_types: the entry's own signature.
cbuffer Half : register(b0) { half2 h; half s; float f; };

[RootSignature("CBV(b0)")]
float4 main() : SV_Target
{
#if __HLSL_ENABLE_16_BIT
    return h.x + s + f;
#else
    return 0;
#endif
}
