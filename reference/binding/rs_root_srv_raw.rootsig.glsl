#version 460
#if defined(GL_ARB_gpu_shader_int64)
#extension GL_ARB_gpu_shader_int64 : require
#else
#error No extension available for 64-bit integers.
#endif
#extension GL_EXT_buffer_reference : require
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;

uint _87;

struct _88
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(buffer_reference) buffer _32;
layout(buffer_reference) buffer _41;
layout(buffer_reference) buffer _44;
layout(buffer_reference, buffer_reference_align = 4, std430) readonly buffer _32
{
    uint _m0[];
};

layout(buffer_reference, buffer_reference_align = 4, std430) readonly buffer _41
{
    uint _m0[];
};

layout(buffer_reference, buffer_reference_align = 4, std430) buffer _44
{
    uint _m0[];
};

layout(push_constant, std430) uniform RootParameters
{
    uint _m0[6];
} root;

void main()
{
    _44 _61 = _44(packUint2x32(uvec2(root._m0[4u], root._m0[5u])));
    _41 _70 = _41(packUint2x32(uvec2(root._m0[2u], root._m0[3u])));
    _32 _78 = _32(packUint2x32(uvec2(root._m0[0u], root._m0[1u])));
    uint _5 = gl_GlobalInvocationID.x;
    uint _6 = _5 << 2u;
    uint _8 = _88(_78._m0[_6 >> 2u], _87, _87, _87, 0u)._m0;
    uint _9 = _5 << 3u;
    uint _10 = _9 + 32u;
    _88 _11 = _88(_78._m0[_10 >> 2u], _78._m0[(_10 + 4u) >> 2u], _87, _87, 0u);
    uint _13 = _11._m1;
    uint _15 = (_8 << 4u) & 48u;
    _88 _16 = _88(_70._m0[_15 >> 2u], _70._m0[(_15 + 4u) >> 2u], _70._m0[(_15 + 8u) >> 2u], _70._m0[(_15 + 12u) >> 2u], 0u);
    _61._m0[_6 >> 2u] = (_11._m0 * _13) + _8;
    uint _28 = (_5 << 4u) + 32u;
    _61._m0[_28 >> 2u] = _16._m0 + _5;
    _61._m0[(_28 + 4u) >> 2u] = _16._m1 + _5;
    _61._m0[(_28 + 8u) >> 2u] = _16._m2 + _5;
    _61._m0[(_28 + 12u) >> 2u] = _16._m3 + _5;
    uint _29 = _9 + 160u;
    _61._m0[_29 >> 2u] = _13;
    _61._m0[(_29 + 4u) >> 2u] = _8;
}

