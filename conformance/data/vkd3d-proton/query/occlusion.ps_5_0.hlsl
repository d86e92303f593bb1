float depth;

float main() : SV_Depth
{
	return depth;
}
