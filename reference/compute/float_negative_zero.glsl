#version 460
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;

float _98;

struct _99
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _74_76
{
    uint _m0[];
} _76;

layout(set = 0, binding = 300, std430) buffer _79_81
{
    uint _m0[];
} _81;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _96 = _76._m0[((_4 * 4u) + 0u) >> 2u];
    float _8 = _99(uintBitsToFloat(_96), _98, _98, _98, 0u)._m0;
    uint _103 = _76._m0[(((_4 ^ 1u) * 4u) + 0u) >> 2u];
    float _13 = _99(uintBitsToFloat(_103), _98, _98, _98, 0u)._m0;
    precise float _16 = float(_4 + 1u) * (-0.25);
    uint _17 = _4 * 10u;
    precise float _18 = (-0.0) - _8;
    precise float _19 = _8 + _8;
    precise float _20 = _8 + _13;
    precise float _21 = _16 - _16;
    precise float _22 = _16 * 2.0;
    uint _23 = floatBitsToUint(_18);
    _81._m0[((_17 * 4u) + 0u) >> 2u] = _23;
    _81._m0[(((_17 | 1u) * 4u) + 0u) >> 2u] = _23;
    _81._m0[(((_17 + 2u) * 4u) + 0u) >> 2u] = floatBitsToUint(abs(_8));
    _81._m0[(((_17 + 3u) * 4u) + 0u) >> 2u] = floatBitsToUint(_19);
    _81._m0[(((_17 + 4u) * 4u) + 0u) >> 2u] = floatBitsToUint(_20);
    _81._m0[(((_17 + 5u) * 4u) + 0u) >> 2u] = floatBitsToUint(_21);
    _81._m0[(((_17 + 6u) * 4u) + 0u) >> 2u] = floatBitsToUint(ceil(_16));
    _81._m0[(((_17 + 7u) * 4u) + 0u) >> 2u] = floatBitsToUint(trunc(_22));
    _81._m0[(((_17 + 8u) * 4u) + 0u) >> 2u] = (((_8 == _13) ? 2u : 0u) | uint(_8 == 0.0)) | ((_8 < _13) ? 4u : 0u);
    precise float _67 = 1.0 / _8;
    _81._m0[(((_17 + 9u) * 4u) + 0u) >> 2u] = floatBitsToUint(_67);
}

