#version 460
#extension GL_EXT_nonuniform_qualifier : require

struct _128
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

struct _149
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

struct _162
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

layout(set = 0, binding = 200, std140) uniform _91_93
{
    uvec4 _m0[1];
} _93;

layout(set = 0, binding = 0) uniform texture2D _81;
layout(set = 0, binding = 1) uniform texture2D _82;
layout(set = 0, binding = 2) uniform texture2D _83;
layout(set = 0, binding = 3) uniform textureCube _86;
layout(set = 0, binding = 100) uniform sampler _97;
layout(set = 0, binding = 101) uniform sampler _98;
layout(set = 1, binding = 100) uniform samplerShadow _99;
layout(set = 2, binding = 100) uniform sampler _102[];

layout(location = 1) in vec2 in_TEXCOORD0;
layout(location = 2) in vec3 in_TEXCOORD1;
layout(location = 0) out vec4 out_SV_Target0;

void main()
{
    float _10 = in_TEXCOORD1.x;
    float _11 = in_TEXCOORD1.y;
    float _12 = in_TEXCOORD1.z;
    float _13 = in_TEXCOORD0.x;
    float _14 = in_TEXCOORD0.y;
    vec4 _123 = texture(sampler2D(_81, _97), vec2(_13, _14));
    _128 _16 = _128(_123.x, _123.y, _123.z, _123.w, 0u);
    vec4 _132 = texture(sampler2D(_82, _98), vec2(_13, _14));
    _128 _22 = _128(_132.x, _132.y, _132.z, _132.w, 0u);
    float _29 = (_22._m0 * 2.0) + (-1.0);
    float _30 = (_22._m1 * 2.0) + (-1.0);
    float _31 = (_22._m2 * 2.0) + (-1.0);
    float _153 = texture(sampler2DShadow(_83, _99), vec3(vec2(_13, _14), _149(uintBitsToFloat(_93._m0[0u].x), uintBitsToFloat(_93._m0[0u].y), uintBitsToFloat(_93._m0[0u].z), uintBitsToFloat(_93._m0[0u].w))._m1));
    float _36 = _128(_153, _153, _153, _153, 0u)._m0;
    float _38 = dot(vec3(_10, _11, _12), vec3(_29, _30, _31)) * 2.0;
    vec4 _168 = texture(samplerCube(_86, _102[_162(_93._m0[0u].x, _93._m0[0u].y, _93._m0[0u].z, _93._m0[0u].w)._m0 + 0u]), vec3(_10 - (_38 * _29), _11 - (_38 * _30), _12 - (_38 * _31)));
    _128 _50 = _128(_168.x, _168.y, _168.z, _168.w, 0u);
    out_SV_Target0.x = (_50._m0 * 0.25) + (_36 * _16._m0);
    out_SV_Target0.y = (_50._m1 * 0.25) + (_36 * _16._m1);
    out_SV_Target0.z = (_50._m2 * 0.25) + (_36 * _16._m2);
    out_SV_Target0.w = (_50._m3 * 0.25) + (_36 * _16._m3);
}

