#version 460
#extension GL_EXT_fragment_shading_rate : require

struct _107
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

layout(set = 0, binding = 200, std140) uniform _77_79
{
    uvec4 _m0[5];
} _79;

layout(location = 0) in vec3 in_POSITION0;
layout(location = 1) out vec3 out_WORLDPOS0;

void main()
{
    gl_PointSize = 1.0;
    float _3 = in_POSITION0.x;
    float _4 = in_POSITION0.y;
    float _5 = in_POSITION0.z;
    _107 _6 = _107(uintBitsToFloat(_79._m0[0u].x), uintBitsToFloat(_79._m0[0u].y), uintBitsToFloat(_79._m0[0u].z), uintBitsToFloat(_79._m0[0u].w));
    _107 _11 = _107(uintBitsToFloat(_79._m0[1u].x), uintBitsToFloat(_79._m0[1u].y), uintBitsToFloat(_79._m0[1u].z), uintBitsToFloat(_79._m0[1u].w));
    _107 _16 = _107(uintBitsToFloat(_79._m0[2u].x), uintBitsToFloat(_79._m0[2u].y), uintBitsToFloat(_79._m0[2u].z), uintBitsToFloat(_79._m0[2u].w));
    _107 _21 = _107(uintBitsToFloat(_79._m0[3u].x), uintBitsToFloat(_79._m0[3u].y), uintBitsToFloat(_79._m0[3u].z), uintBitsToFloat(_79._m0[3u].w));
    _107 _42 = _107(uintBitsToFloat(_79._m0[4u].x), uintBitsToFloat(_79._m0[4u].y), uintBitsToFloat(_79._m0[4u].z), uintBitsToFloat(_79._m0[4u].w));
    float _46 = _3 - _42._m0;
    float _47 = _4 - _42._m1;
    float _48 = _5 - _42._m2;
    float _54 = sqrt(((_46 * _46) + (_47 * _47)) + (_48 * _48));
    float _55 = _42._m3;
    gl_Position.x = ((_16._m0 * _5) + ((_11._m0 * _4) + (_6._m0 * _3))) + _21._m0;
    gl_Position.y = ((_16._m1 * _5) + ((_11._m1 * _4) + (_6._m1 * _3))) + _21._m1;
    gl_Position.z = ((_16._m2 * _5) + ((_11._m2 * _4) + (_6._m2 * _3))) + _21._m2;
    gl_Position.w = ((_16._m3 * _5) + ((_11._m3 * _4) + (_6._m3 * _3))) + _21._m3;
    out_WORLDPOS0.x = _3;
    out_WORLDPOS0.y = _4;
    out_WORLDPOS0.z = _5;
    gl_PrimitiveShadingRateEXT = int((_54 > (_55 * 2.0)) ? 10u : ((_54 > _55) ? 5u : 0u));
}

