#version 460
#extension GL_EXT_samplerless_texture_functions : require
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;

uint _117;

struct _129
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

const vec2 _424[31] = vec2[](vec2(0.0), vec2(0.25), vec2(-0.25), vec2(-0.125, -0.375), vec2(0.375, -0.125), vec2(-0.375, 0.125), vec2(0.125, 0.375), vec2(0.0625, -0.1875), vec2(-0.0625, 0.1875), vec2(0.3125, 0.0625), vec2(-0.1875, -0.3125), vec2(-0.3125, 0.3125), vec2(-0.4375, -0.0625), vec2(0.1875, 0.4375), vec2(0.4375, -0.4375), vec2(0.0625), vec2(-0.0625, -0.1875), vec2(-0.1875, 0.125), vec2(0.25, -0.0625), vec2(-0.3125, -0.125), vec2(0.125, 0.3125), vec2(0.3125, 0.1875), vec2(0.1875, -0.3125), vec2(-0.125, 0.375), vec2(0.0, -0.4375), vec2(-0.25, -0.375), vec2(-0.375, 0.25), vec2(-0.5, 0.0), vec2(0.4375, -0.25), vec2(0.375, 0.4375), vec2(-0.4375, -0.5));

struct _432
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
    uint _116 = uint(textureSize(T1D, int(0u)));
    uint _118 = uint(textureQueryLevels(T1D));
    uint _124 = min(1u, 31u);
    _129 _13 = _129((1u < _118) ? min(_116, max((_116 >> _124), 1u)) : 0u, _117, _117, _118);
    Out_1._m0[0u >> 2u] = _13._m0;
    Out_1._m0[4u >> 2u] = _13._m3;
    uvec2 _138 = uvec2(textureSize(T1DArray, int(0u)));
    uint _139 = _138.x;
    uint _141 = uint(textureQueryLevels(T1DArray));
    bool _142 = 0u < _141;
    uint _143 = min(0u, 31u);
    _129 _16 = _129(_142 ? min(_139, max((_139 >> _143), 1u)) : 0u, _142 ? _138.y : 0u, _117, _141);
    Out_1._m0[8u >> 2u] = _16._m0;
    Out_1._m0[12u >> 2u] = _16._m1;
    Out_1._m0[16u >> 2u] = _16._m3;
    uvec2 _159 = uvec2(textureSize(T2D, int(0u)));
    uint _160 = _159.x;
    uint _161 = _159.y;
    uint _162 = uint(textureQueryLevels(T2D));
    bool _163 = 1u < _162;
    uint _164 = min(1u, 31u);
    _129 _20 = _129(_163 ? min(_160, max((_160 >> _164), 1u)) : 0u, _163 ? min(_161, max((_161 >> _164), 1u)) : 0u, _117, _162);
    Out_1._m0[20u >> 2u] = _20._m0;
    Out_1._m0[24u >> 2u] = _20._m1;
    Out_1._m0[28u >> 2u] = _20._m3;
    uvec2 _183 = uvec2(textureSize(T2D, int(0u)));
    uint _184 = _183.x;
    uint _185 = _183.y;
    uint _186 = uint(textureQueryLevels(T2D));
    bool _187 = 2u < _186;
    uint _188 = min(2u, 31u);
    _129 _24 = _129(_187 ? min(_184, max((_184 >> _188), 1u)) : 0u, _187 ? min(_185, max((_185 >> _188), 1u)) : 0u, _117, _186);
    Out_1._m0[32u >> 2u] = _24._m0;
    Out_1._m0[36u >> 2u] = _24._m1;
    Out_1._m0[40u >> 2u] = _24._m3;
    uvec3 _208 = uvec3(textureSize(T2DArray, int(0u)));
    uint _209 = _208.x;
    uint _210 = _208.y;
    uint _212 = uint(textureQueryLevels(T2DArray));
    bool _213 = 0u < _212;
    uint _214 = min(0u, 31u);
    _129 _28 = _129(_213 ? min(_209, max((_209 >> _214), 1u)) : 0u, _213 ? min(_210, max((_210 >> _214), 1u)) : 0u, _213 ? _208.z : 0u, _212);
    Out_1._m0[44u >> 2u] = _28._m0;
    Out_1._m0[48u >> 2u] = _28._m1;
    Out_1._m0[52u >> 2u] = _28._m2;
    Out_1._m0[56u >> 2u] = _28._m3;
    uvec3 _237 = uvec3(textureSize(T3D, int(0u)));
    uint _238 = _237.x;
    uint _239 = _237.y;
    uint _240 = _237.z;
    uint _241 = uint(textureQueryLevels(T3D));
    bool _242 = 1u < _241;
    uint _243 = min(1u, 31u);
    _129 _33 = _129(_242 ? min(_238, max((_238 >> _243), 1u)) : 0u, _242 ? min(_239, max((_239 >> _243), 1u)) : 0u, _242 ? min(_240, max((_240 >> _243), 1u)) : 0u, _241);
    Out_1._m0[60u >> 2u] = _33._m0;
    Out_1._m0[64u >> 2u] = _33._m1;
    Out_1._m0[68u >> 2u] = _33._m2;
    Out_1._m0[72u >> 2u] = _33._m3;
    uvec2 _269 = uvec2(textureSize(TCube, int(0u)));
    uint _270 = _269.x;
    uint _271 = _269.y;
    uint _272 = uint(textureQueryLevels(TCube));
    bool _273 = 1u < _272;
    uint _274 = min(1u, 31u);
    _129 _38 = _129(_273 ? min(_270, max((_270 >> _274), 1u)) : 0u, _273 ? min(_271, max((_271 >> _274), 1u)) : 0u, _117, _272);
    Out_1._m0[76u >> 2u] = _38._m0;
    Out_1._m0[80u >> 2u] = _38._m1;
    Out_1._m0[84u >> 2u] = _38._m3;
    uvec3 _293 = uvec3(textureSize(TCubeArray, int(0u)));
    uint _294 = _293.x;
    uint _295 = _293.y;
    uint _297 = uint(textureQueryLevels(TCubeArray));
    bool _298 = 0u < _297;
    uint _299 = min(0u, 31u);
    _129 _42 = _129(_298 ? min(_294, max((_294 >> _299), 1u)) : 0u, _298 ? min(_295, max((_295 >> _299), 1u)) : 0u, _298 ? _293.z : 0u, _297);
    Out_1._m0[88u >> 2u] = _42._m0;
    Out_1._m0[92u >> 2u] = _42._m1;
    Out_1._m0[96u >> 2u] = _42._m2;
    Out_1._m0[100u >> 2u] = _42._m3;
    uvec2 _322 = uvec2(textureSize(T2DMS));
    _129 _47 = _129(_322.x, _322.y, _117, uint(textureSamples(T2DMS)));
    Out_1._m0[104u >> 2u] = _47._m0;
    Out_1._m0[108u >> 2u] = _47._m1;
    Out_1._m0[112u >> 2u] = _47._m3;
    uvec3 _336 = uvec3(textureSize(T2DMSArray));
    _129 _51 = _129(_336.x, _336.y, _336.z, uint(textureSamples(T2DMSArray)));
    Out_1._m0[116u >> 2u] = _51._m0;
    Out_1._m0[120u >> 2u] = _51._m1;
    Out_1._m0[124u >> 2u] = _51._m2;
    Out_1._m0[128u >> 2u] = _51._m3;
    uvec2 _354 = uvec2(imageSize(RW2D));
    _129 _56 = _129(_354.x, _354.y, _117, _117);
    Out_1._m0[132u >> 2u] = _56._m0;
    Out_1._m0[136u >> 2u] = _56._m1;
    uint _364 = uint(textureSamples(T2DMS));
    uint _365 = _364 - 1u;
    uint _374 = ((((_364 & _365) == 0u) && (_365 <= 15u)) && (0u < _364)) ? (_365 + 0u) : 0u;
    _432 _59 = _432(_424[_374].x, _424[_374].y);
    Out_1._m0[140u >> 2u] = floatBitsToUint(_59._m0);
    uint _437 = 140u + 4u;
    Out_1._m0[_437 >> 2u] = floatBitsToUint(_59._m1);
    uint _442 = uint(textureSamples(T2DMS));
    uint _443 = _442 - 1u;
    uint _451 = ((((_442 & _443) == 0u) && (_443 <= 15u)) && (1u < _442)) ? (_443 + 1u) : 0u;
    _432 _62 = _432(_424[_451].x, _424[_451].y);
    Out_1._m0[148u >> 2u] = floatBitsToUint(_62._m0);
    uint _460 = 148u + 4u;
    Out_1._m0[_460 >> 2u] = floatBitsToUint(_62._m1);
    uint _465 = uint(textureSamples(T2DMS));
    uint _466 = _465 - 1u;
    uint _474 = ((((_465 & _466) == 0u) && (_466 <= 15u)) && (2u < _465)) ? (_466 + 2u) : 0u;
    _432 _65 = _432(_424[_474].x, _424[_474].y);
    Out_1._m0[156u >> 2u] = floatBitsToUint(_65._m0);
    uint _483 = 156u + 4u;
    Out_1._m0[_483 >> 2u] = floatBitsToUint(_65._m1);
    uint _488 = uint(textureSamples(T2DMS));
    uint _490 = _488 - 1u;
    uint _498 = ((((_488 & _490) == 0u) && (_490 <= 15u)) && (3u < _488)) ? (_490 + 3u) : 0u;
    _432 _68 = _432(_424[_498].x, _424[_498].y);
    Out_1._m0[164u >> 2u] = floatBitsToUint(_68._m0);
    uint _507 = 164u + 4u;
    Out_1._m0[_507 >> 2u] = floatBitsToUint(_68._m1);
    uint _512 = uint(textureSamples(T2DMS));
    uint _513 = _512 - 1u;
    uint _521 = ((((_512 & _513) == 0u) && (_513 <= 15u)) && (4u < _512)) ? (_513 + 4u) : 0u;
    _432 _71 = _432(_424[_521].x, _424[_521].y);
    Out_1._m0[172u >> 2u] = floatBitsToUint(_71._m0);
    uint _530 = 172u + 4u;
    Out_1._m0[_530 >> 2u] = floatBitsToUint(_71._m1);
}

