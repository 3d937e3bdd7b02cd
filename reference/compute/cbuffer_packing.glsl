#version 460
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;

struct _200
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

struct _447
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

layout(set = 0, binding = 300, std430) buffer _174_176
{
    uint _m0[];
} _176;

layout(set = 0, binding = 200, std140) uniform _181_183
{
    uvec4 _m0[16];
} _183;

void main()
{
    uint _6 = 0u * 4u;
    _176._m0[(_6 + 0u) >> 2u] = floatBitsToUint(_200(uintBitsToFloat(_183._m0[0u].x), uintBitsToFloat(_183._m0[0u].y), uintBitsToFloat(_183._m0[0u].z), uintBitsToFloat(_183._m0[0u].w))._m0);
    uint _10 = 1u * 4u;
    _176._m0[(_10 + 0u) >> 2u] = floatBitsToUint(_200(uintBitsToFloat(_183._m0[0u].x), uintBitsToFloat(_183._m0[0u].y), uintBitsToFloat(_183._m0[0u].z), uintBitsToFloat(_183._m0[0u].w))._m1);
    uint _14 = 2u * 4u;
    _176._m0[(_14 + 0u) >> 2u] = floatBitsToUint(_200(uintBitsToFloat(_183._m0[0u].x), uintBitsToFloat(_183._m0[0u].y), uintBitsToFloat(_183._m0[0u].z), uintBitsToFloat(_183._m0[0u].w))._m2);
    uint _18 = 3u * 4u;
    _176._m0[(_18 + 0u) >> 2u] = floatBitsToUint(_200(uintBitsToFloat(_183._m0[0u].x), uintBitsToFloat(_183._m0[0u].y), uintBitsToFloat(_183._m0[0u].z), uintBitsToFloat(_183._m0[0u].w))._m3);
    uint _22 = 4u * 4u;
    _176._m0[(_22 + 0u) >> 2u] = floatBitsToUint(_200(uintBitsToFloat(_183._m0[1u].x), uintBitsToFloat(_183._m0[1u].y), uintBitsToFloat(_183._m0[1u].z), uintBitsToFloat(_183._m0[1u].w))._m0);
    uint _26 = 5u * 4u;
    _176._m0[(_26 + 0u) >> 2u] = floatBitsToUint(_200(uintBitsToFloat(_183._m0[1u].x), uintBitsToFloat(_183._m0[1u].y), uintBitsToFloat(_183._m0[1u].z), uintBitsToFloat(_183._m0[1u].w))._m1);
    uint _30 = 6u * 4u;
    _176._m0[(_30 + 0u) >> 2u] = floatBitsToUint(_200(uintBitsToFloat(_183._m0[2u].x), uintBitsToFloat(_183._m0[2u].y), uintBitsToFloat(_183._m0[2u].z), uintBitsToFloat(_183._m0[2u].w))._m0);
    uint _34 = 7u * 4u;
    _176._m0[(_34 + 0u) >> 2u] = floatBitsToUint(_200(uintBitsToFloat(_183._m0[2u].x), uintBitsToFloat(_183._m0[2u].y), uintBitsToFloat(_183._m0[2u].z), uintBitsToFloat(_183._m0[2u].w))._m1);
    uint _38 = 8u * 4u;
    _176._m0[(_38 + 0u) >> 2u] = floatBitsToUint(_200(uintBitsToFloat(_183._m0[2u].x), uintBitsToFloat(_183._m0[2u].y), uintBitsToFloat(_183._m0[2u].z), uintBitsToFloat(_183._m0[2u].w))._m2);
    uint _42 = 9u * 4u;
    _176._m0[(_42 + 0u) >> 2u] = floatBitsToUint(_200(uintBitsToFloat(_183._m0[3u].x), uintBitsToFloat(_183._m0[3u].y), uintBitsToFloat(_183._m0[3u].z), uintBitsToFloat(_183._m0[3u].w))._m0);
    uint _46 = 10u * 4u;
    _176._m0[(_46 + 0u) >> 2u] = floatBitsToUint(_200(uintBitsToFloat(_183._m0[4u].x), uintBitsToFloat(_183._m0[4u].y), uintBitsToFloat(_183._m0[4u].z), uintBitsToFloat(_183._m0[4u].w))._m0);
    uint _50 = 11u * 4u;
    _176._m0[(_50 + 0u) >> 2u] = floatBitsToUint(_200(uintBitsToFloat(_183._m0[5u].x), uintBitsToFloat(_183._m0[5u].y), uintBitsToFloat(_183._m0[5u].z), uintBitsToFloat(_183._m0[5u].w))._m0);
    uint _54 = 12u * 4u;
    _176._m0[(_54 + 0u) >> 2u] = floatBitsToUint(_200(uintBitsToFloat(_183._m0[5u].x), uintBitsToFloat(_183._m0[5u].y), uintBitsToFloat(_183._m0[5u].z), uintBitsToFloat(_183._m0[5u].w))._m1);
    uint _58 = 13u * 4u;
    _176._m0[(_58 + 0u) >> 2u] = floatBitsToUint(_200(uintBitsToFloat(_183._m0[6u].x), uintBitsToFloat(_183._m0[6u].y), uintBitsToFloat(_183._m0[6u].z), uintBitsToFloat(_183._m0[6u].w))._m0);
    uint _62 = 14u * 4u;
    _176._m0[(_62 + 0u) >> 2u] = floatBitsToUint(_200(uintBitsToFloat(_183._m0[7u].x), uintBitsToFloat(_183._m0[7u].y), uintBitsToFloat(_183._m0[7u].z), uintBitsToFloat(_183._m0[7u].w))._m0);
    uint _66 = 15u * 4u;
    _176._m0[(_66 + 0u) >> 2u] = floatBitsToUint(_200(uintBitsToFloat(_183._m0[6u].x), uintBitsToFloat(_183._m0[6u].y), uintBitsToFloat(_183._m0[6u].z), uintBitsToFloat(_183._m0[6u].w))._m1);
    uint _70 = 16u * 4u;
    _176._m0[(_70 + 0u) >> 2u] = floatBitsToUint(_200(uintBitsToFloat(_183._m0[8u].x), uintBitsToFloat(_183._m0[8u].y), uintBitsToFloat(_183._m0[8u].z), uintBitsToFloat(_183._m0[8u].w))._m3);
    uint _74 = 17u * 4u;
    _176._m0[(_74 + 0u) >> 2u] = floatBitsToUint(_200(uintBitsToFloat(_183._m0[9u].x), uintBitsToFloat(_183._m0[9u].y), uintBitsToFloat(_183._m0[9u].z), uintBitsToFloat(_183._m0[9u].w))._m3);
    uint _79 = 18u * 4u;
    _176._m0[(_79 + 0u) >> 2u] = floatBitsToUint(float(_447(_183._m0[10u].x, _183._m0[10u].y, _183._m0[10u].z, _183._m0[10u].w)._m0));
    uint _83 = 19u * 4u;
    _176._m0[(_83 + 0u) >> 2u] = floatBitsToUint(_200(uintBitsToFloat(_183._m0[11u].x), uintBitsToFloat(_183._m0[11u].y), uintBitsToFloat(_183._m0[11u].z), uintBitsToFloat(_183._m0[11u].w))._m0);
    uint _87 = 20u * 4u;
    _176._m0[(_87 + 0u) >> 2u] = floatBitsToUint(_200(uintBitsToFloat(_183._m0[12u].x), uintBitsToFloat(_183._m0[12u].y), uintBitsToFloat(_183._m0[12u].z), uintBitsToFloat(_183._m0[12u].w))._m0);
    uint _91 = 21u * 4u;
    _176._m0[(_91 + 0u) >> 2u] = floatBitsToUint(_200(uintBitsToFloat(_183._m0[13u].x), uintBitsToFloat(_183._m0[13u].y), uintBitsToFloat(_183._m0[13u].z), uintBitsToFloat(_183._m0[13u].w))._m0);
    uint _95 = 22u * 4u;
    _176._m0[(_95 + 0u) >> 2u] = floatBitsToUint(_200(uintBitsToFloat(_183._m0[11u].x), uintBitsToFloat(_183._m0[11u].y), uintBitsToFloat(_183._m0[11u].z), uintBitsToFloat(_183._m0[11u].w))._m1);
    uint _99 = 23u * 4u;
    _176._m0[(_99 + 0u) >> 2u] = floatBitsToUint(_200(uintBitsToFloat(_183._m0[12u].x), uintBitsToFloat(_183._m0[12u].y), uintBitsToFloat(_183._m0[12u].z), uintBitsToFloat(_183._m0[12u].w))._m1);
    uint _103 = 24u * 4u;
    _176._m0[(_103 + 0u) >> 2u] = floatBitsToUint(_200(uintBitsToFloat(_183._m0[13u].x), uintBitsToFloat(_183._m0[13u].y), uintBitsToFloat(_183._m0[13u].z), uintBitsToFloat(_183._m0[13u].w))._m1);
    uint _108 = 25u * 4u;
    _176._m0[(_108 + 0u) >> 2u] = floatBitsToUint(float(_447(_183._m0[13u].x, _183._m0[13u].y, _183._m0[13u].z, _183._m0[13u].w)._m2));
    uint _113 = 26u * 4u;
    _176._m0[(_113 + 0u) >> 2u] = floatBitsToUint(float(int(_447(_183._m0[14u].x, _183._m0[14u].y, _183._m0[14u].z, _183._m0[14u].w)._m0)));
    uint _118 = 27u * 4u;
    _176._m0[(_118 + 0u) >> 2u] = floatBitsToUint(float(int(_447(_183._m0[14u].x, _183._m0[14u].y, _183._m0[14u].z, _183._m0[14u].w)._m1)));
    uint _123 = 28u * 4u;
    _176._m0[(_123 + 0u) >> 2u] = floatBitsToUint(float(int(_447(_183._m0[15u].x, _183._m0[15u].y, _183._m0[15u].z, _183._m0[15u].w)._m0)));
    uint _128 = 29u * 4u;
    _176._m0[(_128 + 0u) >> 2u] = floatBitsToUint(float(int(_447(_183._m0[15u].x, _183._m0[15u].y, _183._m0[15u].z, _183._m0[15u].w)._m1)));
    uint _133 = 30u * 4u;
    _176._m0[(_133 + 0u) >> 2u] = floatBitsToUint(float(_447(_183._m0[15u].x, _183._m0[15u].y, _183._m0[15u].z, _183._m0[15u].w)._m2));
    _200 _135 = _200(uintBitsToFloat(_183._m0[6u].x), uintBitsToFloat(_183._m0[6u].y), uintBitsToFloat(_183._m0[6u].z), uintBitsToFloat(_183._m0[6u].w));
    _200 _140 = _200(uintBitsToFloat(_183._m0[7u].x), uintBitsToFloat(_183._m0[7u].y), uintBitsToFloat(_183._m0[7u].z), uintBitsToFloat(_183._m0[7u].w));
    _200 _145 = _200(uintBitsToFloat(_183._m0[8u].x), uintBitsToFloat(_183._m0[8u].y), uintBitsToFloat(_183._m0[8u].z), uintBitsToFloat(_183._m0[8u].w));
    _200 _150 = _200(uintBitsToFloat(_183._m0[9u].x), uintBitsToFloat(_183._m0[9u].y), uintBitsToFloat(_183._m0[9u].z), uintBitsToFloat(_183._m0[9u].w));
    uint _170 = 31u * 4u;
    _176._m0[(_170 + 0u) >> 2u] = floatBitsToUint(((((_150._m1 * 4.0) + ((_145._m1 * 3.0) + ((_140._m1 * 2.0) + _135._m1))) + ((_150._m0 * 4.0) + ((_145._m0 * 3.0) + ((_140._m0 * 2.0) + _135._m0)))) + ((_150._m2 * 4.0) + ((_145._m2 * 3.0) + ((_140._m2 * 2.0) + _135._m2)))) + ((_150._m3 * 4.0) + ((_145._m3 * 3.0) + ((_140._m3 * 2.0) + _135._m3))));
}

