#version 460
layout(local_size_x = 6, local_size_y = 1, local_size_z = 1) in;

const uint _127[3] = uint[](24u, 28u, 32u);

struct _162
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

float _187;
uint _222;

struct _223
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _104_106
{
    uint _m0[];
} _106;

layout(set = 0, binding = 300, std430) buffer _109_111
{
    uint _m0[];
} _111;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _6 = (_4 * 64u) + 0u;
    uint _142 = _106._m0[_6 >> 2u];
    uint _148 = _106._m0[(_6 + 4u) >> 2u];
    uint _154 = _106._m0[(_6 + 8u) >> 2u];
    uint _160 = _106._m0[(_6 + 12u) >> 2u];
    _162 _7 = _162(uintBitsToFloat(_142), uintBitsToFloat(_148), uintBitsToFloat(_154), uintBitsToFloat(_160), 0u);
    float _8 = _7._m0;
    float _9 = _7._m1;
    float _10 = _7._m2;
    float _11 = _7._m3;
    uint _13 = (_4 * 64u) + 16u;
    uint _166 = _106._m0[_13 >> 2u];
    uint _171 = _106._m0[(_13 + 4u) >> 2u];
    uint _176 = _106._m0[(_13 + 8u) >> 2u];
    uint _181 = _106._m0[(_13 + 12u) >> 2u];
    _162 _14 = _162(uintBitsToFloat(_166), uintBitsToFloat(_171), uintBitsToFloat(_176), uintBitsToFloat(_181), 0u);
    float _15 = _14._m0;
    float _16 = _14._m1;
    float _17 = _14._m2;
    float _18 = _14._m3;
    uint _185 = _106._m0[((_4 * 64u) + 32u) >> 2u];
    float _22 = _162(uintBitsToFloat(_185), _187, _187, _187, 0u)._m0;
    uint _24 = (_4 * 64u) + 36u;
    uint _191 = _106._m0[_24 >> 2u];
    uint _196 = _106._m0[(_24 + 4u) >> 2u];
    uint _201 = _106._m0[(_24 + 8u) >> 2u];
    uint _206 = _106._m0[(_24 + 12u) >> 2u];
    _162 _25 = _162(uintBitsToFloat(_191), uintBitsToFloat(_196), uintBitsToFloat(_201), uintBitsToFloat(_206), 0u);
    float _26 = _25._m0;
    float _27 = _25._m1;
    float _28 = _25._m2;
    float _29 = _25._m3;
    uint _31 = (_4 * 64u) + 52u;
    uint _211 = _106._m0[_31 >> 2u];
    uint _216 = _106._m0[(_31 + 4u) >> 2u];
    _162 _32 = _162(uintBitsToFloat(_211), uintBitsToFloat(_216), _187, _187, 0u);
    float _33 = _32._m0;
    float _34 = _32._m1;
    uint _221 = _106._m0[((_4 * 64u) + 60u) >> 2u];
    float _39 = float(_4);
    bool _236 = 3u == 0u;
    uint _52 = _236 ? 4294967295u : (_4 % (_236 ? 1u : 3u));
    uint _53 = _52 * 3u;
    float _120[9];
    _120[0u] = _8;
    _120[1u] = _9;
    _120[2u] = _10;
    _120[3u] = _11;
    _120[4u] = _15;
    _120[5u] = _16;
    _120[6u] = _17;
    _120[7u] = _18;
    _120[8u] = _22;
    uint _71 = _4 + 1u;
    bool _245 = 3u == 0u;
    uint _72 = _245 ? 4294967295u : (_71 % (_245 ? 1u : 3u));
    float _116[6];
    _116[0u] = _26;
    _116[1u] = _27;
    _116[2u] = _28;
    _116[3u] = _29;
    _116[4u] = _33;
    _116[5u] = _34;
    uint _85 = _4 * 3u;
    uint _87 = (_85 * 16u) + 0u;
    _111._m0[_87 >> 2u] = floatBitsToUint((_10 * (-2.0)) + ((_9 * _39) + _8));
    _111._m0[(_87 + 4u) >> 2u] = floatBitsToUint((_16 * (-2.0)) + ((_15 * _39) + _11));
    _111._m0[(_87 + 8u) >> 2u] = floatBitsToUint((_22 * (-2.0)) + ((_18 * _39) + _17));
    _111._m0[(_87 + 12u) >> 2u] = floatBitsToUint(float(_223(_221, _222, _222, _222, 0u)._m0));
    uint _90 = ((_85 + 1u) * 16u) + 0u;
    _111._m0[_90 >> 2u] = floatBitsToUint((_29 * _39) + (_26 * 0.5));
    _111._m0[(_90 + 4u) >> 2u] = floatBitsToUint((_33 * _39) + (_27 * 0.5));
    _111._m0[(_90 + 8u) >> 2u] = floatBitsToUint((_34 * _39) + (_28 * 0.5));
    _111._m0[(_90 + 12u) >> 2u] = floatBitsToUint(_116[_72]);
    bool _279 = 6u == 0u;
    uint _91 = _279 ? 4294967295u : (_71 % (_279 ? 1u : 6u));
    uint _286 = _106._m0[((_91 * 64u) + _127[_52]) >> 2u];
    uint _101 = ((_85 + 2u) * 16u) + 0u;
    _111._m0[_101 >> 2u] = floatBitsToUint(_120[_53]);
    _111._m0[(_101 + 4u) >> 2u] = floatBitsToUint(_120[_53 + 1u]);
    _111._m0[(_101 + 8u) >> 2u] = floatBitsToUint(_120[_53 + 2u]);
    _111._m0[(_101 + 12u) >> 2u] = floatBitsToUint(_162(uintBitsToFloat(_286), _187, _187, _187, 0u)._m0 + _116[_72 + 3u]);
}

