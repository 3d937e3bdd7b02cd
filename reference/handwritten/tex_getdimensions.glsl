#version 460
#extension GL_EXT_samplerless_texture_functions : require
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;

uint _117;

struct _119
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

const vec2 _344[31] = vec2[](vec2(0.0), vec2(0.25), vec2(-0.25), vec2(-0.125, -0.375), vec2(0.375, -0.125), vec2(-0.375, 0.125), vec2(0.125, 0.375), vec2(0.0625, -0.1875), vec2(-0.0625, 0.1875), vec2(0.3125, 0.0625), vec2(-0.1875, -0.3125), vec2(-0.3125, 0.3125), vec2(-0.4375, -0.0625), vec2(0.1875, 0.4375), vec2(0.4375, -0.4375), vec2(0.0625), vec2(-0.0625, -0.1875), vec2(-0.1875, 0.125), vec2(0.25, -0.0625), vec2(-0.3125, -0.125), vec2(0.125, 0.3125), vec2(0.3125, 0.1875), vec2(0.1875, -0.3125), vec2(-0.125, 0.375), vec2(0.0, -0.4375), vec2(-0.25, -0.375), vec2(-0.375, 0.25), vec2(-0.5, 0.0), vec2(0.4375, -0.25), vec2(0.375, 0.4375), vec2(-0.4375, -0.5));

