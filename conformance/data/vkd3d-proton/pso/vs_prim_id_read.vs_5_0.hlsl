uint main(uint iid : SV_InstanceID) : IID
{
	return iid;
}
