#version 460
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _86;

struct _87
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

struct _99
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

layout(set = 0, binding = 0, std430) readonly buffer _58_60
{
    uint _m0[];
} _60;

layout(set = 0, binding = 300, std430) buffer _63_65
{
    uint _m0[];
} _65;

layout(set = 0, binding = 200, std140) uniform _69_71
{
    uvec4 _m0[1];
} _71;

void main()
{
    uint _5 = gl_GlobalInvocationID.x;
    uint _85 = _60._m0[(_5 << 2u) >> 2u];
    uint _8 = _87(_85, _86, _86, _86, 0u)._m0;
    if (_8 == 0u)
    {
        _65._m0[(_5 * 12u) >> 2u] = 4294967295u;
    }
    else
    {
        uint _41;
        uint _42;
        uint _43;
        uint _44;
        if (_8 == 1u)
        {
            _41 = 0u;
            _42 = 1u;
            _43 = 1u;
            _44 = 0u;
        }
        else
        {
            uint _36;
            uint _37;
            uint _38;
            uint _39;
            uint _53;
            uint _54;
            uint _55;
            uint _14 = 0u;
            uint _15 = _8;
            uint _16 = _8;
            for (;;)
            {
                if (_14 < _99(_71._m0[0u].x, _71._m0[0u].y, _71._m0[0u].z, _71._m0[0u].w)._m0)
                {
                    uint _31;
                    if ((_15 & 1u) == 0u)
                    {
                        _31 = _15 >> 1u;
                    }
                    else
                    {
                        if (_15 > 1431655764u)
                        {
                            _36 = _14;
                            _37 = _15;
                            _38 = _16;
                            _39 = 33554432u;
                            break;
                        }
                        else
                        {
                            _31 = (_15 * 3u) + 1u;
                        }
                    }
                    uint _32 = max(_16, _31);
                    uint _33 = _14 + 1u;
                    if (_31 == 1u)
                    {
                        _36 = _33;
                        _37 = 1u;
                        _38 = _32;
                        _39 = 0u;
                        break;
                    }
                    else
                    {
                        _53 = _33;
                        _54 = _31;
                        _55 = _32;
                        _14 = _53;
                        _15 = _54;
                        _16 = _55;
                        continue;
                    }
                }
                else
                {
                    _36 = _14;
                    _37 = _15;
                    _38 = _16;
                    _39 = 16777216u;
                    break;
                }
            }
            _41 = _36;
            _42 = _37;
            _43 = _38;
            _44 = _39;
        }
        uint _46 = _5 * 12u;
        _65._m0[_46 >> 2u] = _44 | _41;
        _65._m0[(_46 + 4u) >> 2u] = _43;
        _65._m0[(_46 + 8u) >> 2u] = _42;
    }
}

