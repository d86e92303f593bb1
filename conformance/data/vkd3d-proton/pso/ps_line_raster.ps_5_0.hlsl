float4 main() : SV_TARGET
{
    return float4(0.0f.xxx, 1.0f);
}
