#version 460
layout(local_size_x = 16, local_size_y = 1, local_size_z = 1) in;

uint _142;

struct _143
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

struct _183
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _98_100
{
    uint _m0[];
} _100;

layout(set = 0, binding = 300, std430) buffer _103_105
{
    uint _m0[];
} _105;

layout(set = 0, binding = 301, std430) buffer _107_109
{
    uint _m0[];
} _109;

void main()
{
    uint _5 = gl_GlobalInvocationID.x;
    bool _129 = 5u == 0u;
    uint _6 = _129 ? 4294967295u : (_5 % (_129 ? 1u : 5u));
    uint _8 = (_5 * 7u) & 3u;
    uint _9 = _8 << 2u;
    uint _141 = _100._m0[((_6 * 36u) + _9) >> 2u];
    uint _13 = _143(_141, _142, _142, _142, 0u)._m0;
    bool _144 = 5u == 0u;
    uint _15 = _144 ? 4294967295u : ((_5 + 1u) % (_144 ? 1u : 5u));
    uint _113[4];
    _113[0u] = _143(_100._m0[((_15 * 36u) + 0u) >> 2u], _142, _142, _142, 0u)._m0;
    _113[1u] = _143(_100._m0[((_15 * 36u) + 4u) >> 2u], _142, _142, _142, 0u)._m0;
    _113[2u] = _143(_100._m0[((_15 * 36u) + 8u) >> 2u], _142, _142, _142, 0u)._m0;
    _113[3u] = _143(_100._m0[((_15 * 36u) + 12u) >> 2u], _142, _142, _142, 0u)._m0;
    uint _37 = (_15 * 36u) + 16u;
    _183 _38 = _183(uintBitsToFloat(_100._m0[_37 >> 2u]), uintBitsToFloat(_100._m0[(_37 + 4u) >> 2u]), uintBitsToFloat(_100._m0[(_37 + 8u) >> 2u]), uintBitsToFloat(_100._m0[(_37 + 12u) >> 2u]), 0u);
    float _117[4];
    _117[0u] = _38._m0;
    _117[1u] = _38._m1;
    _117[2u] = _38._m2;
    _117[3u] = _38._m3;
    uint _50 = _143(_100._m0[((_15 * 36u) + 32u) >> 2u], _142, _142, _142, 0u)._m0;
    _113[_8] += _5;
    uint _67;
    if (_50 == 0u)
    {
        _67 = 0u;
    }
    else
    {
        uint _57;
        uint _58;
        _57 = 0u;
        _58 = 0u;
        uint _94;
        uint _95;
        uint _62;
        for (;;)
        {
            uint _59 = _58 & 3u;
            _62 = _113[_59] + _57;
            uint _63 = _58 + 1u;
            if (_63 == _50)
            {
                break;
            }
            else
            {
                _94 = _62;
                _95 = _63;
                _57 = _94;
                _58 = _95;
                continue;
            }
        }
        _67 = _62;
    }
    uint _70 = _5 * 3u;
    _109._m0[((_70 * 4u) + 0u) >> 2u] = _13;
    _109._m0[(((_70 + 1u) * 4u) + 0u) >> 2u] = _67;
    _109._m0[(((_70 + 2u) * 4u) + 0u) >> 2u] = floatBitsToUint(_117[_8]);
    _105._m0[((_5 * 36u) + _9) >> 2u] = _13 + 1u;
    _105._m0[((_5 * 36u) + (((_5 * 28u) + 8u) & 12u)) >> 2u] = _67;
    _105._m0[((_5 * 36u) + (_9 ^ 28u)) >> 2u] = floatBitsToUint(_117[_8]);
    _105._m0[((_5 * 36u) + 32u) >> 2u] = _8;
}

