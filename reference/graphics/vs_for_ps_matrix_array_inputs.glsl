#version 460

layout(location = 1) out vec3 out_TBN0[3];
layout(location = 4) out vec3 out_FRAME0[4];
layout(location = 8) out vec4 out_TAP0[4];

void main()
{
    gl_PointSize = 1.0;
    uint _2 = uint(gl_VertexIndex - gl_BaseVertex);
    float _5 = float((_2 << 1u) & 2u);
    float _7 = float(_2 & 2u);
    gl_Position.x = (_5 * 2.0) + (-1.0);
    gl_Position.y = 1.0 - (_7 * 2.0);
    gl_Position.z = 0.5;
    gl_Position.w = 1.0;
    out_TAP0[0u].x = _5;
    out_TAP0[0u].y = _7;
    out_TAP0[0u].z = 0.0;
    out_TAP0[0u].w = 1.0;
    out_TAP0[1u].x = _5 + 0.100000001490116119384765625;
    out_TAP0[1u].y = _7 + (-0.100000001490116119384765625);
    out_TAP0[1u].z = 0.25;
    out_TAP0[1u].w = 1.0 - (_5 * 0.20000000298023223876953125);
    out_TAP0[2u].x = _5 + 0.20000000298023223876953125;
    out_TAP0[2u].y = _7 + (-0.20000000298023223876953125);
    out_TAP0[2u].z = 0.5;
    out_TAP0[2u].w = 1.0 - (_5 * 0.4000000059604644775390625);
    out_TAP0[3u].x = _5 + 0.300000011920928955078125;
    out_TAP0[3u].y = _7 + (-0.300000011920928955078125);
    out_TAP0[3u].z = 0.75;
    out_TAP0[3u].w = 1.0 - (_5 * 0.60000002384185791015625);
    out_TBN0[0u].x = 1.0;
    out_TBN0[0u].y = 0.0;
    out_TBN0[0u].z = _5 * (-0.5);
    out_TBN0[1u].x = 0.0;
    out_TBN0[1u].y = 1.0;
    out_TBN0[1u].z = _7 * (-0.5);
    out_TBN0[2u].x = _5 * 0.5;
    out_TBN0[2u].y = _7 * 0.5;
    out_TBN0[2u].z = 1.0;
    out_FRAME0[0u].x = 1.0;
    out_FRAME0[0u].y = _5;
    out_FRAME0[0u].z = 0.0;
    out_FRAME0[1u].x = _7;
    out_FRAME0[1u].y = 1.0;
    out_FRAME0[1u].z = 0.0;
    out_FRAME0[2u].x = 0.0;
    out_FRAME0[2u].y = 0.0;
    out_FRAME0[2u].z = 1.0;
    out_FRAME0[3u].x = _5 * 100.0;
    out_FRAME0[3u].y = _7 * 200.0;
    out_FRAME0[3u].z = 300.0;
}

