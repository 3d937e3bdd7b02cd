#version 460

struct _96
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

layout(set = 0, binding = 200, std140) uniform _61_63
{
    uvec4 _m0[3];
} _63;

layout(location = 1) in vec3 in_NORMAL0;
layout(location = 0) out vec4 out_SV_Target0;

void main()
{
    uint _3 = gl_FrontFacing ? 4294967295u : 0u;
    bool _4 = _3 != 0u;
    float _5 = in_NORMAL0.x;
    float _6 = in_NORMAL0.y;
    float _7 = in_NORMAL0.z;
    float _11 = inversesqrt(dot(vec3(_5, _6, _7), vec3(_5, _6, _7))) * (_4 ? 1.0 : (-1.0));
    _96 _15 = _96(uintBitsToFloat(_63._m0[2u].x), uintBitsToFloat(_63._m0[2u].y), uintBitsToFloat(_63._m0[2u].z), uintBitsToFloat(_63._m0[2u].w));
    float _22 = dot(vec3(_11 * _5, _11 * _6, _11 * _7), vec3((-0.0) - _15._m0, (-0.0) - _15._m1, (-0.0) - _15._m2));
    float _101 = isnan(0.0) ? _22 : (isnan(_22) ? 0.0 : max(_22, 0.0));
    float _37;
    float _38;
    float _39;
    float _40;
    if (_4)
    {
        _96 _31 = _96(uintBitsToFloat(_63._m0[0u].x), uintBitsToFloat(_63._m0[0u].y), uintBitsToFloat(_63._m0[0u].z), uintBitsToFloat(_63._m0[0u].w));
        _37 = _31._m0;
        _38 = _31._m1;
        _39 = _31._m2;
        _40 = _31._m3;
    }
    else
    {
        _96 _25 = _96(uintBitsToFloat(_63._m0[1u].x), uintBitsToFloat(_63._m0[1u].y), uintBitsToFloat(_63._m0[1u].z), uintBitsToFloat(_63._m0[1u].w));
        _37 = _25._m0;
        _38 = _25._m1;
        _39 = _25._m2;
        _40 = _25._m3;
    }
    float _41 = (isnan(1.0) ? _101 : (isnan(_101) ? 1.0 : min(_101, 1.0))) + 0.100000001490116119384765625;
    out_SV_Target0.x = _37 * _41;
    out_SV_Target0.y = _38 * _41;
    out_SV_Target0.z = _39 * _41;
    out_SV_Target0.w = _40;
}

