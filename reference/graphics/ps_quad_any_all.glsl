#version 460
#extension GL_KHR_shader_subgroup_shuffle : require

struct _95
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

struct _106
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

layout(set = 0, binding = 200, std140) uniform _70_72
{
    uvec4 _m0[1];
} _72;

layout(set = 0, binding = 0) uniform texture2D _64;
layout(set = 0, binding = 1) uniform texture2D _65;
layout(set = 0, binding = 100) uniform sampler _76;

layout(location = 1) in vec2 in_TEXCOORD0;
layout(location = 1, component = 2) in float in_DISTANCE0;
layout(location = 0) out vec4 out_SV_Target0;

void main()
{
    float _6 = in_DISTANCE0;
    float _7 = in_TEXCOORD0.x;
    float _8 = in_TEXCOORD0.y;
    vec4 _90 = texture(sampler2D(_65, _76), vec2(_7, _8));
    _95 _10 = _95(_90.x, _90.y, _90.z, _90.w, 0u);
    float _11 = _10._m0;
    float _12 = _10._m1;
    float _13 = _10._m2;
    float _14 = _10._m3;
    bool _17 = _6 < _106(uintBitsToFloat(_72._m0[0u].x), uintBitsToFloat(_72._m0[0u].y), uintBitsToFloat(_72._m0[0u].z), uintBitsToFloat(_72._m0[0u].w))._m0;
    float _40;
    float _41;
    float _42;
    if (((_17 || subgroupShuffleXor(_17, 1u)) || subgroupShuffleXor(_17, 2u)) || subgroupShuffleXor(_17, 3u))
    {
        vec4 _114 = texture(sampler2D(_64, _76), vec2(_7 * 8.0, _8 * 8.0));
        _95 _28 = _95(_114.x, _114.y, _114.z, _114.w, 0u);
        if (_17)
        {
            _40 = (_11 * 2.0) * _28._m0;
            _41 = (_12 * 2.0) * _28._m1;
            _42 = (_13 * 2.0) * _28._m2;
        }
        else
        {
            _40 = _11;
            _41 = _12;
            _42 = _13;
        }
    }
    else
    {
        _40 = _11;
        _41 = _12;
        _42 = _13;
    }
    bool _43 = _14 > 0.9900000095367431640625;
    out_SV_Target0.x = _40;
    out_SV_Target0.y = _41;
    out_SV_Target0.z = _42;
    out_SV_Target0.w = (((_43 && subgroupShuffleXor(_43, 1u)) && subgroupShuffleXor(_43, 2u)) && subgroupShuffleXor(_43, 3u)) ? 1.0 : _14;
}

