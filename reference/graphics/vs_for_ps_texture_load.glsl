#version 460

const float _25[12] = float[](-0.5, 1.0, 1.0, 1.0, -0.5, -0.75, 1.0, 1.0, 1.0, -0.75, -0.5, -0.75);

void main()
{
    gl_PointSize = 1.0;
    uint _2 = uint(gl_VertexIndex - gl_BaseVertex);
    gl_Position.x = _25[0u + (_2 * 2u)];
    gl_Position.y = _25[1u + (_2 * 2u)];
    gl_Position.z = 0.5;
    gl_Position.w = 1.0;
}

