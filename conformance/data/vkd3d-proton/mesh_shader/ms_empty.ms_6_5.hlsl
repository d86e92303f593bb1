[numthreads(1,1,1)]
[outputtopology("triangle")]
void main()
{

}
