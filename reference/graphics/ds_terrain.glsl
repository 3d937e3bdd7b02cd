#version 460
layout(quads) in;

struct _261
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

struct _274
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

layout(set = 0, binding = 200, std140) uniform _189_191
{
    uvec4 _m0[13];
} _191;

layout(set = 0, binding = 0) uniform texture2D _185;
layout(set = 0, binding = 100) uniform sampler _195;

layout(location = 0) in vec3 in_WORLDPOS0[];
layout(location = 1) in vec2 in_TEXCOORD0[];
layout(location = 1) out vec3 out_WORLDPOS0;
layout(location = 2) out vec3 out_NORMAL0;
layout(location = 3) out vec2 out_TEXCOORD0;
layout(location = 1, component = 3) out float out_FOG0;
layout(location = 29) patch in vec2 in_HEIGHTRANGE0;

void main()
{
    float _5 = in_HEIGHTRANGE0.x;
    float _6 = in_HEIGHTRANGE0.y;
    float _7 = gl_TessCoord.x;
    float _8 = gl_TessCoord.y;
    float _9 = in_WORLDPOS0[2u].x;
    float _10 = in_WORLDPOS0[2u].z;
    float _11 = in_WORLDPOS0[3u].x;
    float _12 = in_WORLDPOS0[3u].z;
    float _19 = in_WORLDPOS0[1u].x;
    float _20 = in_WORLDPOS0[1u].z;
    float _21 = in_WORLDPOS0[0u].x;
    float _22 = in_WORLDPOS0[0u].z;
    float _27 = ((_19 - _21) * _7) + _21;
    float _28 = ((_20 - _22) * _7) + _22;
    float _33 = (((((_9 - _11) * _7) + _11) - _27) * _8) + _27;
    float _34 = (((((_10 - _12) * _7) + _12) - _28) * _8) + _28;
    float _35 = in_TEXCOORD0[2u].x;
    float _36 = in_TEXCOORD0[2u].y;
    float _37 = in_TEXCOORD0[3u].x;
    float _38 = in_TEXCOORD0[3u].y;
    float _45 = in_TEXCOORD0[1u].x;
    float _46 = in_TEXCOORD0[1u].y;
    float _47 = in_TEXCOORD0[0u].x;
    float _48 = in_TEXCOORD0[0u].y;
    float _53 = ((_45 - _47) * _7) + _47;
    float _54 = ((_46 - _48) * _7) + _48;
    float _59 = (((((_35 - _37) * _7) + _37) - _53) * _8) + _53;
    float _60 = (((((_36 - _38) * _7) + _38) - _54) * _8) + _54;
    float _61 = gl_TessLevelInner[1u];
    float _62 = gl_TessLevelInner[0u];
    float _63 = isnan(_61) ? _62 : (isnan(_62) ? _61 : max(_62, _61));
    float _69 = log2(_261(uintBitsToFloat(_191._m0[11u].x), uintBitsToFloat(_191._m0[11u].y), uintBitsToFloat(_191._m0[11u].z), uintBitsToFloat(_191._m0[11u].w))._m3 / (isnan(1.0) ? _63 : (isnan(_63) ? 1.0 : max(_63, 1.0)))) + (-1.0);
    float _70 = isnan(0.0) ? _69 : (isnan(_69) ? 0.0 : max(_69, 0.0));
    vec4 _269 = textureLod(sampler2D(_185, _195), vec2(_59, _60), _70);
    _261 _74 = _261(uintBitsToFloat(_191._m0[10u].x), uintBitsToFloat(_191._m0[10u].y), uintBitsToFloat(_191._m0[10u].z), uintBitsToFloat(_191._m0[10u].w));
    float _75 = _74._m3;
    float _76 = _75 * _274(_269.x, _269.y, _269.z, _269.w, 0u)._m0;
    float _77 = isnan(_5) ? _76 : (isnan(_76) ? _5 : max(_76, _5));
    float _78 = isnan(_6) ? _77 : (isnan(_77) ? _6 : min(_77, _6));
    vec4 _294 = textureLodOffset(sampler2D(_185, _195), vec2(_59, _60), _70, ivec2(-1, 0));
    vec4 _304 = textureLodOffset(sampler2D(_185, _195), vec2(_59, _60), _70, ivec2(1, 0));
    vec4 _313 = textureLodOffset(sampler2D(_185, _195), vec2(_59, _60), _70, ivec2(0, -1));
    vec4 _322 = textureLodOffset(sampler2D(_185, _195), vec2(_59, _60), _70, ivec2(0, 1));
    float _92 = (_274(_294.x, _294.y, _294.z, _294.w, 0u)._m0 - _274(_304.x, _304.y, _304.z, _304.w, 0u)._m0) * _75;
    float _95 = 2.0 / _261(uintBitsToFloat(_191._m0[12u].x), uintBitsToFloat(_191._m0[12u].y), uintBitsToFloat(_191._m0[12u].z), uintBitsToFloat(_191._m0[12u].w))._m0;
    float _97 = (_274(_313.x, _313.y, _313.z, _313.w, 0u)._m0 - _274(_322.x, _322.y, _322.z, _322.w, 0u)._m0) * _75;
    float _99 = inversesqrt(dot(vec3(_92, _95, _97), vec3(_92, _95, _97)));
    _261 _103 = _261(uintBitsToFloat(_191._m0[0u].x), uintBitsToFloat(_191._m0[0u].y), uintBitsToFloat(_191._m0[0u].z), uintBitsToFloat(_191._m0[0u].w));
    _261 _108 = _261(uintBitsToFloat(_191._m0[1u].x), uintBitsToFloat(_191._m0[1u].y), uintBitsToFloat(_191._m0[1u].z), uintBitsToFloat(_191._m0[1u].w));
    _261 _113 = _261(uintBitsToFloat(_191._m0[2u].x), uintBitsToFloat(_191._m0[2u].y), uintBitsToFloat(_191._m0[2u].z), uintBitsToFloat(_191._m0[2u].w));
    _261 _118 = _261(uintBitsToFloat(_191._m0[3u].x), uintBitsToFloat(_191._m0[3u].y), uintBitsToFloat(_191._m0[3u].z), uintBitsToFloat(_191._m0[3u].w));
    float _142 = _33 - _74._m0;
    float _143 = _78 - _74._m1;
    float _144 = _34 - _74._m2;
    float _151 = sqrt(((_144 * _144) + (_142 * _142)) + (_143 * _143)) * 0.00025000001187436282634735107421875;
    float _390 = isnan(0.0) ? _151 : (isnan(_151) ? 0.0 : max(_151, 0.0));
    gl_Position.x = ((_113._m0 * _34) + ((_108._m0 * _78) + (_103._m0 * _33))) + _118._m0;
    gl_Position.y = ((_113._m1 * _34) + ((_108._m1 * _78) + (_103._m1 * _33))) + _118._m1;
    gl_Position.z = ((_113._m2 * _34) + ((_108._m2 * _78) + (_103._m2 * _33))) + _118._m2;
    gl_Position.w = ((_113._m3 * _34) + ((_108._m3 * _78) + (_103._m3 * _33))) + _118._m3;
    out_WORLDPOS0.x = _33;
    out_WORLDPOS0.y = _78;
    out_WORLDPOS0.z = _34;
    out_NORMAL0.x = _99 * _92;
    out_NORMAL0.y = _99 * _95;
    out_NORMAL0.z = _99 * _97;
    out_TEXCOORD0.x = _59;
    out_TEXCOORD0.y = _60;
    out_FOG0 = isnan(1.0) ? _390 : (isnan(_390) ? 1.0 : min(_390, 1.0));
}

