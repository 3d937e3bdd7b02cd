#version 460
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;

struct _236
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

float _247;

layout(set = 0, binding = 0, std430) readonly buffer _187_189
{
    uint _m0[];
} _189;

layout(set = 0, binding = 300, std430) buffer _192_194
{
    uint _m0[];
} _194;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _6 = (_4 * 72u) + 0u;
    uint _217 = _189._m0[_6 >> 2u];
    uint _223 = _189._m0[(_6 + 4u) >> 2u];
    uint _229 = _189._m0[(_6 + 8u) >> 2u];
    uint _234 = _189._m0[(_6 + 12u) >> 2u];
    _236 _7 = _236(uintBitsToFloat(_217), uintBitsToFloat(_223), uintBitsToFloat(_229), uintBitsToFloat(_234), 0u);
    float _8 = _7._m0;
    float _9 = _7._m1;
    float _10 = _7._m2;
    float _11 = _7._m3;
    uint _13 = (_4 * 72u) + 16u;
    uint _240 = _189._m0[_13 >> 2u];
    uint _245 = _189._m0[(_13 + 4u) >> 2u];
    _236 _14 = _236(uintBitsToFloat(_240), uintBitsToFloat(_245), _247, _247, 0u);
    float _15 = _14._m0;
    float _16 = _14._m1;
    uint _18 = (_4 * 72u) + 24u;
    uint _251 = _189._m0[_18 >> 2u];
    uint _256 = _189._m0[(_18 + 4u) >> 2u];
    uint _261 = _189._m0[(_18 + 8u) >> 2u];
    uint _266 = _189._m0[(_18 + 12u) >> 2u];
    _236 _19 = _236(uintBitsToFloat(_251), uintBitsToFloat(_256), uintBitsToFloat(_261), uintBitsToFloat(_266), 0u);
    float _20 = _19._m0;
    float _21 = _19._m1;
    float _22 = _19._m2;
    float _23 = _19._m3;
    uint _25 = (_4 * 72u) + 40u;
    uint _271 = _189._m0[_25 >> 2u];
    uint _276 = _189._m0[(_25 + 4u) >> 2u];
    uint _281 = _189._m0[(_25 + 8u) >> 2u];
    uint _286 = _189._m0[(_25 + 12u) >> 2u];
    _236 _26 = _236(uintBitsToFloat(_271), uintBitsToFloat(_276), uintBitsToFloat(_281), uintBitsToFloat(_286), 0u);
    float _27 = _26._m0;
    float _28 = _26._m1;
    float _29 = _26._m2;
    float _30 = _26._m3;
    uint _32 = (_4 * 72u) + 56u;
    uint _291 = _189._m0[_32 >> 2u];
    uint _296 = _189._m0[(_32 + 4u) >> 2u];
    uint _301 = _189._m0[(_32 + 8u) >> 2u];
    uint _306 = _189._m0[(_32 + 12u) >> 2u];
    _236 _33 = _236(uintBitsToFloat(_291), uintBitsToFloat(_296), uintBitsToFloat(_301), uintBitsToFloat(_306), 0u);
    float _34 = _33._m0;
    float _35 = _33._m1;
    float _36 = _33._m2;
    float _37 = _33._m3;
    uint _62 = _4 * 20u;
    _194._m0[((_62 * 4u) + 0u) >> 2u] = floatBitsToUint((_15 * _22) + ((_10 * _21) + (_20 * _8)));
    _194._m0[(((_62 | 1u) * 4u) + 0u) >> 2u] = floatBitsToUint((_15 * _28) + ((_10 * _27) + (_23 * _8)));
    _194._m0[(((_62 | 2u) * 4u) + 0u) >> 2u] = floatBitsToUint((_15 * _34) + ((_10 * _30) + (_29 * _8)));
    _194._m0[(((_62 | 3u) * 4u) + 0u) >> 2u] = floatBitsToUint((_15 * _37) + ((_10 * _36) + (_35 * _8)));
    _194._m0[(((_62 + 4u) * 4u) + 0u) >> 2u] = floatBitsToUint((_16 * _22) + ((_11 * _21) + (_20 * _9)));
    _194._m0[(((_62 + 5u) * 4u) + 0u) >> 2u] = floatBitsToUint((_16 * _28) + ((_11 * _27) + (_23 * _9)));
    _194._m0[(((_62 + 6u) * 4u) + 0u) >> 2u] = floatBitsToUint((_16 * _34) + ((_11 * _30) + (_29 * _9)));
    _194._m0[(((_62 + 7u) * 4u) + 0u) >> 2u] = floatBitsToUint((_16 * _37) + ((_11 * _36) + (_35 * _9)));
    bool _354 = 3u == 0u;
    uint _86 = _354 ? 4294967295u : (_4 % (_354 ? 1u : 3u));
    uint _87 = _86 + 3u;
    float _203[12];
    _203[0u] = _20;
    _203[1u] = _21;
    _203[2u] = _22;
    _203[3u] = _23;
    _203[4u] = _27;
    _203[5u] = _28;
    _203[6u] = _29;
    _203[7u] = _30;
    _203[8u] = _34;
    _203[9u] = _35;
    _203[10u] = _36;
    _203[11u] = _37;
    _194._m0[(((_62 + 8u) * 4u) + 0u) >> 2u] = floatBitsToUint((((_203[_87] * 10.0) + _203[_86]) + (_203[_86 + 6u] * 100.0)) + (_203[_86 + 9u] * 1000.0));
    _194._m0[(((_62 + 9u) * 4u) + 0u) >> 2u] = floatBitsToUint((2.0 * _22) + (((-1.0) * _21) + _20));
    _194._m0[(((_62 + 10u) * 4u) + 0u) >> 2u] = floatBitsToUint((2.0 * _28) + (((-1.0) * _27) + _23));
    _194._m0[(((_62 + 11u) * 4u) + 0u) >> 2u] = floatBitsToUint((2.0 * _34) + (((-1.0) * _30) + _29));
    _194._m0[(((_62 + 12u) * 4u) + 0u) >> 2u] = floatBitsToUint((2.0 * _37) + (((-1.0) * _36) + _35));
    float _199[6];
    _199[0u] = _8;
    _199[1u] = _10;
    _199[2u] = _15;
    _199[3u] = _9;
    _199[4u] = _11;
    _199[5u] = _16;
    _199[_86] = 7.0;
    _199[_87] = -7.0;
    _194._m0[(((_62 + 13u) * 4u) + 0u) >> 2u] = floatBitsToUint((3.0 * _199[2u]) + ((2.0 * _199[1u]) + _199[0u]));
    _194._m0[(((_62 + 14u) * 4u) + 0u) >> 2u] = floatBitsToUint((3.0 * _199[5u]) + ((2.0 * _199[4u]) + _199[3u]));
    _194._m0[(((_62 + 15u) * 4u) + 0u) >> 2u] = floatBitsToUint(_16 + _8);
    _194._m0[(((_62 + 16u) * 4u) + 0u) >> 2u] = floatBitsToUint((_15 * 2.0) + ((_10 * 0.25) + (_8 * 0.5)));
    _194._m0[(((_62 + 17u) * 4u) + 0u) >> 2u] = floatBitsToUint((_16 * 2.0) + ((_11 * 0.25) + (_9 * 0.5)));
    _194._m0[(((_62 + 18u) * 4u) + 0u) >> 2u] = floatBitsToUint(_16);
    _194._m0[(((_62 + 19u) * 4u) + 0u) >> 2u] = floatBitsToUint(_37);
}

