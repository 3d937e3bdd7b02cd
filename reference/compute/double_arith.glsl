#version 460
layout(local_size_x = 16, local_size_y = 1, local_size_z = 1) in;

struct _122
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

struct _134
{
    uint _m0;
    uint _m1;
};

layout(set = 0, binding = 0, std430) readonly buffer _86_88
{
    uint _m0[];
} _88;

layout(set = 0, binding = 300, std430) buffer _91_93
{
    uint _m0[];
} _93;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _5 = _4 << 4u;
    uint _107 = _88._m0[_5 >> 2u];
    uint _111 = _88._m0[(_5 + 4u) >> 2u];
    uint _116 = _88._m0[(_5 + 8u) >> 2u];
    uint _121 = _88._m0[(_5 + 12u) >> 2u];
    _122 _6 = _122(_107, _111, _116, _121, 0u);
    precise double _11 = (uvec2(_6._m0, _6._m1));
    precise double _12 = (uvec2(_6._m2, _6._m3));
    uint _13 = _4 << 6u;
    precise double _14 = _11 + _12;
    precise double _15 = _11 - _12;
    precise double _16 = _11 * _12;
    precise double _17 = _11 * 0.25lf;
    precise double _18 = _12 * 2.0lf;
    precise double _19 = _17 - _18;
    precise double _21 = (isnan(_12) ? _11 : (isnan(_11) ? _12 : max(_11, _12))) * 3.0lf;
    _134 _24 = _134((_14).x, (_14).y);
    _93._m0[_13 >> 2u] = _24._m0;
    _93._m0[(_13 + 4u) >> 2u] = _24._m1;
    uint _27 = _13 | 8u;
    _134 _30 = _134((_15).x, (_15).y);
    _93._m0[_27 >> 2u] = _30._m0;
    _93._m0[(_27 + 4u) >> 2u] = _30._m1;
    uint _33 = _13 | 16u;
    _134 _36 = _134((_16).x, (_16).y);
    _93._m0[_33 >> 2u] = _36._m0;
    _93._m0[(_33 + 4u) >> 2u] = _36._m1;
    uint _39 = _13 | 24u;
    _134 _42 = _134((_19).x, (_19).y);
    _93._m0[_39 >> 2u] = _42._m0;
    _93._m0[(_39 + 4u) >> 2u] = _42._m1;
    double _45 = isnan(_12) ? _11 : (isnan(_11) ? _12 : min(_11, _12));
    uint _46 = _13 | 32u;
    _134 _49 = _134((_45).x, (_45).y);
    _93._m0[_46 >> 2u] = _49._m0;
    _93._m0[(_46 + 4u) >> 2u] = _49._m1;
    uint _52 = _13 | 40u;
    _134 _55 = _134((_21).x, (_21).y);
    _93._m0[_52 >> 2u] = _55._m0;
    _93._m0[(_52 + 4u) >> 2u] = _55._m1;
    precise double _58 = _11 + 1.0lf;
    precise double _59 = _58 - _11;
    uint _60 = _13 | 48u;
    _134 _63 = _134((_59).x, (_59).y);
    _93._m0[_60 >> 2u] = _63._m0;
    _93._m0[(_60 + 4u) >> 2u] = _63._m1;
    precise double _77 = _11 + 9.094947017729282379150390625e-13lf;
    uint _83 = _13 | 56u;
    _93._m0[_83 >> 2u] = (((uint(_11 < _12) | ((_11 <= _12) ? 2u : 0u)) | ((_11 == _12) ? 4u : 0u)) | ((_11 > _12) ? 8u : 0u)) | ((_77 != _11) ? 16u : 0u);
    _93._m0[(_83 + 4u) >> 2u] = uint(_11 > (-0.0lf));
}

