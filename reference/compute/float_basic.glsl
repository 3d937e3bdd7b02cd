#version 460
layout(local_size_x = 16, local_size_y = 1, local_size_z = 1) in;

float _111;

struct _112
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _81_83
{
    uint _m0[];
} _83;

layout(set = 0, binding = 300, std430) buffer _86_88
{
    uint _m0[];
} _88;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _6 = (_4 * 8u) + 0u;
    uint _103 = _83._m0[_6 >> 2u];
    uint _109 = _83._m0[(_6 + 4u) >> 2u];
    _112 _7 = _112(uintBitsToFloat(_103), uintBitsToFloat(_109), _111, _111, 0u);
    float _8 = _7._m0;
    float _9 = _7._m1;
    precise float _10 = _8 + _9;
    precise float _11 = _8 - _9;
    precise float _12 = _8 * _9;
    uint _13 = _4 * 6u;
    _88._m0[((_13 * 4u) + 0u) >> 2u] = isnan(_10) ? 2143289344u : floatBitsToUint(_10);
    _88._m0[(((_13 | 1u) * 4u) + 0u) >> 2u] = isnan(_11) ? 2143289344u : floatBitsToUint(_11);
    _88._m0[(((_13 + 2u) * 4u) + 0u) >> 2u] = isnan(_12) ? 2143289344u : floatBitsToUint(_12);
    precise float _31 = (-0.0) - _8;
    bool _32 = isnan(_8);
    _88._m0[(((_13 + 3u) * 4u) + 0u) >> 2u] = _32 ? 2143289344u : floatBitsToUint(_31);
    bool _38 = _8 < _9;
    uint _61;
    if (_32)
    {
        _61 = 255u;
    }
    else
    {
        _61 = isnan(_9) ? 255u : ((((((uint(_38) | ((_8 <= _9) ? 2u : 0u)) | ((_8 > _9) ? 4u : 0u)) | ((_8 >= _9) ? 8u : 0u)) | ((_8 == _9) ? 16u : 0u)) | ((_8 != _9) ? 32u : 0u)) | (_38 ? 0u : 64u));
    }
    _88._m0[(((_13 + 4u) * 4u) + 0u) >> 2u] = _61;
    precise float _65 = _8 * 2.0;
    precise float _66 = _9 * 0.5;
    precise float _67 = _9 * 1.5;
    precise float _68 = _65 - _9;
    precise float _69 = _66 - _8;
    precise float _70 = _67 + (-0.25);
    precise float _71 = _68 + _69;
    precise float _72 = _70 + _71;
    _88._m0[(((_13 + 5u) * 4u) + 0u) >> 2u] = isnan(_72) ? 2143289344u : floatBitsToUint(_72);
}

