#version 460
#extension GL_EXT_nonuniform_qualifier : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

struct _135
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

struct _167
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

struct _188
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

uint _204;

struct _205
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 4, std430) readonly buffer _63_67
{
    uint _m0[];
} _67[];

layout(set = 0, binding = 4, std430) buffer _70_74
{
    uint _m0[];
} _74[];

layout(set = 0, binding = 5, std140) uniform _78_82
{
    uvec4 _m0[4096];
} _82[];

layout(push_constant, std430) uniform RootParameters
{
    uint _m0[6];
} root;

layout(set = 0, binding = 0) uniform texture2D _60[];
layout(set = 1, binding = 0) uniform sampler _95[];

void main()
{
    uint _3 = gl_GlobalInvocationID.x;
    uint _106 = 0u << 2u;
    uvec4 _130 = uvec4(root._m0[min(_106, 3u) + 0u], root._m0[min((_106 + 1u), 3u) + 0u], root._m0[min((_106 + 2u), 3u) + 0u], root._m0[min((_106 + 3u), 3u) + 0u]);
    uint _5 = _135(_130.x, _130.y, _130.z, _130.w)._m0;
    bool _137 = _5 == 0u;
    uint _6 = _137 ? 4294967295u : (_3 % (_137 ? 1u : _5));
    uint _147 = root._m0[4u] + ((_6 + 0u) + 300000u);
    _135 _15 = _135(_82[_147]._m0[0u].x, _82[_147]._m0[0u].y, _82[_147]._m0[0u].z, _82[_147]._m0[0u].w);
    vec4 _183 = textureLod(nonuniformEXT(sampler2D(_60[root._m0[4u] + (_15._m0 + 0u)], _95[root._m0[5u] + (_15._m1 + 0u)])), vec2(float(_3 & 7u) * 0.125, float(_3 >> 3u) * 0.125), _167(uintBitsToFloat(_82[_147]._m0[0u].x), uintBitsToFloat(_82[_147]._m0[0u].y), uintBitsToFloat(_82[_147]._m0[0u].z), uintBitsToFloat(_82[_147]._m0[0u].w))._m3);
    _188 _25 = _188(_183.x, _183.y, _183.z, _183.w, 0u);
    uint _203 = _67[root._m0[4u] + ((_135(_82[_147]._m0[0u].x, _82[_147]._m0[0u].y, _82[_147]._m0[0u].z, _82[_147]._m0[0u].w)._m2 + 0u) + 100000u)]._m0[((_3 * 4u) + 0u) >> 2u];
    uint _37 = _205(_203, _204, _204, _204, 0u)._m0;
    uint _206 = 0u << 2u;
    uvec4 _226 = uvec4(root._m0[min(_206, 3u) + 0u], root._m0[min((_206 + 1u), 3u) + 0u], root._m0[min((_206 + 2u), 3u) + 0u], root._m0[min((_206 + 3u), 3u) + 0u]);
    uint _52 = _3 << 4u;
    uint _235 = root._m0[4u] + (((_135(_226.x, _226.y, _226.z, _226.w)._m1 + (((_37 & 1u) == 0u) ? _6 : 0u)) + 0u) + 200000u);
    _74[_235]._m0[_52 >> 2u] = _37 ^ floatBitsToUint(_25._m0);
    _74[_235]._m0[(_52 + 4u) >> 2u] = _37 ^ floatBitsToUint(_25._m1);
    _74[_235]._m0[(_52 + 8u) >> 2u] = _37 ^ floatBitsToUint(_25._m2);
    _74[_235]._m0[(_52 + 12u) >> 2u] = _37 ^ floatBitsToUint(_25._m3);
}

