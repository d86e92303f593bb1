float main(in float4 pos : SV_POSITION) : SV_TARGET
{
    return pos.z;
}
