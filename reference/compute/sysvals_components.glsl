#version 460
layout(local_size_x = 2, local_size_y = 4, local_size_z = 8) in;

layout(set = 0, binding = 300, std430) buffer _31_33
{
    uint _m0[];
} _33;

void main()
{
    uint _3 = gl_GlobalInvocationID.x;
    uint _4 = gl_WorkGroupID.x;
    uint _5 = gl_WorkGroupID.y;
    uint _6 = gl_LocalInvocationID.x;
    uint _7 = gl_LocalInvocationID.y;
    uint _8 = gl_LocalInvocationID.z;
    uint _9 = gl_LocalInvocationIndex;
    uint _14 = (_9 + (((_5 * 3u) + _4) << 6u)) * 3u;
    _33._m0[((_14 * 4u) + 0u) >> 2u] = _3;
    _33._m0[(((_14 + 1u) * 4u) + 0u) >> 2u] = ((_7 << 4u) | _6) | (_8 << 8u);
    _33._m0[(((_14 + 2u) * 4u) + 0u) >> 2u] = (_4 * 1000u) + _5;
}

