#version 460
layout(quads) in;

struct _220
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

layout(set = 0, binding = 200, std140) uniform _148_150
{
    uvec4 _m0[4];
} _150;

layout(location = 0) in vec3 in_POSITION0[];
layout(location = 1) in vec2 in_TEXCOORD0[];
layout(location = 1) out vec2 out_TEXCOORD0;
layout(location = 2) out vec3 out_TEXCOORD1;
layout(location = 1, component = 2) out float out_DENSITY0;
layout(location = 29) patch in vec3 in_CENTER0;

void main()
{
    float _3 = in_CENTER0.x;
    float _4 = in_CENTER0.y;
    float _5 = in_CENTER0.z;
    float _6 = gl_TessCoord.x;
    float _7 = gl_TessCoord.y;
    float _8 = in_POSITION0[1u].x;
    float _9 = in_POSITION0[1u].y;
    float _10 = in_POSITION0[1u].z;
    float _11 = in_POSITION0[0u].x;
    float _12 = in_POSITION0[0u].y;
    float _13 = in_POSITION0[0u].z;
    float _20 = ((_8 - _11) * _6) + _11;
    float _21 = ((_9 - _12) * _6) + _12;
    float _22 = ((_10 - _13) * _6) + _13;
    float _23 = in_POSITION0[2u].x;
    float _24 = in_POSITION0[2u].y;
    float _25 = in_POSITION0[2u].z;
    float _26 = in_POSITION0[3u].x;
    float _27 = in_POSITION0[3u].y;
    float _28 = in_POSITION0[3u].z;
    float _44 = (((_26 - _20) + ((_23 - _26) * _6)) * _7) + _20;
    float _45 = (((_27 - _21) + ((_24 - _27) * _6)) * _7) + _21;
    float _46 = (((_28 - _22) + ((_25 - _28) * _6)) * _7) + _22;
    float _47 = in_TEXCOORD0[1u].x;
    float _48 = in_TEXCOORD0[1u].y;
    float _49 = in_TEXCOORD0[0u].x;
    float _50 = in_TEXCOORD0[0u].y;
    float _55 = ((_47 - _49) * _6) + _49;
    float _56 = ((_48 - _50) * _6) + _50;
    float _57 = in_TEXCOORD0[2u].x;
    float _58 = in_TEXCOORD0[2u].y;
    float _59 = in_TEXCOORD0[3u].x;
    float _60 = in_TEXCOORD0[3u].y;
    _220 _65 = _220(uintBitsToFloat(_150._m0[0u].x), uintBitsToFloat(_150._m0[0u].y), uintBitsToFloat(_150._m0[0u].z), uintBitsToFloat(_150._m0[0u].w));
    _220 _70 = _220(uintBitsToFloat(_150._m0[1u].x), uintBitsToFloat(_150._m0[1u].y), uintBitsToFloat(_150._m0[1u].z), uintBitsToFloat(_150._m0[1u].w));
    _220 _75 = _220(uintBitsToFloat(_150._m0[2u].x), uintBitsToFloat(_150._m0[2u].y), uintBitsToFloat(_150._m0[2u].z), uintBitsToFloat(_150._m0[2u].w));
    _220 _80 = _220(uintBitsToFloat(_150._m0[3u].x), uintBitsToFloat(_150._m0[3u].y), uintBitsToFloat(_150._m0[3u].z), uintBitsToFloat(_150._m0[3u].w));
    float _112 = gl_TessLevelInner[0u];
    float _113 = gl_TessLevelInner[1u];
    float _115 = gl_TessLevelOuter[3u];
    gl_Position.x = ((_75._m0 * _46) + ((_70._m0 * _45) + (_65._m0 * _44))) + _80._m0;
    gl_Position.y = ((_75._m1 * _46) + ((_70._m1 * _45) + (_65._m1 * _44))) + _80._m1;
    gl_Position.z = ((_75._m2 * _46) + ((_70._m2 * _45) + (_65._m2 * _44))) + _80._m2;
    gl_Position.w = ((_75._m3 * _46) + ((_70._m3 * _45) + (_65._m3 * _44))) + _80._m3;
    out_TEXCOORD0.x = (((_59 - _55) + ((_57 - _59) * _6)) * _7) + _55;
    out_TEXCOORD0.y = (((_60 - _56) + ((_58 - _60) * _6)) * _7) + _56;
    out_TEXCOORD1.x = _44 - _3;
    out_TEXCOORD1.y = _45 - _4;
    out_TEXCOORD1.z = _46 - _5;
    out_DENSITY0 = (_113 * _112) + _115;
}

