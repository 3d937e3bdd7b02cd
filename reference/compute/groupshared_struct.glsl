#version 460
layout(local_size_x = 32, local_size_y = 1, local_size_z = 1) in;

uint _120;

struct _121
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _84_86
{
    uint _m0[];
} _86;

layout(set = 0, binding = 300, std430) buffer _89_91
{
    uint _m0[];
} _91;

shared uint _cells_3PAUCell_A_0[32];
shared float _cells_3PAUCell_A_1_v_1dim[64];
shared uint _cells_3PAUCell_A_2_v_1dim[128];
shared uint _gsTotal_3IA;

void main()
{
    uint _4 = gl_LocalInvocationIndex;
    uint _119 = _86._m0[((_4 * 4u) + 0u) >> 2u];
    uint _8 = _121(_119, _120, _120, _120, 0u)._m0;
    _cells_3PAUCell_A_0[_4] = _8;
    _cells_3PAUCell_A_1_v_1dim[0u + (_4 * 2u)] = float(_4);
    _cells_3PAUCell_A_1_v_1dim[1u + (_4 * 2u)] = float(_8) * 0.5;
    _cells_3PAUCell_A_2_v_1dim[0u + (_4 * 4u)] = _4;
    _cells_3PAUCell_A_2_v_1dim[1u + (_4 * 4u)] = _8;
    _cells_3PAUCell_A_2_v_1dim[2u + (_4 * 4u)] = _8 ^ _4;
    _cells_3PAUCell_A_2_v_1dim[3u + (_4 * 4u)] = 7u;
    if (_4 == 0u)
    {
        _gsTotal_3IA = 1000u;
    }
    barrier();
    uint _37 = ((_4 * 3u) + 1u) & 31u;
    uint _52 = _8 & 31u;
    uint _64 = _4 << 2u;
    _91._m0[((_64 * 4u) + 0u) >> 2u] = _cells_3PAUCell_A_2_v_1dim[2u + (_52 * 4u)] + _cells_3PAUCell_A_0[_37];
    _91._m0[(((_64 | 1u) * 4u) + 0u) >> 2u] = floatBitsToUint(_cells_3PAUCell_A_1_v_1dim[1u + (_52 * 2u)] + _cells_3PAUCell_A_1_v_1dim[0u + (_37 * 2u)]);
    _91._m0[(((_64 | 2u) * 4u) + 0u) >> 2u] = ((_cells_3PAUCell_A_2_v_1dim[0u + (_37 * 4u)] * 100u) + _cells_3PAUCell_A_2_v_1dim[3u + (_37 * 4u)]) + _gsTotal_3IA;
    _91._m0[(((_64 | 3u) * 4u) + 0u) >> 2u] = _cells_3PAUCell_A_0[_52];
}

