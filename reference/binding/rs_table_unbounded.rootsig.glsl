#version 460
#extension GL_EXT_nonuniform_qualifier : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

struct _94
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

struct _107
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

uint _139;

layout(set = 0, binding = 4, std430) readonly buffer _48_52
{
    uint _m0[];
} _52[];

layout(set = 0, binding = 4, std430) buffer _55_59
{
    uint _m0[];
} _59[];

layout(set = 0, binding = 5, std140) uniform _63_67
{
    uvec4 _m0[4096];
} _67[];

layout(push_constant, std430) uniform RootParameters
{
    uint _m0[3];
} root;

layout(set = 0, binding = 2) uniform usamplerBuffer _46[];

void main()
{
    uint _81 = root._m0[0u] + 0u;
    uint _3 = gl_GlobalInvocationID.x;
    uvec4 _102 = texelFetch(_46[root._m0[0u] + ((_94(_67[_81]._m0[0u].x, _67[_81]._m0[0u].y, _67[_81]._m0[0u].z, _67[_81]._m0[0u].w)._m1 + 0u) + 1u)], int(_3));
    uint _9 = _107(_102.x, _102.y, _102.z, _102.w, 0u)._m0;
    uint _11 = _94(_67[_81]._m0[0u].x, _67[_81]._m0[0u].y, _67[_81]._m0[0u].z, _67[_81]._m0[0u].w)._m0;
    bool _115 = _11 == 0u;
    uint _12 = _115 ? 4294967295u : (_3 % (_115 ? 1u : _11));
    uvec4 _126 = texelFetch(_46[nonuniformEXT(root._m0[0u] + ((_12 + 0u) + 1u))], int(_3));
    uint _18 = _3 << 2u;
    uint _138 = _52[root._m0[2u] + ((_12 + 1u) + 0u)]._m0[_18 >> 2u];
    _59[root._m0[1u] + ((_94(_67[_81]._m0[0u].x, _67[_81]._m0[0u].y, _67[_81]._m0[0u].z, _67[_81]._m0[0u].w)._m2 & 3u) + 0u)]._m0[((_3 * 4u) + 0u) >> 2u] = _107(_126.x, _126.y, _126.z, _126.w, 0u)._m0 + _9;
    _59[root._m0[1u] + (((_12 + 4u) - 4u) + 4u)]._m0[_18 >> 2u] = _107(_138, _139, _139, _139, 0u)._m0 ^ _9;
    uint _173 = atomicAdd(_59[root._m0[1u] + (((_94(_67[_81]._m0[0u].x, _67[_81]._m0[0u].y, _67[_81]._m0[0u].z, _67[_81]._m0[0u].w)._m1 + 4u) - 4u) + 4u)]._m0[0u >> 2u], 1u);
    uint _40 = _173;
}

