#version 460
layout(local_size_x = 8, local_size_y = 8, local_size_z = 1) in;

float _164;

struct _165
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _120_122
{
    uint _m0[];
} _122;

layout(set = 0, binding = 1, std430) readonly buffer _125_127
{
    uint _m0[];
} _127;

layout(set = 0, binding = 300, std430) buffer _129_131
{
    uint _m0[];
} _131;

shared float _tA_3PAY07_CAMA_1dim[64];
shared float _tB_3PAY07_CAMA_1dim[64];

void main()
{
    uint _5 = gl_WorkGroupID.x;
    uint _6 = gl_WorkGroupID.y;
    uint _7 = gl_LocalInvocationID.x;
    uint _8 = gl_LocalInvocationID.y;
    uint _10 = _8 + (_6 << 3u);
    uint _12 = _7 + (_5 << 3u);
    uint _14 = 0u + (_8 * 8u);
    float _17;
    uint _18;
    _17 = 0.0;
    _18 = 0u;
    float _116;
    uint _117;
    uint _19;
    float _108;
    for (;;)
    {
        _19 = _10 << 4u;
        uint _20 = _18 << 3u;
        _tA_3PAY07_CAMA_1dim[_7 + (_8 * 8u)] = _165(uintBitsToFloat(_122._m0[((((_19 + _7) + _20) * 4u) + 0u) >> 2u]), _164, _164, _164, 0u)._m0;
        _tB_3PAY07_CAMA_1dim[_7 + (_8 * 8u)] = _165(uintBitsToFloat(_127._m0[(((((_20 + _8) << 4u) + _12) * 4u) + 0u) >> 2u]), _164, _164, _164, 0u)._m0;
        barrier();
        _108 = ((((((((_tB_3PAY07_CAMA_1dim[_7 + 0u] * _tA_3PAY07_CAMA_1dim[_14]) + _17) + (_tB_3PAY07_CAMA_1dim[_7 + 8u] * _tA_3PAY07_CAMA_1dim[1u + (_8 * 8u)])) + (_tB_3PAY07_CAMA_1dim[_7 + 16u] * _tA_3PAY07_CAMA_1dim[2u + (_8 * 8u)])) + (_tB_3PAY07_CAMA_1dim[_7 + 24u] * _tA_3PAY07_CAMA_1dim[3u + (_8 * 8u)])) + (_tB_3PAY07_CAMA_1dim[_7 + 32u] * _tA_3PAY07_CAMA_1dim[4u + (_8 * 8u)])) + (_tB_3PAY07_CAMA_1dim[_7 + 40u] * _tA_3PAY07_CAMA_1dim[5u + (_8 * 8u)])) + (_tB_3PAY07_CAMA_1dim[_7 + 48u] * _tA_3PAY07_CAMA_1dim[6u + (_8 * 8u)])) + (_tB_3PAY07_CAMA_1dim[_7 + 56u] * _tA_3PAY07_CAMA_1dim[7u + (_8 * 8u)]);
        barrier();
        uint _109 = _18 + 1u;
        if (_109 == 2u)
        {
            break;
        }
        else
        {
            _116 = _108;
            _117 = _109;
            _17 = _116;
            _18 = _117;
            continue;
        }
    }
    _131._m0[(((_19 + _12) * 4u) + 0u) >> 2u] = floatBitsToUint(_108);
}

