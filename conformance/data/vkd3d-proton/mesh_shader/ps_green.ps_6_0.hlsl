float4 main() : SV_TARGET
{
    return float4(0.0f, 1.0f, 0.0f, 1.0f);
}
