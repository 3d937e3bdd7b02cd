#version 460
#extension GL_KHR_shader_subgroup_shuffle : require
layout(local_size_x = 32, local_size_y = 1, local_size_z = 1) in;

uint _43;

struct _44
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer In
{
    uint _m0[];
} In_1;

layout(set = 0, binding = 300, std430) buffer Out
{
    uint _m0[];
} Out_1;

void main()
{
    uint _4 = gl_LocalInvocationIndex;
    uint _5 = _4 << 2u;
    uint _8 = _44(In_1._m0[_5 >> 2u], _43, _43, _43, 0u)._m0 & 1u;
    bool _9 = _8 != 0u;
    bool _10 = ((_9 || subgroupShuffleXor(_9, 1u)) || subgroupShuffleXor(_9, 2u)) || subgroupShuffleXor(_9, 3u);
    bool _11 = ((_9 && subgroupShuffleXor(_9, 1u)) && subgroupShuffleXor(_9, 2u)) && subgroupShuffleXor(_9, 3u);
    Out_1._m0[_5 >> 2u] = ((uint(_10) | (uint(_11) << 1u)) | (uint(false) << 2u)) | (_8 << 3u);
}

