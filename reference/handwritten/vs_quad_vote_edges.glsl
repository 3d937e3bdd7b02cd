#version 460

void main()
{
    gl_PointSize = 1.0;
    uint _2 = uint(gl_VertexIndex - gl_BaseVertex);
    gl_Position.x = (_2 == 1u) ? 1.5 : (-1.0);
    gl_Position.y = (_2 == 2u) ? (-0.75) : 1.0;
    gl_Position.z = 0.5;
    gl_Position.w = 1.0;
}

