#version 460
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _59;

struct _60
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _34_36
{
    uint _m0[];
} _36;

layout(set = 0, binding = 300, r32ui) uniform uimageBuffer _40;
layout(set = 0, binding = 301, r32i) uniform iimageBuffer _44;

void main()
{
    uint _5 = gl_GlobalInvocationID.x;
    uint _58 = _36._m0[((_5 * 4u) + 0u) >> 2u];
    uint _9 = _60(_58, _59, _59, _59, 0u)._m0;
    uint _64 = imageAtomicAdd(_40, int(0u), _9);
    uint _10 = _64;
    uint _66 = imageAtomicMin(_40, int(1u), _9);
    uint _11 = _66;
    uint _68 = imageAtomicMax(_40, int(2u), _9);
    uint _12 = _68;
    uint _72 = imageAtomicAnd(_40, int(3u), _9 | 4042322160u);
    uint _14 = _72;
    uint _75 = imageAtomicOr(_40, int(4u), _9 & 252645135u);
    uint _16 = _75;
    uint _78 = imageAtomicXor(_40, int(5u), _9);
    uint _17 = _78;
    uint _81 = imageAtomicAdd(_40, int(6u), 2u);
    uint _18 = _81;
    uint _86 = imageAtomicOr(_40, int((_18 >> 6u) + 8u), 1u << (((_18 >> 1u) & 31u) & 31u));
    uint _24 = _86;
    int _90 = imageAtomicMin(_44, int(0u), int(_9));
    int _93 = imageAtomicMax(_44, int(1u), int(_9));
    int _96 = imageAtomicAdd(_44, int(2u), int(uint(int(_9) >> int(8u))));
    int _100 = imageAtomicAdd(_44, int((_5 & 3u) + 3u), int(4294967295u));
}

