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
    float _10 = floor(_8);
    _72._m0[((_9 * 4u) + 0u) >> 2u] = floatBitsToUint(_10);
    _72._m0[(((_9 | 1u) * 4u) + 0u) >> 2u] = floatBitsToUint(ceil(_8));
    float _17 = roundEven(_8);
    _72._m0[(((_9 + 2u) * 4u) + 0u) >> 2u] = floatBitsToUint(_17);
    float _21 = trunc(_8);
    _72._m0[(((_9 + 3u) * 4u) + 0u) >> 2u] = floatBitsToUint(_21);
    _72._m0[(((_9 + 4u) * 4u) + 0u) >> 2u] = floatBitsToUint(fract(_8));
    float _29 = (-0.0) - _8;
    float _30 = _8 * 0.5;
    float _31 = _8 + 0.25;
    _72._m0[(((_9 + 5u) * 4u) + 0u) >> 2u] = floatBitsToUint(((((_10 * 2.0) + _17) + (_21 * 4.0)) + ((roundEven(_29) + (floor(_29) * 2.0)) + (trunc(_29) * 4.0))) + (((roundEven(_30) + (floor(_30) * 2.0)) + (trunc(_30) * 4.0)) + ((roundEven(_31) + (floor(_31) * 2.0)) + (trunc(_31) * 4.0))));
}

