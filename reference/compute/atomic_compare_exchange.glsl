#version 460
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

layout(set = 0, binding = 300, std430) buffer _47_49
{
    uint _m0[];
} _49;

layout(set = 0, binding = 301, std430) buffer _52_54
{
    uint _m0[];
} _54;

layout(set = 0, binding = 302, std430) buffer _56_58
{
    uint _m0[];
} _58;

void main()
{
    uint _5 = gl_LocalInvocationIndex;
    uint _6 = _5 & 7u;
    uint _7 = _5 & 4294967288u;
    uint _11 = (_7 == 24u) ? ((_6 * 100u) + 5u) : 4294967295u;
    uint _80 = atomicCompSwap(_49._m0[((_6 * 4u) + 0u) >> 2u], _11, _5 + 7000u);
    uint _15 = _80;
    _54._m0[((_5 * 4u) + 0u) >> 2u] = uint(_15 == _11);
    uint _89 = atomicCompSwap(_58._m0[((_6 << 2u) + 16u) >> 2u], (_7 == 40u) ? (_6 | 4096u) : 4294967295u, _5 + 40960u);
    uint _26 = _89;
    uint _27 = _5 + 1u;
    uint _38;
    uint _43;
    uint _44;
    uint _29 = 0u;
    uint _30 = 0u;
    uint _32;
    for (;;)
    {
        uint _92 = atomicCompSwap(_58._m0[0u >> 2u], _29, _27 + _29);
        _32 = _92;
        if (_32 == _29)
        {
            _38 = _30;
            break;
        }
        else
        {
            uint _35 = _30 + 1u;
            if (_35 < 1000u)
            {
                _43 = _32;
                _44 = _35;
                _29 = _43;
                _30 = _44;
                continue;
            }
            else
            {
                _38 = _35;
                break;
            }
        }
    }
    uint _96 = atomicAdd(_58._m0[4u >> 2u], uint(_38 < 1000u));
    uint _41 = _96;
}

