#version 460
#extension GL_ARB_sparse_texture2 : require
#extension GL_EXT_samplerless_texture_functions : require
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;

struct _48
{
    uint _m0;
    vec4 _m1;
};

struct _56
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
    uint _94;
    vec4 _95;
    _94 = sparseTexelFetchARB(T, ivec2(uvec2(_5, 1u)), int(0u), _95);
    _48 _49 = _48(_94, _95);
    vec4 _50 = _49._m1;
    _56 _7 = _56(_50.x, _50.y, _50.z, _50.w, _49._m0);
    uint _96;
    vec4 _97;
    _96 = sparseTextureLodARB(sampler2D(T, S), vec2((float(_5) + 0.5) * 0.25, 0.625), 0.0, _97);
    _48 _68 = _48(_96, _97);
    vec4 _69 = _68._m1;
    _56 _16 = _56(_69.x, _69.y, _69.z, _69.w, _68._m0);
    uint _21 = _5 << 4u;
    Out_1._m0[_21 >> 2u] = floatBitsToUint(_7._m0);
    Out_1._m0[(_21 + 4u) >> 2u] = floatBitsToUint(float(sparseTexelsResidentARB(int(_7._m4))));
    Out_1._m0[(_21 + 8u) >> 2u] = floatBitsToUint(_16._m0);
    Out_1._m0[(_21 + 12u) >> 2u] = floatBitsToUint(float(sparseTexelsResidentARB(int(_16._m4))));
}

