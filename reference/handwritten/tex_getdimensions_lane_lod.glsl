#version 460
#extension GL_EXT_samplerless_texture_functions : require
layout(local_size_x = 16, local_size_y = 1, local_size_z = 1) in;

uint _65;

struct _79
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

layout(set = 0, binding = 300, std430) buffer Out
{
    uint _m0[];
} Out_1;

layout(set = 0, binding = 0) uniform texture2D T2D;
layout(set = 0, binding = 1) uniform texture2DArray T2DArray;
layout(set = 0, binding = 2) uniform texture3D T3D;

void main()
{
    uint _6 = gl_LocalInvocationID.x;
    uint _7 = _6 * 48u;
    uvec2 _62 = uvec2(textureSize(T2D, int(0u)));
    uint _66 = uint(textureQueryLevels(T2D));
    bool _68 = _6 < _66;
    uint _71 = min(_6, 31u);
    _79 _8 = _79(_68 ? max((_62.x >> _71), 1u) : 0u, _68 ? max((_62.y >> _71), 1u) : 0u, _65, _66);
    Out_1._m0[(_7 + 0u) >> 2u] = _8._m0;
    Out_1._m0[(_7 + 4u) >> 2u] = _8._m1;
    Out_1._m0[(_7 + 8u) >> 2u] = _8._m3;
    uvec3 _90 = uvec3(textureSize(T2DArray, int(0u)));
    uint _94 = uint(textureQueryLevels(T2DArray));
    bool _95 = _6 < _94;
    uint _96 = min(_6, 31u);
    _79 _15 = _79(_95 ? max((_90.x >> _96), 1u) : 0u, _95 ? max((_90.y >> _96), 1u) : 0u, _95 ? _90.z : 0u, _94);
    Out_1._m0[(_7 + 12u) >> 2u] = _15._m0;
    Out_1._m0[(_7 + 16u) >> 2u] = _15._m1;
    Out_1._m0[(_7 + 20u) >> 2u] = _15._m2;
    Out_1._m0[(_7 + 24u) >> 2u] = _15._m3;
    uvec3 _117 = uvec3(textureSize(T3D, int(0u)));
    uint _121 = uint(textureQueryLevels(T3D));
    bool _122 = _6 < _121;
    uint _123 = min(_6, 31u);
    _79 _24 = _79(_122 ? max((_117.x >> _123), 1u) : 0u, _122 ? max((_117.y >> _123), 1u) : 0u, _122 ? max((_117.z >> _123), 1u) : 0u, _121);
    Out_1._m0[(_7 + 28u) >> 2u] = _24._m0;
    Out_1._m0[(_7 + 32u) >> 2u] = _24._m1;
    Out_1._m0[(_7 + 36u) >> 2u] = _24._m2;
    Out_1._m0[(_7 + 40u) >> 2u] = _24._m3;
    Out_1._m0[(_7 + 44u) >> 2u] = _6;
}

