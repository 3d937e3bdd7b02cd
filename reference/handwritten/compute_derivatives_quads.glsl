#version 460
layout(local_size_x = 4, local_size_y = 4, local_size_z = 1) in;

layout(set = 0, binding = 300, std430) buffer Out
{
    uint _m0[];
} Out_1;

void main()
{
    uint _3 = gl_LocalInvocationIndex;
    uint _4 = gl_LocalInvocationID.x;
    uint _5 = gl_LocalInvocationID.y;
    uint _11 = (_4 >> 1u) + ((_5 >> 1u) << 1u);
    float _20 = float((((_11 + 1u) * (_4 & 1u)) + (((_11 << 1u) + 3u) * (_5 & 1u))) + (_11 * 10u));
    uint _25 = _3 << 4u;
    Out_1._m0[_25 >> 2u] = floatBitsToUint(dFdxCoarse(_20));
    Out_1._m0[(_25 + 4u) >> 2u] = floatBitsToUint(dFdyCoarse(_20));
    Out_1._m0[(_25 + 8u) >> 2u] = floatBitsToUint(dFdxFine(_20));
    Out_1._m0[(_25 + 12u) >> 2u] = floatBitsToUint(dFdyFine(_20));
}

