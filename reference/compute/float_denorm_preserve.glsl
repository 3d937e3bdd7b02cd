#version 460
layout(local_size_x = 16, local_size_y = 1, local_size_z = 1) in;

uint _77;

struct _78
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _55_57
{
    uint _m0[];
} _57;

layout(set = 0, binding = 300, std430) buffer _60_62
{
    uint _m0[];
} _62;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _76 = _57._m0[((_4 * 4u) + 0u) >> 2u];
    float _9 = uintBitsToFloat(_78(_76, _77, _77, _77, 0u)._m0);
    uint _84 = _57._m0[((((_4 + 1u) & 15u) * 4u) + 0u) >> 2u];
    float _16 = uintBitsToFloat(_78(_84, _77, _77, _77, 0u)._m0);
    uint _17 = _4 * 6u;
    precise float _18 = _9 + _16;
    precise float _19 = _9 * 2.0;
    precise float _20 = _9 - _16;
    precise float _21 = _9 * 9.9999996826552253889678874634872e-21;
    _62._m0[((_17 * 4u) + 0u) >> 2u] = floatBitsToUint(_18);
    _62._m0[(((_17 | 1u) * 4u) + 0u) >> 2u] = floatBitsToUint(_19);
    _62._m0[(((_17 + 2u) * 4u) + 0u) >> 2u] = floatBitsToUint(_20);
    _62._m0[(((_17 + 3u) * 4u) + 0u) >> 2u] = floatBitsToUint(_21);
    _62._m0[(((_17 + 4u) * 4u) + 0u) >> 2u] = (uint(_9 > 0.0) | ((_9 == 0.0) ? 2u : 0u)) | ((_9 < _16) ? 4u : 0u);
    _62._m0[(((_17 + 5u) * 4u) + 0u) >> 2u] = floatBitsToUint(isnan(_16) ? _9 : (isnan(_9) ? _16 : max(_9, _16)));
}

