#version 460
#if defined(GL_ARB_gpu_shader_int64)
#extension GL_ARB_gpu_shader_int64 : require
#else
#error No extension available for 64-bit integers.
#endif
#extension GL_EXT_buffer_reference : require
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;

uint _90;

struct _91
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

float _109;

struct _110
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

layout(buffer_reference) buffer _35;
layout(buffer_reference) buffer _44;
layout(buffer_reference) buffer _47;
layout(buffer_reference, buffer_reference_align = 4, std430) readonly buffer _35
{
    uint _m0[];
};

layout(buffer_reference, buffer_reference_align = 4, std430) readonly buffer _44
{
    uint _m0[];
};

layout(buffer_reference, buffer_reference_align = 4, std430) buffer _47
{
    uint _m0[];
};

layout(push_constant, std430) uniform RootParameters
{
    uint _m0[6];
} root;

void main()
{
    _47 _64 = _47(packUint2x32(uvec2(root._m0[4u], root._m0[5u])));
    _35 _81 = _35(packUint2x32(uvec2(root._m0[0u], root._m0[1u])));
    uint _5 = gl_GlobalInvocationID.x;
    uint _9 = _91(_44(packUint2x32(uvec2(root._m0[2u], root._m0[3u])))._m0[((_5 * 4u) + 0u) >> 2u], _90, _90, _90, 0u)._m0;
    uint _11 = (_9 * 24u) + 0u;
    _110 _12 = _110(uintBitsToFloat(_81._m0[_11 >> 2u]), uintBitsToFloat(_81._m0[(_11 + 4u) >> 2u]), uintBitsToFloat(_81._m0[(_11 + 8u) >> 2u]), _109, 0u);
    uint _21 = (_9 * 24u) + 16u;
    _110 _22 = _110(uintBitsToFloat(_81._m0[_21 >> 2u]), uintBitsToFloat(_81._m0[(_21 + 4u) >> 2u]), _109, _109, 0u);
    uint _32 = (_5 * 16u) + 0u;
    _64._m0[_32 >> 2u] = floatBitsToUint((_22._m0 * 2.0) + _12._m0);
    _64._m0[(_32 + 4u) >> 2u] = floatBitsToUint((_22._m1 * 2.0) + _12._m1);
    _64._m0[(_32 + 8u) >> 2u] = floatBitsToUint(_12._m2);
    _64._m0[(_32 + 12u) >> 2u] = floatBitsToUint(float(_91(_81._m0[((_9 * 24u) + 12u) >> 2u], _90, _90, _90, 0u)._m0 + _5));
}

