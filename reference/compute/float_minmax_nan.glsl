#version 460
layout(local_size_x = 16, local_size_y = 1, local_size_z = 1) in;

uint _69;

struct _70
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

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _6 = (_4 * 8u) + 0u;
    uint _63 = _44._m0[_6 >> 2u];
    uint _68 = _44._m0[(_6 + 4u) >> 2u];
    _70 _7 = _70(_63, _68, _69, _69, 0u);
    float _9 = uintBitsToFloat(_7._m0);
    float _11 = uintBitsToFloat(_7._m1);
    uint _12 = _4 << 2u;
    float _13 = isnan(_11) ? _9 : (isnan(_9) ? _11 : min(_9, _11));
    _49._m0[((_12 * 4u) + 0u) >> 2u] = isnan(_13) ? 4294967295u : floatBitsToUint(_13);
    float _19 = isnan(_11) ? _9 : (isnan(_9) ? _11 : max(_9, _11));
    _49._m0[(((_12 | 1u) * 4u) + 0u) >> 2u] = isnan(_19) ? 4294967295u : floatBitsToUint(_19);
    float _26 = isnan(_9) ? _11 : (isnan(_11) ? _9 : min(_11, _9));
    _49._m0[(((_12 | 2u) * 4u) + 0u) >> 2u] = isnan(_26) ? 4294967295u : floatBitsToUint(_26);
    float _33 = isnan(_9) ? _11 : (isnan(_11) ? _9 : max(_11, _9));
    _49._m0[(((_12 | 3u) * 4u) + 0u) >> 2u] = isnan(_33) ? 4294967295u : floatBitsToUint(_33);
}

