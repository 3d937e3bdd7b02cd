#version 460
#extension GL_EXT_samplerless_texture_functions : require

const vec2 _109[31] = vec2[](vec2(0.0), vec2(0.25), vec2(-0.25), vec2(-0.125, -0.375), vec2(0.375, -0.125), vec2(-0.375, 0.125), vec2(0.125, 0.375), vec2(0.0625, -0.1875), vec2(-0.0625, 0.1875), vec2(0.3125, 0.0625), vec2(-0.1875, -0.3125), vec2(-0.3125, 0.3125), vec2(-0.4375, -0.0625), vec2(0.1875, 0.4375), vec2(0.4375, -0.4375), vec2(0.0625), vec2(-0.0625, -0.1875), vec2(-0.1875, 0.125), vec2(0.25, -0.0625), vec2(-0.3125, -0.125), vec2(0.125, 0.3125), vec2(0.3125, 0.1875), vec2(0.1875, -0.3125), vec2(-0.125, 0.375), vec2(0.0, -0.4375), vec2(-0.25, -0.375), vec2(-0.375, 0.25), vec2(-0.5, 0.0), vec2(0.4375, -0.25), vec2(0.375, 0.4375), vec2(-0.4375, -0.5));

struct _117
{
    float _m0;
    float _m1;
};

struct _145
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

layout(set = 0, binding = 0) uniform texture2DMS _32;

layout(location = 0) out vec4 out_SV_Target0;

void main()
{
    float _3 = gl_FragCoord.x;
    float _4 = gl_FragCoord.y;
    uint _5 = uint(gl_SampleID);
    uint _48 = uint(textureSamples(_32));
    uint _49 = _48 - 1u;
    uint _58 = ((((_48 & _49) == 0u) && (_49 <= 15u)) && (_5 < _48)) ? (_49 + _5) : 0u;
    _117 _6 = _117(_109[_58].x, _109[_58].y);
    bool _119 = _3 >= 2147483648.0;
    bool _121 = _3 < (-2147483648.0);
    bool _130 = _4 >= 2147483648.0;
    bool _131 = _4 < (-2147483648.0);
    vec4 _140 = texelFetch(_32, ivec2(uvec2(_119 ? 2147483647u : (_121 ? 2147483648u : uint(int(((_119 || _121) || isnan(_3)) ? 0.0 : _3))), _130 ? 2147483647u : (_131 ? 2147483648u : uint(int(((_130 || _131) || isnan(_4)) ? 0.0 : _4))))), int(_5));
    _145 _12 = _145(_140.x, _140.y, _140.z, _140.w, 0u);
    out_SV_Target0.x = _12._m0;
    out_SV_Target0.y = _12._m1;
    out_SV_Target0.z = _12._m2;
    out_SV_Target0.w = ((float(_5) * 0.125) + 0.5) + (_6._m0 * _6._m1);
}

