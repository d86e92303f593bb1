float4 main(in nointerpolation float4 color : UV_COLOR) : SV_TARGET0
{
    return color;
}
