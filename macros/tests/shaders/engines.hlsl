// Golden cases engines and include_replaced: DXC's predefined macros pick
// the resource (shader_model), resources in a struct bind one per accessed
// element (struct_binding = "dxc"), and of two [RootSignature] attributes
// the last one counts.
#if __SHADER_TARGET_MINOR >= 6
Texture2D modern : register(t0);
#else
Texture2D legacy : register(t0);
#endif
struct Lights { Texture2D maps[4]; };
Lights lights : register(t4);
[RootSignature("CBV(b0)")]
[RootSignature("DescriptorTable(SRV(t0, numDescriptors = 8))")]
float4 main() : SV_Target {
#if __SHADER_TARGET_MINOR >= 6
    float4 base = modern.Load(int3(0, 0, 0));
#else
    float4 base = legacy.Load(int3(0, 0, 0));
#endif
    return base + lights.maps[2].Load(int3(0, 0, 0));
}
