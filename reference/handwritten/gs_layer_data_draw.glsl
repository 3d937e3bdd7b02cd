#version 460

layout(location = 1) in vec4 in_COLOR0;
layout(location = 0) out vec4 out_SV_Target0;

void main()
{
    float _2 = in_COLOR0.x;
    float _3 = in_COLOR0.y;
    float _4 = in_COLOR0.z;
    uint _5 = uint(gl_Layer);
    precise float _7 = float(_5) + 0.5;
    out_SV_Target0.x = _2;
    out_SV_Target0.y = _3;
    out_SV_Target0.z = _4;
    out_SV_Target0.w = _7;
}

