#version 460

struct _104
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

struct _114
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

struct _129
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

layout(set = 0, binding = 301, std430) buffer _44_46
{
    uint _m0[];
} _46;

layout(set = 0, binding = 200, std140) uniform _54_56
{
    uvec4 _m0[1];
} _56;

layout(set = 0, binding = 302, r32f) uniform image2D _50;

layout(location = 1) in vec3 in_COLOR0;
layout(location = 0) out vec4 out_SV_Target0;

void main()
{
    float _5 = in_COLOR0.x;
    float _6 = in_COLOR0.y;
    float _7 = in_COLOR0.z;
    float _8 = gl_FragCoord.x;
    float _9 = gl_FragCoord.y;
    float _10 = gl_FragCoord.z;
    bool _78 = _8 >= 4294967296.0;
    uint _11 = _78 ? 4294967295u : uint(((_78 || (_8 < 0.0)) || isnan(_8)) ? 0.0 : _8);
    bool _87 = _9 >= 4294967296.0;
    uint _12 = _87 ? 4294967295u : uint(((_87 || (_9 < 0.0)) || isnan(_9)) ? 0.0 : _9);
    float _16 = (_104(uintBitsToFloat(_56._m0[0u].x), uintBitsToFloat(_56._m0[0u].y), uintBitsToFloat(_56._m0[0u].z), uintBitsToFloat(_56._m0[0u].w))._m0 * _7) + _10;
    float _107 = isnan(0.0) ? _16 : (isnan(_16) ? 0.0 : max(_16, 0.0));
    float _17 = isnan(1.0) ? _107 : (isnan(_107) ? 1.0 : min(_107, 1.0));
    gl_FragDepth = _17;
    uint _25 = (((_114(_56._m0[0u].x, _56._m0[0u].y, _56._m0[0u].z, _56._m0[0u].w)._m1 * _12) + _11) * 8u) + 0u;
    _46._m0[_25 >> 2u] = floatBitsToUint(_17);
    _46._m0[(_25 + 4u) >> 2u] = floatBitsToUint(_5);
    vec4 _124 = imageLoad(_50, ivec2(uvec2(_11, _12)));
    float _28 = _129(_124.x, _124.y, _124.z, _124.w, 0u)._m0;
    imageStore(_50, ivec2(uvec2(_11, _12)), vec4(isnan(_17) ? _28 : (isnan(_28) ? _17 : max(_28, _17))));
    out_SV_Target0.x = _5;
    out_SV_Target0.y = _6;
    out_SV_Target0.z = _7;
    out_SV_Target0.w = 1.0;
}

