#version 460
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;

uint _98;

struct _99
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

struct _130
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

struct _157
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _62_64
{
    uint _m0[];
} _64;

layout(set = 0, binding = 1, std430) readonly buffer _67_69
{
    uint _m0[];
} _69;

layout(set = 0, binding = 300, std430) buffer _75_77
{
    uint _m0[];
} _77;

layout(set = 0, binding = 302, std430) buffer _82_84
{
    uint _m0[];
} _84;

layout(set = 0, binding = 2) uniform samplerBuffer _73;
layout(set = 0, binding = 301, r32ui) uniform uimageBuffer _80;

void main()
{
    uint _8 = gl_GlobalInvocationID.x;
    uint _16 = _99(uint(_77._m0.length()) << 2u, _98, _98, _98)._m0;
    uint _23 = ((_99((uint(_64._m0.length()) << 2u) / 16u, _98, _98, _98)._m0 + _8) * 16u) + 0u;
    uint _115 = _64._m0[_23 >> 2u];
    uint _119 = _64._m0[(_23 + 4u) >> 2u];
    uint _124 = _64._m0[(_23 + 8u) >> 2u];
    uint _129 = _64._m0[(_23 + 12u) >> 2u];
    _130 _24 = _130(_115, _119, _124, _129, 0u);
    uint _29 = _8 << 2u;
    uint _30 = _99(uint(_69._m0.length()) << 2u, _98, _98, _98)._m0 + _29;
    uint _31 = _30 + 4294967288u;
    uint _134 = _69._m0[_31 >> 2u];
    uint _138 = _69._m0[(_31 + 4u) >> 2u];
    uint _142 = _69._m0[(_31 + 8u) >> 2u];
    uint _146 = _69._m0[(_31 + 12u) >> 2u];
    _130 _32 = _130(_134, _138, _142, _146, 0u);
    uint _149 = _69._m0[_30 >> 2u];
    vec4 _152 = texelFetch(_73, int(_99(uint(textureSize(_73)), _98, _98, _98)._m0 + _8));
    uint _42 = _99(uint(imageSize(_80)), _98, _98, _98)._m0 + _8;
    uvec4 _160 = imageLoad(_80, int(_42));
    uint _49 = _8 << 4u;
    _77._m0[_49 >> 2u] = _32._m0 + _24._m0;
    _77._m0[(_49 + 4u) >> 2u] = _32._m1 + _24._m1;
    _77._m0[(_49 + 8u) >> 2u] = _32._m2 + _24._m2;
    _77._m0[(_49 + 12u) >> 2u] = _32._m3 + _24._m3;
    _77._m0[(_29 + 128u) >> 2u] = (floatBitsToUint(_157(_152.x, _152.y, _152.z, _152.w, 0u)._m0) + _130(_149, _98, _98, _98, 0u)._m0) + _130(_160.x, _160.y, _160.z, _160.w, 0u)._m0;
    _77._m0[(_16 + _29) >> 2u] = 2989u;
    imageStore(_80, int(_42), uvec4(2989u));
    _84._m0[(((_99((uint(_84._m0.length()) << 2u) / 4u, _98, _98, _98)._m0 + _8) * 4u) + 0u) >> 2u] = 2989u;
    uint _189 = atomicAdd(_77._m0[(_16 + 4u) >> 2u], 1u);
    uint _59 = _189;
}

