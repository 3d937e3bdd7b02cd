#version 460
#if defined(GL_ARB_gpu_shader_int64)
#extension GL_ARB_gpu_shader_int64 : require
#else
#error No extension available for 64-bit integers.
#endif
#extension GL_EXT_buffer_reference : require
layout(local_size_x = 32, local_size_y = 1, local_size_z = 1) in;

uint _95;

struct _96
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

float _107;

struct _108
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

struct _140
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

layout(buffer_reference) buffer _46;
layout(buffer_reference) buffer _55;
layout(buffer_reference, buffer_reference_align = 4, std430) buffer _46
{
    uint _m0[];
};

layout(buffer_reference, buffer_reference_align = 4, std430) buffer _55
{
    uint _m0[];
};

layout(push_constant, std430) uniform RootParameters
{
    uint _m0[5];
} root;

void main()
{
    _55 _77 = _55(packUint2x32(uvec2(root._m0[2u], root._m0[3u])));
    _46 _85 = _46(packUint2x32(uvec2(root._m0[0u], root._m0[1u])));
    uint _5 = gl_GlobalInvocationID.x;
    uint _22 = _96(_85._m0[((_5 * 16u) + 0u) >> 2u], _95, _95, _95, 0u)._m0 + 1u;
    uint _115 = 0u << 2u;
    uvec4 _135 = uvec4(root._m0[min(_115, 0u) + 4u], root._m0[min((_115 + 1u), 0u) + 4u], root._m0[min((_115 + 2u), 0u) + 4u], root._m0[min((_115 + 3u), 0u) + 4u]);
    uint _28 = _140(_135.x, _135.y, _135.z, _135.w)._m0 ^ _96(_85._m0[((_5 * 16u) + 12u) >> 2u], _95, _95, _95, 0u)._m0;
    _85._m0[((_5 * 16u) + 0u) >> 2u] = _22;
    _85._m0[((_5 * 16u) + 4u) >> 2u] = uint(min(int(_96(_85._m0[((_5 * 16u) + 4u) >> 2u], _95, _95, _95, 0u)._m0), int(0u - _5)));
    _85._m0[((_5 * 16u) + 8u) >> 2u] = floatBitsToUint(_108(uintBitsToFloat(_85._m0[((_5 * 16u) + 8u) >> 2u]), _107, _107, _107, 0u)._m0 * 0.5);
    _85._m0[((_5 * 16u) + 12u) >> 2u] = _28;
    uint _152 = atomicAdd(_77._m0[0u >> 2u], _22);
    uint _37 = _152;
    uint _155 = atomicMax(_77._m0[4u >> 2u], _28);
    uint _38 = _155;
    uint _158 = atomicMin(_77._m0[8u >> 2u], _28);
    uint _39 = _158;
    uint _163 = atomicOr(_77._m0[12u >> 2u], 1u << ((_5 & 31u) & 31u));
    uint _42 = _163;
    uint _166 = atomicXor(_77._m0[16u >> 2u], _28);
    uint _43 = _166;
}

