#version 460

layout(location = 1) in vec4 in_COLOR0;
layout(location = 0) out vec4 out_SV_Target0;

void main()
{
    float _2 = in_COLOR0.x;
    float _3 = in_COLOR0.y;
    float _4 = in_COLOR0.z;
    float _5 = in_COLOR0.w;
    uint _6 = gl_FrontFacing ? 4294967295u : 0u;
    precise float _9 = _4 + _5;
    out_SV_Target0.x = _2;
    out_SV_Target0.y = _3;
    out_SV_Target0.z = _9;
    out_SV_Target0.w = float(_6 != 0u);
}

