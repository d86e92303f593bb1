RaytracingShaderConfig config = { 4, 8 };
RaytracingPipelineConfig pconfig = { 1 };
RaytracingShaderConfig config1 = { 8, 12 };
RaytracingPipelineConfig pconfig1 = { 2 };

[shader("raygeneration")]
void RayGen()
{
}