#version 460
#extension GL_EXT_nonuniform_qualifier : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

struct _58
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

uint _76;

struct _77
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 3, binding = 300, std430) buffer _27_31
{
    uint _m0[];
} _31[];

layout(set = 0, binding = 200, std140) uniform _36_38
{
    uvec4 _m0[1];
} _38;

void main()
{
    uint _3 = gl_GlobalInvocationID.x;
    uint _4 = gl_LocalInvocationIndex;
    uint _6 = _58(_38._m0[0u].x, _38._m0[0u].y, _38._m0[0u].z, _38._m0[0u].w)._m1;
    bool _60 = _6 == 0u;
    uint _7 = _60 ? 4294967295u : (_3 % (_60 ? 1u : _6));
    uint _9 = (_7 + 1u) + 0u;
    uint _11 = _4 << 4u;
    uint _70 = _31[_9]._m0[_11 >> 2u];
    uint _75 = _31[_9]._m0[(_11 + 12u) >> 2u];
    _77 _12 = _77(_70, _76, _76, _75, 0u);
    uint _81 = atomicAdd(_31[_9]._m0[1024u >> 2u], _12._m0);
    uint _15 = _81;
    uint _85 = atomicCompSwap(_31[_9]._m0[1028u >> 2u], 0u, _3 + 1u);
    uint _17 = _85;
    uint _22 = _3 << 4u;
    uint _23 = _58(_38._m0[0u].x, _38._m0[0u].y, _38._m0[0u].z, _38._m0[0u].w)._m0 + 0u;
    _31[_23]._m0[_22 >> 2u] = _15;
    _31[_23]._m0[(_22 + 4u) >> 2u] = _17;
    _31[_23]._m0[(_22 + 8u) >> 2u] = _58(uint(_31[nonuniformEXT(_9)]._m0.length()) << 2u, _76, _76, _76)._m0;
    _31[_23]._m0[(_22 + 12u) >> 2u] = _12._m3;
}

