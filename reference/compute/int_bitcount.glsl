#version 460
layout(local_size_x = 32, local_size_y = 1, local_size_z = 1) in;

uint _69;

struct _70
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _47_49
{
    uint _m0[];
} _49;

layout(set = 0, binding = 300, std430) buffer _52_54
{
    uint _m0[];
} _54;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _68 = _49._m0[((_4 * 4u) + 0u) >> 2u];
    uint _8 = _70(_68, _69, _69, _69, 0u)._m0;
    uint _9 = _4 * 6u;
    uint _10 = uint(bitCount(_8));
    _54._m0[((_9 * 4u) + 0u) >> 2u] = _10;
    uint _76 = uint(findMSB(_8));
    uint _13 = (_76 == 4294967295u) ? 4294967295u : (31u - _76);
    _54._m0[(((_9 | 1u) * 4u) + 0u) >> 2u] = (_13 == 4294967295u) ? 4294967295u : (31u - _13);
    uint _85 = uint(findMSB(int(_8)));
    uint _20 = (_85 == 4294967295u) ? 4294967295u : (31u - _85);
    _54._m0[(((_9 + 2u) * 4u) + 0u) >> 2u] = (_20 == 4294967295u) ? 4294967295u : (31u - _20);
    uint _27 = uint(findLSB(_8));
    _54._m0[(((_9 + 3u) * 4u) + 0u) >> 2u] = _27;
    _54._m0[(((_9 + 4u) * 4u) + 0u) >> 2u] = bitfieldReverse(_8);
    uint _35 = _8 >> 7u;
    uint _36 = uint(bitCount(_35));
    _54._m0[(((_9 + 5u) * 4u) + 0u) >> 2u] = (_36 + ((_27 + _10) << 8u)) + uint(findLSB(_35));
}

