void main(out float4 a : SV_TARGET0, out float4 b : SV_TARGET1)
{
	a = b = float4(0.0f, 1.0f, 0.0f, 1.0f);
}
