#version 460
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;

struct _100
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

struct _122
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

uint _130;

struct _149
{
    uint _m0;
    uint _m1;
};

layout(set = 0, binding = 0, std430) readonly buffer _54_56
{
    uint _m0[];
} _56;

layout(set = 0, binding = 1, std430) readonly buffer _59_61
{
    uint _m0[];
} _61;

layout(set = 0, binding = 300, std430) buffer _63_65
{
    uint _m0[];
} _65;

void main()
{
    uint _5 = gl_GlobalInvocationID.x;
    uint _7 = (_5 * 16u) + 0u;
    uint _80 = _56._m0[_7 >> 2u];
    uint _86 = _56._m0[(_7 + 4u) >> 2u];
    uint _92 = _56._m0[(_7 + 8u) >> 2u];
    uint _98 = _56._m0[(_7 + 12u) >> 2u];
    _100 _8 = _100(uintBitsToFloat(_80), uintBitsToFloat(_86), uintBitsToFloat(_92), uintBitsToFloat(_98), 0u);
    float _9 = _8._m0;
    float _10 = _8._m1;
    float _11 = _8._m2;
    uint _16 = _5 * 24u;
    uint _109 = _61._m0[_16 >> 2u];
    uint _113 = _61._m0[(_16 + 4u) >> 2u];
    uint _117 = _61._m0[(_16 + 8u) >> 2u];
    uint _121 = _61._m0[(_16 + 12u) >> 2u];
    _122 _17 = _122(_109, _113, _117, _121, 0u);
    uint _22 = _16 + 16u;
    uint _125 = _61._m0[_22 >> 2u];
    uint _129 = _61._m0[(_22 + 4u) >> 2u];
    _122 _23 = _122(_125, _129, _130, _130, 0u);
    precise double _26 = (uvec2(_17._m0, _17._m1));
    precise double _27 = (uvec2(_17._m2, _17._m3));
    precise double _28 = (uvec2(_23._m0, _23._m1));
    double _29 = fma(_26, _27, _28);
    precise double _30 = _26 * _27;
    precise double _31 = _28 * 2.0lf;
    precise double _32 = _30 + _31;
    uint _33 = _5 << 5u;
    _65._m0[_33 >> 2u] = floatBitsToUint((_9 * _10) + _11);
    _65._m0[(_33 + 4u) >> 2u] = floatBitsToUint((_9 * _11) + 0.5);
    _65._m0[(_33 + 8u) >> 2u] = floatBitsToUint((_10 * _8._m3) + (-0.25));
    _149 _39 = _149((_29).x, (_29).y);
    uint _42 = _33 | 12u;
    _65._m0[_42 >> 2u] = _39._m0;
    _65._m0[(_42 + 4u) >> 2u] = _39._m1;
    _149 _45 = _149((_32).x, (_32).y);
    uint _48 = _33 | 20u;
    _65._m0[_48 >> 2u] = _45._m0;
    _65._m0[(_48 + 4u) >> 2u] = _45._m1;
    _65._m0[(_33 | 28u) >> 2u] = uint(_29 == 0.0lf);
}

