#version 460
layout(local_size_x = 4, local_size_y = 2, local_size_z = 2) in;

layout(set = 0, binding = 300, std430) buffer _47_49
{
    uint _m0[];
} _49;

void main()
{
    uint _3 = gl_GlobalInvocationID.x;
    uint _4 = gl_GlobalInvocationID.y;
    uint _5 = gl_GlobalInvocationID.z;
    uint _6 = gl_WorkGroupID.x;
    uint _7 = gl_WorkGroupID.y;
    uint _8 = gl_WorkGroupID.z;
    uint _9 = gl_LocalInvocationID.x;
    uint _10 = gl_LocalInvocationID.y;
    uint _11 = gl_LocalInvocationID.z;
    uint _12 = gl_LocalInvocationIndex;
    uint _17 = (((_4 << 3u) + _3) + (_5 * 48u)) << 2u;
    uint _19 = (_17 * 16u) + 0u;
    _49._m0[_19 >> 2u] = _3;
    _49._m0[(_19 + 4u) >> 2u] = _4;
    _49._m0[(_19 + 8u) >> 2u] = _5;
    _49._m0[(_19 + 12u) >> 2u] = 208u;
    uint _22 = ((_17 | 1u) * 16u) + 0u;
    _49._m0[_22 >> 2u] = _6;
    _49._m0[(_22 + 4u) >> 2u] = _7;
    _49._m0[(_22 + 8u) >> 2u] = _8;
    _49._m0[(_22 + 12u) >> 2u] = 96u;
    uint _25 = ((_17 | 2u) * 16u) + 0u;
    _49._m0[_25 >> 2u] = _9;
    _49._m0[(_25 + 4u) >> 2u] = _10;
    _49._m0[(_25 + 8u) >> 2u] = _11;
    _49._m0[(_25 + 12u) >> 2u] = 112u;
    uint _44 = ((_17 | 3u) * 16u) + 0u;
    _49._m0[_44 >> 2u] = _12;
    _49._m0[(_44 + 4u) >> 2u] = ((_10 << 2u) + _9) + (_11 << 3u);
    _49._m0[(_44 + 8u) >> 2u] = uint((((_9 + (_6 << 2u)) == _3) && ((_10 + (_7 << 1u)) == _4)) && ((_11 + (_8 << 1u)) == _5));
    _49._m0[(_44 + 12u) >> 2u] = 238u;
}

