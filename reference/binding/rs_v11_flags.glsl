#version 460
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;

struct _123
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

struct _130
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

struct _138
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

struct _149
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

uint _153;

layout(set = 0, binding = 0, std430) readonly buffer _60_62
{
    uint _m0[];
} _62;

layout(set = 0, binding = 2, std430) readonly buffer _69_71
{
    uint _m0[];
} _71;

layout(set = 0, binding = 300, std430) buffer _73_75
{
    uint _m0[];
} _75;

layout(set = 0, binding = 301, std430) buffer _77_79
{
    uint _m0[];
} _79;

layout(set = 0, binding = 200, std140) uniform _86_88
{
    uvec4 _m0[1];
} _88;

layout(set = 0, binding = 201, std140) uniform _91_93
{
    uvec4 _m0[1];
} _93;

layout(set = 0, binding = 1) uniform samplerBuffer _67;
layout(set = 0, binding = 302) uniform writeonly uimageBuffer _82;

void main()
{
    uint _10 = gl_GlobalInvocationID.x;
    uint _12 = (_10 * 16u) + 0u;
    uint _107 = _62._m0[_12 >> 2u];
    uint _112 = _62._m0[(_12 + 4u) >> 2u];
    uint _117 = _62._m0[(_12 + 8u) >> 2u];
    uint _122 = _62._m0[(_12 + 12u) >> 2u];
    _123 _13 = _123(_107, _112, _117, _122, 0u);
    _130 _18 = _130(_88._m0[0u].x, _88._m0[0u].y, _88._m0[0u].z, _88._m0[0u].w);
    uint _23 = _18._m0 ^ _13._m0;
    uint _24 = _18._m1 ^ _13._m1;
    uint _25 = _18._m2 ^ _13._m2;
    uint _26 = _18._m3 ^ _13._m3;
    vec4 _133 = texelFetch(_67, int(_10));
    _138 _27 = _138(_133.x, _133.y, _133.z, _133.w, 0u);
    _149 _32 = _149(uintBitsToFloat(_93._m0[0u].x), uintBitsToFloat(_93._m0[0u].y), uintBitsToFloat(_93._m0[0u].z), uintBitsToFloat(_93._m0[0u].w));
    uint _152 = _71._m0[(_10 << 2u) >> 2u];
    uint _44 = _10 << 4u;
    _75._m0[_44 >> 2u] = _23;
    _75._m0[(_44 + 4u) >> 2u] = _24;
    _75._m0[(_44 + 8u) >> 2u] = _25;
    _75._m0[(_44 + 12u) >> 2u] = _26;
    _79._m0[((_10 * 4u) + 0u) >> 2u] = _123(_152, _153, _153, _153, 0u)._m0 ^ ((((_24 * 3u) + _23) + (_25 * 5u)) + (_26 * 7u));
    imageStore(_82, int(_10), uvec4(floatBitsToUint((((_32._m0 * _27._m0) + (_32._m1 * _27._m1)) + (_32._m2 * _27._m2)) + (_32._m3 * _27._m3))));
}

