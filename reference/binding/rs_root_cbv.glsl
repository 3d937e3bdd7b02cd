#version 460
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;

struct _127
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

struct _138
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

layout(set = 0, binding = 300, std430) buffer _96_98
{
    uint _m0[];
} _98;

layout(set = 0, binding = 200, std140) uniform _103_105
{
    uvec4 _m0[1];
} _105;

layout(set = 0, binding = 201, std140) uniform _109_111
{
    uvec4 _m0[13];
} _111;

void main()
{
    uint _5 = gl_LocalInvocationIndex;
    float _6 = float(_5);
    float _8 = float(_5 << 1u);
    _138 _11 = _138(uintBitsToFloat(_111._m0[0u].x), uintBitsToFloat(_111._m0[0u].y), uintBitsToFloat(_111._m0[0u].z), uintBitsToFloat(_111._m0[0u].w));
    _138 _16 = _138(uintBitsToFloat(_111._m0[1u].x), uintBitsToFloat(_111._m0[1u].y), uintBitsToFloat(_111._m0[1u].z), uintBitsToFloat(_111._m0[1u].w));
    _138 _21 = _138(uintBitsToFloat(_111._m0[2u].x), uintBitsToFloat(_111._m0[2u].y), uintBitsToFloat(_111._m0[2u].z), uintBitsToFloat(_111._m0[2u].w));
    uint _42 = _5 << 2u;
    uint _44 = (_42 * 16u) + 0u;
    _98._m0[_44 >> 2u] = floatBitsToUint(_21._m0 + ((_16._m0 * _8) + (_11._m0 * _6)));
    _98._m0[(_44 + 4u) >> 2u] = floatBitsToUint(((_16._m1 * _8) + (_11._m1 * _6)) + _21._m1);
    _98._m0[(_44 + 8u) >> 2u] = floatBitsToUint(((_16._m2 * _8) + (_11._m2 * _6)) + _21._m2);
    _98._m0[(_44 + 12u) >> 2u] = floatBitsToUint(((_16._m3 * _8) + (_11._m3 * _6)) + _21._m3);
    uint _45 = _5 + 4u;
    _127 _46 = _127(_111._m0[_45].x, _111._m0[_45].y, _111._m0[_45].z, _111._m0[_45].w);
    uint _52 = _127(_105._m0[0u].x, _105._m0[0u].y, _105._m0[0u].z, _105._m0[0u].w)._m1;
    uint _59 = ((_42 | 1u) * 16u) + 0u;
    _98._m0[_59 >> 2u] = _52 * _46._m0;
    _98._m0[(_59 + 4u) >> 2u] = _52 * _46._m1;
    _98._m0[(_59 + 8u) >> 2u] = _52 * _46._m2;
    _98._m0[(_59 + 12u) >> 2u] = _52 * _46._m3;
    uint _60 = _127(_105._m0[0u].x, _105._m0[0u].y, _105._m0[0u].z, _105._m0[0u].w)._m0 << 1u;
    uint _61 = _60 + 8u;
    _138 _62 = _138(uintBitsToFloat(_111._m0[_61].x), uintBitsToFloat(_111._m0[_61].y), uintBitsToFloat(_111._m0[_61].z), uintBitsToFloat(_111._m0[_61].w));
    float _67 = _138(uintBitsToFloat(_111._m0[12u].x), uintBitsToFloat(_111._m0[12u].y), uintBitsToFloat(_111._m0[12u].z), uintBitsToFloat(_111._m0[12u].w))._m0;
    uint _79 = ((_42 | 2u) * 16u) + 0u;
    _98._m0[_79 >> 2u] = floatBitsToUint(_67 * _62._m0);
    _98._m0[(_79 + 4u) >> 2u] = floatBitsToUint(_67 * _62._m1);
    _98._m0[(_79 + 8u) >> 2u] = floatBitsToUint(_67 * _62._m2);
    _98._m0[(_79 + 12u) >> 2u] = floatBitsToUint(_62._m3 + _6);
    uint _81 = (_60 ^ 2u) + 9u;
    _127 _84 = _127(_111._m0[12u].x, _111._m0[12u].y, _111._m0[12u].z, _111._m0[12u].w);
    uint _93 = ((_42 | 3u) * 16u) + 0u;
    _98._m0[_93 >> 2u] = _127(_111._m0[_81].x, _111._m0[_81].y, _111._m0[_81].z, _111._m0[_81].w)._m3;
    _98._m0[(_93 + 4u) >> 2u] = _84._m1 + _5;
    _98._m0[(_93 + 8u) >> 2u] = _84._m2 + _5;
    _98._m0[(_93 + 12u) >> 2u] = _84._m3 + _5;
}

