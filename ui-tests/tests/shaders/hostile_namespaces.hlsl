// 512 nested namespaces around one texture (30,000 used to overflow the
// stack inside rustc).
#define N1(x) namespace n { x }
#define N2(x) N1(N1(x))
#define N4(x) N2(N2(x))
#define N8(x) N4(N4(x))
#define N16(x) N8(N8(x))
#define N32(x) N16(N16(x))
#define N64(x) N32(N32(x))
#define N128(x) N64(N64(x))
#define N256(x) N128(N128(x))
#define N512(x) N256(N256(x))
N512(Texture2D t;)
[RootSignature("RootFlags(0)")]
float4 main() : SV_Target { return 0; }
