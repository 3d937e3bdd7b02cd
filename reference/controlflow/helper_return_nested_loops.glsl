#version 460
layout(local_size_x = 32, local_size_y = 1, local_size_z = 1) in;

uint _148;

struct _149
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _112_114
{
    uint _m0[];
} _114;

layout(set = 0, binding = 1, std430) readonly buffer _117_119
{
    uint _m0[];
} _119;

layout(set = 0, binding = 300, std430) buffer _121_123
{
    uint _m0[];
} _123;

void main()
{
    uint _5 = gl_GlobalInvocationID.x;
    uint _6 = _5 * 12u;
    _149 _7 = _149(_119._m0[_6 >> 2u], _119._m0[(_6 + 4u) >> 2u], _119._m0[(_6 + 8u) >> 2u], _148, 0u);
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
    uint _100;
    uint _102;
    uint _103;
    uint _107;
    uint _108;
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
        uint _93;
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
                _38 = _149(_114._m0[((_30 + ((_25 + (_21 << 2u)) << 2u)) << 2u) >> 2u], _148, _148, _148, 0u)._m0;
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
                _100 = _93;
                break;
            }
            else
            {
                if (_93 > _9)
                {
                    _99 = 0u;
                    _100 = _93;
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
                        _100 = _93;
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
                _107 = _148;
                _108 = 2u;
                _98_ladder_break = true;
                break;
            }
            case 1u:
            {
                break;
            }
            default:
            {
                _107 = _148;
                _108 = 1u;
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
            _107 = 3u;
            _108 = 0u;
            break;
        }
        else
        {
            uint _53 = _21 + 1u;
            if (_53 < _18)
            {
                _102 = _39;
                _103 = _53;
                _20 = _102;
                _21 = _103;
                _22 = _100;
                continue;
            }
            else
            {
                _107 = 0u;
                _108 = 0u;
                break;
            }
        }
    }
    uint _56;
    uint _68;
    uint _69;
    switch (_108)
    {
        case 0u:
        {
            _56 = _107;
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
        _82 = _149(_114._m0[((_68 << 2u) & 60u) >> 2u], _148, _148, _148, 0u)._m0 + 1u;
    }
    else
    {
        _82 = (_69 == 2u) ? (_68 >> 8u) : 0u;
    }
    _123._m0[_6 >> 2u] = _69;
    _123._m0[(_6 + 4u) >> 2u] = _68;
    _123._m0[(_6 + 8u) >> 2u] = _82 + (_69 * 7u);
}

