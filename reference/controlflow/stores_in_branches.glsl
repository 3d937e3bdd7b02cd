#version 460
layout(local_size_x = 32, local_size_y = 1, local_size_z = 1) in;

uint _80;

struct _81
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _57_59
{
    uint _m0[];
} _59;

layout(set = 0, binding = 300, std430) buffer _62_64
{
    uint _m0[];
} _64;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _5 = _4 << 5u;
    uint _6 = _4 << 3u;
    uint _79 = _59._m0[_6 >> 2u];
    uint _8 = _81(_79, _80, _80, _80, 0u)._m0;
    uint _85 = _59._m0[(_6 | 4u) >> 2u];
    uint _11 = _81(_85, _80, _80, _80, 0u)._m0;
    _64._m0[_5 >> 2u] = _8;
    if ((_8 & 1u) == 0u)
    {
        if ((_8 & 2u) == 0u)
        {
        }
        else
        {
            _64._m0[((_5 | ((_11 << 2u) & 12u)) | 16u) >> 2u] = _8;
        }
    }
    else
    {
        uint _15 = _5 | 4u;
        _64._m0[_15 >> 2u] = _11;
        if (_11 > _8)
        {
            _64._m0[(_5 | 8u) >> 2u] = _11 - _8;
        }
        else
        {
            _64._m0[_15 >> 2u] = 4369u;
        }
    }
    uint _30 = _11 & 7u;
    if (!(_30 == 0u))
    {
        uint _34;
        _34 = 0u;
        uint _53;
        for (;;)
        {
            uint _38 = (((_34 + _8) << 2u) & 28u) | _5;
            uint _106 = _64._m0[_38 >> 2u];
            uint _40 = _81(_106, _80, _80, _80, 0u)._m0;
            uint _41 = _34 + 1u;
            _64._m0[_38 >> 2u] = _40 + _41;
            if ((_40 < 1001u) && (_41 < _30))
            {
                _53 = _41;
                _34 = _53;
                continue;
            }
            else
            {
                break;
            }
        }
    }
    if (_11 == 0u)
    {
        uint _50 = _5 | 24u;
        _64._m0[_50 >> 2u] = 43690u;
        _64._m0[(_50 + 4u) >> 2u] = 48059u;
    }
}

