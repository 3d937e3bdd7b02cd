#version 460
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _70;

struct _71
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _49_51
{
    uint _m0[];
} _51;

layout(set = 0, binding = 300, std430) buffer _54_56
{
    uint _m0[];
} _56;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _5 = _4 << 2u;
    uint _69 = _51._m0[_5 >> 2u];
    uint _7 = _71(_69, _70, _70, _70, 0u)._m0;
    uint _38;
    if (_7 < 10u)
    {
        _56._m0[(_5 + 256u) >> 2u] = 1u;
        _38 = (_7 * 3u) + 1u;
    }
    else
    {
        uint _40;
        if (_7 < 20u)
        {
            _56._m0[(_5 + 256u) >> 2u] = 2u;
            _40 = _7 ^ 85u;
        }
        else
        {
            uint _42;
            if ((_7 & 3u) == 0u)
            {
                _56._m0[(_5 + 256u) >> 2u] = 3u;
                _42 = (_7 >> 2u) + 1000u;
            }
            else
            {
                uint _44;
                if (_7 > 1000u)
                {
                    _44 = _7 + 4294966296u;
                }
                else
                {
                    uint _20 = _5 + 256u;
                    uint _46;
                    if ((_7 == 37u) || (_7 == 41u))
                    {
                        _56._m0[_20 >> 2u] = 5u;
                        _46 = 7u;
                    }
                    else
                    {
                        _56._m0[_20 >> 2u] = 6u;
                        _46 = _7 + 100u;
                    }
                    _44 = _46;
                }
                _42 = _44;
            }
            _40 = _42;
        }
        _38 = _40;
    }
    _56._m0[_5 >> 2u] = _38;
}

