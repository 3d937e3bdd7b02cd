#version 460
layout(local_size_x = 16, local_size_y = 1, local_size_z = 1) in;

struct _95
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

uint _103;

layout(set = 0, binding = 0, std430) readonly buffer _55_57
{
    uint _m0[];
} _57;

layout(set = 0, binding = 1, std430) readonly buffer _60_62
{
    uint _m0[];
} _62;

layout(set = 0, binding = 300, std430) buffer _64_66
{
    uint _m0[];
} _66;

void main()
{
    uint _5 = gl_GlobalInvocationID.x;
    uint _6 = _5 << 4u;
    _95 _7 = _95(_62._m0[_6 >> 2u], _62._m0[(_6 + 4u) >> 2u], _62._m0[(_6 + 8u) >> 2u], _62._m0[(_6 + 12u) >> 2u], 0u);
    uint _8 = _7._m0;
    uint _10 = _7._m2;
    uint _11 = _7._m3;
    uint _12 = min(_7._m1, 64u);
    uint _44;
    uint _45;
    uint _46;
    if (_12 == 0u)
    {
        _44 = 0u;
        _45 = 0u;
        _46 = 0u;
    }
    else
    {
        uint _40;
        uint _41;
        uint _42;
        uint _51;
        uint _52;
        uint _16 = 0u;
        uint _17 = 0u;
        uint _22;
        for (;;)
        {
            _22 = _95(_57._m0[(((_17 + _8) << 2u) & 252u) >> 2u], _103, _103, _103, 0u)._m0;
            if (_22 == _10)
            {
                _40 = _16;
                _41 = 1u;
                _42 = _17;
                break;
            }
            else
            {
                uint _25 = _22 + _16;
                if (_25 > _11)
                {
                    _40 = _25;
                    _41 = 2u;
                    _42 = _17;
                    break;
                }
                else
                {
                    uint _36;
                    if ((_22 & 15u) == 15u)
                    {
                        if (_17 > 2u)
                        {
                            _40 = _25;
                            _41 = 3u;
                            _42 = _17;
                            break;
                        }
                        else
                        {
                            _36 = _25 ^ (_22 << 4u);
                        }
                    }
                    else
                    {
                        _36 = _25;
                    }
                    uint _37 = _17 + 1u;
                    if (_37 < _12)
                    {
                        _51 = _36;
                        _52 = _37;
                        _16 = _51;
                        _17 = _52;
                        continue;
                    }
                    else
                    {
                        _40 = _36;
                        _41 = 0u;
                        _42 = _37;
                        break;
                    }
                }
            }
        }
        _44 = _40;
        _45 = _41;
        _46 = _42;
    }
    uint _47 = _5 * 12u;
    _66._m0[_47 >> 2u] = _44;
    _66._m0[(_47 + 4u) >> 2u] = _46;
    _66._m0[(_47 + 8u) >> 2u] = _45;
}

