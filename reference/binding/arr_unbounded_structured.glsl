#version 460
#extension GL_EXT_nonuniform_qualifier : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

struct _62
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

uint _75;

struct _76
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 2, binding = 0, std430) readonly buffer _30_34
{
    uint _m0[];
} _34[];

layout(set = 0, binding = 300, std430) buffer _37_39
{
    uint _m0[];
} _39;

layout(set = 0, binding = 200, std140) uniform _43_45
{
    uvec4 _m0[1];
} _45;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    _62 _5 = _62(_45._m0[0u].x, _45._m0[0u].y, _45._m0[0u].z, _45._m0[0u].w);
    uint _7 = _5._m1;
    bool _64 = _7 == 0u;
    uint _8 = _64 ? 4294967295u : (_4 % (_64 ? 1u : _7));
    uint _15 = _76(_34[_5._m0 + 0u]._m0[((_8 * 4u) + 0u) >> 2u], _75, _75, _75, 0u)._m0 + 0u;
    _39._m0[((_4 * 4u) + 0u) >> 2u] = (_76(_34[_15]._m0[((_4 * 4u) + 0u) >> 2u], _75, _75, _75, 0u)._m0 + 4u) + (_62((uint(_34[nonuniformEXT(_15)]._m0.length()) << 2u) / 4u, _75, _75, _75)._m0 << 16u);
}

