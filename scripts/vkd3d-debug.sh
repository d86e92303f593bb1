# Sourced by scripts/test.sh and conformance/valgrind.sh: silences vkd3d's
# `fixme:` messages through vkd3d's own VKD3D_DEBUG and VKD3D_SHADER_DEBUG,
# unless ROOTSIG_VKD3D_DEBUG=1 or either variable is already set.
if [ "${ROOTSIG_VKD3D_DEBUG:-0}" = 1 ]; then
    export VKD3D_DEBUG="${VKD3D_DEBUG:-fixme}" VKD3D_SHADER_DEBUG="${VKD3D_SHADER_DEBUG:-fixme}"
else
    export VKD3D_DEBUG="${VKD3D_DEBUG:-none}" VKD3D_SHADER_DEBUG="${VKD3D_SHADER_DEBUG:-none}"
fi
