#version 460
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;

float _131;

struct _132
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

uint _137;

struct _138
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _91_93
{
    uint _m0[];
} _93;

layout(set = 0, binding = 300, std430) buffer _96_98
{
    uint _m0[];
} _98;

layout(set = 0, binding = 301, std430) buffer _100_102
{
    uint _m0[];
} _102;

void main()
{
    uint _5 = gl_GlobalInvocationID.x;
    uint _7 = (_5 * 40u) + 0u;
    uint _117 = _93._m0[_7 >> 2u];
    uint _123 = _93._m0[(_7 + 4u) >> 2u];
    uint _129 = _93._m0[(_7 + 8u) >> 2u];
    _132 _8 = _132(uintBitsToFloat(_117), uintBitsToFloat(_123), uintBitsToFloat(_129), _131, 0u);
    float _9 = _8._m0;
    uint _136 = _93._m0[((_5 * 40u) + 12u) >> 2u];
    uint _15 = _138(_136, _137, _137, _137, 0u)._m0;
    uint _142 = _93._m0[((_5 * 40u) + 24u) >> 2u];
    float _19 = _132(uintBitsToFloat(_142), _131, _131, _131, 0u)._m0;
    uint _24 = (_5 * 40u) + 16u;
    uint _147 = _93._m0[_24 >> 2u];
    uint _151 = _93._m0[(_24 + 4u) >> 2u];
    _138 _25 = _138(_147, _151, _137, _137, 0u);
    uint _26 = _25._m0;
    bool _155 = 3u == 0u;
    uint _31 = _155 ? 4294967295u : (_15 % (_155 ? 1u : 3u));
    uint _164 = _93._m0[((_5 * 40u) + ((_31 << 2u) + 28u)) >> 2u];
    uint _169 = _93._m0[((_5 * 40u) + 36u) >> 2u];
    uint _174 = _93._m0[((_5 * 40u) + 32u) >> 2u];
    uint _48 = (_5 * 40u) + 0u;
    _98._m0[_48 >> 2u] = floatBitsToUint(_19 + _8._m1);
    _98._m0[(_48 + 4u) >> 2u] = floatBitsToUint(_19 + _8._m2);
    _98._m0[(_48 + 8u) >> 2u] = floatBitsToUint(_19 + _9);
    _98._m0[((_5 * 40u) + 12u) >> 2u] = _26 ^ _15;
    uint _52 = (_5 * 40u) + 16u;
    _98._m0[_52 >> 2u] = _25._m1 + _5;
    _98._m0[(_52 + 4u) >> 2u] = _26 + 100u;
    _98._m0[((_5 * 40u) + 24u) >> 2u] = floatBitsToUint(_132(uintBitsToFloat(_164), _131, _131, _131, 0u)._m0);
    _98._m0[((_5 * 40u) + 28u) >> 2u] = floatBitsToUint(_132(uintBitsToFloat(_169), _131, _131, _131, 0u)._m0);
    _98._m0[((_5 * 40u) + 32u) >> 2u] = floatBitsToUint(_132(uintBitsToFloat(_174), _131, _131, _131, 0u)._m0 * 2.0);
    _98._m0[((_5 * 40u) + 36u) >> 2u] = floatBitsToUint(_9);
    uint _62 = (_5 + 3u) & 7u;
    uint _67 = _5 * 3u;
    _102._m0[((_67 * 4u) + 0u) >> 2u] = _138(_137, _93._m0[(((_62 * 40u) + 16u) + 4u) >> 2u], _137, _137, 0u)._m1;
    bool _214 = 3u == 0u;
    uint _70 = _214 ? 4294967295u : (_5 % (_214 ? 1u : 3u));
    _102._m0[(((_67 + 1u) * 4u) + 0u) >> 2u] = floatBitsToUint(_132(uintBitsToFloat(_93._m0[((_62 * 40u) + ((_70 << 2u) + 28u)) >> 2u]), _131, _131, _131, 0u)._m0);
    _102._m0[(((_67 + 2u) * 4u) + 0u) >> 2u] = _138(_93._m0[((_62 * 40u) + 12u) >> 2u], _137, _137, _137, 0u)._m0 + 40000u;
}

