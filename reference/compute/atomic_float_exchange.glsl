#version 460
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

layout(set = 0, binding = 300, std430) buffer _47_49
{
    uint _m0[];
} _49;

layout(set = 0, binding = 301, std430) buffer _52_54
{
    uint _m0[];
} _54;

shared uint _gSlot_3MA;

void main()
{
    uint _4 = gl_LocalInvocationIndex;
    bool _5 = _4 == 0u;
    if (_5)
    {
        _gSlot_3MA = floatBitsToUint(64.0);
    }
    barrier();
    uint _10 = floatBitsToUint(float(_4));
    uint _11 = 0u * 4u;
    uint _74 = atomicExchange(_49._m0[(_11 + 0u) >> 2u], _10);
    uint _13 = _74;
    float _14 = uintBitsToFloat(_13);
    bool _76 = _14 >= 4294967296.0;
    _54._m0[(((_76 ? 4294967295u : uint(((_76 || (_14 < 0.0)) || isnan(_14)) ? 0.0 : _14)) * 4u) + 0u) >> 2u] = 1u;
    uint _18 = atomicExchange(_gSlot_3MA, _10);
    float _19 = uintBitsToFloat(_18);
    bool _87 = _19 >= 4294967296.0;
    _54._m0[((((_87 ? 4294967295u : uint(((_87 || (_19 < 0.0)) || isnan(_19)) ? 0.0 : _19)) + 65u) * 4u) + 0u) >> 2u] = 1u;
    memoryBarrier();
    barrier();
    if (_5)
    {
        uint _25 = 0u * 4u;
        uint _101 = atomicExchange(_49._m0[(_25 + 0u) >> 2u], 3212836864u);
        uint _27 = _101;
        float _28 = uintBitsToFloat(_27);
        bool _102 = _28 >= 4294967296.0;
        _54._m0[(((_102 ? 4294967295u : uint(((_102 || (_28 < 0.0)) || isnan(_28)) ? 0.0 : _28)) * 4u) + 0u) >> 2u] = 1u;
        uint _32 = atomicExchange(_gSlot_3MA, 3212836864u);
        float _33 = uintBitsToFloat(_32);
        bool _111 = _33 >= 4294967296.0;
        _54._m0[((((_111 ? 4294967295u : uint(((_111 || (_33 < 0.0)) || isnan(_33)) ? 0.0 : _33)) + 65u) * 4u) + 0u) >> 2u] = 1u;
        uint _42 = 1u * 4u;
        _49._m0[(_42 + 0u) >> 2u] = floatBitsToUint(float((_28 >= 0.0) && (_28 < 64.0)));
    }
}

