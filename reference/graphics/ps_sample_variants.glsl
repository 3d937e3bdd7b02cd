#version 460

struct _145
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

struct _169
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

layout(set = 0, binding = 200, std140) uniform _119_121
{
    uvec4 _m0[1];
} _121;

layout(set = 0, binding = 0) uniform texture2D _114;
layout(set = 0, binding = 100) uniform sampler _125;
layout(set = 0, binding = 101) uniform sampler _126;

layout(location = 1) in vec2 in_TEXCOORD0;
layout(location = 0) out vec4 out_SV_Target0;

void main()
{
    float _6 = in_TEXCOORD0.x;
    float _7 = in_TEXCOORD0.y;
    vec4 _140 = texture(sampler2D(_114, _125), vec2(_6, _7));
    _145 _9 = _145(_140.x, _140.y, _140.z, _140.w, 0u);
    vec4 _154 = textureOffset(sampler2D(_114, _125), vec2(_6, _7), ivec2(1, -1));
    _145 _15 = _145(_154.x, _154.y, _154.z, _154.w, 0u);
    _169 _24 = _169(uintBitsToFloat(_121._m0[0u].x), uintBitsToFloat(_121._m0[0u].y), uintBitsToFloat(_121._m0[0u].z), uintBitsToFloat(_121._m0[0u].w));
    float _25 = _24._m0;
    vec4 _173 = texture(sampler2D(_114, _125), vec2(_6, _7), _25);
    _145 _27 = _145(_173.x, _173.y, _173.z, _173.w, 0u);
    vec4 _184 = textureOffset(sampler2D(_114, _126), vec2(_6, _7), ivec2(-2, 3), _25);
    _145 _37 = _145(_184.x, _184.y, _184.z, _184.w, 0u);
    float _46 = _24._m1;
    vec4 _192 = textureLod(sampler2D(_114, _126), vec2(_6, _7), _46);
    _145 _48 = _145(_192.x, _192.y, _192.z, _192.w, 0u);
    vec4 _203 = textureLodOffset(sampler2D(_114, _125), vec2(_6, _7), _46, ivec2(0, 7));
    _145 _58 = _145(_203.x, _203.y, _203.z, _203.w, 0u);
    float _69 = dFdxCoarse(_6) * 2.0;
    float _70 = dFdxCoarse(_7) * 2.0;
    float _73 = dFdyCoarse(_6) * 2.0;
    float _74 = dFdyCoarse(_7) * 2.0;
    vec4 _212 = textureGrad(sampler2D(_114, _125), vec2(_6, _7), vec2(_69, _70), vec2(_73, _74));
    _145 _78 = _145(_212.x, _212.y, _212.z, _212.w, 0u);
    vec4 _222 = textureGradOffset(sampler2D(_114, _125), vec2(_6, _7), vec2(_69, _70), vec2(_73, _74), ivec2(-8, 0));
    _145 _90 = _145(_222.x, _222.y, _222.z, _222.w, 0u);
    out_SV_Target0.x = (((((((_15._m0 + _9._m0) + _27._m0) + _37._m0) + _48._m0) + _58._m0) + _78._m0) + _90._m0) * 0.125;
    out_SV_Target0.y = (((((((_15._m1 + _9._m1) + _27._m1) + _37._m1) + _48._m1) + _58._m1) + _78._m1) + _90._m1) * 0.125;
    out_SV_Target0.z = (((((((_15._m2 + _9._m2) + _27._m2) + _37._m2) + _48._m2) + _58._m2) + _78._m2) + _90._m2) * 0.125;
    out_SV_Target0.w = (((((((_15._m3 + _9._m3) + _27._m3) + _37._m3) + _48._m3) + _58._m3) + _78._m3) + _90._m3) * 0.125;
}

