#version 460
#if defined(GL_ARB_gpu_shader_int64)
#extension GL_ARB_gpu_shader_int64 : require
#else
#error No extension available for 64-bit integers.
#endif
layout(local_size_x = 16, local_size_y = 1, local_size_z = 1) in;

struct _100
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _63_65
{
    uint _m0[];
} _65;

layout(set = 0, binding = 300, std430) buffer _68_70
{
    uint _m0[];
} _70;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _6 = (_4 * 16u) + 0u;
    uint _84 = _65._m0[_6 >> 2u];
    uint _89 = _65._m0[(_6 + 4u) >> 2u];
    uint _94 = _65._m0[(_6 + 8u) >> 2u];
    uint _99 = _65._m0[(_6 + 12u) >> 2u];
    _100 _7 = _100(_84, _89, _94, _99, 0u);
    uint _8 = _7._m0;
    uint _9 = _7._m1;
    uint _10 = _7._m2;
    uint _15 = _4 << 3u;
    _70._m0[((_15 * 4u) + 0u) >> 2u] = (_8 * _9) + _10;
    _70._m0[(((_15 | 1u) * 4u) + 0u) >> 2u] = (uint(int(_8) >> int(17u)) * uint(int(_9) >> int(17u))) + uint(int(_10) >> int(4u));
    uint64_t _25 = uint64_t(_8) * uint64_t(_9);
    _70._m0[(((_15 | 2u) * 4u) + 0u) >> 2u] = uint(_25);
    _70._m0[(((_15 | 3u) * 4u) + 0u) >> 2u] = uint(_25 >> 32ul);
    uint64_t _37 = uint64_t(int(_8)) * uint64_t(int(_9));
    _70._m0[(((_15 | 4u) * 4u) + 0u) >> 2u] = uint(_37);
    _70._m0[(((_15 | 5u) * 4u) + 0u) >> 2u] = uint(_37 >> 32ul);
    uint64_t _51 = (_25 + uint64_t(_10)) + (uint64_t(_7._m3) << 32ul);
    _70._m0[(((_15 | 6u) * 4u) + 0u) >> 2u] = uint(_51);
    _70._m0[(((_15 | 7u) * 4u) + 0u) >> 2u] = uint(_51 >> 32ul);
}

