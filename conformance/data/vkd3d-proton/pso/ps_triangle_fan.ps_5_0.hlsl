float4 main() : SV_TARGET
{
    return 0.5f.xxxx;
}
