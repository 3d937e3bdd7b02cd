#version 460
layout(quads) in;

layout(location = 0) in vec2 in_CORNER0[];
layout(location = 1) out vec4 out_COLOR0;
layout(location = 29) patch in vec2 in_PC0;

void main()
{
    float _2 = gl_TessCoord.x;
    float _3 = gl_TessCoord.y;
    float _4 = in_CORNER0[0u].x;
    float _5 = in_CORNER0[0u].y;
    float _6 = in_CORNER0[1u].x;
    float _7 = in_CORNER0[1u].y;
    float _8 = in_CORNER0[2u].x;
    float _9 = in_CORNER0[2u].y;
    float _10 = in_CORNER0[3u].x;
    float _11 = in_CORNER0[3u].y;
    precise float _12 = 1.0 - _2;
    precise float _13 = 1.0 - _3;
    precise float _14 = _4 * _12;
    precise float _15 = _6 * _2;
    precise float _16 = _14 + _15;
    precise float _17 = _5 * _12;
    precise float _18 = _7 * _2;
    precise float _19 = _17 + _18;
    precise float _20 = _8 * _12;
    precise float _21 = _10 * _2;
    precise float _22 = _20 + _21;
    precise float _23 = _9 * _12;
    precise float _24 = _11 * _2;
    precise float _25 = _23 + _24;
    precise float _26 = _16 * _13;
    precise float _27 = _22 * _3;
    precise float _28 = _26 + _27;
    precise float _29 = _19 * _13;
    precise float _30 = _25 * _3;
    precise float _31 = _29 + _30;
    float _32 = in_PC0.x;
    float _33 = in_PC0.y;
    gl_Position.x = _28;
    gl_Position.y = _31;
    gl_Position.z = 0.5;
    gl_Position.w = 1.0;
    out_COLOR0.x = _2;
    out_COLOR0.y = _3;
    uint _34 = uint(gl_PrimitiveID);
    precise float _36 = _32 + float(_34);
    out_COLOR0.z = _36;
    out_COLOR0.w = _33;
}

