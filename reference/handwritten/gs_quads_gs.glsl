#version 460
layout(points) in;
layout(max_vertices = 4, triangle_strip) out;

layout(location = 1) in uint in_ID0[1];
layout(location = 1) out vec4 out_COLOR0;

void _38(float _39, float _40, float _41, float _42, float _43)
{
    gl_Position.x = _39;
    gl_Position.y = _40;
    gl_Position.z = 0.0;
    gl_Position.w = 1.0;
    out_COLOR0.x = _41;
    out_COLOR0.y = _42;
    out_COLOR0.z = _43;
    out_COLOR0.w = 1.0;
    EmitVertex();
}

void main()
{
    float _2 = gl_in[0u].gl_Position.x;
    float _3 = gl_in[0u].gl_Position.y;
    uint _4 = in_ID0[0u];
    float _5 = float(_4);
    precise float _6 = _2 + (-0.25);
    precise float _7 = _2 + 0.25;
    precise float _8 = _3 + 0.25;
    precise float _9 = _3 + (-0.25);
    _38(_6, _8, 0.0, 0.0, _5);
    _38(_7, _8, 1.0, 0.0, _5);
    _38(_6, _9, 0.0, 1.0, _5);
    gl_Position.x = _7;
    gl_Position.y = _9;
    gl_Position.z = 0.0;
    gl_Position.w = 1.0;
    out_COLOR0.x = 1.0;
    out_COLOR0.y = 1.0;
    out_COLOR0.z = _5;
    out_COLOR0.w = 1.0;
    EmitVertex();
    EndPrimitive();
}

