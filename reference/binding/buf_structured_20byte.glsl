#version 460
layout(local_size_x = 12, local_size_y = 1, local_size_z = 1) in;

float _148;

struct _149
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

uint _154;

struct _155
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _116_118
{
    uint _m0[];
} _118;

layout(set = 0, binding = 1, std430) readonly buffer _121_123
{
    uint _m0[];
} _123;

layout(set = 0, binding = 300, std430) buffer _125_127
{
    uint _m0[];
} _127;

layout(set = 0, binding = 301, std430) buffer _129_131
{
    uint _m0[];
} _131;

void main()
{
    uint _6 = gl_GlobalInvocationID.x;
    uint _146 = _118._m0[((_6 * 20u) + 0u) >> 2u];
    float _10 = _149(uintBitsToFloat(_146), _148, _148, _148, 0u)._m0;
    uint _153 = _118._m0[((_6 * 20u) + 4u) >> 2u];
    uint _14 = _155(_153, _154, _154, _154, 0u)._m0;
    uint _16 = (_6 * 20u) + 8u;
    uint _159 = _118._m0[_16 >> 2u];
    uint _164 = _118._m0[(_16 + 4u) >> 2u];
    _149 _17 = _149(uintBitsToFloat(_159), uintBitsToFloat(_164), _148, _148, 0u);
    float _18 = _17._m0;
    float _19 = _17._m1;
    uint _169 = _118._m0[((_6 * 20u) + 16u) >> 2u];
    uint _23 = _155(_169, _154, _154, _154, 0u)._m0;
    uint _24 = 11u - _6;
    uint _173 = _118._m0[((_24 * 20u) + 0u) >> 2u];
    uint _177 = _118._m0[((_24 * 20u) + 4u) >> 2u];
    uint _185 = _118._m0[((_24 * 20u) + 16u) >> 2u];
    bool _188 = 5u == 0u;
    uint _42 = _188 ? 4294967295u : (_6 % (_188 ? 1u : 5u));
    uint _196 = _123._m0[((_6 * 20u) + (_42 << 2u)) >> 2u];
    _127._m0[((_6 * 20u) + 0u) >> 2u] = floatBitsToUint(_149(_148, uintBitsToFloat(_118._m0[(((_24 * 20u) + 8u) + 4u) >> 2u]), _148, _148, 0u)._m1 + _10);
    _127._m0[((_6 * 20u) + 4u) >> 2u] = _155(_196, _154, _154, _154, 0u)._m0 ^ _14;
    uint _60 = (_6 * 20u) + 8u;
    _127._m0[_60 >> 2u] = floatBitsToUint(_149(uintBitsToFloat(_173), _148, _148, _148, 0u)._m0 + (_18 * 0.5));
    _127._m0[(_60 + 4u) >> 2u] = floatBitsToUint(float(_155(_185, _154, _154, _154, 0u)._m0) + (_19 * 0.5));
    _127._m0[((_6 * 20u) + 16u) >> 2u] = _155(_177, _154, _154, _154, 0u)._m0 + _23;
    uint _63 = _6 + 12u;
    _127._m0[((_63 * 20u) + 0u) >> 2u] = floatBitsToUint(_10);
    _127._m0[((_63 * 20u) + 4u) >> 2u] = _14;
    uint _69 = (_63 * 20u) + 8u;
    _127._m0[_69 >> 2u] = floatBitsToUint(_18);
    _127._m0[(_69 + 4u) >> 2u] = floatBitsToUint(_19);
    _127._m0[((_63 * 20u) + 16u) >> 2u] = _23;
    _127._m0[((_63 * 20u) + 8u) >> 2u] = floatBitsToUint(float(_6));
    uint _235 = _123._m0[((_6 * 20u) + 12u) >> 2u];
    uint _238 = _123._m0[((_6 * 20u) + 8u) >> 2u];
    uint _241 = _123._m0[((_6 * 20u) + 4u) >> 2u];
    uint _245 = _123._m0[((_6 * 20u) + 0u) >> 2u];
    _131._m0[((_6 * 20u) + 0u) >> 2u] = _155(_123._m0[((_6 * 20u) + 16u) >> 2u], _154, _154, _154, 0u)._m0;
    _131._m0[((_6 * 20u) + 4u) >> 2u] = _155(_235, _154, _154, _154, 0u)._m0 + 1u;
    _131._m0[((_6 * 20u) + 8u) >> 2u] = _155(_238, _154, _154, _154, 0u)._m0 + 2u;
    _131._m0[((_6 * 20u) + 12u) >> 2u] = _155(_241, _154, _154, _154, 0u)._m0 + 3u;
    _131._m0[((_6 * 20u) + 16u) >> 2u] = _155(_245, _154, _154, _154, 0u)._m0 + 4u;
    bool _256 = 5u == 0u;
    uint _110 = _256 ? 4294967295u : ((_6 + 2u) % (_256 ? 1u : 5u));
    _131._m0[((_6 * 20u) + (_110 << 2u)) >> 2u] = 65535u;
}

