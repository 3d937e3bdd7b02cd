#version 460
layout(depth_less) out float gl_FragDepth;

struct _57
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

layout(set = 0, binding = 200, std140) uniform _26_28
{
    uvec4 _m0[1];
} _28;

layout(location = 1) in vec4 in_COLOR0;
layout(location = 0) out vec4 out_SV_Target0;

void main()
{
    float _3 = in_COLOR0.x;
    float _4 = in_COLOR0.y;
    float _5 = in_COLOR0.z;
    float _6 = in_COLOR0.w;
    float _7 = gl_FragCoord.z;
    float _11 = _7 - (_57(uintBitsToFloat(_28._m0[0u].x), uintBitsToFloat(_28._m0[0u].y), uintBitsToFloat(_28._m0[0u].z), uintBitsToFloat(_28._m0[0u].w))._m0 * _6);
    gl_FragDepth = isnan(0.0) ? _11 : (isnan(_11) ? 0.0 : max(_11, 0.0));
    out_SV_Target0.x = _3;
    out_SV_Target0.y = _4;
    out_SV_Target0.z = _5;
    out_SV_Target0.w = _6;
}

