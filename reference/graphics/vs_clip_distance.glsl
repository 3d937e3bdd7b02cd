#version 460

out float gl_ClipDistance[4];

struct _127
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

layout(set = 0, binding = 200, std140) uniform _88_90
{
    uvec4 _m0[8];
} _90;

layout(location = 0) in vec3 in_POSITION0;
layout(location = 1) in vec4 in_COLOR0;
layout(location = 2) out vec4 out_COLOR0;

void main()
{
    gl_PointSize = 1.0;
    float _3 = in_COLOR0.x;
    float _4 = in_COLOR0.y;
    float _5 = in_COLOR0.z;
    float _6 = in_COLOR0.w;
    float _7 = in_POSITION0.x;
    float _8 = in_POSITION0.y;
    float _9 = in_POSITION0.z;
    _127 _10 = _127(uintBitsToFloat(_90._m0[0u].x), uintBitsToFloat(_90._m0[0u].y), uintBitsToFloat(_90._m0[0u].z), uintBitsToFloat(_90._m0[0u].w));
    _127 _15 = _127(uintBitsToFloat(_90._m0[1u].x), uintBitsToFloat(_90._m0[1u].y), uintBitsToFloat(_90._m0[1u].z), uintBitsToFloat(_90._m0[1u].w));
    _127 _20 = _127(uintBitsToFloat(_90._m0[2u].x), uintBitsToFloat(_90._m0[2u].y), uintBitsToFloat(_90._m0[2u].z), uintBitsToFloat(_90._m0[2u].w));
    _127 _25 = _127(uintBitsToFloat(_90._m0[3u].x), uintBitsToFloat(_90._m0[3u].y), uintBitsToFloat(_90._m0[3u].z), uintBitsToFloat(_90._m0[3u].w));
    _127 _46 = _127(uintBitsToFloat(_90._m0[4u].x), uintBitsToFloat(_90._m0[4u].y), uintBitsToFloat(_90._m0[4u].z), uintBitsToFloat(_90._m0[4u].w));
    _127 _52 = _127(uintBitsToFloat(_90._m0[5u].x), uintBitsToFloat(_90._m0[5u].y), uintBitsToFloat(_90._m0[5u].z), uintBitsToFloat(_90._m0[5u].w));
    _127 _58 = _127(uintBitsToFloat(_90._m0[6u].x), uintBitsToFloat(_90._m0[6u].y), uintBitsToFloat(_90._m0[6u].z), uintBitsToFloat(_90._m0[6u].w));
    _127 _64 = _127(uintBitsToFloat(_90._m0[7u].x), uintBitsToFloat(_90._m0[7u].y), uintBitsToFloat(_90._m0[7u].z), uintBitsToFloat(_90._m0[7u].w));
    gl_Position.x = ((_20._m0 * _9) + ((_15._m0 * _8) + (_10._m0 * _7))) + _25._m0;
    gl_Position.y = ((_20._m1 * _9) + ((_15._m1 * _8) + (_10._m1 * _7))) + _25._m1;
    gl_Position.z = ((_20._m2 * _9) + ((_15._m2 * _8) + (_10._m2 * _7))) + _25._m2;
    gl_Position.w = ((_20._m3 * _9) + ((_15._m3 * _8) + (_10._m3 * _7))) + _25._m3;
    gl_ClipDistance[0u] = dot(vec4(_7, _8, _9, 1.0), vec4(_46._m0, _46._m1, _46._m2, _46._m3));
    gl_ClipDistance[1u] = dot(vec4(_7, _8, _9, 1.0), vec4(_52._m0, _52._m1, _52._m2, _52._m3));
    gl_ClipDistance[2u] = dot(vec4(_7, _8, _9, 1.0), vec4(_58._m0, _58._m1, _58._m2, _58._m3));
    gl_ClipDistance[3u] = dot(vec4(_7, _8, _9, 1.0), vec4(_64._m0, _64._m1, _64._m2, _64._m3));
    out_COLOR0.x = _3;
    out_COLOR0.y = _4;
    out_COLOR0.z = _5;
    out_COLOR0.w = _6;
}

