#version 460
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _91;

struct _92
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _69_71
{
    uint _m0[];
} _71;

layout(set = 0, binding = 300, std430) buffer _74_76
{
    uint _m0[];
} _76;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _5 = _4 << 3u;
    uint _7 = _92(_71._m0[_5 >> 2u], _91, _91, _91, 0u)._m0;
    uint _10 = _92(_71._m0[(_5 | 4u) >> 2u], _91, _91, _91, 0u)._m0;
    uint _12 = (_10 >> 4u) & 31u;
    uint _14 = (_7 << 13u) ^ _7;
    uint _16 = (_14 >> 17u) ^ _14;
    uint _18 = (_16 << 5u) ^ _16;
    uint _54;
    uint _55;
    uint _56;
    uint _57;
    if (((_16 ^ _10) & 15u) == 0u)
    {
        _54 = 1u;
        _55 = _18;
        _56 = 1u;
        _57 = 0u;
    }
    else
    {
        uint _49;
        uint _50;
        uint _51;
        uint _52;
        uint _63;
        uint _64;
        uint _65;
        uint _66;
        uint _24 = 1u;
        uint _25 = _18;
        uint _26 = 0u;
        uint _27 = 0u;
        uint _32;
        for (;;)
        {
            _32 = (((_25 & 256u) != 0u) ? (_25 >> 28u) : 0u) + _26;
            if (_27 == _12)
            {
                _49 = _24;
                _50 = _25;
                _51 = 2u;
                _52 = _32;
                break;
            }
            else
            {
                if (_25 < 16777216u)
                {
                    _49 = _24;
                    _50 = _25;
                    _51 = 3u;
                    _52 = _32;
                    break;
                }
                else
                {
                    uint _37 = _32 ^ _24;
                    uint _39 = (_25 << 13u) ^ _25;
                    uint _41 = (_39 >> 17u) ^ _39;
                    uint _43 = (_41 << 5u) ^ _41;
                    uint _44 = _24 + 1u;
                    if (((_41 ^ _10) & 15u) == 0u)
                    {
                        _49 = _44;
                        _50 = _43;
                        _51 = 1u;
                        _52 = _37;
                        break;
                    }
                    else
                    {
                        _63 = _44;
                        _64 = _43;
                        _65 = _37;
                        _66 = _24;
                        _24 = _63;
                        _25 = _64;
                        _26 = _65;
                        _27 = _66;
                        continue;
                    }
                }
            }
        }
        _54 = _49;
        _55 = _50;
        _56 = _51;
        _57 = _52;
    }
    uint _58 = _4 << 4u;
    _76._m0[_58 >> 2u] = _55;
    _76._m0[(_58 | 4u) >> 2u] = _54;
    _76._m0[(_58 | 8u) >> 2u] = _56;
    _76._m0[(_58 | 12u) >> 2u] = _57;
}

