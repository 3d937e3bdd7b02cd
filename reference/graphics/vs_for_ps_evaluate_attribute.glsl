#version 460

const float _43[12] = float[](-1.0, 1.0, 1.0, 1.0, -1.0, -1.0, 1.0, 1.0, 1.0, -1.0, -1.0, -1.0);
const float _51[6] = float[](1.0, 2.0, 3.0, 2.0, 4.0, 3.0);

layout(location = 1) out vec2 out_TEXCOORD0;
layout(location = 2) out vec3 out_COLOR0;

void main()
{
    gl_PointSize = 1.0;
    uint _2 = uint(gl_VertexIndex - gl_BaseVertex);
    uint _4 = 0u + (_2 * 2u);
    uint _8 = 1u + (_2 * 2u);
    gl_Position.x = _51[_2] * _43[_4];
    gl_Position.y = _51[_2] * _43[_8];
    gl_Position.z = _51[_2] * 0.5;
    gl_Position.w = _51[_2];
    out_TEXCOORD0.x = (_43[_4] * 0.5) + 0.60546875;
    out_TEXCOORD0.y = 0.60546875 - (_43[_8] * 0.5);
    out_COLOR0.x = (_43[_4] * 0.25) + 0.5;
    out_COLOR0.y = 0.5 - (_43[_8] * 0.25);
    out_COLOR0.z = 1.0;
}

