#version 460
#extension GL_KHR_shader_subgroup_shuffle : require

struct _85
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

struct _96
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

layout(set = 0, binding = 200, std140) uniform _60_62
{
    uvec4 _m0[1];
} _62;

layout(set = 0, binding = 0) uniform texture2D _54;
layout(set = 0, binding = 1) uniform texture2D _55;
layout(set = 0, binding = 100) uniform sampler _66;

layout(location = 1) in vec2 in_TEXCOORD0;
layout(location = 1, component = 2) in float in_DISTANCE0;
layout(location = 0) out vec4 out_SV_Target0;

void main()
{
    float _6 = in_DISTANCE0;
    float _7 = in_TEXCOORD0.x;
    float _8 = in_TEXCOORD0.y;
    vec4 _80 = texture(sampler2D(_55, _66), vec2(_7, _8));
    _85 _10 = _85(_80.x, _80.y, _80.z, _80.w, 0u);
    float _11 = _10._m0;
    float _12 = _10._m1;
    float _13 = _10._m2;
    float _14 = _10._m3;
    bool _17 = _6 < _96(uintBitsToFloat(_62._m0[0u].x), uintBitsToFloat(_62._m0[0u].y), uintBitsToFloat(_62._m0[0u].z), uintBitsToFloat(_62._m0[0u].w))._m0;
    bool _18 = ((_17 || subgroupShuffleXor(_17, 1u)) || subgroupShuffleXor(_17, 2u)) || subgroupShuffleXor(_17, 3u);
    float _35;
    float _36;
    float _37;
    if (_18)
    {
        vec4 _110 = texture(sampler2D(_54, _66), vec2(_7 * 8.0, _8 * 8.0));
        _85 _23 = _85(_110.x, _110.y, _110.z, _110.w, 0u);
        if (_17)
        {
            _35 = (_11 * 2.0) * _23._m0;
            _36 = (_12 * 2.0) * _23._m1;
            _37 = (_13 * 2.0) * _23._m2;
        }
        else
        {
            _35 = _11;
            _36 = _12;
            _37 = _13;
        }
    }
    else
    {
        _35 = _11;
        _36 = _12;
        _37 = _13;
    }
    bool _38 = _14 > 0.9900000095367431640625;
    bool _39 = ((_38 && subgroupShuffleXor(_38, 1u)) && subgroupShuffleXor(_38, 2u)) && subgroupShuffleXor(_38, 3u);
    out_SV_Target0.x = _35;
    out_SV_Target0.y = _36;
    out_SV_Target0.z = _37;
    out_SV_Target0.w = _39 ? 1.0 : _14;
}

