#version 460
layout(local_size_x = 32, local_size_y = 1, local_size_z = 1) in;

float _107;

struct _108
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _77_79
{
    uint _m0[];
} _79;

layout(set = 0, binding = 300, std430) buffer _82_84
{
    uint _m0[];
} _84;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _6 = (_4 * 8u) + 0u;
    uint _99 = _79._m0[_6 >> 2u];
    uint _105 = _79._m0[(_6 + 4u) >> 2u];
    _108 _7 = _108(uintBitsToFloat(_99), uintBitsToFloat(_105), _107, _107, 0u);
    float _8 = _7._m0;
    float _9 = _7._m1;
    bool _10 = _8 < _9;
    uint _11 = uint(_10);
    uint _17;
    if (_10)
    {
        _17 = _11;
    }
    else
    {
        _84._m0[((_4 << 2u) + 512u) >> 2u] = 2u;
        _17 = _11 | 2u;
    }
    uint _20 = (_8 >= _9) ? (_17 | 4u) : _17;
    uint _27;
    if (!(_8 >= _9))
    {
        _84._m0[((_4 << 2u) + 640u) >> 2u] = 8u;
        _27 = _20 | 8u;
    }
    else
    {
        _27 = _20;
    }
    bool _28 = _8 == _9;
    uint _30 = _28 ? (_27 | 16u) : _27;
    bool _31 = _8 <= _9;
    uint _33 = _31 ? _30 : (_30 | 32u);
    uint _35 = _28 ? _33 : (_33 | 64u);
    uint _37 = _31 ? (_35 | 128u) : _35;
    uint _51;
    if (isnan(_8))
    {
        _51 = 1u;
    }
    else
    {
        uint _74;
        if (isinf(_8))
        {
            _74 = (_8 > 0.0) ? 2u : 3u;
        }
        else
        {
            if (isnan(_9))
            {
                _74 = 4u;
            }
            else
            {
                _74 = 0u;
            }
        }
        _51 = _74;
    }
    float _63;
    uint _64;
    if (_10)
    {
        float _54;
        uint _55;
        _54 = _8;
        _55 = 0u;
        float _71;
        uint _72;
        precise float _56;
        uint _57;
        for (;;)
        {
            _56 = _54 + 1.0;
            _57 = _55 + 1u;
            if ((_56 < _9) && (_57 < 20u))
            {
                _71 = _56;
                _72 = _57;
                _54 = _71;
                _55 = _72;
                continue;
            }
            else
            {
                break;
            }
        }
        _63 = _56;
        _64 = _57;
    }
    else
    {
        _63 = _8;
        _64 = 0u;
    }
    uint _65 = _4 << 4u;
    _84._m0[_65 >> 2u] = (_8 > _9) ? _37 : (_37 | 256u);
    _84._m0[(_65 | 4u) >> 2u] = _51;
    _84._m0[(_65 | 8u) >> 2u] = _64;
    _84._m0[(_65 | 12u) >> 2u] = floatBitsToUint(_63);
}

