#version 460

struct _73
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

struct _80
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

layout(set = 0, binding = 200, std140) uniform _44_46
{
    uvec4 _m0[1];
} _46;

layout(set = 0, binding = 0) uniform texture2D _36;
layout(set = 0, binding = 1) uniform texture2DArray _39;
layout(set = 0, binding = 100) uniform samplerShadow _50;

layout(location = 1) in vec3 in_TEXCOORD0;
layout(location = 0) out vec4 out_SV_Target0;

void main()
{
    float _6 = in_TEXCOORD0.x;
    float _7 = in_TEXCOORD0.y;
    float _8 = in_TEXCOORD0.z;
    _73 _9 = _73(uintBitsToFloat(_46._m0[0u].x), uintBitsToFloat(_46._m0[0u].y), uintBitsToFloat(_46._m0[0u].z), uintBitsToFloat(_46._m0[0u].w));
    float _10 = _9._m0;
    float _79 = textureLod(sampler2DShadow(_36, _50), vec3(vec2(_6, _7), _8), _10);
    float _13 = _80(_79, _79, _79, _79, 0u)._m0;
    float _90 = textureLodOffset(sampler2DShadow(_36, _50), vec3(vec2(_6, _7), _8), _10 + 1.0, ivec2(1, -1));
    float _17 = _80(_90, _90, _90, _90, 0u)._m0;
    float _96 = textureGrad(sampler2DArrayShadow(_39, _50), vec4(vec3(_6, _7, _9._m1), _8), vec2(0.0), vec2(0.0));
    float _21 = _80(_96, _96, _96, _96, 0u)._m0;
    out_SV_Target0.x = _13;
    out_SV_Target0.y = _17;
    out_SV_Target0.z = _21;
    out_SV_Target0.w = ((_17 + _13) + _21) * 0.3333333432674407958984375;
}

