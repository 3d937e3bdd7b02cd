#version 460
layout(local_size_x = 16, local_size_y = 1, local_size_z = 1) in;

uint _96;

struct _97
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _69_71
{
    uint _m0[];
} _71;

layout(set = 0, binding = 300, std430) buffer _74_76
{
    uint _m0[];
} _76;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _6 = (_4 * 8u) + 0u;
    uint _90 = _71._m0[_6 >> 2u];
    uint _95 = _71._m0[(_6 + 4u) >> 2u];
    _97 _7 = _97(_90, _95, _96, _96, 0u);
    uint _8 = _7._m0;
    uint _9 = _7._m1;
    uint _10 = _4 * 10u;
    _76._m0[((_10 * 4u) + 0u) >> 2u] = uint(min(int(_8), int(_9)));
    uint _14 = uint(max(int(_8), int(_9)));
    _76._m0[(((_10 | 1u) * 4u) + 0u) >> 2u] = _14;
    _76._m0[(((_10 + 2u) * 4u) + 0u) >> 2u] = min(_8, _9);
    _76._m0[(((_10 + 3u) * 4u) + 0u) >> 2u] = max(_8, _9);
    uint _27 = uint(max(int(_8), int(0u - _8)));
    _76._m0[(((_10 + 4u) * 4u) + 0u) >> 2u] = _27;
    _76._m0[(((_10 + 5u) * 4u) + 0u) >> 2u] = uint(min(int(uint(max(int(_8), int(4294967196u)))), int(100u)));
    _76._m0[(((_10 + 6u) * 4u) + 0u) >> 2u] = min(max(_8, 10u), 1000u);
    _76._m0[(((_10 + 7u) * 4u) + 0u) >> 2u] = (uint(int(_8) > int(0u)) + uint(int(_8) >> int(31u))) + ((uint(int(_9) > int(0u)) - (_9 >> 31u)) * 10u);
    _76._m0[(((_10 + 8u) * 4u) + 0u) >> 2u] = _14 - uint(max(int(_9), int(4294967289u)));
    _76._m0[(((_10 + 9u) * 4u) + 0u) >> 2u] = uint(min(int(uint(max(int(_9), int(0u - _9)))), int(60000u))) + uint(min(int(_27), int(50u)));
}

