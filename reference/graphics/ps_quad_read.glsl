#version 460
#extension GL_KHR_shader_subgroup_shuffle : require
#extension GL_KHR_shader_subgroup_basic : require

struct _84
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

layout(set = 0, binding = 0) uniform texture2D _58;
layout(set = 0, binding = 100) uniform sampler _61;

layout(location = 1) in vec2 in_TEXCOORD0;
layout(location = 0) out vec4 out_SV_Target0;

void main()
{
    float _4 = in_TEXCOORD0.x;
    float _5 = in_TEXCOORD0.y;
    float _6 = gl_FragCoord.x;
    vec4 _79 = texture(sampler2D(_58, _61), vec2(_4, _5));
    _84 _8 = _84(_79.x, _79.y, _79.z, _79.w, 0u);
    float _9 = _8._m0;
    float _10 = _8._m1;
    float _11 = _8._m2;
    float _12 = _8._m3;
    float _13 = subgroupShuffleXor(_9, 1u);
    bool _99 = _6 >= 4294967296.0;
    out_SV_Target0.x = (((_9 + _13) + subgroupShuffleXor(_9, 2u)) + subgroupShuffleXor(_9, 3u)) * 0.25;
    out_SV_Target0.y = (((subgroupShuffleXor(_10, 1u) + _10) + subgroupShuffleXor(_10, 2u)) + subgroupShuffleXor(_10, 3u)) * 0.25;
    out_SV_Target0.z = (((subgroupShuffleXor(_11, 1u) + _11) + subgroupShuffleXor(_11, 2u)) + subgroupShuffleXor(_11, 3u)) * 0.25;
    out_SV_Target0.w = (subgroupShuffle(_9, (gl_SubgroupInvocationID & 4294967292u) | 0u) + ((((_99 ? 4294967295u : uint(((_99 || (_6 < 0.0)) || isnan(_6)) ? 0.0 : _6)) & 1u) == 0u) ? (_13 - _9) : (_9 - _13))) - subgroupShuffle(_10, (gl_SubgroupInvocationID & 4294967292u) | 3u);
}

