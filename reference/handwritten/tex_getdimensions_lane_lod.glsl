#version 460
#extension GL_EXT_samplerless_texture_functions : require
layout(local_size_x = 16, local_size_y = 1, local_size_z = 1) in;

uint _65;

struct _81
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
    uint _63 = _62.x;
    uint _64 = _62.y;
    uint _66 = uint(textureQueryLevels(T2D));
    bool _68 = _6 < _66;
    uint _71 = min(_6, 31u);
    _81 _8 = _81(_68 ? min(_63, max((_63 >> _71), 1u)) : 0u, _68 ? min(_64, max((_64 >> _71), 1u)) : 0u, _65, _66);
    Out_1._m0[(_7 + 0u) >> 2u] = _8._m0;
    Out_1._m0[(_7 + 4u) >> 2u] = _8._m1;
    Out_1._m0[(_7 + 8u) >> 2u] = _8._m3;
    uvec3 _92 = uvec3(textureSize(T2DArray, int(0u)));
    uint _93 = _92.x;
    uint _94 = _92.y;
    uint _96 = uint(textureQueryLevels(T2DArray));
    bool _97 = _6 < _96;
    uint _98 = min(_6, 31u);
    _81 _15 = _81(_97 ? min(_93, max((_93 >> _98), 1u)) : 0u, _97 ? min(_94, max((_94 >> _98), 1u)) : 0u, _97 ? _92.z : 0u, _96);
    Out_1._m0[(_7 + 12u) >> 2u] = _15._m0;
    Out_1._m0[(_7 + 16u) >> 2u] = _15._m1;
    Out_1._m0[(_7 + 20u) >> 2u] = _15._m2;
    Out_1._m0[(_7 + 24u) >> 2u] = _15._m3;
    uvec3 _121 = uvec3(textureSize(T3D, int(0u)));
    uint _122 = _121.x;
    uint _123 = _121.y;
    uint _124 = _121.z;
    uint _125 = uint(textureQueryLevels(T3D));
    bool _126 = _6 < _125;
    uint _127 = min(_6, 31u);
    _81 _24 = _81(_126 ? min(_122, max((_122 >> _127), 1u)) : 0u, _126 ? min(_123, max((_123 >> _127), 1u)) : 0u, _126 ? min(_124, max((_124 >> _127), 1u)) : 0u, _125);
    Out_1._m0[(_7 + 28u) >> 2u] = _24._m0;
    Out_1._m0[(_7 + 32u) >> 2u] = _24._m1;
    Out_1._m0[(_7 + 36u) >> 2u] = _24._m2;
    Out_1._m0[(_7 + 40u) >> 2u] = _24._m3;
    Out_1._m0[(_7 + 44u) >> 2u] = _6;
}

