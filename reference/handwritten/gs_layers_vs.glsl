#version 460

void main()
{
    gl_PointSize = 1.0;
    uint _2 = uint(gl_VertexIndex - gl_BaseVertex);
    precise float _9 = float((_2 & 1u) << 2u) + (-1.0);
    precise float _10 = float((_2 >> 1u) << 2u) + (-1.0);
    gl_Position.x = _9;
    gl_Position.y = _10;
    gl_Position.z = 0.0;
    gl_Position.w = 1.0;
}

