#version 460
#if defined(GL_ARB_gpu_shader_int64)
#extension GL_ARB_gpu_shader_int64 : require
#else
#error No extension available for 64-bit integers.
#endif
#extension GL_EXT_buffer_reference : require
#extension GL_EXT_nonuniform_qualifier : require
layout(local_size_x = 16, local_size_y = 1, local_size_z = 1) in;

struct _145
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

uint _175;

struct _176
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(buffer_reference) buffer _40;
layout(buffer_reference) buffer _55;
layout(buffer_reference) buffer _68;
layout(buffer_reference, buffer_reference_align = 4, std430) readonly buffer _40
{
    uint _m0[];
};

layout(buffer_reference, buffer_reference_align = 4, std430) buffer _55
{
    uint _m0[];
};

layout(buffer_reference, buffer_reference_align = 16, std430) readonly buffer _68
{
    uvec4 _m0[4096];
};

layout(push_constant, std430) uniform RootParameters
{
    uint _m0[10];
} root;

layout(set = 0, binding = 2) uniform isamplerBuffer _53[];
layout(set = 0, binding = 3) uniform writeonly iimageBuffer _61[];

void main()
{
    _55 _92 = _55(packUint2x32(uvec2(root._m0[4u], root._m0[5u])));
    _68 _112 = _68(packUint2x32(uvec2(root._m0[0u], root._m0[1u])));
    uint _8 = gl_GlobalInvocationID.x;
    uint _118 = 0u << 2u;
    uvec4 _140 = uvec4(root._m0[min(_118, 2u) + 6u], root._m0[min((_118 + 1u), 2u) + 6u], root._m0[min((_118 + 2u), 2u) + 6u], root._m0[min((_118 + 3u), 2u) + 6u]);
    if (_8 < _145(_140.x, _140.y, _140.z, _140.w)._m2)
    {
        uint _147 = 0u << 2u;
        uvec4 _167 = uvec4(root._m0[min(_147, 2u) + 6u], root._m0[min((_147 + 1u), 2u) + 6u], root._m0[min((_147 + 2u), 2u) + 6u], root._m0[min((_147 + 3u), 2u) + 6u]);
        _145 _13 = _145(_167.x, _167.y, _167.z, _167.w);
        uint _19 = _176(_40(packUint2x32(uvec2(root._m0[2u], root._m0[3u])))._m0[((_13._m1 * _8) + _13._m0) >> 2u], _175, _175, _175, 0u)._m0;
        ivec4 _179 = texelFetch(_53[root._m0[9u] + 0u], int(_8));
        uint _21 = _176(uint(_179.x), uint(_179.y), uint(_179.z), uint(_179.w), 0u)._m0;
        uint _22 = _8 & 1u;
        uint _27 = (_8 >> 1u) & 1u;
        uint _32 = (_8 * 8u) + 0u;
        _92._m0[_32 >> 2u] = _145(_112._m0[_22].x, _112._m0[_22].y, _112._m0[_22].z, _112._m0[_22].w)._m0 + _19;
        _92._m0[(_32 + 4u) >> 2u] = _145(_112._m0[_27].x, _112._m0[_27].y, _112._m0[_27].z, _112._m0[_27].w)._m1 * _21;
        uint _36 = uint(min(int(_19), int(_21))) - _145(_112._m0[0u].x, _112._m0[0u].y, _112._m0[0u].z, _112._m0[0u].w)._m3;
        imageStore(_61[root._m0[9u] + 1u], int(_8), ivec4(int(_36), int(_36), int(_36), int(_36)));
    }
}

