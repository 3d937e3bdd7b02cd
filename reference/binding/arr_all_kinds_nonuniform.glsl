#version 460
#extension GL_EXT_nonuniform_qualifier : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

struct _108
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

struct _135
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

struct _149
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

uint _162;

struct _163
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 2, binding = 0, std430) readonly buffer _63_67
{
    uint _m0[];
} _67[];

layout(set = 3, binding = 300, std430) buffer _70_74
{
    uint _m0[];
} _74[];

layout(set = 4, binding = 200, std140) uniform _78_82
{
    uvec4 _m0[1];
} _82[];

layout(set = 0, binding = 200, std140) uniform _85_87
{
    uvec4 _m0[1];
} _87;

layout(set = 1, binding = 0) uniform texture2D _60[];
layout(set = 5, binding = 100) uniform sampler _92[];

void main()
{
    uint _3 = gl_GlobalInvocationID.x;
    uint _5 = _108(_87._m0[0u].x, _87._m0[0u].y, _87._m0[0u].z, _87._m0[0u].w)._m0;
    bool _110 = _5 == 0u;
    uint _6 = _110 ? 4294967295u : (_3 % (_110 ? 1u : _5));
    uint _7 = _6 + 0u;
    _108 _15 = _108(_82[_7]._m0[0u].x, _82[_7]._m0[0u].y, _82[_7]._m0[0u].z, _82[_7]._m0[0u].w);
    vec4 _144 = textureLod(nonuniformEXT(sampler2D(_60[_15._m0 + 0u], _92[_15._m1 + 0u])), vec2(float(_3 & 7u) * 0.125, float(_3 >> 3u) * 0.125), _135(uintBitsToFloat(_82[_7]._m0[0u].x), uintBitsToFloat(_82[_7]._m0[0u].y), uintBitsToFloat(_82[_7]._m0[0u].z), uintBitsToFloat(_82[_7]._m0[0u].w))._m3);
    _149 _25 = _149(_144.x, _144.y, _144.z, _144.w, 0u);
    uint _161 = _67[_108(_82[_7]._m0[0u].x, _82[_7]._m0[0u].y, _82[_7]._m0[0u].z, _82[_7]._m0[0u].w)._m2 + 0u]._m0[((_3 * 4u) + 0u) >> 2u];
    uint _37 = _163(_161, _162, _162, _162, 0u)._m0;
    uint _52 = _3 << 4u;
    uint _53 = (_108(_87._m0[0u].x, _87._m0[0u].y, _87._m0[0u].z, _87._m0[0u].w)._m1 + (((_37 & 1u) == 0u) ? _6 : 0u)) + 0u;
    _74[_53]._m0[_52 >> 2u] = _37 ^ floatBitsToUint(_25._m0);
    _74[_53]._m0[(_52 + 4u) >> 2u] = _37 ^ floatBitsToUint(_25._m1);
    _74[_53]._m0[(_52 + 8u) >> 2u] = _37 ^ floatBitsToUint(_25._m2);
    _74[_53]._m0[(_52 + 12u) >> 2u] = _37 ^ floatBitsToUint(_25._m3);
}

