#version 460
#extension GL_EXT_nonuniform_qualifier : require
layout(local_size_x = 16, local_size_y = 1, local_size_z = 1) in;

uint _128;

struct _129
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

struct _139
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

layout(set = 0, binding = 4, std430) readonly buffer _36_40
{
    uint _m0[];
} _40[];

layout(set = 0, binding = 4, std430) buffer _48_52
{
    uint _m0[];
} _52[];

layout(set = 0, binding = 5, std140) uniform _61_65
{
    uvec4 _m0[4096];
} _65[];

layout(push_constant, std430) uniform RootParameters
{
    uint _m0[1];
} root;

layout(set = 0, binding = 2) uniform usamplerBuffer _46[];
layout(set = 0, binding = 3) uniform writeonly uimageBuffer _57[];

void main()
{
    uint _95 = root._m0[0u] + 9u;
    uint _113 = root._m0[0u] + 0u;
    uint _10 = gl_GlobalInvocationID.x;
    uint _12 = (_10 * 8u) + 0u;
    uint _122 = _40[_95]._m0[_12 >> 2u];
    uint _127 = _40[_95]._m0[(_12 + 4u) >> 2u];
    _129 _13 = _129(_122, _127, _128, _128, 0u);
    _139 _20 = _139(_65[_113]._m0[0u].x, _65[_113]._m0[0u].y, _65[_113]._m0[0u].z, _65[_113]._m0[0u].w);
    _52[root._m0[0u] + 8u]._m0[((_10 * 4u) + 0u) >> 2u] = (_20._m0 * _129(_40[root._m0[0u] + 1u]._m0[((_10 * 4u) + 0u) >> 2u], _128, _128, _128, 0u)._m0) + _20._m1;
    uvec4 _143 = texelFetch(_46[root._m0[0u] + 2u], int(_10));
    imageStore(_57[root._m0[0u] + 10u], int(_10), uvec4(_129(_143.x, _143.y, _143.z, _143.w, 0u)._m0 + _13._m0));
    uint _30 = _10 << 2u;
    _52[root._m0[0u] + 11u]._m0[_30 >> 2u] = _129(_40[root._m0[0u] + 3u]._m0[_30 >> 2u], _128, _128, _128, 0u)._m0 ^ _13._m1;
}

