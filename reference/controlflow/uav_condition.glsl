#version 460
layout(local_size_x = 32, local_size_y = 1, local_size_z = 1) in;

uint _65;

struct _66
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 300, std430) buffer _47_49
{
    uint _m0[];
} _49;

void main()
{
    uint _3 = gl_GlobalInvocationID.x;
    uint _4 = _3 << 4u;
    uint _6;
    _6 = 0u;
    uint _42;
    uint _8;
    for (;;)
    {
        _8 = _66(_49._m0[_4 >> 2u], _65, _65, _65, 0u)._m0;
        if (_8 > 1u)
        {
            _49._m0[_4 >> 2u] = ((_8 & 1u) != 0u) ? (_8 + 4294967295u) : (_8 >> 1u);
            uint _16 = _4 | 4u;
            _49._m0[_16 >> 2u] = _66(_49._m0[_16 >> 2u], _65, _65, _65, 0u)._m0 + 1u;
            uint _20 = _6 + 1u;
            if (_20 > 39u)
            {
                break;
            }
            else
            {
                _42 = _20;
                _6 = _42;
                continue;
            }
        }
        else
        {
            break;
        }
    }
    uint _23 = _4 | 8u;
    uint _25;
    _25 = 0u;
    uint _44;
    uint _27;
    for (;;)
    {
        uint _81 = _49._m0[_23 >> 2u];
        _27 = _66(_81, _65, _65, _65, 0u)._m0;
        if (_27 == 0u)
        {
            break;
        }
        else
        {
            _49._m0[_23 >> 2u] = (_27 + 4294967295u) & _27;
            uint _32 = _4 | 12u;
            _49._m0[_32 >> 2u] = (_66(_49._m0[_32 >> 2u], _65, _65, _65, 0u)._m0 * 3u) + uint(findLSB(_27));
            if (_25 > 19u)
            {
                break;
            }
            else
            {
                _44 = _25 + 1u;
                _25 = _44;
                continue;
            }
        }
    }
}

