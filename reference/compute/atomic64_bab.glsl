#version 460
#if defined(GL_ARB_gpu_shader_int64)
#extension GL_ARB_gpu_shader_int64 : require
#else
#error No extension available for 64-bit integers.
#endif
layout(local_size_x = 32, local_size_y = 1, local_size_z = 1) in;

uint _67;

struct _68
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _39_41
{
    uint _m0[];
} _41;

layout(set = 0, binding = 300, std430) buffer _44_46
{
    uint _m0[];
} _46;

layout(set = 0, binding = 300, std430) buffer _49_51
{
    uint64_t _m0[];
} _51;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _66 = _41._m0[((_4 * 4u) + 0u) >> 2u];
    uint _8 = _68(_66, _67, _67, _67, 0u)._m0;
    uint64_t _12 = (uint64_t(_8) << 24ul) | uint64_t(_4);
    uint64_t _14 = uint64_t(int(_8)) << 12ul;
    uint64_t _75 = atomicAdd(_51._m0[0u >> 3u], _12);
    uint64_t _15 = _75;
    uint64_t _79 = atomicMin(_51._m0[8u >> 3u], _12);
    uint64_t _16 = _79;
    uint64_t _83 = atomicMax(_51._m0[16u >> 3u], _12);
    uint64_t _17 = _83;
    uint64_t _87 = atomicMin(_51._m0[24u >> 3u], _14);
    uint64_t _18 = _87;
    uint64_t _91 = atomicMax(_51._m0[32u >> 3u], _14);
    uint64_t _19 = _91;
    uint64_t _99 = atomicAnd(_51._m0[40u >> 3u], (1ul << ((uint64_t(_4 + 16u) & 63ul) & 63ul)) ^ 18446744073709551615ul);
    uint64_t _25 = _99;
    uint64_t _104 = atomicOr(_51._m0[48u >> 3u], 1ul << ((uint64_t(_4 + 8u) & 63ul) & 63ul));
    uint64_t _30 = _104;
    uint64_t _108 = atomicXor(_51._m0[56u >> 3u], _12);
    uint64_t _31 = _108;
    uint64_t _113 = atomicAdd(_51._m0[64u >> 3u], 4294967296ul);
    uint64_t _32 = _113;
    uint64_t _119 = atomicOr(_51._m0[72u >> 3u], 1ul << (((_32 >> 32ul) & 63ul) & 63ul));
    uint64_t _36 = _119;
}

