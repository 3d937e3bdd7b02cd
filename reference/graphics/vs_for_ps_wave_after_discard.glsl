#version 460

const float _33[6] = float[](-1.0, 1.0, 0.89999997615814208984375, 1.0, -1.0, -0.89999997615814208984375);

layout(location = 1) out vec2 out_TEXCOORD0;

void main()
{
    gl_PointSize = 1.0;
    uint _2 = uint(gl_VertexIndex - gl_BaseVertex);
    uint _4 = 0u + (_2 * 2u);
    uint _8 = 1u + (_2 * 2u);
    gl_Position.x = _33[_4];
    gl_Position.y = _33[_8];
    gl_Position.z = 0.5;
    gl_Position.w = 1.0;
    out_TEXCOORD0.x = (_33[_4] * 0.5) + 0.5;
    out_TEXCOORD0.y = 0.5 - (_33[_8] * 0.5);
}

