float4 main() : SV_POSITION
{
    return float4(0.0f, 0.0f, 0.0f, 1.0f);
}
