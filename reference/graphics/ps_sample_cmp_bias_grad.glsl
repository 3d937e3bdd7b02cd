#version 460

struct _79
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

struct _86
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

layout(set = 0, binding = 200, std140) uniform _50_52
{
    uvec4 _m0[1];
} _52;

layout(set = 0, binding = 0) uniform texture2D _45;
layout(set = 0, binding = 100) uniform samplerShadow _56;

layout(location = 1) in vec3 in_TEXCOORD0;
layout(location = 0) out vec4 out_SV_Target0;

void main()
{
    float _5 = in_TEXCOORD0.x;
    float _6 = in_TEXCOORD0.y;
    float _7 = in_TEXCOORD0.z;
    float _9 = _79(uintBitsToFloat(_52._m0[0u].x), uintBitsToFloat(_52._m0[0u].y), uintBitsToFloat(_52._m0[0u].z), uintBitsToFloat(_52._m0[0u].w))._m0;
    float _85 = texture(sampler2DShadow(_45, _56), vec3(vec2(_5, _6), _7), _9);
    float _95 = textureOffset(sampler2DShadow(_45, _56), vec3(vec2(_5, _6), _7), ivec2(1, 0), _9);
    float _16 = dFdxCoarse(_5);
    float _17 = dFdxCoarse(_6);
    float _18 = dFdyCoarse(_5);
    float _19 = dFdyCoarse(_6);
    float _99 = textureGrad(sampler2DShadow(_45, _56), vec3(vec2(_5, _6), _7), vec2(_16, _17), vec2(_18, _19));
    float _106 = textureGradOffset(sampler2DShadow(_45, _56), vec3(vec2(_5, _6), _7), vec2(_16 * 2.0, _17 * 2.0), vec2(_18 * 2.0, _19 * 2.0), ivec2(0, -1));
    out_SV_Target0.x = _86(_85, _85, _85, _85, 0u)._m0;
    out_SV_Target0.y = _86(_95, _95, _95, _95, 0u)._m0;
    out_SV_Target0.z = _86(_99, _99, _99, _99, 0u)._m0;
    out_SV_Target0.w = _86(_106, _106, _106, _106, 0u)._m0;
}

