#version 460
#extension GL_EXT_shader_image_load_formatted : require

uint _105;

struct _107
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

struct _114
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

struct _126
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

const vec2 _190[31] = vec2[](vec2(0.0), vec2(0.25), vec2(-0.25), vec2(-0.125, -0.375), vec2(0.375, -0.125), vec2(-0.375, 0.125), vec2(0.125, 0.375), vec2(0.0625, -0.1875), vec2(-0.0625, 0.1875), vec2(0.3125, 0.0625), vec2(-0.1875, -0.3125), vec2(-0.3125, 0.3125), vec2(-0.4375, -0.0625), vec2(0.1875, 0.4375), vec2(0.4375, -0.4375), vec2(0.0625), vec2(-0.0625, -0.1875), vec2(-0.1875, 0.125), vec2(0.25, -0.0625), vec2(-0.3125, -0.125), vec2(0.125, 0.3125), vec2(0.3125, 0.1875), vec2(0.1875, -0.3125), vec2(-0.125, 0.375), vec2(0.0, -0.4375), vec2(-0.25, -0.375), vec2(-0.375, 0.25), vec2(-0.5, 0.0), vec2(0.4375, -0.25), vec2(0.375, 0.4375), vec2(-0.4375, -0.5));

struct _198
{
    float _m0;
    float _m1;
};

layout(set = 0, binding = 301) uniform image2DMS _55;
layout(set = 0, binding = 302) uniform uimage2DMSArray _59;

layout(location = 1) in vec4 in_COLOR0;
layout(location = 0) out vec4 out_SV_Target0;

void main()
{
    float _4 = in_COLOR0.x;
    float _5 = in_COLOR0.y;
    float _6 = in_COLOR0.z;
    float _7 = in_COLOR0.w;
    float _8 = gl_FragCoord.x;
    float _9 = gl_FragCoord.y;
    uint _10 = uint(gl_SampleID);
    bool _84 = _8 >= 4294967296.0;
    uint _11 = _84 ? 4294967295u : uint(((_84 || (_8 < 0.0)) || isnan(_8)) ? 0.0 : _8);
    bool _93 = _9 >= 4294967296.0;
    uint _12 = _93 ? 4294967295u : uint(((_93 || (_9 < 0.0)) || isnan(_9)) ? 0.0 : _9);
    uvec2 _102 = uvec2(imageSize(_55));
    vec4 _109 = imageLoad(_55, ivec2(uvec2(_11, _12)), _10);
    _114 _16 = _114(_109.x, _109.y, _109.z, _109.w, 0u);
    float _17 = _16._m0;
    float _18 = _16._m1;
    float _19 = _16._m2;
    float _20 = _16._m3;
    imageStore(_55, ivec2(uvec2(_11, _12)), _10, vec4(((_4 - _17) * 0.5) + _17, ((_5 - _18) * 0.5) + _18, ((_6 - _19) * 0.5) + _19, ((_7 - _20) * 0.5) + _20));
    uvec4 _121 = imageLoad(_59, ivec3(uvec3(_11, _12, 1u)), _10);
    imageStore(_59, ivec3(uvec3(_11, _12, 0u)), _10, uvec4(_126(_121.x, _121.y, _121.z, _121.w, 0u)._m0 + _107(_102.x, _102.y, _105, uint(imageSamples(_55)))._m3));
    uint _130 = uint(imageSamples(_55));
    uint _131 = _130 - 1u;
    uint _140 = ((((_130 & _131) == 0u) && (_131 <= 15u)) && (_10 < _130)) ? (_131 + _10) : 0u;
    _198 _39 = _198(_190[_140].x, _190[_140].y);
    out_SV_Target0.x = _17;
    out_SV_Target0.y = _18;
    out_SV_Target0.z = _19;
    out_SV_Target0.w = _39._m0 + _39._m1;
}