struct _352
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
    _119 _13 = _119(uint(textureSize(T1D, int(1u))), _117, _117, uint(textureQueryLevels(T1D)));
    Out_1._m0[0u >> 2u] = _13._m0;
    Out_1._m0[4u >> 2u] = _13._m3;
    uvec2 _129 = uvec2(textureSize(T1DArray, int(0u)));
    _119 _16 = _119(_129.x, _129.y, _117, uint(textureQueryLevels(T1DArray)));
    Out_1._m0[8u >> 2u] = _16._m0;
    Out_1._m0[12u >> 2u] = _16._m1;
    Out_1._m0[16u >> 2u] = _16._m3;
    uvec2 _143 = uvec2(textureSize(T2D, int(1u)));
    _119 _20 = _119(_143.x, _143.y, _117, uint(textureQueryLevels(T2D)));
    Out_1._m0[20u >> 2u] = _20._m0;
    Out_1._m0[24u >> 2u] = _20._m1;
    Out_1._m0[28u >> 2u] = _20._m3;
    uvec2 _157 = uvec2(textureSize(T2D, int(2u)));
    _119 _24 = _119(_157.x, _157.y, _117, uint(textureQueryLevels(T2D)));
    Out_1._m0[32u >> 2u] = _24._m0;
    Out_1._m0[36u >> 2u] = _24._m1;
    Out_1._m0[40u >> 2u] = _24._m3;
    uvec3 _172 = uvec3(textureSize(T2DArray, int(0u)));
    _119 _28 = _119(_172.x, _172.y, _172.z, uint(textureQueryLevels(T2DArray)));
    Out_1._m0[44u >> 2u] = _28._m0;
    Out_1._m0[48u >> 2u] = _28._m1;
    Out_1._m0[52u >> 2u] = _28._m2;
    Out_1._m0[56u >> 2u] = _28._m3;
    uvec3 _190 = uvec3(textureSize(T3D, int(1u)));
    _119 _33 = _119(_190.x, _190.y, _190.z, uint(textureQueryLevels(T3D)));
    Out_1._m0[60u >> 2u] = _33._m0;
    Out_1._m0[64u >> 2u] = _33._m1;
    Out_1._m0[68u >> 2u] = _33._m2;
    Out_1._m0[72u >> 2u] = _33._m3;
    uvec2 _208 = uvec2(textureSize(TCube, int(1u)));
    _119 _38 = _119(_208.x, _208.y, _117, uint(textureQueryLevels(TCube)));
    Out_1._m0[76u >> 2u] = _38._m0;
    Out_1._m0[80u >> 2u] = _38._m1;
    Out_1._m0[84u >> 2u] = _38._m3;
    uvec3 _222 = uvec3(textureSize(TCubeArray, int(0u)));
    _119 _42 = _119(_222.x, _222.y, _222.z, uint(textureQueryLevels(TCubeArray)));
    Out_1._m0[88u >> 2u] = _42._m0;
    Out_1._m0[92u >> 2u] = _42._m1;
    Out_1._m0[96u >> 2u] = _42._m2;
    Out_1._m0[100u >> 2u] = _42._m3;
    uvec2 _240 = uvec2(textureSize(T2DMS));
    _119 _47 = _119(_240.x, _240.y, _117, uint(textureSamples(T2DMS)));
    Out_1._m0[104u >> 2u] = _47._m0;
    Out_1._m0[108u >> 2u] = _47._m1;
    Out_1._m0[112u >> 2u] = _47._m3;
    uvec3 _254 = uvec3(textureSize(T2DMSArray));
    _119 _51 = _119(_254.x, _254.y, _254.z, uint(textureSamples(T2DMSArray)));
    Out_1._m0[116u >> 2u] = _51._m0;
    Out_1._m0[120u >> 2u] = _51._m1;
    Out_1._m0[124u >> 2u] = _51._m2;
    Out_1._m0[128u >> 2u] = _51._m3;
    uvec2 _272 = uvec2(imageSize(RW2D));
    _119 _56 = _119(_272.x, _272.y, _117, _117);
    Out_1._m0[132u >> 2u] = _56._m0;
    Out_1._m0[136u >> 2u] = _56._m1;
    uint _283 = uint(textureSamples(T2DMS));
    uint _284 = _283 - 1u;
    uint _293 = ((((_283 & _284) == 0u) && (_284 <= 15u)) && (0u < _283)) ? (_284 + 0u) : 0u;
    _352 _59 = _352(_344[_293].x, _344[_293].y);
    Out_1._m0[140u >> 2u] = floatBitsToUint(_59._m0);
    uint _357 = 140u + 4u;
    Out_1._m0[_357 >> 2u] = floatBitsToUint(_59._m1);
    uint _362 = uint(textureSamples(T2DMS));
    uint _363 = _362 - 1u;
    uint _371 = ((((_362 & _363) == 0u) && (_363 <= 15u)) && (1u < _362)) ? (_363 + 1u) : 0u;
    _352 _62 = _352(_344[_371].x, _344[_371].y);
    Out_1._m0[148u >> 2u] = floatBitsToUint(_62._m0);
    uint _380 = 148u + 4u;
    Out_1._m0[_380 >> 2u] = floatBitsToUint(_62._m1);
    uint _385 = uint(textureSamples(T2DMS));
    uint _386 = _385 - 1u;
    uint _394 = ((((_385 & _386) == 0u) && (_386 <= 15u)) && (2u < _385)) ? (_386 + 2u) : 0u;
    _352 _65 = _352(_344[_394].x, _344[_394].y);
    Out_1._m0[156u >> 2u] = floatBitsToUint(_65._m0);
    uint _403 = 156u + 4u;
    Out_1._m0[_403 >> 2u] = floatBitsToUint(_65._m1);
    uint _408 = uint(textureSamples(T2DMS));
    uint _410 = _408 - 1u;
    uint _418 = ((((_408 & _410) == 0u) && (_410 <= 15u)) && (3u < _408)) ? (_410 + 3u) : 0u;
    _352 _68 = _352(_344[_418].x, _344[_418].y);
    Out_1._m0[164u >> 2u] = floatBitsToUint(_68._m0);
    uint _427 = 164u + 4u;
    Out_1._m0[_427 >> 2u] = floatBitsToUint(_68._m1);
    uint _432 = uint(textureSamples(T2DMS));
    uint _433 = _432 - 1u;
    uint _441 = ((((_432 & _433) == 0u) && (_433 <= 15u)) && (4u < _432)) ? (_433 + 4u) : 0u;
    _352 _71 = _352(_344[_441].x, _344[_441].y);
    Out_1._m0[172u >> 2u] = floatBitsToUint(_71._m0);
    uint _450 = 172u + 4u;
    Out_1._m0[_450 >> 2u] = floatBitsToUint(_71._m1);
}

