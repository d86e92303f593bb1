uint stencil_ref;

uint main() : SV_StencilRef
{
    return stencil_ref;
}
