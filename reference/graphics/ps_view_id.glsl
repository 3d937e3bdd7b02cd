#version 460
#extension GL_EXT_multiview : require

struct _72
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

struct _83
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

layout(set = 0, binding = 200, std140) uniform _40_42
{
    uvec4 _m0[2];
} _42;

layout(set = 0, binding = 0) uniform texture2DArray _35;
layout(set = 0, binding = 100) uniform sampler _46;

layout(location = 1) in vec2 in_TEXCOORD0;
layout(location = 0) out vec4 out_SV_Target0;

void main()
{
    float _5 = in_TEXCOORD0.x;
    float _6 = in_TEXCOORD0.y;
    uint _7 = uint(gl_ViewIndex);
    vec4 _67 = texture(sampler2DArray(_35, _46), vec3(_5, _6, float(_7)));
    _72 _10 = _72(_67.x, _67.y, _67.z, _67.w, 0u);
    _83 _15 = _83(uintBitsToFloat(_42._m0[_7].x), uintBitsToFloat(_42._m0[_7].y), uintBitsToFloat(_42._m0[_7].z), uintBitsToFloat(_42._m0[_7].w));
    out_SV_Target0.x = _15._m0 * _10._m0;
    out_SV_Target0.y = _15._m1 * _10._m1;
    out_SV_Target0.z = _15._m2 * _10._m2;
    out_SV_Target0.w = _15._m3 * _10._m3;
}

