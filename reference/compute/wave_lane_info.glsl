#version 460
#extension GL_KHR_shader_subgroup_basic : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

layout(set = 0, binding = 300, std430) buffer _18_20
{
    uint _m0[];
} _20;

void main()
{
    uint _3 = gl_LocalInvocationIndex;
    uint _4 = gl_WorkGroupID.x;
    uint _5 = gl_SubgroupSize;
    uint _6 = gl_SubgroupInvocationID;
    bool _41 = _5 == 0u;
    uint _9 = _41 ? 4294967295u : (_3 % (_41 ? 1u : _5));
    uint _15 = (((_4 << 6u) + _3) * 16u) + 0u;
    _20._m0[_15 >> 2u] = _5;
    _20._m0[(_15 + 4u) >> 2u] = _6;
    _20._m0[(_15 + 8u) >> 2u] = uint(subgroupElect());
    _20._m0[(_15 + 12u) >> 2u] = uint(_9 == _6);
}

