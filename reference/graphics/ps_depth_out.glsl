#version 460

struct _105
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

layout(set = 0, binding = 200, std140) uniform _67_69
{
    uvec4 _m0[5];
} _69;

layout(location = 1) in vec2 in_TEXCOORD0;
layout(location = 2) in vec3 in_CENTER0;
layout(location = 0) out vec4 out_SV_Target0;

void main()
{
    float _3 = in_CENTER0.x;
    float _4 = in_CENTER0.y;
    float _5 = in_CENTER0.z;
    float _6 = in_TEXCOORD0.x;
    float _7 = in_TEXCOORD0.y;
    float _8 = dot(vec2(_6, _7), vec2(_6, _7));
    float _9 = 1.0 - _8;
    float _93 = isnan(0.0) ? _9 : (isnan(_9) ? 0.0 : max(_9, 0.0));
    float _11 = sqrt(isnan(1.0) ? _93 : (isnan(_93) ? 1.0 : min(_93, 1.0)));
    float _13 = _105(uintBitsToFloat(_69._m0[4u].x), uintBitsToFloat(_69._m0[4u].y), uintBitsToFloat(_69._m0[4u].z), uintBitsToFloat(_69._m0[4u].w))._m0;
    float _17 = (_13 * _6) + _3;
    float _18 = (_13 * _7) + _4;
    float _19 = (_13 * _11) + _5;
    _105 _20 = _105(uintBitsToFloat(_69._m0[0u].x), uintBitsToFloat(_69._m0[0u].y), uintBitsToFloat(_69._m0[0u].z), uintBitsToFloat(_69._m0[0u].w));
    _105 _23 = _105(uintBitsToFloat(_69._m0[1u].x), uintBitsToFloat(_69._m0[1u].y), uintBitsToFloat(_69._m0[1u].z), uintBitsToFloat(_69._m0[1u].w));
    _105 _26 = _105(uintBitsToFloat(_69._m0[2u].x), uintBitsToFloat(_69._m0[2u].y), uintBitsToFloat(_69._m0[2u].z), uintBitsToFloat(_69._m0[2u].w));
    _105 _29 = _105(uintBitsToFloat(_69._m0[3u].x), uintBitsToFloat(_69._m0[3u].y), uintBitsToFloat(_69._m0[3u].z), uintBitsToFloat(_69._m0[3u].w));
    gl_FragDepth = (_8 > 1.0) ? 1.0 : ((((_26._m2 * _19) + ((_23._m2 * _18) + (_17 * _20._m2))) + _29._m2) / (((_26._m3 * _19) + ((_23._m3 * _18) + (_17 * _20._m3))) + _29._m3));
    out_SV_Target0.x = (_6 * 0.5) + 0.5;
    out_SV_Target0.y = (_7 * 0.5) + 0.5;
    out_SV_Target0.z = (_11 * 0.5) + 0.5;
    out_SV_Target0.w = 1.0;
}

