float4 main() : SV_Position
{
    return float4(-1, -1, 0, 0);
}