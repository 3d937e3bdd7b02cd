#version 460
#extension GL_EXT_nonuniform_qualifier : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

struct _89
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

struct _97
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

uint _122;

layout(set = 3, binding = 0, std430) readonly buffer _48_52
{
    uint _m0[];
} _52[];

layout(set = 2, binding = 300, std430) buffer _55_60
{
    uint _m0[];
} _60[4];

layout(set = 2, binding = 304, std430) buffer _62_66
{
    uint _m0[];
} _66[];

layout(set = 0, binding = 200, std140) uniform _70_72
{
    uvec4 _m0[1];
} _72;

layout(set = 1, binding = 0) uniform usamplerBuffer _46[];

void main()
{
    uint _3 = gl_GlobalInvocationID.x;
    uvec4 _92 = texelFetch(_46[_89(_72._m0[0u].x, _72._m0[0u].y, _72._m0[0u].z, _72._m0[0u].w)._m1 + 0u], int(_3));
    uint _9 = _97(_92.x, _92.y, _92.z, _92.w, 0u)._m0;
    uint _11 = _89(_72._m0[0u].x, _72._m0[0u].y, _72._m0[0u].z, _72._m0[0u].w)._m0;
    bool _105 = _11 == 0u;
    uint _12 = _105 ? 4294967295u : (_3 % (_105 ? 1u : _11));
    uvec4 _112 = texelFetch(_46[nonuniformEXT(_12 + 0u)], int(_3));
    uint _18 = _3 << 2u;
    uint _121 = _52[(_12 + 1u) + 0u]._m0[_18 >> 2u];
    _60[(_89(_72._m0[0u].x, _72._m0[0u].y, _72._m0[0u].z, _72._m0[0u].w)._m2 & 3u) + 0u]._m0[((_3 * 4u) + 0u) >> 2u] = _97(_112.x, _112.y, _112.z, _112.w, 0u)._m0 + _9;
    _66[(_12 + 4u) - 4u]._m0[_18 >> 2u] = _97(_121, _122, _122, _122, 0u)._m0 ^ _9;
    uint _145 = atomicAdd(_66[(_89(_72._m0[0u].x, _72._m0[0u].y, _72._m0[0u].z, _72._m0[0u].w)._m1 + 4u) - 4u]._m0[0u >> 2u], 1u);
    uint _40 = _145;
}

