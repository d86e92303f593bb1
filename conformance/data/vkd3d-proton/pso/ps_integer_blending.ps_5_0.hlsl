uint main() : SV_Target
{
    return 10;
}
