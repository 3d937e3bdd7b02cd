#version 460

struct _198
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

layout(set = 0, binding = 200, std140) uniform _155_157
{
    uvec4 _m0[8];
} _157;

layout(location = 0) in vec3 in_POSITION0;
layout(location = 1) in vec3 in_NORMAL0;
layout(location = 2) in vec4 in_TANGENT0;
layout(location = 1) out vec3 out_TBN0[3];
layout(location = 4) out vec3 out_FRAME0[4];
layout(location = 8) out vec2 out_ROT0[2];

void main()
{
    gl_PointSize = 1.0;
    float _3 = in_TANGENT0.x;
    float _4 = in_TANGENT0.y;
    float _5 = in_TANGENT0.z;
    float _6 = in_TANGENT0.w;
    float _7 = in_NORMAL0.x;
    float _8 = in_NORMAL0.y;
    float _9 = in_NORMAL0.z;
    float _10 = in_POSITION0.x;
    float _11 = in_POSITION0.y;
    float _12 = in_POSITION0.z;
    _198 _13 = _198(uintBitsToFloat(_157._m0[0u].x), uintBitsToFloat(_157._m0[0u].y), uintBitsToFloat(_157._m0[0u].z), uintBitsToFloat(_157._m0[0u].w));
    float _14 = _13._m0;
    float _15 = _13._m1;
    float _16 = _13._m2;
    _198 _18 = _198(uintBitsToFloat(_157._m0[1u].x), uintBitsToFloat(_157._m0[1u].y), uintBitsToFloat(_157._m0[1u].z), uintBitsToFloat(_157._m0[1u].w));
    float _19 = _18._m0;
    float _20 = _18._m1;
    float _21 = _18._m2;
    _198 _23 = _198(uintBitsToFloat(_157._m0[2u].x), uintBitsToFloat(_157._m0[2u].y), uintBitsToFloat(_157._m0[2u].z), uintBitsToFloat(_157._m0[2u].w));
    float _24 = _23._m0;
    float _25 = _23._m1;
    float _26 = _23._m2;
    _198 _28 = _198(uintBitsToFloat(_157._m0[3u].x), uintBitsToFloat(_157._m0[3u].y), uintBitsToFloat(_157._m0[3u].z), uintBitsToFloat(_157._m0[3u].w));
    float _36 = ((_24 * _12) + ((_19 * _11) + (_14 * _10))) + _28._m0;
    float _40 = ((_25 * _12) + ((_20 * _11) + (_15 * _10))) + _28._m1;
    float _44 = ((_26 * _12) + ((_21 * _11) + (_16 * _10))) + _28._m2;
    float _48 = ((_23._m3 * _12) + ((_18._m3 * _11) + (_13._m3 * _10))) + _28._m3;
    _198 _49 = _198(uintBitsToFloat(_157._m0[4u].x), uintBitsToFloat(_157._m0[4u].y), uintBitsToFloat(_157._m0[4u].z), uintBitsToFloat(_157._m0[4u].w));
    _198 _54 = _198(uintBitsToFloat(_157._m0[5u].x), uintBitsToFloat(_157._m0[5u].y), uintBitsToFloat(_157._m0[5u].z), uintBitsToFloat(_157._m0[5u].w));
    _198 _59 = _198(uintBitsToFloat(_157._m0[6u].x), uintBitsToFloat(_157._m0[6u].y), uintBitsToFloat(_157._m0[6u].z), uintBitsToFloat(_157._m0[6u].w));
    _198 _64 = _198(uintBitsToFloat(_157._m0[7u].x), uintBitsToFloat(_157._m0[7u].y), uintBitsToFloat(_157._m0[7u].z), uintBitsToFloat(_157._m0[7u].w));
    float _87 = (_24 * _9) + ((_19 * _8) + (_14 * _7));
    float _90 = (_25 * _9) + ((_20 * _8) + (_15 * _7));
    float _93 = (_26 * _9) + ((_21 * _8) + (_16 * _7));
    float _95 = inversesqrt(dot(vec3(_87, _90, _93), vec3(_87, _90, _93)));
    float _96 = _95 * _87;
    float _97 = _95 * _90;
    float _98 = _95 * _93;
    float _101 = (_24 * _5) + ((_19 * _4) + (_14 * _3));
    float _104 = (_25 * _5) + ((_20 * _4) + (_15 * _3));
    float _107 = (_26 * _5) + ((_21 * _4) + (_16 * _3));
    float _109 = inversesqrt(dot(vec3(_101, _104, _107), vec3(_101, _104, _107)));
    float _110 = _109 * _101;
    float _111 = _109 * _104;
    float _112 = _109 * _107;
    float _122 = ((_112 * _97) - (_111 * _98)) * _6;
    float _123 = ((_110 * _98) - (_112 * _96)) * _6;
    float _124 = ((_111 * _96) - (_110 * _97)) * _6;
    float _125 = sin(_10);
    float _126 = cos(_10);
    gl_Position.x = (_64._m0 * _48) + ((_59._m0 * _44) + ((_54._m0 * _40) + (_49._m0 * _36)));
    gl_Position.y = (_64._m1 * _48) + ((_59._m1 * _44) + ((_54._m1 * _40) + (_49._m1 * _36)));
    gl_Position.z = (_64._m2 * _48) + ((_59._m2 * _44) + ((_54._m2 * _40) + (_49._m2 * _36)));
    gl_Position.w = (_64._m3 * _48) + ((_59._m3 * _44) + ((_54._m3 * _40) + (_49._m3 * _36)));
    out_TBN0[0u].x = _110;
    out_TBN0[0u].y = _122;
    out_TBN0[0u].z = _96;
    out_TBN0[1u].x = _111;
    out_TBN0[1u].y = _123;
    out_TBN0[1u].z = _97;
    out_TBN0[2u].x = _112;
    out_TBN0[2u].y = _124;
    out_TBN0[2u].z = _98;
    out_FRAME0[0u].x = _110;
    out_FRAME0[0u].y = _111;
    out_FRAME0[0u].z = _112;
    out_FRAME0[1u].x = _122;
    out_FRAME0[1u].y = _123;
    out_FRAME0[1u].z = _124;
    out_FRAME0[2u].x = _96;
    out_FRAME0[2u].y = _97;
    out_FRAME0[2u].z = _98;
    out_FRAME0[3u].x = _36;
    out_FRAME0[3u].y = _40;
    out_FRAME0[3u].z = _44;
    out_ROT0[0u].x = _126;
    out_ROT0[0u].y = _125;
    out_ROT0[1u].x = (-0.0) - _125;
    out_ROT0[1u].y = _126;
}

