#version 460
layout(local_size_x = 16, local_size_y = 1, local_size_z = 1) in;

uint _86;

struct _87
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

struct _141
{
    uint _m0;
    uint _m1;
};

layout(set = 0, binding = 0, std430) readonly buffer _59_61
{
    uint _m0[];
} _61;

layout(set = 0, binding = 300, std430) buffer _64_66
{
    uint _m0[];
} _66;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _5 = _4 * 24u;
    uint _80 = _61._m0[_5 >> 2u];
    uint _85 = _61._m0[(_5 + 4u) >> 2u];
    _87 _6 = _87(_80, _85, _86, _86, 0u);
    uint _9 = _5 + 8u;
    uint _91 = _61._m0[_9 >> 2u];
    uint _95 = _61._m0[(_9 + 4u) >> 2u];
    uint _99 = _61._m0[(_9 + 8u) >> 2u];
    _87 _10 = _87(_91, _95, _99, _86, 0u);
    double _14 = (uvec2(_6._m0, _6._m1));
    uint _16 = _4 * 48u;
    _66._m0[_16 >> 2u] = floatBitsToUint(float(_14));
    bool _109 = _14 >= 2147483648.0lf;
    bool _111 = _14 < (-2147483648.0lf);
    _66._m0[(_16 | 4u) >> 2u] = _109 ? 2147483647u : (_111 ? 2147483648u : uint(int(((_109 || _111) || isnan(_14)) ? 0.0lf : _14)));
    bool _124 = _14 >= 4294967296.0lf;
    _66._m0[(_16 | 8u) >> 2u] = (_14 >= 0.0lf) ? (_124 ? 4294967295u : uint(((_124 || (_14 < 0.0lf)) || isnan(_14)) ? 0.0lf : _14)) : 0u;
    _66._m0[(_16 | 12u) >> 2u] = floatBitsToUint(float(_14 * 0.0010000000000000000208166817117217lf));
    double _29 = double(uintBitsToFloat(_10._m0));
    uint _30 = _16 + 16u;
    _141 _33 = _141((_29).x, (_29).y);
    _66._m0[_30 >> 2u] = _33._m0;
    _66._m0[(_30 + 4u) >> 2u] = _33._m1;
    double _36 = double(int(_10._m1));
    uint _37 = _16 + 24u;
    _141 _40 = _141((_36).x, (_36).y);
    _66._m0[_37 >> 2u] = _40._m0;
    _66._m0[(_37 + 4u) >> 2u] = _40._m1;
    double _43 = double(_10._m2);
    uint _44 = _16 + 32u;
    _141 _47 = _141((_43).x, (_43).y);
    _66._m0[_44 >> 2u] = _47._m0;
    _66._m0[(_44 + 4u) >> 2u] = _47._m1;
    double _50 = _36 * _43;
    uint _51 = _16 + 40u;
    _141 _54 = _141((_50).x, (_50).y);
    _66._m0[_51 >> 2u] = _54._m0;
    _66._m0[(_51 + 4u) >> 2u] = _54._m1;
}

