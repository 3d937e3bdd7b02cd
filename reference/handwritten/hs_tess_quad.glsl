#version 460
layout(vertices = 4) out;

layout(location = 0) in vec2 in_CORNER0[];
layout(location = 0) out vec2 out_CORNER0[4];
layout(location = 29) patch out vec2 out_PC0;

void _28()
{
    uint _2 = uint(gl_InvocationID);
    float _3 = in_CORNER0[_2].x;
    float _4 = in_CORNER0[_2].y;
    out_CORNER0[uint(gl_InvocationID)].x = _3;
    out_CORNER0[uint(gl_InvocationID)].y = _4;
}

void _48()
{
    gl_TessLevelOuter[0u] = 2.0;
    gl_TessLevelOuter[1u] = 2.0;
    gl_TessLevelOuter[2u] = 2.0;
    gl_TessLevelOuter[3u] = 2.0;
    gl_TessLevelInner[0u] = 2.0;
    gl_TessLevelInner[1u] = 2.0;
    float _6 = out_CORNER0[1u].x;
    precise float _7 = _6 * 0.5;
    out_PC0.x = _7;
    out_PC0.y = 0.5;
}

void main()
{
    _28();
    barrier();
    if (uint(gl_InvocationID) == 0u)
    {
        _48();
    }
}

