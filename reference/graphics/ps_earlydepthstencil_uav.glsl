#version 460
layout(early_fragment_tests) in;

layout(set = 0, binding = 301, std430) buffer _30_32
{
    uint _m0[];
} _32;

layout(set = 0, binding = 302) uniform writeonly image2D _36;

layout(location = 1) in vec4 in_COLOR0;
layout(location = 0) out vec4 out_SV_Target0;

void main()
{
    uint _4 = uint(gl_PrimitiveID);
    float _5 = in_COLOR0.x;
    float _6 = in_COLOR0.y;
    float _7 = in_COLOR0.z;
    float _8 = gl_FragCoord.x;
    float _9 = gl_FragCoord.y;
    uint _58 = atomicAdd(_32._m0[0u >> 2u], 1u);
    uint _10 = _58;
    bool _61 = _8 >= 4294967296.0;
    bool _70 = _9 >= 4294967296.0;
    imageStore(_36, ivec2(uvec2(_61 ? 4294967295u : uint(((_61 || (_8 < 0.0)) || isnan(_8)) ? 0.0 : _8), _70 ? 4294967295u : uint(((_70 || (_9 < 0.0)) || isnan(_9)) ? 0.0 : _9))), vec4(_5, _6, _7, float(_4)));
    out_SV_Target0.x = _5;
    out_SV_Target0.y = _6;
    out_SV_Target0.z = _7;
    out_SV_Target0.w = float(_10 & 1023u) * 0.000977517105638980865478515625;
}

