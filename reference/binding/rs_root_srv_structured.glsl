#version 460
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;

uint _61;

struct _62
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

float _80;

struct _81
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _35_37
{
    uint _m0[];
} _37;

layout(set = 0, binding = 1, std430) readonly buffer _40_42
{
    uint _m0[];
} _42;

layout(set = 0, binding = 300, std430) buffer _44_46
{
    uint _m0[];
} _46;

void main()
{
    uint _5 = gl_GlobalInvocationID.x;
    uint _60 = _42._m0[((_5 * 4u) + 0u) >> 2u];
    uint _9 = _62(_60, _61, _61, _61, 0u)._m0;
    uint _11 = (_9 * 24u) + 0u;
    uint _67 = _37._m0[_11 >> 2u];
    uint _72 = _37._m0[(_11 + 4u) >> 2u];
    uint _78 = _37._m0[(_11 + 8u) >> 2u];
    _81 _12 = _81(uintBitsToFloat(_67), uintBitsToFloat(_72), uintBitsToFloat(_78), _80, 0u);
    uint _85 = _37._m0[((_9 * 24u) + 12u) >> 2u];
    uint _21 = (_9 * 24u) + 16u;
    uint _89 = _37._m0[_21 >> 2u];
    uint _94 = _37._m0[(_21 + 4u) >> 2u];
    _81 _22 = _81(uintBitsToFloat(_89), uintBitsToFloat(_94), _80, _80, 0u);
    uint _32 = (_5 * 16u) + 0u;
    _46._m0[_32 >> 2u] = floatBitsToUint((_22._m0 * 2.0) + _12._m0);
    _46._m0[(_32 + 4u) >> 2u] = floatBitsToUint((_22._m1 * 2.0) + _12._m1);
    _46._m0[(_32 + 8u) >> 2u] = floatBitsToUint(_12._m2);
    _46._m0[(_32 + 12u) >> 2u] = floatBitsToUint(float(_62(_85, _61, _61, _61, 0u)._m0 + _5));
}

