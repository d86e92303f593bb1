RWTexture2D<int> u;

[earlydepthstencil]
void main()
{
    InterlockedAdd(u[uint2(0, 0)], 1);
}
