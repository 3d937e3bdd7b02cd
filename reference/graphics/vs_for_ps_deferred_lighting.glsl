#version 460

void main()
{
    gl_PointSize = 1.0;
    uint _2 = uint(gl_VertexIndex - gl_BaseVertex);
    gl_Position.x = (float((_2 << 1u) & 2u) * 2.0) + (-1.0);
    gl_Position.y = 1.0 - (float(_2 & 2u) * 2.0);
    gl_Position.z = 0.5;
    gl_Position.w = 1.0;
}

