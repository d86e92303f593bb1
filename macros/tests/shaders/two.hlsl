// Golden case resources_two_entries: implicit registers follow use, so `b`
// is t1 for `Both` and t0 for `One`.
Texture2D a;
Texture2D b;
float4 Both() : SV_Target { return a.Load(int3(0, 0, 0)) + b.Load(int3(0, 0, 0)); }
float4 One() : SV_Target { return b.Load(int3(0, 0, 0)); }
