#version 460
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _96;

struct _97
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _74_76
{
    uint _m0[];
} _76;

layout(set = 0, binding = 300, std430) buffer _79_81
{
    uint _m0[];
} _81;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _5 = _4 << 3u;
    uint _95 = _76._m0[_5 >> 2u];
    uint _7 = _97(_95, _96, _96, _96, 0u)._m0;
    uint _101 = _76._m0[(_5 | 4u) >> 2u];
    uint _10 = _97(_101, _96, _96, _96, 0u)._m0;
    uint _11 = _4 << 2u;
    uint _12 = _11 + 256u;
    _81._m0[_12 >> 2u] = 1u;
    if (!(_7 == 0u))
    {
        uint _56;
        uint _57;
        if (_10 > _7)
        {
            uint _22 = _10 + _7;
            uint _63;
            uint _64;
            if ((_22 & 1u) == 0u)
            {
                _63 = _22 * 3u;
                _64 = 0u;
            }
            else
            {
                _81._m0[_11 >> 2u] = _22;
                _63 = _96;
                _64 = 1u;
            }
            _56 = _63;
            _57 = _64;
        }
        else
        {
            uint _60;
            uint _61;
            if (_10 == 0u)
            {
                _81._m0[_11 >> 2u] = _7 + 45056u;
                _60 = _96;
                _61 = 1u;
            }
            else
            {
                _81._m0[_12 >> 2u] = 2u;
                _60 = _7;
                _61 = 0u;
            }
            _56 = _60;
            _57 = _61;
        }
        uint _29;
        if (_57 == 0u)
        {
            _29 = _56;
            uint _30 = _10 & 7u;
            uint _66;
            uint _67;
            if (_30 == 0u)
            {
                _66 = _29;
                _67 = 0u;
            }
            else
            {
                uint _35;
                _35 = 0u;
                uint _50;
                uint _51;
                uint _53;
                uint _34 = _29;
                uint _37;
                for (;;)
                {
                    _37 = (_34 * 5u) + _35;
                    if (_37 > 5000u)
                    {
                        _53 = 0u;
                        break;
                    }
                    else
                    {
                        uint _40 = _35 + 1u;
                        if (_40 < _30)
                        {
                            _50 = _37;
                            _51 = _40;
                            _34 = _50;
                            _35 = _51;
                            continue;
                        }
                        else
                        {
                            _53 = 1u;
                            break;
                        }
                    }
                }
                uint _70;
                uint _71;
                if (_53 == 0u)
                {
                    _81._m0[_11 >> 2u] = _37 | 2147483648u;
                    _81._m0[_12 >> 2u] = _35 + 3u;
                    _70 = _96;
                    _71 = 1u;
                }
                else
                {
                    _70 = _37;
                    _71 = 0u;
                }
                _66 = _70;
                _67 = _71;
            }
            uint _47;
            if (_67 == 0u)
            {
                _47 = _66;
                _81._m0[_11 >> 2u] = _47;
            }
            else
            {
            }
        }
        else
        {
        }
    }
}

