#version 460
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;

float _94;

struct _95
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

uint _101;

struct _102
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _58_60
{
    uint _m0[];
} _60;

layout(set = 0, binding = 300, std430) buffer _63_65
{
    uint _m0[];
} _65;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _5 = _4 * 12u;
    uint _80 = _60._m0[_5 >> 2u];
    uint _86 = _60._m0[(_5 + 4u) >> 2u];
    uint _92 = _60._m0[(_5 + 8u) >> 2u];
    _95 _6 = _95(uintBitsToFloat(_80), uintBitsToFloat(_86), uintBitsToFloat(_92), _94, 0u);
    float _7 = _6._m0;
    float _8 = _6._m1;
    uint _10 = _4 * 20u;
    uint _14 = _10 + 100u;
    uint _106 = _60._m0[_14 >> 2u];
    uint _111 = _60._m0[(_14 + 4u) >> 2u];
    _95 _15 = _95(uintBitsToFloat(_106), uintBitsToFloat(_111), _94, _94, 0u);
    float _16 = _15._m0;
    float _17 = _15._m1;
    uint _116 = _60._m0[(_10 + 108u) >> 2u];
    uint _120 = _60._m0[(_10 + 112u) >> 2u];
    uint _25 = (_4 << 4u) + 256u;
    uint _124 = _60._m0[_25 >> 2u];
    uint _129 = _60._m0[(_25 + 4u) >> 2u];
    uint _134 = _60._m0[(_25 + 8u) >> 2u];
    uint _139 = _60._m0[(_25 + 12u) >> 2u];
    _95 _26 = _95(uintBitsToFloat(_124), uintBitsToFloat(_129), uintBitsToFloat(_134), uintBitsToFloat(_139), 0u);
    float _29 = _26._m2;
    float _30 = _26._m3;
    uint _32 = (_4 << 2u) + 4u;
    uint _143 = _60._m0[_32 >> 2u];
    uint _147 = _60._m0[(_32 + 4u) >> 2u];
    uint _151 = _60._m0[(_32 + 8u) >> 2u];
    uint _155 = _60._m0[(_32 + 12u) >> 2u];
    _102 _33 = _102(_143, _147, _151, _155, 0u);
    uint _37 = _33._m3;
    _65._m0[_10 >> 2u] = _102(_60._m0[(_10 + 96u) >> 2u], _101, _101, _101, 0u)._m0 + _4;
    uint _46 = _10 + 4u;
    _65._m0[_46 >> 2u] = floatBitsToUint(((_26._m1 * _17) + (_26._m0 * _16)) + _7);
    _65._m0[(_46 + 4u) >> 2u] = floatBitsToUint(((_30 * _17) + (_29 * _16)) + _8);
    _65._m0[(_10 + 12u) >> 2u] = _102(_116, _101, _101, _101, 0u)._m0;
    _65._m0[(_10 + 16u) >> 2u] = _37 ^ _102(_120, _101, _101, _101, 0u)._m0;
    uint _55 = _5 + 160u;
    _65._m0[_55 >> 2u] = floatBitsToUint(_29 + (_7 * 2.0));
    _65._m0[(_55 + 4u) >> 2u] = floatBitsToUint(_30 + (_8 * 2.0));
    _65._m0[(_55 + 8u) >> 2u] = floatBitsToUint((_6._m2 * 2.0) + 1.0);
    _65._m0[_25 >> 2u] = _33._m0;
    _65._m0[(_25 + 4u) >> 2u] = _33._m1;
    _65._m0[(_25 + 8u) >> 2u] = _33._m2;
    _65._m0[(_25 + 12u) >> 2u] = _37;
}

