#version 460
layout(local_size_x = 16, local_size_y = 1, local_size_z = 1) in;

struct _78
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

struct _90
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

layout(set = 0, binding = 300, std430) buffer _43_45
{
    uint _m0[];
} _45;

layout(set = 0, binding = 200, std140) uniform _50_52
{
    uvec4 _m0[18];
} _52;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    bool _65 = 6u == 0u;
    uint _5 = _65 ? 4294967295u : (_4 % (_65 ? 1u : 6u));
    uint _6 = _5 | 8u;
    uint _8 = _78(_52._m0[_6].x, _52._m0[_6].y, _52._m0[_6].z, _52._m0[_6].w)._m0;
    _90 _9 = _90(uintBitsToFloat(_52._m0[_8].x), uintBitsToFloat(_52._m0[_8].y), uintBitsToFloat(_52._m0[_8].z), uintBitsToFloat(_52._m0[_8].w));
    uint _15 = (_4 & 3u) + 14u;
    float _17 = _90(uintBitsToFloat(_52._m0[_15].x), uintBitsToFloat(_52._m0[_15].y), uintBitsToFloat(_52._m0[_15].z), uintBitsToFloat(_52._m0[_15].w))._m0;
    uint _22 = _4 & 7u;
    _90 _23 = _90(uintBitsToFloat(_52._m0[_22].x), uintBitsToFloat(_52._m0[_22].y), uintBitsToFloat(_52._m0[_22].z), uintBitsToFloat(_52._m0[_22].w));
    uint _26 = _4 << 1u;
    uint _28 = (_26 * 16u) + 0u;
    _45._m0[_28 >> 2u] = floatBitsToUint(_17 * _9._m0);
    _45._m0[(_28 + 4u) >> 2u] = floatBitsToUint(_17 * _9._m1);
    _45._m0[(_28 + 8u) >> 2u] = floatBitsToUint(_17 * _9._m2);
    _45._m0[(_28 + 12u) >> 2u] = floatBitsToUint(_17 * _9._m3);
    bool _140 = 6u == 0u;
    uint _33 = _140 ? 4294967295u : ((_8 + _4) % (_140 ? 1u : 6u));
    uint _34 = _33 | 8u;
    uint _40 = ((_26 | 1u) * 16u) + 0u;
    _45._m0[_40 >> 2u] = floatBitsToUint(_23._m3);
    _45._m0[(_40 + 4u) >> 2u] = floatBitsToUint(_23._m2);
    _45._m0[(_40 + 8u) >> 2u] = floatBitsToUint(float(_78(_52._m0[17u].x, _52._m0[17u].y, _52._m0[17u].z, _52._m0[17u].w)._m1));
    _45._m0[(_40 + 12u) >> 2u] = floatBitsToUint(float(_78(_52._m0[_34].x, _52._m0[_34].y, _52._m0[_34].z, _52._m0[_34].w)._m0));
}

