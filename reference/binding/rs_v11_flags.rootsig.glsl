#version 460
#if defined(GL_ARB_gpu_shader_int64)
#extension GL_ARB_gpu_shader_int64 : require
#else
#error No extension available for 64-bit integers.
#endif
#extension GL_EXT_buffer_reference : require
#extension GL_EXT_nonuniform_qualifier : require
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;

struct _185
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

struct _192
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

struct _200
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

struct _211
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

uint _215;

layout(buffer_reference) buffer _60;
layout(buffer_reference) buffer _82;
layout(buffer_reference) buffer _98;
layout(buffer_reference, buffer_reference_align = 4, std430) readonly buffer _60
{
    uint _m0[];
};

layout(buffer_reference, buffer_reference_align = 4, std430) buffer _82
{
    uint _m0[];
};

layout(buffer_reference, buffer_reference_align = 16, std430) readonly buffer _98
{
    uvec4 _m0[4096];
};

layout(set = 0, binding = 4, std430) readonly buffer _75_79
{
    uint _m0[];
} _79[];

layout(set = 0, binding = 4, std430) buffer _85_89
{
    uint _m0[];
} _89[];

layout(set = 0, binding = 5, std140) uniform _102_106
{
    uvec4 _m0[4096];
} _106[];

layout(push_constant, std430) uniform RootParameters
{
    uint _m0[8];
} root;

layout(set = 0, binding = 2) uniform samplerBuffer _73[];
layout(set = 0, binding = 3) uniform writeonly uimageBuffer _94[];

void main()
{
    _82 _134 = _82(packUint2x32(uvec2(root._m0[4u], root._m0[5u])));
    _60 _151 = _60(packUint2x32(uvec2(root._m0[2u], root._m0[3u])));
    uint _154 = root._m0[6u] + 2u;
    _98 _162 = _98(packUint2x32(uvec2(root._m0[0u], root._m0[1u])));
    uint _10 = gl_GlobalInvocationID.x;
    uint _12 = (_10 * 16u) + 0u;
    _185 _13 = _185(_151._m0[_12 >> 2u], _151._m0[(_12 + 4u) >> 2u], _151._m0[(_12 + 8u) >> 2u], _151._m0[(_12 + 12u) >> 2u], 0u);
    _192 _18 = _192(_162._m0[0u].x, _162._m0[0u].y, _162._m0[0u].z, _162._m0[0u].w);
    uint _23 = _18._m0 ^ _13._m0;
    uint _24 = _18._m1 ^ _13._m1;
    uint _25 = _18._m2 ^ _13._m2;
    uint _26 = _18._m3 ^ _13._m3;
    vec4 _195 = texelFetch(_73[root._m0[6u] + 0u], int(_10));
    _200 _27 = _200(_195.x, _195.y, _195.z, _195.w, 0u);
    _211 _32 = _211(uintBitsToFloat(_106[_154]._m0[0u].x), uintBitsToFloat(_106[_154]._m0[0u].y), uintBitsToFloat(_106[_154]._m0[0u].z), uintBitsToFloat(_106[_154]._m0[0u].w));
    uint _214 = _79[root._m0[6u] + 1u]._m0[(_10 << 2u) >> 2u];
    uint _44 = _10 << 4u;
    _134._m0[_44 >> 2u] = _23;
    _134._m0[(_44 + 4u) >> 2u] = _24;
    _134._m0[(_44 + 8u) >> 2u] = _25;
    _134._m0[(_44 + 12u) >> 2u] = _26;
    _89[root._m0[6u] + 3u]._m0[((_10 * 4u) + 0u) >> 2u] = _185(_214, _215, _215, _215, 0u)._m0 ^ ((((_24 * 3u) + _23) + (_25 * 5u)) + (_26 * 7u));
    imageStore(_94[root._m0[7u] + 0u], int(_10), uvec4(floatBitsToUint((((_32._m0 * _27._m0) + (_32._m1 * _27._m1)) + (_32._m2 * _27._m2)) + (_32._m3 * _27._m3))));
}

