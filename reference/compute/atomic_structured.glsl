#version 460
layout(local_size_x = 32, local_size_y = 1, local_size_z = 1) in;

uint _72;

struct _73
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _42_44
{
    uint _m0[];
} _44;

layout(set = 0, binding = 300, std430) buffer _47_49
{
    uint _m0[];
} _49;

layout(set = 0, binding = 301, std430) buffer _51_53
{
    uint _m0[];
} _53;

layout(set = 0, binding = 302, std430) buffer _55_57
{
    uint _m0[];
} _57;

void main()
{
    uint _6 = gl_GlobalInvocationID.x;
    uint _71 = _44._m0[((_6 * 4u) + 0u) >> 2u];
    uint _10 = _73(_71, _72, _72, _72, 0u)._m0;
    uint _11 = 0u * 16u;
    uint _78 = atomicAdd(_49._m0[(_11 + 0u) >> 2u], _10);
    uint _13 = _78;
    uint _14 = 0u * 16u;
    uint _81 = atomicMin(_49._m0[(_14 + 4u) >> 2u], _10);
    uint _16 = _81;
    uint _17 = 0u * 16u;
    uint _85 = atomicMax(_49._m0[(_17 + 8u) >> 2u], _10);
    uint _19 = _85;
    uint _22 = 0u * 16u;
    uint _91 = atomicOr(_49._m0[(_22 + 12u) >> 2u], 1u << ((_10 & 31u) & 31u));
    uint _24 = _91;
    uint _25 = 1u * 16u;
    uint _94 = atomicAdd(_49._m0[(_25 + 0u) >> 2u], 1u);
    uint _27 = _94;
    uint _98 = atomicAdd(_53._m0[(((_10 & 7u) * 4u) + 0u) >> 2u], 1u);
    uint _31 = _98;
    if (int(_10) < int(0u))
    {
        uint _34 = 1u * 16u;
        uint _102 = atomicAdd(_49._m0[(_34 + 12u) >> 2u], 1u);
        uint _36 = _102;
        _57._m0[((_36 * 4u) + 0u) >> 2u] = 1u;
    }
}

