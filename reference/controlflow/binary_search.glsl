#version 460
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _120;

struct _121
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _95_97
{
    uint _m0[];
} _97;

layout(set = 0, binding = 1, std430) readonly buffer _100_102
{
    uint _m0[];
} _102;

layout(set = 0, binding = 300, std430) buffer _104_106
{
    uint _m0[];
} _106;

void main()
{
    uint _5 = gl_GlobalInvocationID.x;
    uint _8 = _121(_102._m0[(_5 << 2u) >> 2u], _120, _120, _120, 0u)._m0;
    uint _27;
    uint _81;
    uint _82;
    uint _83;
    uint _10 = 0u;
    uint _11 = 64u;
    uint _12 = 0u;
    uint _14;
    uint _17;
    uint _18;
    for (;;)
    {
        _14 = (_12 + _11) >> 1u;
        _17 = _121(_97._m0[(_14 << 2u) >> 2u], _120, _120, _120, 0u)._m0;
        _18 = _10 + 1u;
        if (_17 == _8)
        {
            _27 = _14;
            break;
        }
        else
        {
            bool _21 = _17 < _8;
            uint _23 = _21 ? _11 : _14;
            uint _24 = _21 ? (_14 + 1u) : _12;
            if (_24 < _23)
            {
                _81 = _18;
                _82 = _23;
                _83 = _24;
                _10 = _81;
                _11 = _82;
                _12 = _83;
                continue;
            }
            else
            {
                _27 = 4294967295u;
                break;
            }
        }
    }
    uint _42;
    uint _85;
    uint _86;
    uint _29 = 0u;
    uint _30 = 64u;
    uint _31;
    uint _32;
    bool _36;
    for (;;)
    {
        _31 = _30 >> 1u;
        _32 = _31 + _29;
        _36 = _121(_97._m0[(_32 << 2u) >> 2u], _120, _120, _120, 0u)._m0 < _8;
        uint _43;
        if (_36)
        {
            _42 = _32 + 1u;
            _43 = (_30 + 4294967295u) - _31;
        }
        else
        {
            _42 = _29;
            _43 = _31;
        }
        if (_43 == 0u)
        {
            break;
        }
        else
        {
            _85 = _42;
            _86 = _43;
            _29 = _85;
            _30 = _86;
            continue;
        }
    }
    uint _47;
    _47 = 1u;
    uint _89;
    bool _48;
    for (;;)
    {
        _48 = _47 < 64u;
        bool _55;
        if (_48)
        {
            _55 = _121(_97._m0[(_47 << 2u) >> 2u], _120, _120, _120, 0u)._m0 < _8;
        }
        else
        {
            _55 = false;
        }
        if (_55)
        {
            _89 = _47 << 1u;
            _47 = _89;
            continue;
        }
        else
        {
            break;
        }
    }
    uint _58 = _47 >> 1u;
    uint _60 = min((_47 + 1u), 64u);
    uint _75;
    if (_58 < _60)
    {
        uint _73;
        uint _92;
        uint _64 = _58;
        for (;;)
        {
            if (_121(_97._m0[(_64 << 2u) >> 2u], _120, _120, _120, 0u)._m0 < _8)
            {
                uint _70 = _64 + 1u;
                if (_70 < _60)
                {
                    _92 = _70;
                    _64 = _92;
                    continue;
                }
                else
                {
                    _73 = _60;
                    break;
                }
            }
            else
            {
                _73 = _64;
                break;
            }
        }
        _75 = _73;
    }
    else
    {
        _75 = _60;
    }
    uint _76 = _5 << 4u;
    _106._m0[_76 >> 2u] = _27;
    _106._m0[(_76 | 4u) >> 2u] = _18;
    _106._m0[(_76 | 8u) >> 2u] = _42;
    _106._m0[(_76 | 12u) >> 2u] = _75;
}

