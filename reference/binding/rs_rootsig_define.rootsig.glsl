#version 460
#if defined(GL_ARB_gpu_shader_int64)
#extension GL_ARB_gpu_shader_int64 : require
#else
#error No extension available for 64-bit integers.
#endif
#extension GL_EXT_buffer_reference : require
#extension GL_EXT_nonuniform_qualifier : require
layout(local_size_x = 16, local_size_y = 1, local_size_z = 1) in;

uint _98;

struct _99
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

struct _126
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

layout(buffer_reference) buffer _35;
layout(buffer_reference) buffer _44;
layout(buffer_reference, buffer_reference_align = 4, std430) readonly buffer _35
{
    uint _m0[];
};

layout(buffer_reference, buffer_reference_align = 4, std430) buffer _44
{
    uint _m0[];
};

layout(set = 0, binding = 5, std140) uniform _52_56
{
    uvec4 _m0[4096];
} _56[];

layout(push_constant, std430) uniform RootParameters
{
    uint _m0[7];
} root;

void main()
{
    uint _88 = root._m0[6u] + 0u;
    uint _6 = gl_GlobalInvocationID.x;
    uint _10 = _99(_35(packUint2x32(uvec2(root._m0[0u], root._m0[1u])))._m0[((_6 * 4u) + 0u) >> 2u], _98, _98, _98, 0u)._m0;
    uint _100 = 0u << 2u;
    uvec4 _121 = uvec4(root._m0[min(_100, 1u) + 4u], root._m0[min((_100 + 1u), 1u) + 4u], root._m0[min((_100 + 2u), 1u) + 4u], root._m0[min((_100 + 3u), 1u) + 4u]);
    _126 _11 = _126(_121.x, _121.y, _121.z, _121.w);
    uint _16 = _10 & 3u;
    _126 _19 = _126(_56[_88]._m0[_16].x, _56[_88]._m0[_16].y, _56[_88]._m0[_16].z, _56[_88]._m0[_16].w);
    uint _60[4];
    _60[0u] = _19._m0;
    _60[1u] = _19._m1;
    _60[2u] = _19._m2;
    _60[3u] = _19._m3;
    _44(packUint2x32(uvec2(root._m0[2u], root._m0[3u])))._m0[((_6 * 4u) + 0u) >> 2u] = ((_11._m1 * _6) + _11._m0) + _60[(_10 >> 2u) & 3u];
}

