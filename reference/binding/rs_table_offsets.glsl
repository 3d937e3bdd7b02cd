#version 460
layout(local_size_x = 16, local_size_y = 1, local_size_z = 1) in;

uint _88;

struct _89
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

struct _99
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

layout(set = 0, binding = 0, std430) readonly buffer _36_38
{
    uint _m0[];
} _38;

layout(set = 0, binding = 2, std430) readonly buffer _44_46
{
    uint _m0[];
} _46;

layout(set = 0, binding = 5, std430) readonly buffer _48_50
{
    uint _m0[];
} _50;

layout(set = 0, binding = 300, std430) buffer _52_54
{
    uint _m0[];
} _54;

layout(set = 0, binding = 302, std430) buffer _59_61
{
    uint _m0[];
} _61;

layout(set = 0, binding = 200, std140) uniform _65_67
{
    uvec4 _m0[1];
} _67;

layout(set = 0, binding = 1) uniform usamplerBuffer _42;
layout(set = 0, binding = 301) uniform writeonly uimageBuffer _57;

void main()
{
    uint _10 = gl_GlobalInvocationID.x;
    uint _12 = (_10 * 8u) + 0u;
    uint _82 = _50._m0[_12 >> 2u];
    uint _87 = _50._m0[(_12 + 4u) >> 2u];
    _89 _13 = _89(_82, _87, _88, _88, 0u);
    _99 _20 = _99(_67._m0[0u].x, _67._m0[0u].y, _67._m0[0u].z, _67._m0[0u].w);
    _54._m0[((_10 * 4u) + 0u) >> 2u] = (_20._m0 * _89(_38._m0[((_10 * 4u) + 0u) >> 2u], _88, _88, _88, 0u)._m0) + _20._m1;
    uvec4 _103 = texelFetch(_42, int(_10));
    imageStore(_57, int(_10), uvec4(_89(_103.x, _103.y, _103.z, _103.w, 0u)._m0 + _13._m0));
    uint _30 = _10 << 2u;
    _61._m0[_30 >> 2u] = _89(_46._m0[_30 >> 2u], _88, _88, _88, 0u)._m0 ^ _13._m1;
}

