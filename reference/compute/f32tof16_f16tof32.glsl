#version 460
layout(local_size_x = 16, local_size_y = 1, local_size_z = 1) in;

float _72;

struct _73
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

uint _77;

struct _78
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _44_46
{
    uint _m0[];
} _46;

layout(set = 0, binding = 1, std430) readonly buffer _49_51
{
    uint _m0[];
} _51;

layout(set = 0, binding = 300, std430) buffer _53_55
{
    uint _m0[];
} _55;

void main()
{
    uint _5 = gl_GlobalInvocationID.x;
    uint _70 = _46._m0[((_5 * 4u) + 0u) >> 2u];
    float _9 = _73(uintBitsToFloat(_70), _72, _72, _72, 0u)._m0;
    uint _76 = _51._m0[((_5 * 4u) + 0u) >> 2u];
    uint _13 = _78(_76, _77, _77, _77, 0u)._m0;
    uint _14 = _5 * 5u;
    uint _15 = packHalf2x16(vec2(_9, 0.0));
    _55._m0[((_14 * 4u) + 0u) >> 2u] = _15;
    _55._m0[(((_14 + 1u) * 4u) + 0u) >> 2u] = floatBitsToUint(unpackHalf2x16(_13).x);
    _55._m0[(((_14 + 2u) * 4u) + 0u) >> 2u] = floatBitsToUint(unpackHalf2x16(_13 | 2882338816u).x);
    precise float _29 = (-0.0) - _9;
    _55._m0[(((_14 + 3u) * 4u) + 0u) >> 2u] = (packHalf2x16(vec2(_29, 0.0)) << 16u) | _15;
    precise float _37 = unpackHalf2x16(_15).x * 2.0;
    _55._m0[(((_14 + 4u) * 4u) + 0u) >> 2u] = floatBitsToUint(_37);
}

