#version 460
layout(local_size_x = 16, local_size_y = 1, local_size_z = 1) in;

layout(set = 0, binding = 300, std430) buffer Out
{
    uint _m0[];
} Out_1;

void main()
{
    uint _3 = gl_LocalInvocationIndex;
    uint _7 = _3 >> 2u;
    float _16 = float((((_7 + 1u) * (_3 & 1u)) + (((_7 << 1u) + 3u) * ((_3 >> 1u) & 1u))) + (_7 * 10u));
    uint _21 = _3 << 4u;
    Out_1._m0[_21 >> 2u] = floatBitsToUint(dFdxCoarse(_16));
    Out_1._m0[(_21 + 4u) >> 2u] = floatBitsToUint(dFdyCoarse(_16));
    Out_1._m0[(_21 + 8u) >> 2u] = floatBitsToUint(dFdxFine(_16));
    Out_1._m0[(_21 + 12u) >> 2u] = floatBitsToUint(dFdyFine(_16));
}

