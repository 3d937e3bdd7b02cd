#version 460
layout(local_size_x = 32, local_size_y = 1, local_size_z = 1) in;

uint _98;

struct _99
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _73_75
{
    uint _m0[];
} _75;

layout(set = 0, binding = 1, std430) readonly buffer _78_80
{
    uint _m0[];
} _80;

layout(set = 0, binding = 300, std430) buffer _82_84
{
    uint _m0[];
} _84;

void main()
{
    uint _5 = gl_GlobalInvocationID.x;
    uint _97 = _80._m0[(_5 << 2u) >> 2u];
    uint _9 = min(_99(_97, _98, _98, _98, 0u)._m0, 8u);
    uint _10 = _5 << 3u;
    uint _11 = _5 * 10u;
    uint _12 = _11 + 9u;
    _84._m0[((_12 * 4u) + 0u) >> 2u] = 4294967295u;
    uint _65;
    uint _66;
    if (_9 == 0u)
    {
        _65 = 0u;
        _66 = 0u;
    }
    else
    {
        uint _19;
        _19 = 0u;
        uint _28;
        uint _59;
        uint _60;
        uint _62;
        uint _63;
        uint _18 = 0u;
        uint _20;
        uint _25;
        for (;;)
        {
            _25 = _99(_75._m0[(((_19 + _10) * 4u) + 0u) >> 2u], _98, _98, _98, 0u)._m0;
            if (_25 == 32767u)
            {
                _62 = 0u;
                _63 = _20;
                break;
            }
            else
            {
                _28 = _25 + _18;
                _84._m0[(((_19 + _11) * 4u) + 0u) >> 2u] = _28;
                if (int(_28) < int(0u))
                {
                    _62 = 1u;
                    _63 = _28;
                    break;
                }
                else
                {
                    uint _34 = _19 + 1u;
                    if (_34 < _9)
                    {
                        _59 = _28;
                        _60 = _34;
                        _18 = _59;
                        _19 = _60;
                        _20 = _28;
                        continue;
                    }
                    else
                    {
                        _62 = 2u;
                        _63 = _28;
                        break;
                    }
                }
            }
        }
        uint _69;
        uint _70;
        switch (_62)
        {
            case 0u:
            {
                _84._m0[(((_11 + 8u) * 4u) + 0u) >> 2u] = _19;
                _69 = _98;
                _70 = 1u;
                break;
            }
            case 1u:
            {
                _84._m0[(((_11 + 8u) * 4u) + 0u) >> 2u] = _19 + 100u;
                _84._m0[((_12 * 4u) + 0u) >> 2u] = _63;
                _69 = _98;
                _70 = 1u;
                break;
            }
            default:
            {
                _69 = _63 << 1u;
                _70 = 0u;
                break;
            }
        }
        _65 = _69;
        _66 = _70;
    }
    uint _50;
    if (_66 == 0u)
    {
        _50 = _65;
        _84._m0[(((_11 + 8u) * 4u) + 0u) >> 2u] = _9 + 200u;
        _84._m0[((_12 * 4u) + 0u) >> 2u] = _50;
    }
}

