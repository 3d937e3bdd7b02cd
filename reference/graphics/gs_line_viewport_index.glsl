#version 460
layout(lines) in;
layout(max_vertices = 8, triangle_strip) out;

struct _109
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

layout(set = 0, binding = 200, std140) uniform _77_79
{
    uvec4 _m0[1];
} _79;

layout(location = 1) in vec4 in_COLOR0[2];
layout(location = 1) out vec4 out_COLOR0;
layout(location = 2) out float out_DIST0;

void main()
{
    float _3 = gl_in[0u].gl_Position.x;
    float _4 = gl_in[0u].gl_Position.y;
    float _5 = gl_in[0u].gl_Position.w;
    float _8 = gl_in[1u].gl_Position.x;
    float _9 = gl_in[1u].gl_Position.y;
    float _10 = gl_in[1u].gl_Position.w;
    _109 _15 = _109(uintBitsToFloat(_79._m0[0u].x), uintBitsToFloat(_79._m0[0u].y), uintBitsToFloat(_79._m0[0u].z), uintBitsToFloat(_79._m0[0u].w));
    float _16 = _15._m0;
    float _17 = _15._m1;
    float _18 = _16 * ((_8 / _10) - (_3 / _5));
    float _19 = _17 * ((_9 / _10) - (_4 / _5));
    float _23 = inversesqrt(dot(vec2(_18, _19), vec2(_18, _19))) * _15._m2;
    float _27 = ((-0.0) - (_19 * _23)) / _16;
    float _28 = (_23 * _18) / _17;
    uint _30;
    _30 = 0u;
    uint _57;
    for (;;)
    {
        float _31 = gl_in[0u].gl_Position.z;
        float _32 = _27 * _5;
        float _33 = _28 * _5;
        float _36 = in_COLOR0[0u].x;
        float _37 = in_COLOR0[0u].y;
        float _38 = in_COLOR0[0u].z;
        float _39 = in_COLOR0[0u].w;
        gl_Position.x = _3 - _32;
        gl_Position.y = _4 - _33;
        gl_Position.z = _31;
        gl_Position.w = _5;
        out_COLOR0.x = _36;
        out_COLOR0.y = _37;
        out_COLOR0.z = _38;
        out_COLOR0.w = _39;
        out_DIST0 = -1.0;
        gl_ViewportIndex = int(_30);
        EmitVertex();
        gl_Position.x = _32 + _3;
        gl_Position.y = _33 + _4;
        gl_Position.z = _31;
        gl_Position.w = _5;
        out_COLOR0.x = _36;
        out_COLOR0.y = _37;
        out_COLOR0.z = _38;
        out_COLOR0.w = _39;
        out_DIST0 = 1.0;
        gl_ViewportIndex = int(_30);
        EmitVertex();
        float _42 = gl_in[1u].gl_Position.z;
        float _43 = _27 * _10;
        float _44 = _28 * _10;
        float _47 = in_COLOR0[1u].x;
        float _48 = in_COLOR0[1u].y;
        float _49 = in_COLOR0[1u].z;
        float _50 = in_COLOR0[1u].w;
        gl_Position.x = _8 - _43;
        gl_Position.y = _9 - _44;
        gl_Position.z = _42;
        gl_Position.w = _10;
        out_COLOR0.x = _47;
        out_COLOR0.y = _48;
        out_COLOR0.z = _49;
        out_COLOR0.w = _50;
        out_DIST0 = -1.0;
        gl_ViewportIndex = int(_30);
        EmitVertex();
        gl_Position.x = _43 + _8;
        gl_Position.y = _44 + _9;
        gl_Position.z = _42;
        gl_Position.w = _10;
        out_COLOR0.x = _47;
        out_COLOR0.y = _48;
        out_COLOR0.z = _49;
        out_COLOR0.w = _50;
        out_DIST0 = 1.0;
        gl_ViewportIndex = int(_30);
        EmitVertex();
        EndPrimitive();
        uint _53 = _30 + 1u;
        if (_53 == 2u)
        {
            break;
        }
        else
        {
            _57 = _53;
            _30 = _57;
            continue;
        }
    }
}

