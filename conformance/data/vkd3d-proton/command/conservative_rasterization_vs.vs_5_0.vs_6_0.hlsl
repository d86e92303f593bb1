float4 main(float4 p : POSITION) : SV_Position
{
    return p;
}