#version 460
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _81;

struct _82
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _59_61
{
    uint _m0[];
} _61;

layout(set = 0, binding = 300, std430) buffer _64_66
{
    uint _m0[];
} _66;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _5 = _4 << 3u;
    uint _86 = _61._m0[(_5 | 4u) >> 2u];
    uint _10 = _82(_86, _81, _81, _81, 0u)._m0;
    uint _40;
    uint _41;
    uint _42;
    switch (_82(_61._m0[_5 >> 2u], _81, _81, _81, 0u)._m0 & 3u)
    {
        case 0u:
        {
            bool _88 = 3u == 0u;
            uint _18 = _88 ? 4294967295u : (_10 % (_88 ? 1u : 3u));
            uint _51;
            uint _52;
            uint _53;
            switch (_18)
            {
                case 0u:
                {
                    _51 = _81;
                    _52 = 1u;
                    _53 = 1u;
                    break;
                }
                case 1u:
                {
                    _51 = 12u;
                    _52 = _81;
                    _53 = 0u;
                    break;
                }
                default:
                {
                    _51 = 10u;
                    _52 = _81;
                    _53 = 0u;
                    break;
                }
            }
            uint _21;
            uint _23;
            if (_53 == 0u)
            {
                _21 = _51;
                _23 = _21;
            }
            else
            {
                _23 = _52;
            }
            _40 = _81;
            _41 = _23 + 100u;
            _42 = 1u;
            break;
        }
        case 1u:
        {
            _40 = _81;
            _41 = 0u;
            _42 = 1u;
            break;
        }
        case 2u:
        {
            uint _45;
            uint _46;
            uint _47;
            switch (_10)
            {
                case 5u:
                {
                    _45 = 55u;
                    _46 = _81;
                    _47 = 0u;
                    break;
                }
                case 6u:
                {
                    _66._m0[((_4 << 2u) + 256u) >> 2u] = 66u;
                    _45 = 66u;
                    _46 = _81;
                    _47 = 0u;
                    break;
                }
                default:
                {
                    _45 = _10;
                    _46 = _81;
                    _47 = 0u;
                    break;
                }
            }
            _40 = _45;
            _41 = _46;
            _42 = _47;
            break;
        }
        default:
        {
            _40 = 65535u;
            _41 = _81;
            _42 = 0u;
            break;
        }
    }
    uint _26;
    uint _35;
    if (_42 == 0u)
    {
        _35 = _40;
    }
    else
    {
        _26 = _41;
        uint _32;
        switch (_10 & 3u)
        {
            case 3u:
            {
                _32 = _26 * 3u;
                break;
            }
            case 2u:
            {
                _32 = 7u;
                break;
            }
            default:
            {
                _32 = _26;
                break;
            }
        }
        _35 = _32 + 1000u;
    }
    _66._m0[(_4 << 2u) >> 2u] = _35;
}

