#version 460
#if defined(GL_ARB_gpu_shader_int64)
#extension GL_ARB_gpu_shader_int64 : require
#else
#error No extension available for 64-bit integers.
#endif
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _121;

struct _122
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _77_79
{
    uint _m0[];
} _79;

layout(set = 0, binding = 300, std430) buffer _82_84
{
    uint _m0[];
} _84;

layout(set = 0, binding = 300, std430) buffer _87_89
{
    uint64_t _m0[];
} _89;

layout(set = 0, binding = 301, std430) buffer _92_94
{
    uint _m0[];
} _94;

layout(set = 0, binding = 301, std430) buffer _96_98
{
    uint64_t _m0[];
} _98;

shared uint64_t _gAdd_3_KA;
shared uint64_t _gMax_3_KA;
shared uint64_t _gXchg_3_KA;
shared uint64_t _gXchgSum_3_KA;

void main()
{
    uint _5 = gl_LocalInvocationIndex;
    bool _6 = _5 == 0u;
    if (_6)
    {
        _gAdd_3_KA = 0ul;
        _gMax_3_KA = 0ul;
        _gXchg_3_KA = 21474836480ul;
        _gXchgSum_3_KA = 0ul;
    }
    barrier();
    uint _120 = _79._m0[((_5 * 4u) + 0u) >> 2u];
    uint _12 = _122(_120, _121, _121, _121, 0u)._m0;
    uint64_t _17 = (uint64_t(_12) << 32ul) | uint64_t(_12 ^ _5);
    uint _18 = 0u * 8u;
    uint64_t _129 = atomicAdd(_89._m0[(_18 + 0u) >> 3u], _17);
    uint64_t _20 = _129;
    uint _21 = 1u * 8u;
    uint64_t _132 = atomicMin(_89._m0[(_21 + 0u) >> 3u], _17);
    uint64_t _23 = _132;
    uint _24 = 2u * 8u;
    uint64_t _135 = atomicMax(_89._m0[(_24 + 0u) >> 3u], _17);
    uint64_t _26 = _135;
    uint64_t _27 = uint64_t(_5);
    uint _30 = 3u * 8u;
    uint64_t _141 = atomicOr(_89._m0[(_30 + 0u) >> 3u], 1ul << ((_27 & 63ul) & 63ul));
    uint64_t _32 = _141;
    uint _34 = 0u * 8u;
    uint64_t _144 = atomicMin(_98._m0[(_34 + 0u) >> 3u], 0ul - _17);
    uint64_t _36 = _144;
    uint _38 = 1u * 8u;
    uint64_t _147 = atomicMax(_98._m0[(_38 + 0u) >> 3u], uint64_t(int(_12)));
    uint64_t _40 = _147;
    uint _41 = 2u * 8u;
    uint64_t _151 = atomicAdd(_98._m0[(_41 + 0u) >> 3u], 18446744070709551616ul);
    uint64_t _43 = _151;
    uint64_t _45 = (_5 == 17u) ? 4886718345ul : 18446744073709551615ul;
    uint _47 = 4u * 8u;
    uint64_t _158 = atomicCompSwap(_89._m0[(_47 + 0u) >> 3u], _45, _27 << 40ul);
    uint64_t _49 = _158;
    if (_49 == _45)
    {
        uint _53 = 5u * 8u;
        uint _161 = (_53 + 0u) >> 2u;
        uvec2 _163 = unpackUint2x32(_27 + 12648430ul);
        _84._m0[_161] = _163.x;
        _84._m0[_161 + 1u] = _163.y;
    }
    uint64_t _56 = atomicAdd(_gAdd_3_KA, _17);
    uint64_t _58 = atomicMax(_gMax_3_KA, _17 ^ 9223372036854775808ul);
    uint64_t _60 = atomicExchange(_gXchg_3_KA, _27 << 33ul);
    uint64_t _61 = atomicAdd(_gXchgSum_3_KA, _60);
    barrier();
    if (_6)
    {
        uint _64 = 6u * 8u;
        uint _172 = (_64 + 0u) >> 2u;
        uvec2 _173 = unpackUint2x32(_gAdd_3_KA);
        _84._m0[_172] = _173.x;
        _84._m0[_172 + 1u] = _173.y;
        uint _67 = 7u * 8u;
        uint _180 = (_67 + 0u) >> 2u;
        uvec2 _181 = unpackUint2x32(_gMax_3_KA);
        _84._m0[_180] = _181.x;
        _84._m0[_180 + 1u] = _181.y;
        uint _72 = 8u * 8u;
        uint _187 = (_72 + 0u) >> 2u;
        uvec2 _188 = unpackUint2x32(_gXchg_3_KA + _gXchgSum_3_KA);
        _84._m0[_187] = _188.x;
        _84._m0[_187 + 1u] = _188.y;
    }
}

