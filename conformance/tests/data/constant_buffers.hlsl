cbuffer DescriptorTableCBV : register(b2, space1)
{
    float4 table_data[8];
};

cbuffer RootCBV : register(b3, space2)
{
    float4 root_data[8];
};

cbuffer RootConstant1 : register(b4, space3)
{
    float4 c1;
    float4 c2;
};

cbuffer RootConstant2 : register(b5, space4)
{
    float4 c3;
    float4 c4;
};

RWStructuredBuffer<float4> RWStructuredBuf : register(u6, space5);

[numthreads(1, 1, 1)]
void main()
{
    float4 res = float4(35, 40, 50, 60);
    res += table_data[1];
    res += table_data[6];
    res += root_data[2];
    res += root_data[7];
    res += c1;
    res += c2;
    res += c3;
    res += c4;
    RWStructuredBuf[0] = res;
}
