#version 460
layout(local_size_x = 32, local_size_y = 1, local_size_z = 1) in;

struct _204
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

uint _235;

struct _236
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _122_124
{
    uint _m0[];
} _124;

layout(set = 1, binding = 1, std430) readonly buffer _127_129
{
    uint _m0[];
} _129;

layout(set = 0, binding = 3, std430) readonly buffer _134_136
{
    uint _m0[];
} _136;

layout(set = 2, binding = 0, std430) readonly buffer _138_140
{
    uint _m0[];
} _140;

layout(set = 0, binding = 300, std430) buffer _142_144
{
    uint _m0[];
} _144;

layout(set = 0, binding = 301, std430) buffer _146_148
{
    uint _m0[];
} _148;

layout(set = 3, binding = 305, std430) buffer _153_155
{
    uint _m0[];
} _155;

layout(set = 0, binding = 200, std140) uniform _159_161
{
    uvec4 _m0[8];
} _161;

layout(set = 1, binding = 201, std140) uniform _165_167
{
    uvec4 _m0[4];
} _167;

layout(set = 0, binding = 202, std140) uniform _170_172
{
    uvec4 _m0[1];
} _172;

layout(set = 0, binding = 203, std140) uniform _174_176
{
    uvec4 _m0[1];
} _176;

layout(set = 4, binding = 200, std140) uniform _178_180
{
    uvec4 _m0[1];
} _180;

layout(set = 0, binding = 2) uniform usamplerBuffer _132;
layout(set = 0, binding = 302) uniform writeonly uimageBuffer _151;

void main()
{
    uint _16 = gl_GlobalInvocationID.x;
    uint _17 = _16 & 7u;
    _204 _18 = _204(_161._m0[_17].x, _161._m0[_17].y, _161._m0[_17].z, _161._m0[_17].w);
    uint _23 = _16 & 1u;
    uint _38;
    uint _39;
    uint _40;
    uint _41;
    if (_23 == 0u)
    {
        _204 _32 = _204(_167._m0[0u].x, _167._m0[0u].y, _167._m0[0u].z, _167._m0[0u].w);
        _38 = _32._m0;
        _39 = _32._m1;
        _40 = _32._m2;
        _41 = _32._m3;
    }
    else
    {
        _204 _26 = _204(_167._m0[1u].x, _167._m0[1u].y, _167._m0[1u].z, _167._m0[1u].w);
        _38 = _26._m0;
        _39 = _26._m1;
        _40 = _26._m2;
        _41 = _26._m3;
    }
    _204 _43 = _204(_167._m0[2u].x, _167._m0[2u].y, _167._m0[2u].z, _167._m0[2u].w);
    uint _187[4];
    _187[0u] = _43._m0;
    _187[1u] = _43._m1;
    _187[2u] = _43._m2;
    _187[3u] = _43._m3;
    _204 _54 = _204(_167._m0[3u].x, _167._m0[3u].y, _167._m0[3u].z, _167._m0[3u].w);
    uint _184[2];
    _184[0u] = _54._m0;
    _184[1u] = _54._m1;
    uint _234 = _124._m0[((_16 * 4u) + 0u) >> 2u];
    uint _65 = _236(_234, _235, _235, _235, 0u)._m0;
    uint _66 = _16 << 2u;
    uint _239 = _129._m0[_66 >> 2u];
    uint _68 = _236(_239, _235, _235, _235, 0u)._m0;
    uvec4 _241 = texelFetch(_132, int(_16));
    uint _70 = _236(_241.x, _241.y, _241.z, _241.w, 0u)._m0;
    uint _72 = (_16 * 8u) + 0u;
    uint _248 = _136._m0[_72 >> 2u];
    uint _252 = _136._m0[(_72 + 4u) >> 2u];
    _236 _73 = _236(_248, _252, _235, _235, 0u);
    uint _255 = _140._m0[_66 >> 2u];
    uint _77 = _236(_255, _235, _235, _235, 0u)._m0;
    uint _87 = (_16 * 16u) + 0u;
    _144._m0[_87 >> 2u] = (_38 + _18._m0) + _65;
    _144._m0[(_87 + 4u) >> 2u] = (_39 + _18._m1) + _68;
    _144._m0[(_87 + 8u) >> 2u] = (_40 + _18._m2) + _70;
    _144._m0[(_87 + 12u) >> 2u] = (_41 + _18._m3) + _77;
    _204 _88 = _204(_172._m0[0u].x, _172._m0[0u].y, _172._m0[0u].z, _172._m0[0u].w);
    _204 _93 = _204(_176._m0[0u].x, _176._m0[0u].y, _176._m0[0u].z, _176._m0[0u].w);
    uint _98 = _16 << 3u;
    _148._m0[_98 >> 2u] = (_88._m0 + _73._m0) + _93._m2;
    _148._m0[(_98 + 4u) >> 2u] = (_88._m1 + _73._m1) + _93._m3;
    _204 _99 = _204(_180._m0[0u].x, _180._m0[0u].y, _180._m0[0u].z, _180._m0[0u].w);
    imageStore(_151, int(_16), uvec4((_99._m0 * (_184[_23] + _187[_16 & 3u])) + _99._m1));
    _204 _107 = _204(_180._m0[0u].x, _180._m0[0u].y, _180._m0[0u].z, _180._m0[0u].w);
    _155._m0[((_16 * 4u) + 0u) >> 2u] = (((_107._m2 + (((_68 ^ _65) ^ _70) ^ _77)) + _107._m3) + _204(_172._m0[0u].x, _172._m0[0u].y, _172._m0[0u].z, _172._m0[0u].w)._m2) + _204(_176._m0[0u].x, _176._m0[0u].y, _176._m0[0u].z, _176._m0[0u].w)._m0;
}

