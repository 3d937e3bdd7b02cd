#version 460
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _72;

struct _73
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _50_52
{
    uint _m0[];
} _52;

layout(set = 0, binding = 300, std430) buffer _55_57
{
    uint _m0[];
} _57;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _71 = _52._m0[((_4 * 4u) + 0u) >> 2u];
    uint _8 = _73(_71, _72, _72, _72, 0u)._m0;
    uint _77 = atomicAdd(_57._m0[0u >> 2u], _8);
    uint _9 = _77;
    uint _80 = atomicMin(_57._m0[4u >> 2u], _8);
    uint _10 = _80;
    uint _84 = atomicMax(_57._m0[8u >> 2u], _8);
    uint _11 = _84;
    uint _89 = atomicAnd(_57._m0[12u >> 2u], _8 | 251658240u);
    uint _13 = _89;
    uint _94 = atomicOr(_57._m0[16u >> 2u], _8 & 16711935u);
    uint _15 = _94;
    uint _98 = atomicXor(_57._m0[20u >> 2u], _8);
    uint _16 = _98;
    uint _102 = atomicMin(_57._m0[24u >> 2u], _8);
    uint _17 = _102;
    uint _106 = atomicMax(_57._m0[28u >> 2u], _8);
    uint _18 = _106;
    uint _110 = atomicAdd(_57._m0[32u >> 2u], 1u);
    uint _19 = _110;
    uint _117 = atomicOr(_57._m0[(((_19 >> 5u) << 2u) + 40u) >> 2u], 1u << ((_19 & 31u) & 31u));
    uint _25 = _117;
    uint _27 = 1u << ((_4 & 31u) & 31u);
    uint _46;
    if (_4 < 32u)
    {
        uint _123 = atomicOr(_57._m0[56u >> 2u], _27);
        uint _30 = _123;
        uint _128 = atomicAnd(_57._m0[60u >> 2u], _27 ^ 4294967295u);
        uint _35 = _128;
        uint _132 = atomicXor(_57._m0[64u >> 2u], _27);
        uint _40 = _132;
        _46 = (uint((_35 & _27) != 0u) + uint((_30 & _27) == 0u)) + uint((_40 & _27) == 0u);
    }
    else
    {
        _46 = 0u;
    }
    uint _136 = atomicAdd(_57._m0[36u >> 2u], _46);
    uint _47 = _136;
}

