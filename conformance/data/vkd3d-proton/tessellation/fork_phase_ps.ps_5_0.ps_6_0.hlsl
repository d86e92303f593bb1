float4 main(in float4 p : SV_Position, in float4 color : COLOR) : SV_Target
{
    return color;
}