float4 main(float4 a : A) : SV_Position
{
    return a;
}
