#version 460
layout(invocations = 2, triangles) in;
layout(max_vertices = 3, triangle_strip) out;

layout(location = 1) out vec4 out_COLOR0;

void main()
{
    uint _2 = uint(gl_InvocationID);
    precise float _5 = float(_2 + 1u) * 0.25;
    uint _7;
    _7 = 0u;
    uint _17;
    for (;;)
    {
        float _8 = gl_in[_7].gl_Position.x;
        float _9 = gl_in[_7].gl_Position.y;
        float _10 = gl_in[_7].gl_Position.z;
        float _11 = gl_in[_7].gl_Position.w;
        gl_Position.x = _8;
        gl_Position.y = _9;
        gl_Position.z = _10;
        gl_Position.w = _11;
        out_COLOR0.x = _5;
        out_COLOR0.y = 0.5;
        out_COLOR0.z = float(_7);
        out_COLOR0.w = 1.0;
        gl_Layer = int(_2);
        EmitVertex();
        uint _13 = _7 + 1u;
        if (_13 < 3u)
        {
            _17 = _13;
            _7 = _17;
            continue;
        }
        else
        {
            break;
        }
    }
}

