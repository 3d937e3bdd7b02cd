#version 460
layout(triangles) in;
layout(max_vertices = 3, triangle_strip) out;

layout(location = 1) in uint in_DATA0[3];
layout(location = 1, component = 1) in uint in_SV_RenderTargetArrayIndex0[3];
layout(location = 1, component = 2) in uint in_SV_ViewportArrayIndex0[3];
layout(location = 1) out vec4 out_COLOR0;

void main()
{
    uint _3;
    _3 = 0u;
    uint _20;
    for (;;)
    {
        float _4 = gl_in[_3].gl_Position.x;
        float _5 = gl_in[_3].gl_Position.y;
        float _6 = gl_in[_3].gl_Position.z;
        float _7 = gl_in[_3].gl_Position.w;
        uint _8 = in_DATA0[_3];
        uint _9 = in_SV_RenderTargetArrayIndex0[_3];
        uint _10 = in_SV_ViewportArrayIndex0[_3];
        precise float _13 = float(_8) * 0.25;
        gl_Position.x = _4;
        gl_Position.y = _5;
        gl_Position.z = _6;
        gl_Position.w = _7;
        out_COLOR0.x = float(_9);
        out_COLOR0.y = _13;
        out_COLOR0.z = float(_10 - 5u);
        out_COLOR0.w = 1.0;
        gl_Layer = int(_9);
        EmitVertex();
        uint _16 = _3 + 1u;
        if (_16 < 3u)
        {
            _20 = _16;
            _3 = _20;
            continue;
        }
        else
        {
            break;
        }
    }
}

