#version 460
layout(local_size_x = 32, local_size_y = 1, local_size_z = 1) in;

uint _147;

struct _148
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _111_113
{
    uint _m0[];
} _113;

layout(set = 0, binding = 1, std430) readonly buffer _116_118
{
    uint _m0[];
} _118;

layout(set = 0, binding = 300, std430) buffer _120_122
{
    uint _m0[];
} _122;

void main()
{
    uint _5 = gl_GlobalInvocationID.x;
    uint _6 = _5 * 12u;
    _148 _7 = _148(_118._m0[_6 >> 2u], _118._m0[(_6 + 4u) >> 2u], _118._m0[(_6 + 8u) >> 2u], _147, 0u);
    uint _8 = _7._m0;
    uint _9 = _7._m1;
    uint _10 = _7._m2;
    uint _12 = (_10 & 3u) + 1u;
    uint _15 = ((_10 >> 2u) & 3u) + 1u;
    uint _18 = ((_10 >> 4u) & 3u) + 1u;
    uint _21;
    _21 = 0u;
    uint _39;
    uint _24;
    uint _25;
    uint _26;
    uint _30;
    uint _93;
    uint _101;
    uint _102;
    uint _106;
    uint _107;
    uint _20 = 0u;
    uint _22;
    for (;;)
    {
        _24 = _20;
        _25 = 0u;
        _26 = _22;
        uint _28;
        uint _29;
        uint _31;
        uint _96;
        uint _97;
        uint _99;
        for (;;)
        {
            _28 = _24;
            _29 = 0u;
            _30 = 0u;
            _31 = _26;
            uint _42;
            uint _88;
            uint _89;
            uint _90;
            uint _92;
            uint _38;
            for (;;)
            {
                _38 = _148(_113._m0[((_30 + ((_25 + (_21 << 2u)) << 2u)) << 2u) >> 2u], _147, _147, _147, 0u)._m0;
                _39 = _28 + 1u;
                if (_38 == _8)
                {
                    _92 = 0u;
                    _93 = _31;
                    break;
                }
                else
                {
                    _42 = _38 + _29;
                    uint _43 = _30 + 1u;
                    if (_43 < _12)
                    {
                        _88 = _39;
                        _89 = _42;
                        _90 = _43;
                        _28 = _88;
                        _29 = _89;
                        _30 = _90;
                        _31 = _42;
                        continue;
                    }
                    else
                    {
                        _92 = 1u;
                        _93 = _42;
                        break;
                    }
                }
            }
            if (_92 == 0u)
            {
                _99 = 2u;
                break;
            }
            else
            {
                if (_93 > _9)
                {
                    _99 = 0u;
                    break;
                }
                else
                {
                    uint _48 = _25 + 1u;
                    if (_48 < _15)
                    {
                        _96 = _39;
                        _97 = _48;
                        _24 = _96;
                        _25 = _97;
                        _26 = _93;
                        continue;
                    }
                    else
                    {
                        _99 = 1u;
                        break;
                    }
                }
            }
        }
        bool _98_ladder_break = false;
        switch (_99)
        {
            case 0u:
            {
                _106 = _147;
                _107 = 2u;
                _98_ladder_break = true;
                break;
            }
            case 1u:
            {
                break;
            }
            default:
            {
                _106 = _147;
                _107 = 1u;
                _98_ladder_break = true;
                break;
            }
        }
        if (_98_ladder_break)
        {
            break;
        }
        if (_39 > 40u)
        {
            _106 = 3u;
            _107 = 0u;
            break;
        }
        else
        {
            uint _53 = _21 + 1u;
            if (_53 < _18)
            {
                _101 = _39;
                _102 = _53;
                _20 = _101;
                _21 = _102;
                _22 = _93;
                continue;
            }
            else
            {
                _106 = 0u;
                _107 = 0u;
                break;
            }
        }
    }
    uint _56;
    uint _68;
    uint _69;
    switch (_107)
    {
        case 0u:
        {
            _56 = _106;
            _68 = _39;
            _69 = _56;
            break;
        }
        case 1u:
        {
            _68 = ((_25 << 4u) | (_21 << 8u)) | _30;
            _69 = 1u;
            break;
        }
        default:
        {
            _68 = ((_21 << 8u) | (_25 << 4u)) | 15u;
            _69 = 2u;
            break;
        }
    }
    uint _82;
    if (_69 == 1u)
    {
        _82 = _148(_113._m0[((_68 << 2u) & 60u) >> 2u], _147, _147, _147, 0u)._m0 + 1u;
    }
    else
    {
        _82 = (_69 == 2u) ? (_68 >> 8u) : 0u;
    }
    _122._m0[_6 >> 2u] = _69;
    _122._m0[(_6 + 4u) >> 2u] = _68;
    _122._m0[(_6 + 8u) >> 2u] = _82 + (_69 * 7u);
}

