#version 460
layout(local_size_x = 16, local_size_y = 1, local_size_z = 1) in;

float _92;

struct _93
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

struct _104
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

uint _115;

struct _116
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

struct _125
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

layout(set = 1, binding = 0, std430) readonly buffer _47_49
{
    uint _m0[];
} _49;

layout(set = 1, binding = 1, std430) readonly buffer _52_54
{
    uint _m0[];
} _54;

layout(set = 2, binding = 0, std430) readonly buffer _56_58
{
    uint _m0[];
} _58;

layout(set = 1, binding = 300, std430) buffer _60_62
{
    uint _m0[];
} _62;

layout(set = 2, binding = 303, std430) buffer _64_66
{
    uint _m0[];
} _66;

layout(set = 3, binding = 200, std140) uniform _70_72
{
    uvec4 _m0[2];
} _72;

void main()
{
    uint _8 = gl_GlobalInvocationID.x;
    _104 _13 = _104(uintBitsToFloat(_72._m0[0u].x), uintBitsToFloat(_72._m0[0u].y), uintBitsToFloat(_72._m0[0u].z), uintBitsToFloat(_72._m0[0u].w));
    _62._m0[((_8 * 4u) + 0u) >> 2u] = floatBitsToUint(((_13._m0 * _93(uintBitsToFloat(_49._m0[((_8 * 4u) + 0u) >> 2u]), _92, _92, _92, 0u)._m0) + _13._m2) + (_93(uintBitsToFloat(_54._m0[((_8 * 4u) + 0u) >> 2u]), _92, _92, _92, 0u)._m0 * _13._m1));
    uint _114 = _58._m0[(_8 << 2u) >> 2u];
    uint _29 = _116(_114, _115, _115, _115, 0u)._m0;
    _125 _31 = _125(_72._m0[1u].x, _72._m0[1u].y, _72._m0[1u].z, _72._m0[1u].w);
    uint _35 = _31._m3;
    uint _77[4];
    _77[0u] = _31._m0;
    _77[1u] = _31._m1;
    _77[2u] = _31._m2;
    _77[3u] = _35;
    uint _44 = _8 << 3u;
    _66._m0[_44 >> 2u] = _77[_8 & 3u] & _29;
    _66._m0[(_44 + 4u) >> 2u] = _35 | _29;
}

