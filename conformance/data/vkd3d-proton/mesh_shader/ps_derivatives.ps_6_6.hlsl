float4 main(in float4 color : COLOR) : SV_TARGET
{
    return color;
}
