#version 460
layout(triangles) in;
layout(max_vertices = 8, line_strip) out;

struct _220
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

layout(set = 0, binding = 200, std140) uniform _105_107
{
    uvec4 _m0[5];
} _107;

layout(location = 1) in vec3 in_NORMAL0[3];
layout(location = 1) out vec4 out_COLOR0;

void main()
{
    uint _3 = uint(gl_PrimitiveIDIn);
    float _6 = fract(float(_3) * 0.617999970912933349609375);
    float _7 = gl_in[0u].gl_Position.x;
    float _8 = gl_in[0u].gl_Position.y;
    float _9 = gl_in[0u].gl_Position.z;
    float _10 = gl_in[0u].gl_Position.w;
    gl_Position.x = _7;
    gl_Position.y = _8;
    gl_Position.z = _9;
    gl_Position.w = _10;
    out_COLOR0.x = _6;
    out_COLOR0.y = 0.5;
    out_COLOR0.z = 1.0;
    out_COLOR0.w = 1.0;
    EmitVertex();
    float _11 = gl_in[1u].gl_Position.x;
    float _12 = gl_in[1u].gl_Position.y;
    float _13 = gl_in[1u].gl_Position.z;
    float _14 = gl_in[1u].gl_Position.w;
    gl_Position.x = _11;
    gl_Position.y = _12;
    gl_Position.z = _13;
    gl_Position.w = _14;
    out_COLOR0.x = _6;
    out_COLOR0.y = 0.5;
    out_COLOR0.z = 1.0;
    out_COLOR0.w = 1.0;
    EmitVertex();
    float _15 = gl_in[2u].gl_Position.x;
    float _16 = gl_in[2u].gl_Position.y;
    float _17 = gl_in[2u].gl_Position.z;
    float _18 = gl_in[2u].gl_Position.w;
    gl_Position.x = _15;
    gl_Position.y = _16;
    gl_Position.z = _17;
    gl_Position.w = _18;
    out_COLOR0.x = _6;
    out_COLOR0.y = 0.5;
    out_COLOR0.z = 1.0;
    out_COLOR0.w = 1.0;
    EmitVertex();
    gl_Position.x = _7;
    gl_Position.y = _8;
    gl_Position.z = _9;
    gl_Position.w = _10;
    out_COLOR0.x = _6;
    out_COLOR0.y = 0.5;
    out_COLOR0.z = 1.0;
    out_COLOR0.w = 1.0;
    EmitVertex();
    EndPrimitive();
    float _27 = ((_11 + _7) + _15) * 0.3333333432674407958984375;
    float _28 = ((_12 + _8) + _16) * 0.3333333432674407958984375;
    float _29 = ((_13 + _9) + _17) * 0.3333333432674407958984375;
    float _30 = ((_14 + _10) + _18) * 0.3333333432674407958984375;
    float _31 = in_NORMAL0[0u].x;
    float _32 = in_NORMAL0[0u].y;
    float _33 = in_NORMAL0[0u].z;
    float _34 = in_NORMAL0[1u].x;
    float _35 = in_NORMAL0[1u].y;
    float _36 = in_NORMAL0[1u].z;
    float _40 = in_NORMAL0[2u].x;
    float _41 = in_NORMAL0[2u].y;
    float _42 = in_NORMAL0[2u].z;
    float _43 = (_34 + _31) + _40;
    float _44 = (_35 + _32) + _41;
    float _45 = (_36 + _33) + _42;
    gl_Position.x = _27;
    gl_Position.y = _28;
    gl_Position.z = _29;
    gl_Position.w = _30;
    out_COLOR0.x = 1.0;
    out_COLOR0.y = 1.0;
    out_COLOR0.z = 0.0;
    out_COLOR0.w = 1.0;
    EmitVertex();
    float _50 = _220(uintBitsToFloat(_107._m0[4u].x), uintBitsToFloat(_107._m0[4u].y), uintBitsToFloat(_107._m0[4u].z), uintBitsToFloat(_107._m0[4u].w))._m0 * inversesqrt(dot(vec3(_43, _44, _45), vec3(_43, _44, _45)));
    float _51 = _50 * _43;
    float _52 = _50 * _44;
    float _53 = _50 * _45;
    _220 _54 = _220(uintBitsToFloat(_107._m0[0u].x), uintBitsToFloat(_107._m0[0u].y), uintBitsToFloat(_107._m0[0u].z), uintBitsToFloat(_107._m0[0u].w));
    _220 _59 = _220(uintBitsToFloat(_107._m0[1u].x), uintBitsToFloat(_107._m0[1u].y), uintBitsToFloat(_107._m0[1u].z), uintBitsToFloat(_107._m0[1u].w));
    _220 _64 = _220(uintBitsToFloat(_107._m0[2u].x), uintBitsToFloat(_107._m0[2u].y), uintBitsToFloat(_107._m0[2u].z), uintBitsToFloat(_107._m0[2u].w));
    gl_Position.x = ((_64._m0 * _53) + ((_59._m0 * _52) + (_51 * _54._m0))) + _27;
    gl_Position.y = ((_64._m1 * _53) + ((_59._m1 * _52) + (_51 * _54._m1))) + _28;
    gl_Position.z = ((_64._m2 * _53) + ((_59._m2 * _52) + (_51 * _54._m2))) + _29;
    gl_Position.w = ((_64._m3 * _53) + ((_59._m3 * _52) + (_51 * _54._m3))) + _30;
    out_COLOR0.x = 1.0;
    out_COLOR0.y = 1.0;
    out_COLOR0.z = 0.0;
    out_COLOR0.w = 1.0;
    EmitVertex();
    EndPrimitive();
}

