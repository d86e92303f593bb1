void main()
{
}