#version 460
layout(local_size_x = 8, local_size_y = 8, local_size_z = 1) in;

struct _98
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

layout(set = 0, binding = 0) uniform texture2D M;
layout(set = 0, binding = 1) uniform texture2D Z;
layout(set = 0, binding = 100) uniform sampler L;
layout(set = 0, binding = 101) uniform samplerShadow C;

void main()
{
    uint _7 = gl_LocalInvocationID.x;
    uint _8 = gl_LocalInvocationID.y;
    float _17 = exp2((float((_7 >> 1u) + ((_8 >> 1u) << 2u)) * 0.375) + (-1.25)) * 0.0625;
    float _22 = (float(_7) + 0.5) * _17;
    float _23 = (float(_8) + 0.5) * _17;
    vec4 _92 = texture(sampler2D(M, L), vec2(_22, _23));
    vec4 _111 = texture(sampler2D(M, L), vec2(_22, _23), 1.0);
    vec4 _121 = textureGrad(sampler2D(M, L), vec2(_22, _23), vec2(0.125, 0.0), vec2(0.0, 0.125));
    float _130 = texture(sampler2DShadow(Z, C), vec3(vec2(_22, _23), 0.3125));
    float _135 = texture(sampler2DShadow(Z, C), vec3(vec2(_22, _23), 0.3125), -1.0);
    float _140 = textureGrad(sampler2DShadow(Z, C), vec3(vec2(_22, _23), 0.3125), vec2(0.25, 0.0), vec2(0.0, 0.25));
    uint _52 = ((_8 << 3u) + _7) << 5u;
    Out_1._m0[_52 >> 2u] = floatBitsToUint(_98(_92.x, _92.y, _92.z, _92.w, 0u)._m0);
    Out_1._m0[(_52 + 4u) >> 2u] = floatBitsToUint(textureQueryLod(sampler2D(M, L), vec2(_22, _23)).x);
    Out_1._m0[(_52 + 8u) >> 2u] = floatBitsToUint(textureQueryLod(sampler2D(M, L), vec2(_22, _23)).y);
    Out_1._m0[(_52 + 12u) >> 2u] = floatBitsToUint(_98(_111.x, _111.y, _111.z, _111.w, 0u)._m0);
    uint _53 = _52 + 16u;
    Out_1._m0[_53 >> 2u] = floatBitsToUint(_98(_121.x, _121.y, _121.z, _121.w, 0u)._m0);
    Out_1._m0[(_53 + 4u) >> 2u] = floatBitsToUint(_98(_130, _130, _130, _130, 0u)._m0);
    Out_1._m0[(_53 + 8u) >> 2u] = floatBitsToUint(_98(_135, _135, _135, _135, 0u)._m0);
    Out_1._m0[(_53 + 12u) >> 2u] = floatBitsToUint(_98(_140, _140, _140, _140, 0u)._m0);
}

