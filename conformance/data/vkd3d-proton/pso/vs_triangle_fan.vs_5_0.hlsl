float4 main(in float2 pos : POSITION) : SV_POSITION
{
    return float4(pos, 0.0f, 1.0f);
}
