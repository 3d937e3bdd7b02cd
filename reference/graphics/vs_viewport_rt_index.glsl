#version 460

struct _136
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

uint _201;

struct _202
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _84_86
{
    uint _m0[];
} _86;

layout(location = 0) in vec3 in_POSITION0;
layout(location = 1) in vec2 in_TEXCOORD0;
layout(location = 1) out vec2 out_TEXCOORD0;
layout(location = 2) out uint out_SV_ViewportArrayIndex0;
layout(location = 2, component = 1) out uint out_SV_RenderTargetArrayIndex0;

void main()
{
    gl_PointSize = 1.0;
    uint _3 = uint(gl_InstanceIndex - gl_BaseInstance);
    float _4 = in_TEXCOORD0.x;
    float _5 = in_TEXCOORD0.y;
    float _6 = in_POSITION0.x;
    float _7 = in_POSITION0.y;
    float _8 = in_POSITION0.z;
    uint _10 = (_3 * 80u) + 0u;
    _136 _11 = _136(uintBitsToFloat(_86._m0[_10 >> 2u]), uintBitsToFloat(_86._m0[(_10 + 4u) >> 2u]), uintBitsToFloat(_86._m0[(_10 + 8u) >> 2u]), uintBitsToFloat(_86._m0[(_10 + 12u) >> 2u]), 0u);
    uint _17 = (_3 * 80u) + 16u;
    _136 _18 = _136(uintBitsToFloat(_86._m0[_17 >> 2u]), uintBitsToFloat(_86._m0[(_17 + 4u) >> 2u]), uintBitsToFloat(_86._m0[(_17 + 8u) >> 2u]), uintBitsToFloat(_86._m0[(_17 + 12u) >> 2u]), 0u);
    uint _24 = (_3 * 80u) + 32u;
    _136 _25 = _136(uintBitsToFloat(_86._m0[_24 >> 2u]), uintBitsToFloat(_86._m0[(_24 + 4u) >> 2u]), uintBitsToFloat(_86._m0[(_24 + 8u) >> 2u]), uintBitsToFloat(_86._m0[(_24 + 12u) >> 2u]), 0u);
    uint _31 = (_3 * 80u) + 48u;
    _136 _32 = _136(uintBitsToFloat(_86._m0[_31 >> 2u]), uintBitsToFloat(_86._m0[(_31 + 4u) >> 2u]), uintBitsToFloat(_86._m0[(_31 + 8u) >> 2u]), uintBitsToFloat(_86._m0[(_31 + 12u) >> 2u]), 0u);
    uint _40 = _202(_86._m0[((_3 * 80u) + 64u) >> 2u], _201, _201, _201, 0u)._m0;
    uint _44 = _202(_86._m0[((_3 * 80u) + 68u) >> 2u], _201, _201, _201, 0u)._m0;
    gl_Position.x = ((_25._m0 * _8) + ((_18._m0 * _7) + (_11._m0 * _6))) + _32._m0;
    gl_Position.y = ((_25._m1 * _8) + ((_18._m1 * _7) + (_11._m1 * _6))) + _32._m1;
    gl_Position.z = ((_25._m2 * _8) + ((_18._m2 * _7) + (_11._m2 * _6))) + _32._m2;
    gl_Position.w = ((_25._m3 * _8) + ((_18._m3 * _7) + (_11._m3 * _6))) + _32._m3;
    out_TEXCOORD0.x = _4;
    out_TEXCOORD0.y = _5;
    gl_ViewportIndex = int(_40);
    out_SV_ViewportArrayIndex0 = _40;
    gl_Layer = int(_44);
    out_SV_RenderTargetArrayIndex0 = _44;
}

