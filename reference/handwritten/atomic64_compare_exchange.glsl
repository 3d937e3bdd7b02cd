#version 460
#if defined(GL_ARB_gpu_shader_int64)
#extension GL_ARB_gpu_shader_int64 : require
#else
#error No extension available for 64-bit integers.
#endif
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

struct _72
{
    uint64_t _m0;
    bool _m1;
};

layout(set = 0, binding = 300, std430) buffer Out
{
    uint _m0[];
} Out_1;

layout(set = 0, binding = 300, std430) buffer Out_u64
{
    uint64_t _m0[];
} Out_u64_1;

shared uint64_t g;

void main()
{
    uint _3 = gl_LocalInvocationIndex;
    bool _4 = _3 == 0u;
    if (_4)
    {
        g = 4294967296ul;
    }
    barrier();
    uint64_t _8 = (_3 == 5u) ? 12297848147757817309ul : 0ul;
    uint64_t _65 = atomicCompSwap(Out_u64_1._m0[0u >> 3u], _8, 1311768464867721221ul);
    uint64_t _9 = _65;
    uint _12 = _3 << 2u;
    Out_1._m0[(_12 + 16u) >> 2u] = uint(_9 == _8);
    uint64_t _15 = (_3 == 37u) ? 4294967296ul : 7ul;
    uint64_t _16 = uint64_t(_3);
    uint64_t _19 = atomicCompSwap(g, _15, (_16 << 40ul) | _16);
    Out_1._m0[(_12 + 272u) >> 2u] = uint(_72(_19, _19 == _15)._m1);
    barrier();
    if (_4)
    {
        Out_1._m0[8u >> 2u] = uint(g);
        uint _81 = 8u + 4u;
        Out_1._m0[_81 >> 2u] = uint(g >> 32ul);
    }
}

