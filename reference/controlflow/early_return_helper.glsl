#version 460
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _224;

struct _225
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _202_204
{
    uint _m0[];
} _204;

layout(set = 0, binding = 300, std430) buffer _207_209
{
    uint _m0[];
} _209;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _5 = _4 << 3u;
    uint _223 = _204._m0[_5 >> 2u];
    uint _7 = _225(_223, _224, _224, _224, 0u)._m0;
    uint _8 = _5 | 4u;
    uint _229 = _204._m0[_8 >> 2u];
    uint _10 = _225(_229, _224, _224, _224, 0u)._m0;
    uint _36;
    if (_7 == 0u)
    {
        _36 = 100u;
    }
    else
    {
        uint _174;
        if ((_7 & 1u) == 0u)
        {
            uint _23;
            _23 = 1u;
            uint _148;
            uint _150;
            uint _24;
            for (;;)
            {
                _24 = _7 >> (_23 & 31u);
                if ((_24 & 3u) == 3u)
                {
                    _150 = 0u;
                    break;
                }
                else
                {
                    if (_24 == 0u)
                    {
                        _150 = 1u;
                        break;
                    }
                    else
                    {
                        uint _30 = _23 + 1u;
                        if (_30 < 12u)
                        {
                            _148 = _30;
                            _23 = _148;
                            continue;
                        }
                        else
                        {
                            _150 = 1u;
                            break;
                        }
                    }
                }
            }
            uint _176;
            if (_150 == 0u)
            {
                _176 = _23 + 10u;
            }
            else
            {
                _176 = 50u;
            }
            _174 = _176;
        }
        else
        {
            if (_7 > 50u)
            {
                _174 = 1u;
            }
            else
            {
                bool _237 = 3u == 0u;
                uint _18 = _237 ? 4294967295u : (_7 % (_237 ? 1u : 3u));
                _174 = (_18 == 0u) ? 2u : 3u;
            }
        }
        _36 = _174;
    }
    uint _119;
    if ((_36 + 4294967286u) < 40u)
    {
        uint _113;
        if (_10 == 0u)
        {
            _113 = 100u;
        }
        else
        {
            uint _193;
            if ((_10 & 1u) == 0u)
            {
                uint _100;
                _100 = 1u;
                uint _164;
                uint _166;
                uint _101;
                for (;;)
                {
                    _101 = _10 >> (_100 & 31u);
                    if ((_101 & 3u) == 3u)
                    {
                        _166 = 0u;
                        break;
                    }
                    else
                    {
                        if (_101 == 0u)
                        {
                            _166 = 1u;
                            break;
                        }
                        else
                        {
                            uint _107 = _100 + 1u;
                            if (_107 < 12u)
                            {
                                _164 = _107;
                                _100 = _164;
                                continue;
                            }
                            else
                            {
                                _166 = 1u;
                                break;
                            }
                        }
                    }
                }
                uint _195;
                if (_166 == 0u)
                {
                    _195 = _100 + 10u;
                }
                else
                {
                    _195 = 50u;
                }
                _193 = _195;
            }
            else
            {
                if (_10 > 50u)
                {
                    _193 = 1u;
                }
                else
                {
                    bool _246 = 3u == 0u;
                    uint _95 = _246 ? 4294967295u : (_10 % (_246 ? 1u : 3u));
                    _193 = (_95 == 0u) ? 2u : 3u;
                }
            }
            _113 = _193;
        }
        if (_113 == 100u)
        {
            _119 = _36;
        }
        else
        {
            _119 = _113 + (_36 * 1000u);
        }
    }
    else
    {
        uint _178;
        if (_36 == 100u)
        {
            uint _85;
            if (_10 == 0u)
            {
                _85 = 100u;
            }
            else
            {
                uint _189;
                if ((_10 & 1u) == 0u)
                {
                    uint _72;
                    _72 = 1u;
                    uint _159;
                    uint _161;
                    uint _73;
                    for (;;)
                    {
                        _73 = _10 >> (_72 & 31u);
                        if ((_73 & 3u) == 3u)
                        {
                            _161 = 0u;
                            break;
                        }
                        else
                        {
                            if (_73 == 0u)
                            {
                                _161 = 1u;
                                break;
                            }
                            else
                            {
                                uint _79 = _72 + 1u;
                                if (_79 < 12u)
                                {
                                    _159 = _79;
                                    _72 = _159;
                                    continue;
                                }
                                else
                                {
                                    _161 = 1u;
                                    break;
                                }
                            }
                        }
                    }
                    uint _191;
                    if (_161 == 0u)
                    {
                        _191 = _72 + 10u;
                    }
                    else
                    {
                        _191 = 50u;
                    }
                    _189 = _191;
                }
                else
                {
                    if (_10 > 50u)
                    {
                        _189 = 1u;
                    }
                    else
                    {
                        bool _252 = 3u == 0u;
                        uint _67 = _252 ? 4294967295u : (_10 % (_252 ? 1u : 3u));
                        _189 = (_67 == 0u) ? 2u : 3u;
                    }
                }
                _85 = _189;
            }
            _178 = _85 + 200u;
        }
        else
        {
            uint _42 = _10 & 7u;
            uint _180;
            uint _181;
            uint _182;
            if (_42 == 0u)
            {
                _180 = _36;
                _181 = _224;
                _182 = 0u;
            }
            else
            {
                uint _153;
                uint _154;
                uint _156;
                uint _46 = _36;
                uint _47 = 0u;
                uint _49;
                for (;;)
                {
                    _49 = (_46 * 3u) + _47;
                    if (_49 > 400u)
                    {
                        _156 = 0u;
                        break;
                    }
                    else
                    {
                        uint _52 = _47 + 1u;
                        if (_52 < _42)
                        {
                            _153 = _49;
                            _154 = _52;
                            _46 = _153;
                            _47 = _154;
                            continue;
                        }
                        else
                        {
                            _156 = 1u;
                            break;
                        }
                    }
                }
                uint _185;
                uint _186;
                uint _187;
                if (_156 == 0u)
                {
                    _185 = _224;
                    _186 = _49;
                    _187 = 1u;
                }
                else
                {
                    _185 = _49;
                    _186 = _224;
                    _187 = 0u;
                }
                _180 = _185;
                _181 = _186;
                _182 = _187;
            }
            uint _57;
            if (_182 == 0u)
            {
                _57 = _180;
                _178 = _57 + 7000u;
            }
            else
            {
                _178 = _181;
            }
        }
        _119 = _178;
    }
    _209._m0[_5 >> 2u] = _119;
    uint _120 = _10 ^ _7;
    uint _146;
    if (_7 == _10)
    {
        _146 = 100u;
    }
    else
    {
        uint _197;
        if ((_120 & 1u) == 0u)
        {
            uint _133;
            _133 = 1u;
            uint _169;
            uint _171;
            uint _134;
            for (;;)
            {
                _134 = _120 >> (_133 & 31u);
                if ((_134 & 3u) == 3u)
                {
                    _171 = 0u;
                    break;
                }
                else
                {
                    if (_134 == 0u)
                    {
                        _171 = 1u;
                        break;
                    }
                    else
                    {
                        uint _140 = _133 + 1u;
                        if (_140 < 12u)
                        {
                            _169 = _140;
                            _133 = _169;
                            continue;
                        }
                        else
                        {
                            _171 = 1u;
                            break;
                        }
                    }
                }
            }
            uint _199;
            if (_171 == 0u)
            {
                _199 = _133 + 10u;
            }
            else
            {
                _199 = 50u;
            }
            _197 = _199;
        }
        else
        {
            if (_120 > 50u)
            {
                _197 = 1u;
            }
            else
            {
                bool _263 = 3u == 0u;
                uint _128 = _263 ? 4294967295u : (_120 % (_263 ? 1u : 3u));
                _197 = (_128 == 0u) ? 2u : 3u;
            }
        }
        _146 = _197;
    }
    _209._m0[_8 >> 2u] = _146;
}

