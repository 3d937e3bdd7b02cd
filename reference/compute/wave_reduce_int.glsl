#version 460
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _88;

struct _89
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _67_69
{
    uint _m0[];
} _69;

layout(set = 0, binding = 300, std430) buffer _72_74
{
    uint _m0[];
} _74;

void main()
{
    uint _4 = gl_LocalInvocationIndex;
    uint _87 = _69._m0[((_4 * 4u) + 0u) >> 2u];
    uint _8 = _89(_87, _88, _88, _88, 0u)._m0;
    uint _9 = _4 * 12u;
    uint _10 = gl_SubgroupSize;
    _74._m0[((_9 * 4u) + 0u) >> 2u] = _10;
    _74._m0[(((_9 | 1u) * 4u) + 0u) >> 2u] = subgroupAdd(_8);
    _74._m0[(((_9 | 2u) * 4u) + 0u) >> 2u] = subgroupMul(((_8 & 3u) == 0u) ? 2u : 1u);
    _74._m0[(((_9 | 3u) * 4u) + 0u) >> 2u] = subgroupMin(_8);
    _74._m0[(((_9 + 4u) * 4u) + 0u) >> 2u] = subgroupMax(_8);
    _74._m0[(((_9 + 5u) * 4u) + 0u) >> 2u] = uint(subgroupMin(int(_8)));
    _74._m0[(((_9 + 6u) * 4u) + 0u) >> 2u] = uint(subgroupMax(int(_8)));
    _74._m0[(((_9 + 7u) * 4u) + 0u) >> 2u] = subgroupAnd(_8 | 268435456u);
    _74._m0[(((_9 + 8u) * 4u) + 0u) >> 2u] = subgroupOr(_8 & 16711935u);
    _74._m0[(((_9 + 9u) * 4u) + 0u) >> 2u] = subgroupXor(_8);
    _74._m0[(((_9 + 10u) * 4u) + 0u) >> 2u] = subgroupAdd(uint(int(_8) >> int(4u)));
    _74._m0[(((_9 + 11u) * 4u) + 0u) >> 2u] = subgroupAdd(0u - (_8 & 255u));
}

