#version 460
#extension GL_ARB_sparse_texture2 : require
#extension GL_EXT_samplerless_texture_functions : require
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;

struct _51
{
    uint _m0;
    vec4 _m1;
};

struct _59
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

layout(set = 0, binding = 300, std430) buffer Out
{
    uint _m0[];
} Out_1;

layout(set = 0, binding = 0) uniform texture2D T;
layout(set = 0, binding = 100) uniform sampler S;

void main()
{
    uint _5 = gl_LocalInvocationID.x;
    uint _6 = _5 << 5u;
    uint _98;
    vec4 _99;
    _98 = sparseTexelFetchARB(T, ivec2(uvec2(_6, 5u)), int(0u), _99);
    _51 _52 = _51(_98, _99);
    vec4 _53 = _52._m1;
    _59 _8 = _59(_53.x, _53.y, _53.z, _53.w, _52._m0);
    bool _11 = sparseTexelsResidentARB(int(_8._m4));
    uint _100;
    vec4 _101;
    _100 = sparseTextureLodARB(sampler2D(T, S), vec2((float(_6) + 0.5) * 0.00390625, 0.07421875), 0.0, _101);
    _51 _72 = _51(_100, _101);
    vec4 _73 = _72._m1;
    _59 _18 = _59(_73.x, _73.y, _73.z, _73.w, _72._m0);
    bool _21 = sparseTexelsResidentARB(int(_18._m4));
    uint _24 = _5 << 4u;
    Out_1._m0[_24 >> 2u] = floatBitsToUint(_11 ? _8._m0 : (-1.0));
    Out_1._m0[(_24 + 4u) >> 2u] = floatBitsToUint(float(_11));
    Out_1._m0[(_24 + 8u) >> 2u] = floatBitsToUint(_21 ? _18._m0 : (-1.0));
    Out_1._m0[(_24 + 12u) >> 2u] = floatBitsToUint(float(_21));
}

