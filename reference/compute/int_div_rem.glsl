#version 460
layout(local_size_x = 16, local_size_y = 1, local_size_z = 1) in;

uint _87;

struct _88
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _60_62
{
    uint _m0[];
} _62;

layout(set = 0, binding = 300, std430) buffer _65_67
{
    uint _m0[];
} _67;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _6 = (_4 * 8u) + 0u;
    uint _81 = _62._m0[_6 >> 2u];
    uint _86 = _62._m0[(_6 + 4u) >> 2u];
    _88 _7 = _88(_81, _86, _87, _87, 0u);
    uint _8 = _7._m0;
    uint _9 = _7._m1;
    uint _10 = _4 * 12u;
    uint _93 = uint(abs(int(_9)));
    bool _94 = _93 == 0u;
    uint _99 = _94 ? 4294967295u : (uint(abs(int(_8))) / (_94 ? 1u : _93));
    uint _11 = ((int(_8) < int(0u)) != (int(_9) < int(0u))) ? (-_99) : _99;
    _67._m0[((_10 * 4u) + 0u) >> 2u] = _11;
    uint _108 = uint(abs(int(_9)));
    bool _109 = _108 == 0u;
    uint _112 = _109 ? 4294967295u : (uint(abs(int(_8))) % (_109 ? 1u : _108));
    uint _14 = (int(_8) < int(0u)) ? (-_112) : _112;
    _67._m0[(((_10 | 1u) * 4u) + 0u) >> 2u] = _14;
    bool _118 = _9 == 0u;
    uint _18 = _118 ? 4294967295u : (_8 / (_118 ? 1u : _9));
    _67._m0[(((_10 | 2u) * 4u) + 0u) >> 2u] = _18;
    bool _124 = _9 == 0u;
    uint _22 = _124 ? 4294967295u : (_8 % (_124 ? 1u : _9));
    _67._m0[(((_10 | 3u) * 4u) + 0u) >> 2u] = _22;
    uint _132 = uint(abs(int(3u)));
    bool _133 = _132 == 0u;
    uint _136 = _133 ? 4294967295u : (uint(abs(int(_8))) / (_133 ? 1u : _132));
    uint _26 = ((int(_8) < int(0u)) != (int(3u) < int(0u))) ? (-_136) : _136;
    _67._m0[(((_10 + 4u) * 4u) + 0u) >> 2u] = _26;
    uint _145 = uint(abs(int(3u)));
    bool _146 = _145 == 0u;
    uint _149 = _146 ? 4294967295u : (uint(abs(int(_8))) % (_146 ? 1u : _145));
    uint _30 = (int(_8) < int(0u)) ? (-_149) : _149;
    _67._m0[(((_10 + 5u) * 4u) + 0u) >> 2u] = _30;
    uint _157 = uint(abs(int(8u)));
    bool _158 = _157 == 0u;
    uint _161 = _158 ? 4294967295u : (uint(abs(int(_8))) / (_158 ? 1u : _157));
    uint _34 = ((int(_8) < int(0u)) != (int(8u) < int(0u))) ? (-_161) : _161;
    _67._m0[(((_10 + 6u) * 4u) + 0u) >> 2u] = _34;
    uint _171 = uint(abs(int(8u)));
    bool _172 = _171 == 0u;
    uint _175 = _172 ? 4294967295u : (uint(abs(int(_8))) % (_172 ? 1u : _171));
    uint _38 = (int(_8) < int(0u)) ? (-_175) : _175;
    _67._m0[(((_10 + 7u) * 4u) + 0u) >> 2u] = _38;
    bool _182 = 7u == 0u;
    uint _42 = _182 ? 4294967295u : (_8 / (_182 ? 1u : 7u));
    _67._m0[(((_10 + 8u) * 4u) + 0u) >> 2u] = _42;
    bool _188 = 7u == 0u;
    uint _46 = _188 ? 4294967295u : (_8 % (_188 ? 1u : 7u));
    _67._m0[(((_10 + 9u) * 4u) + 0u) >> 2u] = _46;
    _67._m0[(((_10 + 10u) * 4u) + 0u) >> 2u] = _8 >> 4u;
    bool _199 = 1000u == 0u;
    uint _54 = _199 ? 4294967295u : (_8 % (_199 ? 1u : 1000u));
    _67._m0[(((_10 + 11u) * 4u) + 0u) >> 2u] = _54;
}

