#version 460
layout(local_size_x = 16, local_size_y = 1, local_size_z = 1) in;

float _88;

struct _89
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
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

layout(set = 0, binding = 0, std430) readonly buffer _60_62
{
    uint _m0[];
} _62;

layout(set = 0, binding = 1, std430) readonly buffer _65_67
{
    uint _m0[];
} _67;

layout(set = 0, binding = 300, std430) buffer _69_71
{
    uint _m0[];
} _71;

void main()
{
    uint _5 = gl_GlobalInvocationID.x;
    uint _86 = _62._m0[((_5 * 4u) + 0u) >> 2u];
    float _9 = _89(uintBitsToFloat(_86), _88, _88, _88, 0u)._m0;
    uint _92 = _67._m0[((_5 * 4u) + 0u) >> 2u];
    uint _13 = _94(_92, _93, _93, _93, 0u)._m0;
    uint _14 = _5 * 7u;
    bool _98 = _9 >= 2147483648.0;
    bool _100 = _9 < (-2147483648.0);
    uint _15 = _98 ? 2147483647u : (_100 ? 2147483648u : uint(int(((_98 || _100) || isnan(_9)) ? 0.0 : _9)));
    _71._m0[((_14 * 4u) + 0u) >> 2u] = _15;
    bool _113 = _9 >= 4294967296.0;
    _71._m0[(((_14 + 1u) * 4u) + 0u) >> 2u] = (_9 >= 0.0) ? (_113 ? 4294967295u : uint(((_113 || (_9 < 0.0)) || isnan(_9)) ? 0.0 : _9)) : 57005u;
    float _24 = float(int(_13));
    _71._m0[(((_14 + 2u) * 4u) + 0u) >> 2u] = floatBitsToUint(_24);
    _71._m0[(((_14 + 3u) * 4u) + 0u) >> 2u] = floatBitsToUint(float(_13));
    float _34 = _9 * 0.5;
    float _35 = _9 * (-0.25);
    bool _132 = _34 >= 2147483648.0;
    bool _133 = _34 < (-2147483648.0);
    bool _140 = _35 >= 2147483648.0;
    bool _141 = _35 < (-2147483648.0);
    _71._m0[(((_14 + 4u) * 4u) + 0u) >> 2u] = ((_132 ? 2147483647u : (_133 ? 2147483648u : uint(int(((_132 || _133) || isnan(_34)) ? 0.0 : _34)))) ^ _15) ^ (_140 ? 2147483647u : (_141 ? 2147483648u : uint(int(((_140 || _141) || isnan(_35)) ? 0.0 : _35))));
    _71._m0[(((_14 + 5u) * 4u) + 0u) >> 2u] = floatBitsToUint(float(int(0u - uint(int(_13) >> int(8u)))) + _24);
    _71._m0[(((_14 + 6u) * 4u) + 0u) >> 2u] = floatBitsToUint(float(_13 >> 8u) * 0.5);
}

