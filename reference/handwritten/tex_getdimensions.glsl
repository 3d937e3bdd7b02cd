#version 460
#extension GL_EXT_samplerless_texture_functions : require
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;

uint _117;

struct _128
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

const vec2 _409[31] = vec2[](vec2(0.0), vec2(0.25), vec2(-0.25), vec2(-0.125, -0.375), vec2(0.375, -0.125), vec2(-0.375, 0.125), vec2(0.125, 0.375), vec2(0.0625, -0.1875), vec2(-0.0625, 0.1875), vec2(0.3125, 0.0625), vec2(-0.1875, -0.3125), vec2(-0.3125, 0.3125), vec2(-0.4375, -0.0625), vec2(0.1875, 0.4375), vec2(0.4375, -0.4375), vec2(0.0625), vec2(-0.0625, -0.1875), vec2(-0.1875, 0.125), vec2(0.25, -0.0625), vec2(-0.3125, -0.125), vec2(0.125, 0.3125), vec2(0.3125, 0.1875), vec2(0.1875, -0.3125), vec2(-0.125, 0.375), vec2(0.0, -0.4375), vec2(-0.25, -0.375), vec2(-0.375, 0.25), vec2(-0.5, 0.0), vec2(0.4375, -0.25), vec2(0.375, 0.4375), vec2(-0.4375, -0.5));

struct _417
{
    float _m0;
    float _m1;
};

layout(set = 0, binding = 300, std430) buffer Out
{
    uint _m0[];
} Out_1;

layout(set = 0, binding = 0) uniform texture1D T1D;
layout(set = 0, binding = 1) uniform texture1DArray T1DArray;
layout(set = 0, binding = 2) uniform texture2D T2D;
layout(set = 0, binding = 3) uniform texture2DArray T2DArray;
layout(set = 0, binding = 4) uniform texture3D T3D;
layout(set = 0, binding = 5) uniform textureCube TCube;
layout(set = 0, binding = 6) uniform textureCubeArray TCubeArray;
layout(set = 0, binding = 7) uniform texture2DMS T2DMS;
layout(set = 0, binding = 8) uniform texture2DMSArray T2DMSArray;
layout(set = 0, binding = 301) uniform readonly writeonly image2D RW2D;

