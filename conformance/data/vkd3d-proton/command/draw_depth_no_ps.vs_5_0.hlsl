void main(float4 in_position : POSITION, out float4 out_position : SV_POSITION)
{
    out_position = in_position;
}