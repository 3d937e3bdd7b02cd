#version 460

out float gl_ClipDistance[2];
out float gl_CullDistance[3];

struct _132
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

layout(set = 0, binding = 200, std140) uniform _97_99
{
    uvec4 _m0[9];
} _99;

layout(location = 0) in vec3 in_POSITION0;
layout(location = 1) in vec3 in_NORMAL0;
layout(location = 3) out vec3 out_NORMAL0;

void main()
{
    gl_PointSize = 1.0;
    float _3 = in_NORMAL0.x;
    float _4 = in_NORMAL0.y;
    float _5 = in_NORMAL0.z;
    float _6 = in_POSITION0.x;
    float _7 = in_POSITION0.y;
    float _8 = in_POSITION0.z;
    _132 _9 = _132(uintBitsToFloat(_99._m0[0u].x), uintBitsToFloat(_99._m0[0u].y), uintBitsToFloat(_99._m0[0u].z), uintBitsToFloat(_99._m0[0u].w));
    _132 _14 = _132(uintBitsToFloat(_99._m0[1u].x), uintBitsToFloat(_99._m0[1u].y), uintBitsToFloat(_99._m0[1u].z), uintBitsToFloat(_99._m0[1u].w));
    _132 _19 = _132(uintBitsToFloat(_99._m0[2u].x), uintBitsToFloat(_99._m0[2u].y), uintBitsToFloat(_99._m0[2u].z), uintBitsToFloat(_99._m0[2u].w));
    _132 _24 = _132(uintBitsToFloat(_99._m0[3u].x), uintBitsToFloat(_99._m0[3u].y), uintBitsToFloat(_99._m0[3u].z), uintBitsToFloat(_99._m0[3u].w));
    _132 _45 = _132(uintBitsToFloat(_99._m0[4u].x), uintBitsToFloat(_99._m0[4u].y), uintBitsToFloat(_99._m0[4u].z), uintBitsToFloat(_99._m0[4u].w));
    _132 _51 = _132(uintBitsToFloat(_99._m0[5u].x), uintBitsToFloat(_99._m0[5u].y), uintBitsToFloat(_99._m0[5u].z), uintBitsToFloat(_99._m0[5u].w));
    _132 _57 = _132(uintBitsToFloat(_99._m0[6u].x), uintBitsToFloat(_99._m0[6u].y), uintBitsToFloat(_99._m0[6u].z), uintBitsToFloat(_99._m0[6u].w));
    _132 _63 = _132(uintBitsToFloat(_99._m0[7u].x), uintBitsToFloat(_99._m0[7u].y), uintBitsToFloat(_99._m0[7u].z), uintBitsToFloat(_99._m0[7u].w));
    _132 _69 = _132(uintBitsToFloat(_99._m0[8u].x), uintBitsToFloat(_99._m0[8u].y), uintBitsToFloat(_99._m0[8u].z), uintBitsToFloat(_99._m0[8u].w));
    gl_Position.x = ((_19._m0 * _8) + ((_14._m0 * _7) + (_9._m0 * _6))) + _24._m0;
    gl_Position.y = ((_19._m1 * _8) + ((_14._m1 * _7) + (_9._m1 * _6))) + _24._m1;
    gl_Position.z = ((_19._m2 * _8) + ((_14._m2 * _7) + (_9._m2 * _6))) + _24._m2;
    gl_Position.w = ((_19._m3 * _8) + ((_14._m3 * _7) + (_9._m3 * _6))) + _24._m3;
    gl_ClipDistance[0u] = dot(vec4(_6, _7, _8, 1.0), vec4(_45._m0, _45._m1, _45._m2, _45._m3));
    gl_ClipDistance[1u] = dot(vec4(_6, _7, _8, 1.0), vec4(_51._m0, _51._m1, _51._m2, _51._m3));
    gl_CullDistance[0u] = dot(vec4(_6, _7, _8, 1.0), vec4(_57._m0, _57._m1, _57._m2, _57._m3));
    gl_CullDistance[1u] = dot(vec4(_6, _7, _8, 1.0), vec4(_63._m0, _63._m1, _63._m2, _63._m3));
    gl_CullDistance[2u] = dot(vec4(_6, _7, _8, 1.0), vec4(_69._m0, _69._m1, _69._m2, _69._m3));
    out_NORMAL0.x = _3;
    out_NORMAL0.y = _4;
    out_NORMAL0.z = _5;
}

