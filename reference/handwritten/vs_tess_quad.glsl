#version 460

layout(location = 0) out vec2 out_CORNER0;

void main()
{
    gl_PointSize = 1.0;
    uint _2 = uint(gl_VertexIndex - gl_BaseVertex);
    precise float _10 = (((_2 & 1u) != 0u) ? 0.0 : (-1.0)) + float(_2 >> 2u);
    out_CORNER0.x = _10;
    out_CORNER0.y = ((_2 & 2u) != 0u) ? (-0.5) : 0.5;
}

