#version 460
layout(local_size_x = 16, local_size_y = 1, local_size_z = 1) in;

uint _72;

struct _73
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer In
{
    uint _m0[];
} In_1;

layout(set = 0, binding = 300, std430) buffer Out
{
    uint _m0[];
} Out_1;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _34;
    uint _10;
    uint _42;
    uint _43;
    uint arr[8];
    uint _6 = 0u;
    uint _7 = 0u;
    uint _8;
    for (;;)
    {
        _8 = _4 + _6;
        _10 = 0u;
        uint _40;
        for (;;)
        {
            arr[_10] = _73(In_1._m0[(((_8 + _10) & 15u) << 2u) >> 2u], _72, _72, _72, 0u)._m0 ^ (_10 * _6);
            uint _19 = _10 + 1u;
            if (_19 == 8u)
            {
                break;
            }
            else
            {
                _40 = _19;
                _10 = _40;
                continue;
            }
        }
        uint _24 = ((_4 * 3u) + _6) & 7u;
        uint _26 = arr[_24];
        uint _27 = _26 + 100u;
        arr[_24] = _27;
        _34 = _7 + (_27 + arr[((_24 + _6) + 1u) & 7u]);
        uint _35 = _6 + 1u;
        if (_35 == 4u)
        {
            break;
        }
        else
        {
            _42 = _35;
            _43 = _34;
            _6 = _42;
            _7 = _43;
            continue;
        }
    }
    Out_1._m0[(_4 << 2u) >> 2u] = _34;
}

