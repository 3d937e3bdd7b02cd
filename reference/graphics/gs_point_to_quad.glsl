#version 460
layout(points) in;
layout(max_vertices = 4, triangle_strip) out;

struct _222
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

layout(set = 0, binding = 200, std140) uniform _192_194
{
    uvec4 _m0[5];
} _194;

layout(location = 0) in vec4 in_POSITION0[1];
layout(location = 1) in vec4 in_COLOR0[1];
layout(location = 1) out vec2 out_TEXCOORD0;
layout(location = 2) out vec4 out_COLOR0;

void main()
{
    float _3 = in_POSITION0[0u].x;
    float _4 = in_POSITION0[0u].y;
    float _5 = in_POSITION0[0u].z;
    float _6 = in_POSITION0[0u].w;
    _222 _7 = _222(uintBitsToFloat(_194._m0[4u].x), uintBitsToFloat(_194._m0[4u].y), uintBitsToFloat(_194._m0[4u].z), uintBitsToFloat(_194._m0[4u].w));
    float _10 = _3 - _7._m0;
    float _11 = _4 - _7._m1;
    _222 _12 = _222(uintBitsToFloat(_194._m0[0u].x), uintBitsToFloat(_194._m0[0u].y), uintBitsToFloat(_194._m0[0u].z), uintBitsToFloat(_194._m0[0u].w));
    _222 _17 = _222(uintBitsToFloat(_194._m0[1u].x), uintBitsToFloat(_194._m0[1u].y), uintBitsToFloat(_194._m0[1u].z), uintBitsToFloat(_194._m0[1u].w));
    _222 _22 = _222(uintBitsToFloat(_194._m0[2u].x), uintBitsToFloat(_194._m0[2u].y), uintBitsToFloat(_194._m0[2u].z), uintBitsToFloat(_194._m0[2u].w));
    _222 _27 = _222(uintBitsToFloat(_194._m0[3u].x), uintBitsToFloat(_194._m0[3u].y), uintBitsToFloat(_194._m0[3u].z), uintBitsToFloat(_194._m0[3u].w));
    float _48 = in_COLOR0[0u].x;
    float _49 = in_COLOR0[0u].y;
    float _50 = in_COLOR0[0u].z;
    float _51 = in_COLOR0[0u].w;
    gl_Position.x = (_27._m0 * _6) + ((_22._m0 * _5) + ((_17._m0 * _11) + (_12._m0 * _10)));
    gl_Position.y = (_27._m1 * _6) + ((_22._m1 * _5) + ((_17._m1 * _11) + (_12._m1 * _10)));
    gl_Position.z = (_27._m2 * _6) + ((_22._m2 * _5) + ((_17._m2 * _11) + (_12._m2 * _10)));
    gl_Position.w = (_27._m3 * _6) + ((_22._m3 * _5) + ((_17._m3 * _11) + (_12._m3 * _10)));
    out_TEXCOORD0.x = 0.0;
    out_TEXCOORD0.y = 0.0;
    out_COLOR0.x = _48;
    out_COLOR0.y = _49;
    out_COLOR0.z = _50;
    out_COLOR0.w = _51;
    EmitVertex();
    _222 _52 = _222(uintBitsToFloat(_194._m0[4u].x), uintBitsToFloat(_194._m0[4u].y), uintBitsToFloat(_194._m0[4u].z), uintBitsToFloat(_194._m0[4u].w));
    float _55 = _3 - _52._m0;
    float _56 = _52._m1 + _4;
    _222 _57 = _222(uintBitsToFloat(_194._m0[0u].x), uintBitsToFloat(_194._m0[0u].y), uintBitsToFloat(_194._m0[0u].z), uintBitsToFloat(_194._m0[0u].w));
    _222 _62 = _222(uintBitsToFloat(_194._m0[1u].x), uintBitsToFloat(_194._m0[1u].y), uintBitsToFloat(_194._m0[1u].z), uintBitsToFloat(_194._m0[1u].w));
    _222 _67 = _222(uintBitsToFloat(_194._m0[2u].x), uintBitsToFloat(_194._m0[2u].y), uintBitsToFloat(_194._m0[2u].z), uintBitsToFloat(_194._m0[2u].w));
    _222 _72 = _222(uintBitsToFloat(_194._m0[3u].x), uintBitsToFloat(_194._m0[3u].y), uintBitsToFloat(_194._m0[3u].z), uintBitsToFloat(_194._m0[3u].w));
    gl_Position.x = (_72._m0 * _6) + ((_67._m0 * _5) + ((_62._m0 * _56) + (_57._m0 * _55)));
    gl_Position.y = (_72._m1 * _6) + ((_67._m1 * _5) + ((_62._m1 * _56) + (_57._m1 * _55)));
    gl_Position.z = (_72._m2 * _6) + ((_67._m2 * _5) + ((_62._m2 * _56) + (_57._m2 * _55)));
    gl_Position.w = (_72._m3 * _6) + ((_67._m3 * _5) + ((_62._m3 * _56) + (_57._m3 * _55)));
    out_TEXCOORD0.x = 0.0;
    out_TEXCOORD0.y = 1.0;
    out_COLOR0.x = _48;
    out_COLOR0.y = _49;
    out_COLOR0.z = _50;
    out_COLOR0.w = _51;
    EmitVertex();
    _222 _93 = _222(uintBitsToFloat(_194._m0[4u].x), uintBitsToFloat(_194._m0[4u].y), uintBitsToFloat(_194._m0[4u].z), uintBitsToFloat(_194._m0[4u].w));
    float _96 = _93._m0 + _3;
    float _97 = _4 - _93._m1;
    _222 _98 = _222(uintBitsToFloat(_194._m0[0u].x), uintBitsToFloat(_194._m0[0u].y), uintBitsToFloat(_194._m0[0u].z), uintBitsToFloat(_194._m0[0u].w));
    _222 _103 = _222(uintBitsToFloat(_194._m0[1u].x), uintBitsToFloat(_194._m0[1u].y), uintBitsToFloat(_194._m0[1u].z), uintBitsToFloat(_194._m0[1u].w));
    _222 _108 = _222(uintBitsToFloat(_194._m0[2u].x), uintBitsToFloat(_194._m0[2u].y), uintBitsToFloat(_194._m0[2u].z), uintBitsToFloat(_194._m0[2u].w));
    _222 _113 = _222(uintBitsToFloat(_194._m0[3u].x), uintBitsToFloat(_194._m0[3u].y), uintBitsToFloat(_194._m0[3u].z), uintBitsToFloat(_194._m0[3u].w));
    gl_Position.x = (_113._m0 * _6) + ((_108._m0 * _5) + ((_103._m0 * _97) + (_98._m0 * _96)));
    gl_Position.y = (_113._m1 * _6) + ((_108._m1 * _5) + ((_103._m1 * _97) + (_98._m1 * _96)));
    gl_Position.z = (_113._m2 * _6) + ((_108._m2 * _5) + ((_103._m2 * _97) + (_98._m2 * _96)));
    gl_Position.w = (_113._m3 * _6) + ((_108._m3 * _5) + ((_103._m3 * _97) + (_98._m3 * _96)));
    out_TEXCOORD0.x = 1.0;
    out_TEXCOORD0.y = 0.0;
    out_COLOR0.x = _48;
    out_COLOR0.y = _49;
    out_COLOR0.z = _50;
    out_COLOR0.w = _51;
    EmitVertex();
    _222 _134 = _222(uintBitsToFloat(_194._m0[4u].x), uintBitsToFloat(_194._m0[4u].y), uintBitsToFloat(_194._m0[4u].z), uintBitsToFloat(_194._m0[4u].w));
    float _137 = _134._m0 + _3;
    float _138 = _134._m1 + _4;
    _222 _139 = _222(uintBitsToFloat(_194._m0[0u].x), uintBitsToFloat(_194._m0[0u].y), uintBitsToFloat(_194._m0[0u].z), uintBitsToFloat(_194._m0[0u].w));
    _222 _144 = _222(uintBitsToFloat(_194._m0[1u].x), uintBitsToFloat(_194._m0[1u].y), uintBitsToFloat(_194._m0[1u].z), uintBitsToFloat(_194._m0[1u].w));
    _222 _149 = _222(uintBitsToFloat(_194._m0[2u].x), uintBitsToFloat(_194._m0[2u].y), uintBitsToFloat(_194._m0[2u].z), uintBitsToFloat(_194._m0[2u].w));
    _222 _154 = _222(uintBitsToFloat(_194._m0[3u].x), uintBitsToFloat(_194._m0[3u].y), uintBitsToFloat(_194._m0[3u].z), uintBitsToFloat(_194._m0[3u].w));
    gl_Position.x = (_154._m0 * _6) + ((_149._m0 * _5) + ((_144._m0 * _138) + (_139._m0 * _137)));
    gl_Position.y = (_154._m1 * _6) + ((_149._m1 * _5) + ((_144._m1 * _138) + (_139._m1 * _137)));
    gl_Position.z = (_154._m2 * _6) + ((_149._m2 * _5) + ((_144._m2 * _138) + (_139._m2 * _137)));
    gl_Position.w = (_154._m3 * _6) + ((_149._m3 * _5) + ((_144._m3 * _138) + (_139._m3 * _137)));
    out_TEXCOORD0.x = 1.0;
    out_TEXCOORD0.y = 1.0;
    out_COLOR0.x = _48;
    out_COLOR0.y = _49;
    out_COLOR0.z = _50;
    out_COLOR0.w = _51;
    EmitVertex();
}

