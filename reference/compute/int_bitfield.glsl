#version 460
layout(local_size_x = 32, local_size_y = 1, local_size_z = 1) in;

struct _102
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _65_67
{
    uint _m0[];
} _67;

layout(set = 0, binding = 300, std430) buffer _70_72
{
    uint _m0[];
} _72;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _6 = (_4 * 16u) + 0u;
    uint _86 = _67._m0[_6 >> 2u];
    uint _91 = _67._m0[(_6 + 4u) >> 2u];
    uint _96 = _67._m0[(_6 + 8u) >> 2u];
    uint _101 = _67._m0[(_6 + 12u) >> 2u];
    _102 _7 = _102(_86, _91, _96, _101, 0u);
    uint _8 = _7._m0;
    uint _9 = _7._m1;
    uint _10 = _7._m2;
    uint _12 = _7._m3;
    uint _13 = _4 * 5u;
    uint _16 = (1u << ((_10 & 31u) & 31u)) + 4294967295u;
    uint _17 = _9 & 31u;
    _72._m0[((_13 * 4u) + 0u) >> 2u] = _16 & (_8 >> (_17 & 31u));
    _72._m0[(((_13 + 1u) * 4u) + 0u) >> 2u] = uint(int(_8 << ((((32u - _9) - _10) & 31u) & 31u)) >> int(((0u - _10) & 31u) & 31u));
    uint _31 = _16 << (_17 & 31u);
    _72._m0[(((_13 + 2u) * 4u) + 0u) >> 2u] = (_8 & (_31 ^ 4294967295u)) | (_31 & (_12 << (_17 & 31u)));
    _72._m0[(((_13 + 3u) * 4u) + 0u) >> 2u] = (((_8 >> 8u) & 255u) | ((_8 >> 28u) << 8u)) | ((_8 << 12u) & 4096u);
    _72._m0[(((_13 + 4u) * 4u) + 0u) >> 2u] = (((_8 << 24u) | (_12 & 255u)) | ((_9 << 8u) & 65280u)) | ((_10 << 16u) & 16711680u);
}

