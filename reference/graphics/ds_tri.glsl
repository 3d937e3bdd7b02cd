#version 460
layout(triangles) in;

struct _248
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

struct _259
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

layout(set = 0, binding = 200, std140) uniform _164_166
{
    uvec4 _m0[5];
} _166;

layout(set = 0, binding = 0) uniform texture2D _160;
layout(set = 0, binding = 100) uniform sampler _170;

layout(location = 0) in vec3 in_WORLDPOS0[];
layout(location = 1) in vec3 in_NORMAL0[];
layout(location = 2) in vec2 in_TEXCOORD0[];
layout(location = 1) out vec3 out_NORMAL0;
layout(location = 2) out vec2 out_TEXCOORD0;
layout(location = 1, component = 3) out float out_LEVEL0;

void main()
{
    float _5 = gl_TessLevelInner[0u];
    float _6 = gl_TessCoord.x;
    float _7 = gl_TessCoord.y;
    float _8 = gl_TessCoord.z;
    float _9 = in_WORLDPOS0[0u].x;
    float _10 = in_WORLDPOS0[0u].y;
    float _11 = in_WORLDPOS0[0u].z;
    float _15 = in_WORLDPOS0[1u].x;
    float _16 = in_WORLDPOS0[1u].y;
    float _17 = in_WORLDPOS0[1u].z;
    float _24 = in_WORLDPOS0[2u].x;
    float _25 = in_WORLDPOS0[2u].y;
    float _26 = in_WORLDPOS0[2u].z;
    float _33 = in_NORMAL0[0u].x;
    float _34 = in_NORMAL0[0u].y;
    float _35 = in_NORMAL0[0u].z;
    float _39 = in_NORMAL0[1u].x;
    float _40 = in_NORMAL0[1u].y;
    float _41 = in_NORMAL0[1u].z;
    float _48 = in_NORMAL0[2u].x;
    float _49 = in_NORMAL0[2u].y;
    float _50 = in_NORMAL0[2u].z;
    float _54 = ((_39 * _7) + (_33 * _6)) + (_48 * _8);
    float _55 = ((_40 * _7) + (_34 * _6)) + (_49 * _8);
    float _56 = ((_41 * _7) + (_35 * _6)) + (_50 * _8);
    float _58 = inversesqrt(dot(vec3(_54, _55, _56), vec3(_54, _55, _56)));
    float _59 = _58 * _54;
    float _60 = _58 * _55;
    float _61 = _56 * _58;
    float _62 = in_TEXCOORD0[0u].x;
    float _63 = in_TEXCOORD0[0u].y;
    float _66 = in_TEXCOORD0[1u].x;
    float _67 = in_TEXCOORD0[1u].y;
    float _72 = in_TEXCOORD0[2u].x;
    float _73 = in_TEXCOORD0[2u].y;
    float _76 = ((_66 * _7) + (_62 * _6)) + (_72 * _8);
    float _77 = ((_67 * _7) + (_63 * _6)) + (_73 * _8);
    vec4 _243 = textureLod(sampler2D(_160, _170), vec2(_76, _77), 0.0);
    float _83 = _259(uintBitsToFloat(_166._m0[4u].x), uintBitsToFloat(_166._m0[4u].y), uintBitsToFloat(_166._m0[4u].z), uintBitsToFloat(_166._m0[4u].w))._m0 * _248(_243.x, _243.y, _243.z, _243.w, 0u)._m0;
    float _87 = (((_15 * _7) + (_9 * _6)) + (_24 * _8)) + (_83 * _59);
    float _88 = (((_16 * _7) + (_10 * _6)) + (_25 * _8)) + (_83 * _60);
    float _89 = (((_17 * _7) + (_11 * _6)) + (_26 * _8)) + (_83 * _61);
    _259 _90 = _259(uintBitsToFloat(_166._m0[0u].x), uintBitsToFloat(_166._m0[0u].y), uintBitsToFloat(_166._m0[0u].z), uintBitsToFloat(_166._m0[0u].w));
    _259 _95 = _259(uintBitsToFloat(_166._m0[1u].x), uintBitsToFloat(_166._m0[1u].y), uintBitsToFloat(_166._m0[1u].z), uintBitsToFloat(_166._m0[1u].w));
    _259 _100 = _259(uintBitsToFloat(_166._m0[2u].x), uintBitsToFloat(_166._m0[2u].y), uintBitsToFloat(_166._m0[2u].z), uintBitsToFloat(_166._m0[2u].w));
    _259 _105 = _259(uintBitsToFloat(_166._m0[3u].x), uintBitsToFloat(_166._m0[3u].y), uintBitsToFloat(_166._m0[3u].z), uintBitsToFloat(_166._m0[3u].w));
    float _126 = gl_TessLevelOuter[0u];
    gl_Position.x = ((_100._m0 * _89) + ((_95._m0 * _88) + (_87 * _90._m0))) + _105._m0;
    gl_Position.y = ((_100._m1 * _89) + ((_95._m1 * _88) + (_87 * _90._m1))) + _105._m1;
    gl_Position.z = ((_100._m2 * _89) + ((_95._m2 * _88) + (_87 * _90._m2))) + _105._m2;
    gl_Position.w = ((_100._m3 * _89) + ((_95._m3 * _88) + (_87 * _90._m3))) + _105._m3;
    out_NORMAL0.x = _59;
    out_NORMAL0.y = _60;
    out_NORMAL0.z = _61;
    out_TEXCOORD0.x = _76;
    out_TEXCOORD0.y = _77;
    out_LEVEL0 = (_126 * 0.00999999977648258209228515625) + _5;
}

