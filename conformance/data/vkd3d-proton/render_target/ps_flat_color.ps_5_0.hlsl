float4 main() : SV_Target
{
	return 1.0.xxxx;
}
