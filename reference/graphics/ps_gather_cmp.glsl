#version 460

struct _102
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

layout(set = 0, binding = 0) uniform texture2D _65;
layout(set = 0, binding = 1) uniform textureCube _68;
layout(set = 0, binding = 100) uniform samplerShadow _71;

layout(location = 1) in vec3 in_TEXCOORD0;
layout(location = 2) in vec3 in_TEXCOORD1;
layout(location = 0) out vec4 out_SV_Target0;

void main()
{
    float _5 = in_TEXCOORD1.x;
    float _6 = in_TEXCOORD1.y;
    float _7 = in_TEXCOORD1.z;
    float _8 = in_TEXCOORD0.x;
    float _9 = in_TEXCOORD0.y;
    float _10 = in_TEXCOORD0.z;
    vec2 _11 = vec2(_8, _9);
    vec4 _97 = textureGather(sampler2DShadow(_65, _71), _11, _10);
    _102 _12 = _102(_97.x, _97.y, _97.z, _97.w, 0u);
    float _13 = _12._m0;
    float _16 = _12._m3;
    vec2 _17 = vec2(_8, _9);
    vec4 _111 = textureGatherOffset(sampler2DShadow(_65, _71), _17, _10, ivec2(2, 0));
    _102 _18 = _102(_111.x, _111.y, _111.z, _111.w, 0u);
    vec2 _23 = vec2(_8, _9);
    vec4 _120 = textureGatherOffset(sampler2DShadow(_65, _71), _23, _10, ivec2(0, 2));
    _102 _24 = _102(_120.x, _120.y, _120.z, _120.w, 0u);
    vec3 _29 = vec3(_5, _6, _7);
    vec4 _129 = textureGather(samplerCubeShadow(_68, _71), _29, _10);
    _102 _30 = _102(_129.x, _129.y, _129.z, _129.w, 0u);
    float _39 = fract((_8 * 1024.0) + (-0.5));
    float _46 = (_39 * (_12._m2 - _16)) + _16;
    out_SV_Target0.x = ((((_39 * (_12._m1 - _13)) + _13) - _46) * fract((_9 * 1024.0) + (-0.5))) + _46;
    out_SV_Target0.y = dot(vec4(_18._m0, _18._m1, _18._m2, _18._m3), vec4(0.25));
    out_SV_Target0.z = dot(vec4(_24._m0, _24._m1, _24._m2, _24._m3), vec4(0.25));
    out_SV_Target0.w = dot(vec4(_30._m0, _30._m1, _30._m2, _30._m3), vec4(0.25));
}

