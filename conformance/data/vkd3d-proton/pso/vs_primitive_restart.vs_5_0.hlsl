float4 main(int4 p : POSITION) : SV_Position
{
    return p;
}
