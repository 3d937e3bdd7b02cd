#version 460

struct _90
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

layout(set = 0, binding = 0) uniform texture2D _54;
layout(set = 0, binding = 1) uniform textureCube _57;
layout(set = 0, binding = 2) uniform texture2DArray _60;
layout(set = 0, binding = 100) uniform samplerShadow _63;

layout(location = 1) in vec3 in_TEXCOORD0;
layout(location = 2) in vec3 in_TEXCOORD1;
layout(location = 1, component = 3) in float in_TEXCOORD2;
layout(location = 0) out vec4 out_SV_Target0;

void main()
{
    float _6 = in_TEXCOORD2;
    float _7 = in_TEXCOORD1.x;
    float _8 = in_TEXCOORD1.y;
    float _9 = in_TEXCOORD1.z;
    float _10 = in_TEXCOORD0.x;
    float _11 = in_TEXCOORD0.y;
    float _12 = in_TEXCOORD0.z;
    float _89 = texture(sampler2DShadow(_54, _63), vec3(vec2(_10, _11), _12));
    float _98 = textureOffset(sampler2DShadow(_54, _63), vec3(vec2(_10, _11), _12), ivec2(1));
    float _103 = textureLod(sampler2DShadow(_54, _63), vec3(vec2(_10, _11), _12), 0.0);
    float _110 = textureLodOffset(sampler2DShadow(_54, _63), vec3(vec2(_10, _11), _12), 0.0, ivec2(-1, 0));
    float _117 = textureGrad(samplerCubeShadow(_57, _63), vec4(vec3(_7, _8, _9), sqrt(((_8 * _8) + (_7 * _7)) + (_9 * _9)) * 0.00999999977648258209228515625), vec3(0.0), vec3(0.0));
    float _122 = texture(sampler2DArrayShadow(_60, _63), vec4(vec3(_10, _11, _6), _12));
    out_SV_Target0.x = _90(_98, _98, _98, _98, 0u)._m0 + _90(_89, _89, _89, _89, 0u)._m0;
    out_SV_Target0.y = _90(_110, _110, _110, _110, 0u)._m0 * _90(_103, _103, _103, _103, 0u)._m0;
    out_SV_Target0.z = _90(_117, _117, _117, _117, 0u)._m0;
    out_SV_Target0.w = _90(_122, _122, _122, _122, 0u)._m0;
}

