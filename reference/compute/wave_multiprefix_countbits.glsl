#version 460
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_ballot : require
#extension GL_KHR_shader_subgroup_shuffle : require
layout(local_size_x = 32, local_size_y = 1, local_size_z = 1) in;

uint _73;

struct _74
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

layout(set = 0, binding = 0, std430) readonly buffer _52_54
{
    uint _m0[];
} _54;

layout(set = 0, binding = 300, std430) buffer _57_59
{
    uint _m0[];
} _59;

uvec4 WaveMatch_i32(uint _79)
{
    uvec4 _93 = subgroupBallot(true);
    uvec4 _86;
    _86 = uvec4(0u);
    uvec4 _88;
    uvec4 _109;
    for (uint _85 = 0u; _85 < gl_SubgroupSize; _88 = _109, _85++, _86 = _88)
    {
        uint _105 = _85 >> 5u;
        _109 = _86;
        _109[_105] = _86[_105] | (((_79 == subgroupShuffle(_79, _85)) && subgroupBallotBitExtract(_93, _85)) ? (1u << (_85 & 31u)) : 0u);
    }
    return _86;
}

void main()
{
    uint _4 = gl_LocalInvocationIndex;
    uint _72 = _54._m0[((_4 * 4u) + 0u) >> 2u];
    uint _8 = _74(_72, _73, _73, _73, 0u)._m0;
    uvec4 _110 = WaveMatch_i32(_8 & 3u);
    _115 _10 = _115(_110.x, _110.y, _110.z, _110.w);
    uvec4 _116 = WaveMatch_i32(_8 & 1u);
    _115 _18 = _115(_116.x, _116.y, _116.z, _116.w);
    uvec4 _121 = WaveMatch_i32((_8 >> 1u) & 1u);
    _115 _19 = _115(_121.x, _121.y, _121.z, _121.w);
    uint _22 = _19._m0 & _18._m0;
    uint _32 = gl_SubgroupSize;
    uint _33 = _4 << 2u;
    _59._m0[((_33 * 4u) + 0u) >> 2u] = _32;
    _59._m0[(((_33 | 1u) * 4u) + 0u) >> 2u] = subgroupBallotBitCount((subgroupBallot((_8 & 8u) != 0u) & uvec4(_10._m0, _10._m1, _10._m2, _10._m3)) & gl_SubgroupLtMask);
    _59._m0[(((_33 | 2u) * 4u) + 0u) >> 2u] = subgroupBallotBitCount((subgroupBallot(_8 > 20u) & uvec4(_22, _19._m1 & _18._m1, _19._m2 & _18._m2, _19._m3 & _18._m3)) & gl_SubgroupLtMask);
    _59._m0[(((_33 | 3u) * 4u) + 0u) >> 2u] = _22;
}

