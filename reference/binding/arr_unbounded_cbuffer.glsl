#version 460
#extension GL_EXT_nonuniform_qualifier : require
layout(local_size_x = 32, local_size_y = 1, local_size_z = 1) in;

struct _136
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

struct _148
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

uint _175;

struct _176
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _98_100
{
    uint _m0[];
} _100;

layout(set = 0, binding = 300, std430) buffer _103_105
{
    uint _m0[];
} _105;

layout(set = 4, binding = 200, std140) uniform _109_113
{
    uvec4 _m0[6];
} _113[];

layout(set = 0, binding = 200, std140) uniform _117_119
{
    uvec4 _m0[1];
} _119;

void main()
{
    uint _5 = gl_GlobalInvocationID.x;
    float _6 = float(_5);
    uint _9 = _136(_119._m0[0u].x, _119._m0[0u].y, _119._m0[0u].z, _119._m0[0u].w)._m0 + 0u;
    _148 _11 = _148(uintBitsToFloat(_113[_9]._m0[0u].x), uintBitsToFloat(_113[_9]._m0[0u].y), uintBitsToFloat(_113[_9]._m0[0u].z), uintBitsToFloat(_113[_9]._m0[0u].w));
    _148 _16 = _148(uintBitsToFloat(_113[_9]._m0[1u].x), uintBitsToFloat(_113[_9]._m0[1u].y), uintBitsToFloat(_113[_9]._m0[1u].z), uintBitsToFloat(_113[_9]._m0[1u].w));
    _148 _21 = _148(uintBitsToFloat(_113[_9]._m0[3u].x), uintBitsToFloat(_113[_9]._m0[3u].y), uintBitsToFloat(_113[_9]._m0[3u].z), uintBitsToFloat(_113[_9]._m0[3u].w));
    uint _42 = _176(_100._m0[((_5 * 4u) + 0u) >> 2u], _175, _175, _175, 0u)._m0 + 0u;
    _148 _44 = _148(uintBitsToFloat(_113[_42]._m0[0u].x), uintBitsToFloat(_113[_42]._m0[0u].y), uintBitsToFloat(_113[_42]._m0[0u].z), uintBitsToFloat(_113[_42]._m0[0u].w));
    _148 _49 = _148(uintBitsToFloat(_113[_42]._m0[1u].x), uintBitsToFloat(_113[_42]._m0[1u].y), uintBitsToFloat(_113[_42]._m0[1u].z), uintBitsToFloat(_113[_42]._m0[1u].w));
    _148 _54 = _148(uintBitsToFloat(_113[_42]._m0[3u].x), uintBitsToFloat(_113[_42]._m0[3u].y), uintBitsToFloat(_113[_42]._m0[3u].z), uintBitsToFloat(_113[_42]._m0[3u].w));
    float _72 = _148(uintBitsToFloat(_113[_42]._m0[5u].x), uintBitsToFloat(_113[_42]._m0[5u].y), uintBitsToFloat(_113[_42]._m0[5u].z), uintBitsToFloat(_113[_42]._m0[5u].w))._m0;
    _136 _81 = _136(_113[_42]._m0[4u].x, _113[_42]._m0[4u].y, _113[_42]._m0[4u].z, _113[_42]._m0[4u].w);
    uint _95 = (_5 * 16u) + 0u;
    _105._m0[_95 >> 2u] = floatBitsToUint((((_16._m0 + (_11._m0 * _6)) + _21._m0) + (((_49._m0 + (_44._m0 * _6)) + _54._m0) * _72)) + float(_81._m0));
    _105._m0[(_95 + 4u) >> 2u] = floatBitsToUint((((_16._m1 + (_11._m1 * _6)) + _21._m1) + (((_49._m1 + (_44._m1 * _6)) + _54._m1) * _72)) + float(_81._m1));
    _105._m0[(_95 + 8u) >> 2u] = floatBitsToUint((((_16._m2 + (_11._m2 * _6)) + _21._m2) + (((_49._m2 + (_44._m2 * _6)) + _54._m2) * _72)) + float(_81._m2));
    _105._m0[(_95 + 12u) >> 2u] = floatBitsToUint((((_16._m3 + (_11._m3 * _6)) + _21._m3) + (((_49._m3 + (_44._m3 * _6)) + _54._m3) * _72)) + float(_81._m3));
}

