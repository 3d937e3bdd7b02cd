#version 460

struct _100
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

struct _110
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

layout(set = 0, binding = 200, std140) uniform _68_70
{
    uvec4 _m0[1];
} _70;

layout(location = 0) in vec3 in_POSITION0;
layout(location = 1) in vec2 in_TEXCOORD0;
layout(location = 1) out vec4 out_TAP0[4];
layout(location = 5) out vec2 out_TEXCOORD0[3];
layout(location = 8) out uint out_TAG0[2];

void main()
{
    gl_PointSize = 1.0;
    float _3 = in_TEXCOORD0.x;
    float _4 = in_TEXCOORD0.y;
    float _5 = in_POSITION0.x;
    float _6 = in_POSITION0.y;
    float _7 = in_POSITION0.z;
    _100 _8 = _100(uintBitsToFloat(_70._m0[0u].x), uintBitsToFloat(_70._m0[0u].y), uintBitsToFloat(_70._m0[0u].z), uintBitsToFloat(_70._m0[0u].w));
    float _9 = _8._m0;
    float _10 = _8._m1;
    float _15 = _9 * 2.0;
    float _16 = _10 * 2.0;
    float _21 = _9 * 3.0;
    float _22 = _10 * 3.0;
    float _27 = _9 * 4.0;
    float _28 = _10 * 4.0;
    uint _38 = _110(_70._m0[0u].x, _70._m0[0u].y, _70._m0[0u].z, _70._m0[0u].w)._m2;
    gl_Position.x = _5;
    gl_Position.y = _6;
    gl_Position.z = _7;
    gl_Position.w = 1.0;
    out_TAP0[0u].x = _9 + _3;
    out_TAP0[0u].y = _10 + _4;
    out_TAP0[0u].z = _3 - _9;
    out_TAP0[0u].w = _4 - _10;
    out_TAP0[1u].x = _15 + _3;
    out_TAP0[1u].y = _16 + _4;
    out_TAP0[1u].z = _3 - _15;
    out_TAP0[1u].w = _4 - _16;
    out_TAP0[2u].x = _21 + _3;
    out_TAP0[2u].y = _22 + _4;
    out_TAP0[2u].z = _3 - _21;
    out_TAP0[2u].w = _4 - _22;
    out_TAP0[3u].x = _27 + _3;
    out_TAP0[3u].y = _28 + _4;
    out_TAP0[3u].z = _3 - _27;
    out_TAP0[3u].w = _4 - _28;
    out_TEXCOORD0[0u].x = _3;
    out_TEXCOORD0[0u].y = _4;
    out_TEXCOORD0[1u].x = _3 * 2.0;
    out_TEXCOORD0[1u].y = _4 * 2.0;
    out_TEXCOORD0[2u].x = _3 * 4.0;
    out_TEXCOORD0[2u].y = _4 * 4.0;
    out_TAG0[0u] = _38;
    out_TAG0[1u] = _38 + uint(_5 > 0.0);
}

