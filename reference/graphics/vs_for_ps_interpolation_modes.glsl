#version 460

const float _52[12] = float[](-1.0, 1.0, 1.0, 1.0, -1.0, -1.0, 1.0, 1.0, 1.0, -1.0, -1.0, -1.0);
const float _60[6] = float[](1.0, 2.0, 3.0, 2.0, 4.0, 3.0);

layout(location = 1) out vec4 out_FLAT0;
layout(location = 2) out vec2 out_SMOOTH0;
layout(location = 3) out vec2 out_TEXCOORD0;
layout(location = 4) out vec3 out_TEXCOORD1;
layout(location = 5) out float out_TEXCOORD2;
layout(location = 6) out vec2 out_TEXCOORD3;
layout(location = 7) out float out_TEXCOORD4;
layout(location = 8) out vec4 out_TEXCOORD5;

void main()
{
    gl_PointSize = 1.0;
    uint _2 = uint(gl_VertexIndex - gl_BaseVertex);
    uint _4 = 0u + (_2 * 2u);
    uint _8 = 1u + (_2 * 2u);
    float _14 = (_52[_4] * 0.5) + 0.5;
    float _16 = 0.5 - (_52[_8] * 0.5);
    gl_Position.x = _60[_2] * _52[_4];
    gl_Position.y = _60[_2] * _52[_8];
    gl_Position.z = _60[_2] * 0.5;
    gl_Position.w = _60[_2];
    out_FLAT0.x = float(_2) + 1.0;
    out_FLAT0.y = 0.5;
    out_FLAT0.z = -0.25;
    out_FLAT0.w = 2.0;
    out_SMOOTH0.x = _14;
    out_SMOOTH0.y = _16;
    out_TEXCOORD0.x = _52[_4] + 0.5;
    out_TEXCOORD0.y = 0.5 - _52[_8];
    out_TEXCOORD1.x = _14;
    out_TEXCOORD1.y = _16;
    out_TEXCOORD1.z = _16 * _14;
    out_TEXCOORD2 = _14;
    out_TEXCOORD3.x = _16;
    out_TEXCOORD3.y = _14;
    out_TEXCOORD4 = _14 - _16;
    out_TEXCOORD5.x = 1.0;
    out_TEXCOORD5.y = _14;
    out_TEXCOORD5.z = _16;
    out_TEXCOORD5.w = 0.5;
}

