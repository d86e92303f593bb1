float4 main(float4 pos : POSITION) : SV_Position
{
    return pos;
}