void main()
{
    uint _118 = uint(textureQueryLevels(T1D));
    uint _124 = min(1u, 31u);
    _128 _13 = _128((1u < _118) ? max((uint(textureSize(T1D, int(0u))) >> _124), 1u) : 0u, _117, _117, _118);
    Out_1._m0[0u >> 2u] = _13._m0;
    Out_1._m0[4u >> 2u] = _13._m3;
    uvec2 _137 = uvec2(textureSize(T1DArray, int(0u)));
    uint _140 = uint(textureQueryLevels(T1DArray));
    bool _141 = 0u < _140;
    uint _142 = min(0u, 31u);
    _128 _16 = _128(_141 ? max((_137.x >> _142), 1u) : 0u, _141 ? _137.y : 0u, _117, _140);
    Out_1._m0[8u >> 2u] = _16._m0;
    Out_1._m0[12u >> 2u] = _16._m1;
    Out_1._m0[16u >> 2u] = _16._m3;
    uvec2 _157 = uvec2(textureSize(T2D, int(0u)));
    uint _160 = uint(textureQueryLevels(T2D));
    bool _161 = 1u < _160;
    uint _162 = min(1u, 31u);
    _128 _20 = _128(_161 ? max((_157.x >> _162), 1u) : 0u, _161 ? max((_157.y >> _162), 1u) : 0u, _117, _160);
    Out_1._m0[20u >> 2u] = _20._m0;
    Out_1._m0[24u >> 2u] = _20._m1;
    Out_1._m0[28u >> 2u] = _20._m3;
    uvec2 _179 = uvec2(textureSize(T2D, int(0u)));
    uint _182 = uint(textureQueryLevels(T2D));
    bool _183 = 2u < _182;
    uint _184 = min(2u, 31u);
    _128 _24 = _128(_183 ? max((_179.x >> _184), 1u) : 0u, _183 ? max((_179.y >> _184), 1u) : 0u, _117, _182);
    Out_1._m0[32u >> 2u] = _24._m0;
    Out_1._m0[36u >> 2u] = _24._m1;
    Out_1._m0[40u >> 2u] = _24._m3;
    uvec3 _202 = uvec3(textureSize(T2DArray, int(0u)));
    uint _206 = uint(textureQueryLevels(T2DArray));
    bool _207 = 0u < _206;
    uint _208 = min(0u, 31u);
    _128 _28 = _128(_207 ? max((_202.x >> _208), 1u) : 0u, _207 ? max((_202.y >> _208), 1u) : 0u, _207 ? _202.z : 0u, _206);
    Out_1._m0[44u >> 2u] = _28._m0;
    Out_1._m0[48u >> 2u] = _28._m1;
    Out_1._m0[52u >> 2u] = _28._m2;
    Out_1._m0[56u >> 2u] = _28._m3;
    uvec3 _229 = uvec3(textureSize(T3D, int(0u)));
    uint _233 = uint(textureQueryLevels(T3D));
    bool _234 = 1u < _233;
    uint _235 = min(1u, 31u);
    _128 _33 = _128(_234 ? max((_229.x >> _235), 1u) : 0u, _234 ? max((_229.y >> _235), 1u) : 0u, _234 ? max((_229.z >> _235), 1u) : 0u, _233);
    Out_1._m0[60u >> 2u] = _33._m0;
    Out_1._m0[64u >> 2u] = _33._m1;
    Out_1._m0[68u >> 2u] = _33._m2;
    Out_1._m0[72u >> 2u] = _33._m3;
    uvec2 _258 = uvec2(textureSize(TCube, int(0u)));
    uint _261 = uint(textureQueryLevels(TCube));
    bool _262 = 1u < _261;
    uint _263 = min(1u, 31u);
    _128 _38 = _128(_262 ? max((_258.x >> _263), 1u) : 0u, _262 ? max((_258.y >> _263), 1u) : 0u, _117, _261);
    Out_1._m0[76u >> 2u] = _38._m0;
    Out_1._m0[80u >> 2u] = _38._m1;
    Out_1._m0[84u >> 2u] = _38._m3;
    uvec3 _280 = uvec3(textureSize(TCubeArray, int(0u)));
    uint _284 = uint(textureQueryLevels(TCubeArray));
    bool _285 = 0u < _284;
    uint _286 = min(0u, 31u);
    _128 _42 = _128(_285 ? max((_280.x >> _286), 1u) : 0u, _285 ? max((_280.y >> _286), 1u) : 0u, _285 ? _280.z : 0u, _284);
    Out_1._m0[88u >> 2u] = _42._m0;
    Out_1._m0[92u >> 2u] = _42._m1;
    Out_1._m0[96u >> 2u] = _42._m2;
    Out_1._m0[100u >> 2u] = _42._m3;
    uvec2 _307 = uvec2(textureSize(T2DMS));
    _128 _47 = _128(_307.x, _307.y, _117, uint(textureSamples(T2DMS)));
    Out_1._m0[104u >> 2u] = _47._m0;
    Out_1._m0[108u >> 2u] = _47._m1;
    Out_1._m0[112u >> 2u] = _47._m3;
    uvec3 _321 = uvec3(textureSize(T2DMSArray));
    _128 _51 = _128(_321.x, _321.y, _321.z, uint(textureSamples(T2DMSArray)));
    Out_1._m0[116u >> 2u] = _51._m0;
    Out_1._m0[120u >> 2u] = _51._m1;
    Out_1._m0[124u >> 2u] = _51._m2;
    Out_1._m0[128u >> 2u] = _51._m3;
    uvec2 _339 = uvec2(imageSize(RW2D));
    _128 _56 = _128(_339.x, _339.y, _117, _117);
    Out_1._m0[132u >> 2u] = _56._m0;
    Out_1._m0[136u >> 2u] = _56._m1;
    uint _349 = uint(textureSamples(T2DMS));
    uint _350 = _349 - 1u;
    uint _359 = ((((_349 & _350) == 0u) && (_350 <= 15u)) && (0u < _349)) ? (_350 + 0u) : 0u;
    _417 _59 = _417(_409[_359].x, _409[_359].y);
    Out_1._m0[140u >> 2u] = floatBitsToUint(_59._m0);
    uint _422 = 140u + 4u;
    Out_1._m0[_422 >> 2u] = floatBitsToUint(_59._m1);
    uint _427 = uint(textureSamples(T2DMS));
    uint _428 = _427 - 1u;
    uint _436 = ((((_427 & _428) == 0u) && (_428 <= 15u)) && (1u < _427)) ? (_428 + 1u) : 0u;
    _417 _62 = _417(_409[_436].x, _409[_436].y);
    Out_1._m0[148u >> 2u] = floatBitsToUint(_62._m0);
    uint _445 = 148u + 4u;
    Out_1._m0[_445 >> 2u] = floatBitsToUint(_62._m1);
    uint _450 = uint(textureSamples(T2DMS));
    uint _451 = _450 - 1u;
    uint _459 = ((((_450 & _451) == 0u) && (_451 <= 15u)) && (2u < _450)) ? (_451 + 2u) : 0u;
    _417 _65 = _417(_409[_459].x, _409[_459].y);
    Out_1._m0[156u >> 2u] = floatBitsToUint(_65._m0);
    uint _468 = 156u + 4u;
    Out_1._m0[_468 >> 2u] = floatBitsToUint(_65._m1);
    uint _473 = uint(textureSamples(T2DMS));
    uint _475 = _473 - 1u;
    uint _483 = ((((_473 & _475) == 0u) && (_475 <= 15u)) && (3u < _473)) ? (_475 + 3u) : 0u;
    _417 _68 = _417(_409[_483].x, _409[_483].y);
    Out_1._m0[164u >> 2u] = floatBitsToUint(_68._m0);
    uint _492 = 164u + 4u;
    Out_1._m0[_492 >> 2u] = floatBitsToUint(_68._m1);
    uint _497 = uint(textureSamples(T2DMS));
    uint _498 = _497 - 1u;
    uint _506 = ((((_497 & _498) == 0u) && (_498 <= 15u)) && (4u < _497)) ? (_498 + 4u) : 0u;
    _417 _71 = _417(_409[_506].x, _409[_506].y);
    Out_1._m0[172u >> 2u] = floatBitsToUint(_71._m0);
    uint _515 = 172u + 4u;
    Out_1._m0[_515 >> 2u] = floatBitsToUint(_71._m1);
}

