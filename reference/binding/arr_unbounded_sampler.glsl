#version 460
#extension GL_EXT_nonuniform_qualifier : require

struct _98
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

struct _109
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

layout(set = 0, binding = 200, std140) uniform _72_74
{
    uvec4 _m0[1];
} _74;

layout(set = 0, binding = 0) uniform texture2D _67;
layout(set = 0, binding = 1) uniform texture2D _68;
layout(set = 5, binding = 100) uniform sampler _80[];
layout(set = 6, binding = 100) uniform samplerShadow _81[];

layout(location = 1) flat in uint in_SAMPLERID0;
layout(location = 2) in vec2 in_TEXCOORD0;
layout(location = 2, component = 2) in float in_TEXCOORD1;
layout(location = 0) out vec4 out_SV_Target0;

void main()
{
    float _5 = in_TEXCOORD1;
    float _6 = in_TEXCOORD0.x;
    float _7 = in_TEXCOORD0.y;
    uint _8 = in_SAMPLERID0;
    vec4 _104 = texture(sampler2D(_67, _80[_98(_74._m0[0u].x, _74._m0[0u].y, _74._m0[0u].z, _74._m0[0u].w)._m0 + 0u]), vec2(_6, _7));
    _109 _14 = _109(_104.x, _104.y, _104.z, _104.w, 0u);
    vec4 _115 = texture(nonuniformEXT(sampler2D(_67, _80[_8 + 0u])), vec2(_6 * 2.0, _7 * 2.0));
    _109 _24 = _109(_115.x, _115.y, _115.z, _115.w, 0u);
    float _130 = texture(sampler2DShadow(_68, _81[_98(_74._m0[0u].x, _74._m0[0u].y, _74._m0[0u].z, _74._m0[0u].w)._m1 + 0u]), vec3(vec2(_6, _7), _5));
    float _137 = textureLod(nonuniformEXT(sampler2DShadow(_68, _81[(_8 & 3u) + 0u])), vec3(vec2(_6, _7), _5), 0.0);
    float _46 = _109(_137, _137, _137, _137, 0u)._m0 * _109(_130, _130, _130, _130, 0u)._m0;
    out_SV_Target0.x = _46 * (_24._m0 + _14._m0);
    out_SV_Target0.y = _46 * (_24._m1 + _14._m1);
    out_SV_Target0.z = _46 * (_24._m2 + _14._m2);
    out_SV_Target0.w = _46 * (_24._m3 + _14._m3);
}

