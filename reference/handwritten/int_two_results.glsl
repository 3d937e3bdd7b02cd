#version 460
layout(local_size_x = 16, local_size_y = 1, local_size_z = 1) in;

uint _68;

struct _69
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

struct _70
{
    uint _m0;
    uint _m1;
};

struct _84
{
    uint _m0;
    bool _m1;
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
    uint _5 = _4 << 3u;
    uint _62 = In_1._m0[_5 >> 2u];
    uint _67 = In_1._m0[(_5 + 4u) >> 2u];
    _69 _6 = _69(_62, _67, _68, _68, 0u);
    uint _7 = _6._m0;
    uint _8 = _6._m1;
    _70 _71;
    imulExtended(_7, _8, _71._m1, _71._m0);
    _70 _11 = _70(_71._m1, _7 * _8);
    _70 _72;
    umulExtended(_7, _8, _72._m1, _72._m0);
    _70 _14 = _70(_72._m1, _7 * _8);
    bool _74 = _8 == 0u;
    uint _15 = _74 ? 4294967295u : (_7 / (_74 ? 1u : _8));
    bool _80 = _8 == 0u;
    uint _16 = _80 ? 4294967295u : (_7 % (_80 ? 1u : _8));
    _70 _17 = _70(_15, _16);
    uint _18 = _7 + _8;
    _84 _20 = _84(_18, _18 < _7);
    _84 _23 = _84(_7 - _8, _7 < _8);
    uint _36 = _4 * 40u;
    uint _37 = _36 + 16u;
    uint _38 = _36 + 32u;
    Out_1._m0[_36 >> 2u] = _11._m0;
    Out_1._m0[(_36 + 4u) >> 2u] = _11._m1;
    Out_1._m0[(_36 + 8u) >> 2u] = _14._m0;
    Out_1._m0[(_36 + 12u) >> 2u] = _14._m1;
    Out_1._m0[_37 >> 2u] = _17._m0;
    Out_1._m0[(_37 + 4u) >> 2u] = _17._m1;
    Out_1._m0[(_37 + 8u) >> 2u] = _20._m0;
    Out_1._m0[(_37 + 12u) >> 2u] = uint(_20._m1);
    Out_1._m0[_38 >> 2u] = _23._m0;
    Out_1._m0[(_38 + 4u) >> 2u] = uint(_23._m1);
}

