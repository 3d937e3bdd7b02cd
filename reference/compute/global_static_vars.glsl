#version 460
layout(local_size_x = 16, local_size_y = 1, local_size_z = 1) in;

uint _92;

struct _93
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _63_65
{
    uint _m0[];
} _65;

layout(set = 0, binding = 300, std430) buffer _68_70
{
    uint _m0[];
} _70;

uint gHistory[4] = uint[](0u, 0u, 0u, 0u);

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    gHistory[0u] = 0u;
    gHistory[1u] = 0u;
    gHistory[2u] = 0u;
    gHistory[3u] = 0u;
    uint _91 = _65._m0[((_4 * 4u) + 0u) >> 2u];
    uint _12 = _93(_91, _92, _92, _92, 0u)._m0;
    uint _13 = _12 & 7u;
    gHistory[1u] = _13;
    gHistory[(_12 + 1u) & 3u] = _4;
    uint _18 = _4 + 5u;
    uint _19 = _13 + _18;
    uint _28;
    uint _29;
    if ((_12 & 1u) == 0u)
    {
        _28 = _19;
        _29 = 1083179008u;
    }
    else
    {
        gHistory[(_12 + _18) & 3u] = 3u;
        _28 = _19 + 3u;
        _29 = 1087897600u;
    }
    uint _33 = _4 << 2u;
    _70._m0[((_33 * 4u) + 0u) >> 2u] = _28;
    _70._m0[(((_33 | 1u) * 4u) + 0u) >> 2u] = _29;
    _70._m0[(((_33 | 2u) * 4u) + 0u) >> 2u] = (((gHistory[1u] << 8u) | gHistory[0u]) | (gHistory[2u] << 16u)) | (gHistory[3u] << 24u);
    _70._m0[(((_33 | 3u) * 4u) + 0u) >> 2u] = ((_12 & 65535u) + 1u) + ((_12 >> 16u) * 3u);
}

