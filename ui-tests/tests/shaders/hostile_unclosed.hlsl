// A declaration cut off at the end of the file (it used to panic).
[RootSignature("RootFlags(0)")]
float4 main() : SV_Target { return 0; }
Texture2D t[
