#version 460
#extension GL_KHR_shader_subgroup_arithmetic : require
#extension GL_KHR_shader_subgroup_ballot : require

layout(location = 1) in vec4 in_COLOR0;
layout(location = 0) out vec4 out_SV_Target0;

void main()
{
    float _2 = in_COLOR0.x;
    float _3 = in_COLOR0.y;
    float _4 = in_COLOR0.z;
    float _5 = dot(vec3(_2, _3, _4), vec3(0.2125999927520751953125, 0.715200006961822509765625, 0.072200000286102294921875));
    float _7 = subgroupMax(_5);
    bool _8 = gl_HelperInvocation;
    float _11 = float(subgroupBallotBitCount(subgroupBallot(true)));
    float _14 = subgroupAdd(_5) / (_11 * (isnan(9.9999997473787516355514526367188e-05) ? _7 : (isnan(_7) ? 9.9999997473787516355514526367188e-05 : max(_7, 9.9999997473787516355514526367188e-05))));
    out_SV_Target0.x = _14 * _2;
    out_SV_Target0.y = _14 * _3;
    out_SV_Target0.z = _14 * _4;
    out_SV_Target0.w = float(subgroupBallotBitCount(subgroupBallot(_8))) / _11;
}

