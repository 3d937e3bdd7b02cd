#version 460

struct _77
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

struct _89
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

layout(set = 0, binding = 200, std140) uniform _46_48
{
    uvec4 _m0[16];
} _48;

layout(set = 0, binding = 0) uniform texture2DArray _41;
layout(set = 0, binding = 100) uniform sampler _52;

layout(location = 1) in vec2 in_TEXCOORD0;
layout(location = 0) out vec4 out_SV_Target0;

void main()
{
    uint _5 = uint(gl_ViewportIndex);
    uint _6 = uint(gl_Layer);
    float _7 = in_TEXCOORD0.x;
    float _8 = in_TEXCOORD0.y;
    vec4 _72 = texture(sampler2DArray(_41, _52), vec3(_7, _8, float(_6)));
    _77 _11 = _77(_72.x, _72.y, _72.z, _72.w, 0u);
    uint _16 = _5 & 15u;
    _89 _17 = _89(uintBitsToFloat(_48._m0[_16].x), uintBitsToFloat(_48._m0[_16].y), uintBitsToFloat(_48._m0[_16].z), uintBitsToFloat(_48._m0[_16].w));
    out_SV_Target0.x = _17._m0 * _11._m0;
    out_SV_Target0.y = _17._m1 * _11._m1;
    out_SV_Target0.z = _17._m2 * _11._m2;
    out_SV_Target0.w = _17._m3 * _11._m3;
}

