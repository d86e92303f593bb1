float4 main(float4 position : SV_POSITION) : SV_Target
{
    return float4(0.0, 1.0, 0.0, 1.0);
}