#version 460
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;

struct _169
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _123_125
{
    uint _m0[];
} _125;

layout(set = 0, binding = 1, std430) readonly buffer _128_130
{
    uint _m0[];
} _130;

layout(set = 0, binding = 300, std430) buffer _132_134
{
    uint _m0[];
} _134;

void main()
{
    uint _5 = gl_GlobalInvocationID.x;
    uint _7 = (_5 * 16u) + 0u;
    uint _149 = _125._m0[_7 >> 2u];
    uint _155 = _125._m0[(_7 + 4u) >> 2u];
    uint _161 = _125._m0[(_7 + 8u) >> 2u];
    uint _167 = _125._m0[(_7 + 12u) >> 2u];
    _169 _8 = _169(uintBitsToFloat(_149), uintBitsToFloat(_155), uintBitsToFloat(_161), uintBitsToFloat(_167), 0u);
    float _9 = _8._m0;
    float _10 = _8._m1;
    float _11 = _8._m2;
    float _12 = _8._m3;
    uint _14 = (_5 * 16u) + 0u;
    uint _172 = _130._m0[_14 >> 2u];
    uint _177 = _130._m0[(_14 + 4u) >> 2u];
    uint _182 = _130._m0[(_14 + 8u) >> 2u];
    uint _187 = _130._m0[(_14 + 12u) >> 2u];
    _169 _15 = _169(uintBitsToFloat(_172), uintBitsToFloat(_177), uintBitsToFloat(_182), uintBitsToFloat(_187), 0u);
    float _16 = _15._m0;
    float _17 = _15._m1;
    float _18 = _15._m2;
    float _19 = _15._m3;
    uint _20 = _5 << 4u;
    _134._m0[((_20 * 4u) + 0u) >> 2u] = floatBitsToUint(dot(vec2(_9, _10), vec2(_16, _17)));
    _134._m0[(((_20 | 1u) * 4u) + 0u) >> 2u] = floatBitsToUint(dot(vec3(_9, _10, _11), vec3(_16, _17, _18)));
    _134._m0[(((_20 | 2u) * 4u) + 0u) >> 2u] = floatBitsToUint(dot(vec4(_9, _10, _11, _12), vec4(_16, _17, _18, _19)));
    float _33 = _17 * _11;
    float _39 = _16 * _10;
    _134._m0[(((_20 | 3u) * 4u) + 0u) >> 2u] = floatBitsToUint((_18 * _10) - _33);
    _134._m0[(((_20 | 4u) * 4u) + 0u) >> 2u] = floatBitsToUint((_16 * _11) - (_18 * _9));
    _134._m0[(((_20 | 5u) * 4u) + 0u) >> 2u] = floatBitsToUint((_17 * _9) - _39);
    _134._m0[(((_20 | 6u) * 4u) + 0u) >> 2u] = floatBitsToUint(sqrt(((_9 * _9) + (_10 * _10)) + (_11 * _11)));
    float _60 = inversesqrt(dot(vec3(_9, _10, _11), vec3(_9, _10, _11)));
    _134._m0[(((_20 | 7u) * 4u) + 0u) >> 2u] = floatBitsToUint(_60 * _9);
    _134._m0[(((_20 | 8u) * 4u) + 0u) >> 2u] = floatBitsToUint(_60 * _10);
    _134._m0[(((_20 | 9u) * 4u) + 0u) >> 2u] = floatBitsToUint(_60 * _11);
    float _73 = _9 - _16;
    float _74 = _10 - _17;
    float _75 = _11 - _18;
    float _76 = _12 - _19;
    _134._m0[(((_20 | 10u) * 4u) + 0u) >> 2u] = floatBitsToUint(sqrt((((_73 * _73) + (_74 * _74)) + (_75 * _75)) + (_76 * _76)));
    _134._m0[(((_20 | 11u) * 4u) + 0u) >> 2u] = floatBitsToUint(((_10 - (dot(vec3(_9, _10, _11), vec3(0.0, 1.0, 0.0)) * 2.0)) * 10.0) + _9);
    _134._m0[(((_20 | 12u) * 4u) + 0u) >> 2u] = floatBitsToUint((_17 * _12) + _9);
    _134._m0[(((_20 | 13u) * 4u) + 0u) >> 2u] = floatBitsToUint(((_9 - _11) + _33) - _39);
    _134._m0[(((_20 | 14u) * 4u) + 0u) >> 2u] = floatBitsToUint((_19 * _9) + _11);
    float _112 = _9 - _18;
    float _113 = _10 - _19;
    _134._m0[(((_20 | 15u) * 4u) + 0u) >> 2u] = floatBitsToUint(sqrt((_112 * _112) + (_113 * _113)));
}

