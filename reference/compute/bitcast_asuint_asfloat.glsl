#version 460
layout(local_size_x = 16, local_size_y = 1, local_size_z = 1) in;

uint _62;

struct _63
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _40_42
{
    uint _m0[];
} _42;

layout(set = 0, binding = 300, std430) buffer _45_47
{
    uint _m0[];
} _47;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _61 = _42._m0[((_4 * 4u) + 0u) >> 2u];
    uint _8 = _63(_61, _62, _62, _62, 0u)._m0;
    uint _9 = _4 * 6u;
    _47._m0[((_9 * 4u) + 0u) >> 2u] = _8;
    _47._m0[(((_9 | 1u) * 4u) + 0u) >> 2u] = uint(int(_8) >> int(23u));
    _47._m0[(((_9 + 2u) * 4u) + 0u) >> 2u] = _8 ^ 2147483648u;
    _47._m0[(((_9 + 3u) * 4u) + 0u) >> 2u] = _8 + 1u;
    _47._m0[(((_9 + 4u) * 4u) + 0u) >> 2u] = (_8 >> 1u) ^ (_8 & 2139095040u);
    _47._m0[(((_9 + 5u) * 4u) + 0u) >> 2u] = floatBitsToUint(uintBitsToFloat((_8 & 8388607u) | 1065353216u) * 2.0);
}

