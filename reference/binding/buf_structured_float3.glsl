#version 460
layout(local_size_x = 16, local_size_y = 1, local_size_z = 1) in;

float _96;

struct _97
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

uint _125;

struct _126
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _52_54
{
    uint _m0[];
} _54;

layout(set = 0, binding = 1, std430) readonly buffer _57_59
{
    uint _m0[];
} _59;

layout(set = 0, binding = 300, std430) buffer _61_63
{
    uint _m0[];
} _63;

void main()
{
    uint _5 = gl_GlobalInvocationID.x;
    uint _7 = (_5 * 12u) + 0u;
    uint _82 = _54._m0[_7 >> 2u];
    uint _88 = _54._m0[(_7 + 4u) >> 2u];
    uint _94 = _54._m0[(_7 + 8u) >> 2u];
    _97 _8 = _97(uintBitsToFloat(_82), uintBitsToFloat(_88), uintBitsToFloat(_94), _96, 0u);
    float _9 = _8._m0;
    uint _15 = (((_5 + 5u) & 15u) * 12u) + 0u;
    uint _102 = _54._m0[_15 >> 2u];
    uint _107 = _54._m0[(_15 + 4u) >> 2u];
    uint _112 = _54._m0[(_15 + 8u) >> 2u];
    _97 _16 = _97(uintBitsToFloat(_102), uintBitsToFloat(_107), uintBitsToFloat(_112), _96, 0u);
    uint _21 = (_5 * 12u) + 0u;
    uint _116 = _59._m0[_21 >> 2u];
    uint _120 = _59._m0[(_21 + 4u) >> 2u];
    uint _124 = _59._m0[(_21 + 8u) >> 2u];
    _126 _22 = _126(_116, _120, _124, _125, 0u);
    uint _23 = _22._m0;
    uint _25 = _22._m2;
    uint _67[3];
    _67[0u] = _23;
    _67[1u] = _22._m1;
    _67[2u] = _25;
    bool _130 = 3u == 0u;
    uint _29 = _130 ? 4294967295u : (_5 % (_130 ? 1u : 3u));
    uint _39 = (_5 * 12u) + 0u;
    _63._m0[_39 >> 2u] = floatBitsToUint((_9 * 2.0) - _16._m2);
    _63._m0[(_39 + 4u) >> 2u] = floatBitsToUint((_8._m1 * 2.0) - _16._m0);
    _63._m0[(_39 + 8u) >> 2u] = floatBitsToUint((_8._m2 * 2.0) - _16._m1);
    uint _43 = _5 + 16u;
    uint _45 = (_43 * 12u) + 0u;
    _63._m0[_45 >> 2u] = floatBitsToUint(float(_67[_29]));
    _63._m0[(_45 + 4u) >> 2u] = floatBitsToUint(float(_25 + _23));
    _63._m0[(_45 + 8u) >> 2u] = floatBitsToUint(0.5);
    _63._m0[((_43 * 12u) + 4u) >> 2u] = floatBitsToUint(_9 + float(_5));
}

