void main(out float4 target : SV_Target)
{
    target = float4(0.0f, 0.25f, 0.5f, 1.0f);
}
