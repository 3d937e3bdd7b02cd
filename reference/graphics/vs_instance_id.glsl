#version 460

struct _185
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

struct _284
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

layout(set = 0, binding = 0, std430) readonly buffer _125_127
{
    uint _m0[];
} _127;

layout(set = 0, binding = 200, std140) uniform _132_134
{
    uvec4 _m0[4];
} _134;

layout(location = 0) in vec3 in_POSITION0;
layout(location = 1) in vec3 in_NORMAL0;
layout(location = 1) out vec3 out_NORMAL0;
layout(location = 2) out vec4 out_COLOR0;
layout(location = 3) out uint out_INSTANCE0;

void main()
{
    gl_PointSize = 1.0;
    uint _4 = uint(gl_InstanceIndex - gl_BaseInstance);
    float _5 = in_NORMAL0.x;
    float _6 = in_NORMAL0.y;
    float _7 = in_NORMAL0.z;
    float _8 = in_POSITION0.x;
    float _9 = in_POSITION0.y;
    float _10 = in_POSITION0.z;
    uint _12 = (_4 * 80u) + 0u;
    _185 _13 = _185(uintBitsToFloat(_127._m0[_12 >> 2u]), uintBitsToFloat(_127._m0[(_12 + 4u) >> 2u]), uintBitsToFloat(_127._m0[(_12 + 8u) >> 2u]), uintBitsToFloat(_127._m0[(_12 + 12u) >> 2u]), 0u);
    float _14 = _13._m0;
    float _15 = _13._m1;
    float _16 = _13._m2;
    uint _19 = (_4 * 80u) + 16u;
    _185 _20 = _185(uintBitsToFloat(_127._m0[_19 >> 2u]), uintBitsToFloat(_127._m0[(_19 + 4u) >> 2u]), uintBitsToFloat(_127._m0[(_19 + 8u) >> 2u]), uintBitsToFloat(_127._m0[(_19 + 12u) >> 2u]), 0u);
    float _21 = _20._m0;
    float _22 = _20._m1;
    float _23 = _20._m2;
    uint _26 = (_4 * 80u) + 32u;
    _185 _27 = _185(uintBitsToFloat(_127._m0[_26 >> 2u]), uintBitsToFloat(_127._m0[(_26 + 4u) >> 2u]), uintBitsToFloat(_127._m0[(_26 + 8u) >> 2u]), uintBitsToFloat(_127._m0[(_26 + 12u) >> 2u]), 0u);
    float _28 = _27._m0;
    float _29 = _27._m1;
    float _30 = _27._m2;
    uint _33 = (_4 * 80u) + 48u;
    _185 _34 = _185(uintBitsToFloat(_127._m0[_33 >> 2u]), uintBitsToFloat(_127._m0[(_33 + 4u) >> 2u]), uintBitsToFloat(_127._m0[(_33 + 8u) >> 2u]), uintBitsToFloat(_127._m0[(_33 + 12u) >> 2u]), 0u);
    uint _40 = (_4 * 80u) + 64u;
    _185 _41 = _185(uintBitsToFloat(_127._m0[_40 >> 2u]), uintBitsToFloat(_127._m0[(_40 + 4u) >> 2u]), uintBitsToFloat(_127._m0[(_40 + 8u) >> 2u]), uintBitsToFloat(_127._m0[(_40 + 12u) >> 2u]), 0u);
    float _49 = ((_28 * _10) + ((_21 * _9) + (_14 * _8))) + _34._m0;
    float _53 = ((_29 * _10) + ((_22 * _9) + (_15 * _8))) + _34._m1;
    float _57 = ((_30 * _10) + ((_23 * _9) + (_16 * _8))) + _34._m2;
    float _61 = ((_27._m3 * _10) + ((_20._m3 * _9) + (_13._m3 * _8))) + _34._m3;
    _284 _62 = _284(uintBitsToFloat(_134._m0[0u].x), uintBitsToFloat(_134._m0[0u].y), uintBitsToFloat(_134._m0[0u].z), uintBitsToFloat(_134._m0[0u].w));
    _284 _67 = _284(uintBitsToFloat(_134._m0[1u].x), uintBitsToFloat(_134._m0[1u].y), uintBitsToFloat(_134._m0[1u].z), uintBitsToFloat(_134._m0[1u].w));
    _284 _72 = _284(uintBitsToFloat(_134._m0[2u].x), uintBitsToFloat(_134._m0[2u].y), uintBitsToFloat(_134._m0[2u].z), uintBitsToFloat(_134._m0[2u].w));
    _284 _77 = _284(uintBitsToFloat(_134._m0[3u].x), uintBitsToFloat(_134._m0[3u].y), uintBitsToFloat(_134._m0[3u].z), uintBitsToFloat(_134._m0[3u].w));
    gl_Position.x = (_77._m0 * _61) + ((_72._m0 * _57) + ((_67._m0 * _53) + (_62._m0 * _49)));
    gl_Position.y = (_77._m1 * _61) + ((_72._m1 * _57) + ((_67._m1 * _53) + (_62._m1 * _49)));
    gl_Position.z = (_77._m2 * _61) + ((_72._m2 * _57) + ((_67._m2 * _53) + (_62._m2 * _49)));
    gl_Position.w = (_77._m3 * _61) + ((_72._m3 * _57) + ((_67._m3 * _53) + (_62._m3 * _49)));
    out_NORMAL0.x = (_28 * _7) + ((_21 * _6) + (_14 * _5));
    out_NORMAL0.y = (_29 * _7) + ((_22 * _6) + (_15 * _5));
    out_NORMAL0.z = (_30 * _7) + ((_23 * _6) + (_16 * _5));
    out_COLOR0.x = _41._m0;
    out_COLOR0.y = _41._m1;
    out_COLOR0.z = _41._m2;
    out_COLOR0.w = _41._m3;
    out_INSTANCE0 = _4;
}

