#version 460

layout(location = 3) in vec4 in_COLOR0;
layout(location = 1, component = 2) in float in_TEXCOORD1;
layout(location = 2) flat in uint in_FLAGS0;
layout(location = 0) out vec4 out_SV_Target0;

void main()
{
    float _2 = in_TEXCOORD1;
    uint _3 = in_FLAGS0;
    float _4 = in_COLOR0.x;
    float _5 = in_COLOR0.y;
    float _6 = in_COLOR0.z;
    float _7 = in_COLOR0.w;
    precise float _9 = _4 + _5;
    precise float _10 = _6 * _7;
    out_SV_Target0.x = _2;
    out_SV_Target0.y = float(_3);
    out_SV_Target0.z = _9;
    out_SV_Target0.w = _10;
}

