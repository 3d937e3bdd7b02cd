#version 460

layout(location = 1) out uint out_DATA0;
layout(location = 1, component = 1) out uint out_SV_RenderTargetArrayIndex0;
layout(location = 1, component = 2) out uint out_SV_ViewportArrayIndex0;

void main()
{
    gl_PointSize = 1.0;
    uint _2 = uint(gl_VertexIndex - gl_BaseVertex);
    precise float _9 = float((_2 & 1u) << 2u) + (-1.0);
    precise float _10 = float((_2 >> 1u) << 2u) + (-1.0);
    uint _11 = _2 + 5u;
    gl_Position.x = _9;
    gl_Position.y = _10;
    gl_Position.z = 0.0;
    gl_Position.w = 1.0;
    out_DATA0 = 2u;
    gl_Layer = int(1u);
    out_SV_RenderTargetArrayIndex0 = 1u;
    gl_ViewportIndex = int(_11);
    out_SV_ViewportArrayIndex0 = _11;
}

