#version 460
#extension GL_EXT_nonuniform_qualifier : require
layout(local_size_x = 16, local_size_y = 1, local_size_z = 1) in;

float _118;

struct _119
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

struct _130
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

uint _141;

struct _142
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

struct _149
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

layout(set = 0, binding = 4, std430) readonly buffer _47_51
{
    uint _m0[];
} _51[];

layout(set = 0, binding = 4, std430) buffer _54_58
{
    uint _m0[];
} _58[];

layout(set = 0, binding = 5, std140) uniform _62_66
{
    uvec4 _m0[4096];
} _66[];

layout(push_constant, std430) uniform RootParameters
{
    uint _m0[2];
} root;

void main()
{
    uint _85 = root._m0[1u] + 4u;
    uint _106 = root._m0[0u] + 3u;
    uint _8 = gl_GlobalInvocationID.x;
    _130 _13 = _130(uintBitsToFloat(_66[_106]._m0[0u].x), uintBitsToFloat(_66[_106]._m0[0u].y), uintBitsToFloat(_66[_106]._m0[0u].z), uintBitsToFloat(_66[_106]._m0[0u].w));
    _58[root._m0[1u] + 0u]._m0[((_8 * 4u) + 0u) >> 2u] = floatBitsToUint(((_13._m0 * _119(uintBitsToFloat(_51[root._m0[0u] + 0u]._m0[((_8 * 4u) + 0u) >> 2u]), _118, _118, _118, 0u)._m0) + _13._m2) + (_119(uintBitsToFloat(_51[root._m0[0u] + 1u]._m0[((_8 * 4u) + 0u) >> 2u]), _118, _118, _118, 0u)._m0 * _13._m1));
    uint _140 = _51[root._m0[0u] + 2u]._m0[(_8 << 2u) >> 2u];
    uint _29 = _142(_140, _141, _141, _141, 0u)._m0;
    _149 _31 = _149(_66[_106]._m0[1u].x, _66[_106]._m0[1u].y, _66[_106]._m0[1u].z, _66[_106]._m0[1u].w);
    uint _35 = _31._m3;
    uint _71[4];
    _71[0u] = _31._m0;
    _71[1u] = _31._m1;
    _71[2u] = _31._m2;
    _71[3u] = _35;
    uint _44 = _8 << 3u;
    _58[_85]._m0[_44 >> 2u] = _71[_8 & 3u] & _29;
    _58[_85]._m0[(_44 + 4u) >> 2u] = _35 | _29;
}

