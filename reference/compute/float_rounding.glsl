#version 460
layout(local_size_x = 32, local_size_y = 1, local_size_z = 1) in;

float _89;

struct _90
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _65_67
{
    uint _m0[];
} _67;

layout(set = 0, binding = 300, std430) buffer _70_72
{
    uint _m0[];
} _72;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _87 = _67._m0[((_4 * 4u) + 0u) >> 2u];
    float _8 = _90(uintBitsToFloat(_87), _89, _89, _89, 0u)._m0;
    uint _9 = _4 * 6u;
    precise float _10 = floor(_8);
    _72._m0[((_9 * 4u) + 0u) >> 2u] = floatBitsToUint(_10);
    _72._m0[(((_9 | 1u) * 4u) + 0u) >> 2u] = floatBitsToUint(ceil(_8));
    precise float _17 = roundEven(_8);
    _72._m0[(((_9 + 2u) * 4u) + 0u) >> 2u] = floatBitsToUint(_17);
    precise float _21 = trunc(_8);
    _72._m0[(((_9 + 3u) * 4u) + 0u) >> 2u] = floatBitsToUint(_21);
    _72._m0[(((_9 + 4u) * 4u) + 0u) >> 2u] = floatBitsToUint(fract(_8));
    precise float _29 = (-0.0) - _8;
    precise float _30 = _8 * 0.5;
    precise float _31 = _8 + 0.25;
    precise float _38 = _10 * 2.0;
    precise float _39 = floor(_29) * 2.0;
    precise float _40 = floor(_30) * 2.0;
    precise float _41 = floor(_31) * 2.0;
    precise float _42 = _38 + _17;
    precise float _43 = roundEven(_29) + _39;
    precise float _44 = roundEven(_30) + _40;
    precise float _45 = roundEven(_31) + _41;
    precise float _49 = _21 * 4.0;
    precise float _50 = trunc(_29) * 4.0;
    precise float _51 = trunc(_30) * 4.0;
    precise float _52 = trunc(_31) * 4.0;
    precise float _53 = _42 + _49;
    precise float _54 = _43 + _50;
    precise float _55 = _44 + _51;
    precise float _56 = _45 + _52;
    precise float _57 = _53 + _54;
    precise float _58 = _55 + _56;
    precise float _59 = _57 + _58;
    _72._m0[(((_9 + 5u) * 4u) + 0u) >> 2u] = floatBitsToUint(_59);
}

