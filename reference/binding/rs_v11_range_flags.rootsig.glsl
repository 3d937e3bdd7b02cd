#version 460
#if defined(GL_ARB_gpu_shader_int64)
#extension GL_ARB_gpu_shader_int64 : require
#else
#error No extension available for 64-bit integers.
#endif
#extension GL_EXT_buffer_reference : require
#extension GL_EXT_nonuniform_qualifier : require
layout(local_size_x = 32, local_size_y = 1, local_size_z = 1) in;

uint _107;

struct _108
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

struct _115
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

layout(buffer_reference) buffer _31;
layout(buffer_reference, buffer_reference_align = 4, std430) readonly buffer _31
{
    uint _m0[];
};

layout(set = 0, binding = 4, std430) readonly buffer _40_44
{
    uint _m0[];
} _44[];

layout(set = 0, binding = 4, std430) buffer _52_56
{
    uint _m0[];
} _56[];

layout(set = 0, binding = 5, std140) uniform _60_64
{
    uvec4 _m0[4096];
} _64[];

layout(push_constant, std430) uniform RootParameters
{
    uint _m0[3];
} root;

layout(set = 0, binding = 2) uniform usamplerBuffer _50[];

void main()
{
    uint _96 = root._m0[2u] + 0u;
    uint _7 = gl_GlobalInvocationID.x;
    _115 _12 = _115(_64[_96]._m0[0u].x, _64[_96]._m0[0u].y, _64[_96]._m0[0u].z, _64[_96]._m0[0u].w);
    uint _14 = _12._m0 & 31u;
    uvec4 _123 = texelFetch(_50[root._m0[2u] + 2u], int(_7));
    _56[root._m0[2u] + 3u]._m0[((_7 * 4u) + 0u) >> 2u] = (_108(_123.x, _123.y, _123.z, _123.w, 0u)._m0 + _12._m1) ^ ((_108(_44[root._m0[2u] + 1u]._m0[((_7 * 4u) + 0u) >> 2u], _107, _107, _107, 0u)._m0 >> (_14 & 31u)) | (_108(_31(packUint2x32(uvec2(root._m0[0u], root._m0[1u])))._m0[((_7 * 4u) + 0u) >> 2u], _107, _107, _107, 0u)._m0 << (_14 & 31u)));
}

