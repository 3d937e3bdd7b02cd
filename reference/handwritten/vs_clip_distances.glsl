#version 460

out float gl_ClipDistance[3];

void main()
{
    gl_PointSize = 1.0;
    uint _2 = uint(gl_VertexIndex - gl_BaseVertex);
    float _5 = float((_2 << 1u) & 2u);
    float _7 = float(_2 & 2u);
    precise float _8 = _5 * 2.0;
    precise float _9 = _7 * 2.0;
    precise float _10 = _8 + (-1.0);
    precise float _11 = 1.0 - _9;
    precise float _12 = _5 + (-0.25);
    precise float _13 = 0.75 - _5;
    precise float _14 = _7 + (-0.5);
    gl_Position.x = _10;
    gl_Position.y = _11;
    gl_Position.z = 0.0;
    gl_Position.w = 1.0;
    gl_ClipDistance[0u] = _12;
    gl_ClipDistance[1u] = _13;
    gl_ClipDistance[2u] = _14;
}

