#version 460
layout(local_size_x = 16, local_size_y = 1, local_size_z = 1) in;

struct _82
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

uint _93;

struct _94
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _40_42
{
    uint _m0[];
} _42;

layout(set = 0, binding = 300, std430) buffer _49_51
{
    uint _m0[];
} _51;

layout(set = 0, binding = 200, std140) uniform _58_60
{
    uvec4 _m0[1];
} _60;

layout(set = 0, binding = 201, std140) uniform _64_66
{
    uvec4 _m0[2];
} _66;

layout(set = 0, binding = 1) uniform isamplerBuffer _47;
layout(set = 0, binding = 301) uniform writeonly iimageBuffer _54;

void main()
{
    uint _8 = gl_GlobalInvocationID.x;
    if (_8 < _82(_60._m0[0u].x, _60._m0[0u].y, _60._m0[0u].z, _60._m0[0u].w)._m2)
    {
        _82 _13 = _82(_60._m0[0u].x, _60._m0[0u].y, _60._m0[0u].z, _60._m0[0u].w);
        uint _92 = _42._m0[((_13._m1 * _8) + _13._m0) >> 2u];
        uint _19 = _94(_92, _93, _93, _93, 0u)._m0;
        ivec4 _97 = texelFetch(_47, int(_8));
        uint _21 = _94(uint(_97.x), uint(_97.y), uint(_97.z), uint(_97.w), 0u)._m0;
        uint _22 = _8 & 1u;
        uint _27 = (_8 >> 1u) & 1u;
        uint _32 = (_8 * 8u) + 0u;
        _51._m0[_32 >> 2u] = _82(_66._m0[_22].x, _66._m0[_22].y, _66._m0[_22].z, _66._m0[_22].w)._m0 + _19;
        _51._m0[(_32 + 4u) >> 2u] = _82(_66._m0[_27].x, _66._m0[_27].y, _66._m0[_27].z, _66._m0[_27].w)._m1 * _21;
        uint _36 = uint(min(int(_19), int(_21))) - _82(_66._m0[0u].x, _66._m0[0u].y, _66._m0[0u].z, _66._m0[0u].w)._m3;
        imageStore(_54, int(_8), ivec4(int(_36), int(_36), int(_36), int(_36)));
    }
}

