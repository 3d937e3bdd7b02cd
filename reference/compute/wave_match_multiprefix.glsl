#version 460
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_ballot : require
#extension GL_KHR_shader_subgroup_shuffle : require
layout(local_size_x = 32, local_size_y = 1, local_size_z = 1) in;

uint _92;

struct _93
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

struct _139
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

layout(set = 0, binding = 0, std430) readonly buffer _71_73
{
    uint _m0[];
} _73;

layout(set = 0, binding = 300, std430) buffer _76_78
{
    uint _m0[];
} _78;

uvec4 WaveMatch_i32(uint _105)
{
    uvec4 _118 = subgroupBallot(true);
    uvec4 _112;
    _112 = uvec4(0u);
    uvec4 _114;
    uvec4 _133;
    for (uint _111 = 0u; _111 < gl_SubgroupSize; _114 = _133, _111++, _112 = _114)
    {
        uint _129 = _111 >> 5u;
        _133 = _112;
        _133[_129] = _112[_129] | (((_105 == subgroupShuffle(_105, _111)) && subgroupBallotBitExtract(_118, _111)) ? (1u << (_111 & 31u)) : 0u);
    }
    return _112;
}

uint WaveMultiPrefixSum_i32(uint _150, uvec4 _151)
{
    uvec4 _162 = subgroupBallot(true);
    uint _158;
    _158 = 0u;
    uint _160;
    uint _173;
    for (uint _157 = 0u; _157 < gl_SubgroupSize; _160 = _173, _157++, _158 = _160)
    {
        _173 = ((subgroupBallotBitExtract(_151, _157) && subgroupBallotBitExtract(_162, _157)) && (_157 < gl_SubgroupInvocationID)) ? (_158 + subgroupShuffle(_150, _157)) : _158;
    }
    return _158;
}

uint WaveMultiPrefixProduct_i32(uint _178, uvec4 _179)
{
    uvec4 _190 = subgroupBallot(true);
    uint _186;
    _186 = 1u;
    uint _188;
    uint _200;
    for (uint _185 = 0u; _185 < gl_SubgroupSize; _188 = _200, _185++, _186 = _188)
    {
        _200 = ((subgroupBallotBitExtract(_179, _185) && subgroupBallotBitExtract(_190, _185)) && (_185 < gl_SubgroupInvocationID)) ? (_186 * subgroupShuffle(_178, _185)) : _186;
    }
    return _186;
}

uint WaveMultiPrefixAnd_i32(uint _209, uvec4 _210)
{
    uvec4 _221 = subgroupBallot(true);
    uint _217;
    _217 = 4294967295u;
    uint _219;
    uint _231;
    for (uint _216 = 0u; _216 < gl_SubgroupSize; _219 = _231, _216++, _217 = _219)
    {
        _231 = ((subgroupBallotBitExtract(_210, _216) && subgroupBallotBitExtract(_221, _216)) && (_216 < gl_SubgroupInvocationID)) ? (_217 & subgroupShuffle(_209, _216)) : _217;
    }
    return _217;
}

uint WaveMultiPrefixOr_i32(uint _238, uvec4 _239)
{
    uvec4 _250 = subgroupBallot(true);
    uint _246;
    _246 = 0u;
    uint _248;
    uint _260;
    for (uint _245 = 0u; _245 < gl_SubgroupSize; _248 = _260, _245++, _246 = _248)
    {
        _260 = ((subgroupBallotBitExtract(_239, _245) && subgroupBallotBitExtract(_250, _245)) && (_245 < gl_SubgroupInvocationID)) ? (_246 | subgroupShuffle(_238, _245)) : _246;
    }
    return _246;
}

uint WaveMultiPrefixXor_i32(uint _266, uvec4 _267)
{
    uvec4 _278 = subgroupBallot(true);
    uint _274;
    _274 = 0u;
    uint _276;
    uint _288;
    for (uint _273 = 0u; _273 < gl_SubgroupSize; _276 = _288, _273++, _274 = _276)
    {
        _288 = ((subgroupBallotBitExtract(_267, _273) && subgroupBallotBitExtract(_278, _273)) && (_273 < gl_SubgroupInvocationID)) ? (_274 ^ subgroupShuffle(_266, _273)) : _274;
    }
    return _274;
}

uvec4 WaveMatch_f32(float _296)
{
    uvec4 _307 = subgroupBallot(true);
    uint _308 = floatBitsToUint(_296);
    uvec4 _303;
    _303 = uvec4(0u);
    uvec4 _305;
    uvec4 _321;
    for (uint _302 = 0u; _302 < gl_SubgroupSize; _305 = _321, _302++, _303 = _305)
    {
        uint _317 = _302 >> 5u;
        _321 = _303;
        _321[_317] = _303[_317] | (((_308 == floatBitsToUint(subgroupShuffle(_296, _302))) && subgroupBallotBitExtract(_307, _302)) ? (1u << (_302 & 31u)) : 0u);
    }
    return _303;
}

void main()
{
    uint _4 = gl_LocalInvocationIndex;
    uint _91 = _73._m0[((_4 * 4u) + 0u) >> 2u];
    uint _8 = _93(_91, _92, _92, _92, 0u)._m0;
    bool _96 = 3u == 0u;
    uint _9 = _96 ? 4294967295u : (_8 % (_96 ? 1u : 3u));
    uvec4 _134 = WaveMatch_i32(_9);
    _139 _10 = _139(_134.x, _134.y, _134.z, _134.w);
    uint _11 = _10._m0;
    uint _12 = _10._m1;
    uint _13 = _10._m2;
    uint _14 = _10._m3;
    uint _15 = _4 * 11u;
    uint _16 = gl_SubgroupSize;
    _78._m0[((_15 * 4u) + 0u) >> 2u] = _16;
    _78._m0[(((_15 + 1u) * 4u) + 0u) >> 2u] = _11;
    _78._m0[(((_15 + 2u) * 4u) + 0u) >> 2u] = _12;
    _78._m0[(((_15 + 3u) * 4u) + 0u) >> 2u] = WaveMultiPrefixSum_i32(_8, uvec4(_11, _12, _13, _14));
    uint _29 = _8 & 1u;
    _78._m0[(((_15 + 4u) * 4u) + 0u) >> 2u] = WaveMultiPrefixProduct_i32(_29 + 1u, uvec4(_11, _12, _13, _14));
    _78._m0[(((_15 + 5u) * 4u) + 0u) >> 2u] = WaveMultiPrefixSum_i32(_8 & 4u, uvec4(_11, _12, _13, _14)) >> 2u;
    _78._m0[(((_15 + 6u) * 4u) + 0u) >> 2u] = WaveMultiPrefixAnd_i32(_8 | 4294901760u, uvec4(_11, _12, _13, _14));
    _78._m0[(((_15 + 7u) * 4u) + 0u) >> 2u] = WaveMultiPrefixOr_i32(_8 & 255u, uvec4(_11, _12, _13, _14));
    _78._m0[(((_15 + 8u) * 4u) + 0u) >> 2u] = WaveMultiPrefixXor_i32(_8, uvec4(_11, _12, _13, _14));
    uvec4 _322 = WaveMatch_f32(float(_29));
    _139 _56 = _139(_322.x, _322.y, _322.z, _322.w);
    uint _57 = _56._m0;
    _78._m0[(((_15 + 9u) * 4u) + 0u) >> 2u] = _57;
    _78._m0[(((_15 + 10u) * 4u) + 0u) >> 2u] = WaveMultiPrefixSum_i32(_8 + 4294967276u, uvec4(_57, _56._m1, _56._m2, _56._m3));
}

