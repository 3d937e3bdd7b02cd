#version 460
layout(local_size_x = 16, local_size_y = 1, local_size_z = 1) in;

struct _61
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

uint _73;

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
    uint _5 = _4 << 5u;
    uint _6 = _5 + 16u;
    uint _45 = In_1._m0[_5 >> 2u];
    uint _50 = In_1._m0[(_5 + 4u) >> 2u];
    uint _55 = In_1._m0[(_5 + 8u) >> 2u];
    uint _60 = In_1._m0[(_5 + 12u) >> 2u];
    _61 _7 = _61(_45, _50, _55, _60, 0u);
    uint _64 = In_1._m0[_6 >> 2u];
    uint _68 = In_1._m0[(_6 + 4u) >> 2u];
    uint _72 = In_1._m0[(_6 + 8u) >> 2u];
    _61 _8 = _61(_64, _68, _72, _73, 0u);
    uint _9 = _7._m0;
    uint _10 = _7._m1;
    uint _12 = _7._m3;
    uint _13 = _8._m0;
    uint _14 = _8._m1;
    uint _75 = bitfieldExtract(_9, int(0u), int(8u));
    uint _76 = bitfieldExtract(_10, int(0u), int(8u));
    uint _84 = bitfieldExtract(_9, int(8u), int(8u));
    uint _85 = bitfieldExtract(_10, int(8u), int(8u));
    uint _92 = bitfieldExtract(_9, int(16u), int(8u));
    uint _93 = bitfieldExtract(_10, int(16u), int(8u));
    uint _101 = bitfieldExtract(_9, int(24u), int(8u));
    uint _102 = bitfieldExtract(_10, int(24u), int(8u));
    uint _16 = _7._m2 + ((((0u + ((_75 == 0u) ? 0u : (max(_75, _76) - min(_75, _76)))) + ((_84 == 0u) ? 0u : (max(_84, _85) - min(_84, _85)))) + ((_92 == 0u) ? 0u : (max(_92, _93) - min(_92, _93)))) + ((_101 == 0u) ? 0u : (max(_101, _102) - min(_101, _102))));
    uint _111 = _12 & 31u;
    uint _112 = _13 & 31u;
    uint _118 = _12 & 31u;
    uint _119 = _13 & 31u;
    uint _125 = _13 & 31u;
    uint _20 = _4 << 4u;
    Out_1._m0[_20 >> 2u] = _16;
    Out_1._m0[(_20 + 4u) >> 2u] = (_111 == 0u) ? 0u : uint(bitfieldExtract(int(_14), int(_112), int(min(_111, (32u - _112)))));
    Out_1._m0[(_20 + 8u) >> 2u] = (_118 == 0u) ? 0u : bitfieldExtract(_14, int(_119), int(min(_118, (32u - _119))));
    Out_1._m0[(_20 + 12u) >> 2u] = bitfieldInsert(_8._m2, _14, int(_125), int(min((_12 & 31u), (32u - _125))));
}

