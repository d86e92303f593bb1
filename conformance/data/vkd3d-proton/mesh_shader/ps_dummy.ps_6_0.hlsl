void main()
{

}