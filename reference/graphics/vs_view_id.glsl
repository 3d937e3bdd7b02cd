#version 460
#extension GL_EXT_multiview : require

struct _114
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

layout(set = 0, binding = 200, std140) uniform _73_75
{
    uvec4 _m0[10];
} _75;

layout(location = 0) in vec3 in_POSITION0;
layout(location = 1) in vec3 in_NORMAL0;
layout(location = 1) out vec3 out_TEXCOORD0;
layout(location = 2) out vec3 out_NORMAL0;

void main()
{
    gl_PointSize = 1.0;
    float _3 = in_NORMAL0.x;
    float _4 = in_NORMAL0.y;
    float _5 = in_NORMAL0.z;
    float _6 = in_POSITION0.x;
    float _7 = in_POSITION0.y;
    float _8 = in_POSITION0.z;
    uint _9 = uint(gl_ViewIndex);
    uint _10 = _9 << 2u;
    _114 _11 = _114(uintBitsToFloat(_75._m0[_10].x), uintBitsToFloat(_75._m0[_10].y), uintBitsToFloat(_75._m0[_10].z), uintBitsToFloat(_75._m0[_10].w));
    uint _16 = _10 | 1u;
    _114 _17 = _114(uintBitsToFloat(_75._m0[_16].x), uintBitsToFloat(_75._m0[_16].y), uintBitsToFloat(_75._m0[_16].z), uintBitsToFloat(_75._m0[_16].w));
    uint _22 = _16 + 1u;
    _114 _23 = _114(uintBitsToFloat(_75._m0[_22].x), uintBitsToFloat(_75._m0[_22].y), uintBitsToFloat(_75._m0[_22].z), uintBitsToFloat(_75._m0[_22].w));
    uint _28 = _10 | 3u;
    _114 _29 = _114(uintBitsToFloat(_75._m0[_28].x), uintBitsToFloat(_75._m0[_28].y), uintBitsToFloat(_75._m0[_28].z), uintBitsToFloat(_75._m0[_28].w));
    uint _50 = _9 + 8u;
    _114 _51 = _114(uintBitsToFloat(_75._m0[_50].x), uintBitsToFloat(_75._m0[_50].y), uintBitsToFloat(_75._m0[_50].z), uintBitsToFloat(_75._m0[_50].w));
    gl_Position.x = ((_23._m0 * _8) + ((_17._m0 * _7) + (_11._m0 * _6))) + _29._m0;
    gl_Position.y = ((_23._m1 * _8) + ((_17._m1 * _7) + (_11._m1 * _6))) + _29._m1;
    gl_Position.z = ((_23._m2 * _8) + ((_17._m2 * _7) + (_11._m2 * _6))) + _29._m2;
    gl_Position.w = ((_23._m3 * _8) + ((_17._m3 * _7) + (_11._m3 * _6))) + _29._m3;
    out_TEXCOORD0.x = _51._m0 - _6;
    out_TEXCOORD0.y = _51._m1 - _7;
    out_TEXCOORD0.z = _51._m2 - _8;
    out_NORMAL0.x = _3;
    out_NORMAL0.y = _4;
    out_NORMAL0.z = _5;
}

