uint offset;
uint value;

RWByteAddressBuffer u;

void main()
{
    u.Store(offset, value);
}
