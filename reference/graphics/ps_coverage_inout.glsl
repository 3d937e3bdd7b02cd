#version 460

struct _84
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

layout(set = 0, binding = 0) uniform texture2D _52;
layout(set = 0, binding = 100) uniform sampler _55;

layout(location = 1) in vec2 in_TEXCOORD0;
layout(location = 0) out vec4 out_SV_Target0;

void main()
{
    float _4 = in_TEXCOORD0.x;
    float _5 = in_TEXCOORD0.y;
    float _6 = gl_FragCoord.x;
    float _7 = gl_FragCoord.y;
    uint _8 = uint(gl_SampleMaskIn[0u]);
    vec4 _79 = texture(sampler2D(_52, _55), vec2(_4, _5));
    _84 _10 = _84(_79.x, _79.y, _79.z, _79.w, 0u);
    float _14 = _10._m3;
    float _88 = isnan(0.0) ? _14 : (isnan(_14) ? 0.0 : max(_14, 0.0));
    float _17 = roundEven((isnan(1.0) ? _88 : (isnan(_88) ? 1.0 : min(_88, 1.0))) * 4.0);
    bool _92 = _17 >= 4294967296.0;
    bool _100 = _6 >= 4294967296.0;
    bool _107 = _7 >= 4294967296.0;
    uint _22 = ((_107 ? 4294967295u : uint(((_107 || (_7 < 0.0)) || isnan(_7)) ? 0.0 : _7)) ^ (_100 ? 4294967295u : uint(((_100 || (_6 < 0.0)) || isnan(_6)) ? 0.0 : _6))) & 3u;
    uint _25 = (1u << (((_92 ? 4294967295u : uint(((_92 || (_17 < 0.0)) || isnan(_17)) ? 0.0 : _17)) & 31u) & 31u)) + 4294967295u;
    uint _32 = uint(bitCount(_8));
    out_SV_Target0.x = _10._m0;
    out_SV_Target0.y = _10._m1;
    out_SV_Target0.z = _10._m2;
    out_SV_Target0.w = float(_32) * 0.25;
    gl_SampleMask[0u] = int((_8 & 15u) & ((_25 << (_22 & 31u)) | (_25 >> ((4u - _22) & 31u))));
}

