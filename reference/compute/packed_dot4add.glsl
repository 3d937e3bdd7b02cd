#version 460
layout(local_size_x = 16, local_size_y = 1, local_size_z = 1) in;

struct _67
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _30_32
{
    uint _m0[];
} _32;

layout(set = 0, binding = 300, std430) buffer _35_37
{
    uint _m0[];
} _37;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _6 = (_4 * 16u) + 0u;
    uint _51 = _32._m0[_6 >> 2u];
    uint _56 = _32._m0[(_6 + 4u) >> 2u];
    uint _61 = _32._m0[(_6 + 8u) >> 2u];
    uint _66 = _32._m0[(_6 + 12u) >> 2u];
    _67 _7 = _67(_51, _56, _61, _66, 0u);
    uint _8 = _7._m0;
    uint _9 = _7._m1;
    uint _10 = _7._m2;
    uint _11 = _7._m3;
    uint _12 = _4 << 2u;
    uint _13 = (((_10 + (bitfieldExtract(_8, int(0u), int(8u)) * bitfieldExtract(_9, int(0u), int(8u)))) + (bitfieldExtract(_8, int(8u), int(8u)) * bitfieldExtract(_9, int(8u), int(8u)))) + (bitfieldExtract(_8, int(16u), int(8u)) * bitfieldExtract(_9, int(16u), int(8u)))) + (bitfieldExtract(_8, int(24u), int(8u)) * bitfieldExtract(_9, int(24u), int(8u)));
    _37._m0[((_12 * 4u) + 0u) >> 2u] = _13;
    uint _16 = (((_10 + (uint(bitfieldExtract(int(_8), int(0u), int(8u))) * uint(bitfieldExtract(int(_9), int(0u), int(8u))))) + (uint(bitfieldExtract(int(_8), int(8u), int(8u))) * uint(bitfieldExtract(int(_9), int(8u), int(8u))))) + (uint(bitfieldExtract(int(_8), int(16u), int(8u))) * uint(bitfieldExtract(int(_9), int(16u), int(8u))))) + (uint(bitfieldExtract(int(_8), int(24u), int(8u))) * uint(bitfieldExtract(int(_9), int(24u), int(8u))));
    _37._m0[(((_12 | 1u) * 4u) + 0u) >> 2u] = _16;
    uint _20 = (((0u + (bitfieldExtract(_8, int(0u), int(8u)) * bitfieldExtract(_8, int(0u), int(8u)))) + (bitfieldExtract(_8, int(8u), int(8u)) * bitfieldExtract(_8, int(8u), int(8u)))) + (bitfieldExtract(_8, int(16u), int(8u)) * bitfieldExtract(_8, int(16u), int(8u)))) + (bitfieldExtract(_8, int(24u), int(8u)) * bitfieldExtract(_8, int(24u), int(8u)));
    _37._m0[(((_12 | 2u) * 4u) + 0u) >> 2u] = _20;
    uint _24 = (((4294967291u + (uint(bitfieldExtract(int(_9), int(0u), int(8u))) * uint(bitfieldExtract(int(_11), int(0u), int(8u))))) + (uint(bitfieldExtract(int(_9), int(8u), int(8u))) * uint(bitfieldExtract(int(_11), int(8u), int(8u))))) + (uint(bitfieldExtract(int(_9), int(16u), int(8u))) * uint(bitfieldExtract(int(_11), int(16u), int(8u))))) + (uint(bitfieldExtract(int(_9), int(24u), int(8u))) * uint(bitfieldExtract(int(_11), int(24u), int(8u))));
    _37._m0[(((_12 | 3u) * 4u) + 0u) >> 2u] = _24;
}

