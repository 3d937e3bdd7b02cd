#version 460

void main()
{
    gl_PointSize = 1.0;
    uint _2 = uint(gl_VertexIndex - gl_BaseVertex);
    float _12 = float(_2);
    float _13 = _12 + 1.0;
    gl_Position.x = ((float((_2 << 1u) & 2u) * 2.0) + (-1.0)) * _13;
    gl_Position.y = (1.0 - (float(_2 & 2u) * 2.0)) * _13;
    gl_Position.z = ((_12 * 0.300000011920928955078125) + 0.20000000298023223876953125) * _13;
    gl_Position.w = _13;
}

