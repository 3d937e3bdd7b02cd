#version 460
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;

struct _114
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

struct _142
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

layout(set = 0, binding = 300, std430) buffer _74_76
{
    uint _m0[];
} _76;

layout(set = 0, binding = 200, std140) uniform _81_83
{
    uvec4 _m0[6];
} _83;

layout(set = 0, binding = 201, std140) uniform _87_89
{
    uvec4 _m0[2];
} _89;

void main()
{
    uint _5 = gl_GlobalInvocationID.x;
    uint _6 = _5 & 1u;
    uint _7 = _6 << 1u;
    uint _8 = _7 | 1u;
    _114 _9 = _114(uintBitsToFloat(_83._m0[_8].x), uintBitsToFloat(_83._m0[_8].y), uintBitsToFloat(_83._m0[_8].z), uintBitsToFloat(_83._m0[_8].w));
    float _15 = _114(uintBitsToFloat(_83._m0[_7].x), uintBitsToFloat(_83._m0[_7].y), uintBitsToFloat(_83._m0[_7].z), uintBitsToFloat(_83._m0[_7].w))._m3;
    _114 _20 = _114(uintBitsToFloat(_83._m0[4u].x), uintBitsToFloat(_83._m0[4u].y), uintBitsToFloat(_83._m0[4u].z), uintBitsToFloat(_83._m0[4u].w));
    float _26 = float(_142(_83._m0[4u].x, _83._m0[4u].y, _83._m0[4u].z, _83._m0[4u].w)._m0);
    uint _33 = _5 * 3u;
    uint _35 = (_33 * 16u) + 0u;
    _76._m0[_35 >> 2u] = floatBitsToUint((_26 * _20._m1) + (_15 * _9._m0));
    _76._m0[(_35 + 4u) >> 2u] = floatBitsToUint((_26 * _20._m2) + (_15 * _9._m1));
    _76._m0[(_35 + 8u) >> 2u] = floatBitsToUint((_26 * _20._m3) + (_15 * _9._m2));
    _76._m0[(_35 + 12u) >> 2u] = floatBitsToUint(_15 * _9._m3);
    _114 _36 = _114(uintBitsToFloat(_83._m0[_7].x), uintBitsToFloat(_83._m0[_7].y), uintBitsToFloat(_83._m0[_7].z), uintBitsToFloat(_83._m0[_7].w));
    _114 _40 = _114(uintBitsToFloat(_83._m0[5u].x), uintBitsToFloat(_83._m0[5u].y), uintBitsToFloat(_83._m0[5u].z), uintBitsToFloat(_83._m0[5u].w));
    float _93[2];
    _93[0u] = _40._m0;
    _93[1u] = _40._m1;
    uint _49 = ((_33 + 1u) * 16u) + 0u;
    _76._m0[_49 >> 2u] = floatBitsToUint(_36._m0);
    _76._m0[(_49 + 4u) >> 2u] = floatBitsToUint(_36._m1);
    _76._m0[(_49 + 8u) >> 2u] = floatBitsToUint(_36._m2);
    _76._m0[(_49 + 12u) >> 2u] = floatBitsToUint(_93[_6]);
    _114 _50 = _114(uintBitsToFloat(_89._m0[0u].x), uintBitsToFloat(_89._m0[0u].y), uintBitsToFloat(_89._m0[0u].z), uintBitsToFloat(_89._m0[0u].w));
    float _54 = _50._m3;
    _114 _58 = _114(uintBitsToFloat(_89._m0[1u].x), uintBitsToFloat(_89._m0[1u].y), uintBitsToFloat(_89._m0[1u].z), uintBitsToFloat(_89._m0[1u].w));
    uint _71 = ((_33 + 2u) * 16u) + 0u;
    _76._m0[_71 >> 2u] = floatBitsToUint((_54 * _50._m0) + _58._m0);
    _76._m0[(_71 + 4u) >> 2u] = floatBitsToUint((_54 * _50._m1) + _58._m1);
    _76._m0[(_71 + 8u) >> 2u] = floatBitsToUint((_54 * _50._m2) + _58._m2);
    _76._m0[(_71 + 12u) >> 2u] = floatBitsToUint(float(_142(_83._m0[5u].x, _83._m0[5u].y, _83._m0[5u].z, _83._m0[5u].w)._m2 + _5));
}

