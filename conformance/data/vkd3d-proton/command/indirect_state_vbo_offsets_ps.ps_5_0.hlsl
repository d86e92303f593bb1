float4 main(float4 c : C) : SV_Target
{
	return c;
}
