#version 460
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;

struct _67
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

layout(set = 0, binding = 0) uniform texture2D D;
layout(set = 0, binding = 100) uniform samplerShadow P;
layout(set = 0, binding = 101) uniform samplerShadow L;

void main()
{
    uint _6 = gl_LocalInvocationID.x;
    float _10 = ((float(_6) * 0.75) + 0.625) * 0.25;
    float _11 = 2.375 * 0.25;
    float _65 = textureLod(sampler2DShadow(D, P), vec3(vec2(_10, _11), 0.5), 0.0);
    float _71 = textureLod(sampler2DShadow(D, L), vec3(vec2(_10, _11), 0.5), 0.0);
    float _75 = textureLod(sampler2DShadow(D, P), vec3(vec2(_10, _11), 0.5), 0.0);
    vec2 _21 = vec2(float(_6 + 1u) * 0.25, 0.5);
    vec4 _81 = textureGather(sampler2DShadow(D, P), _21, 0.5);
    _67 _22 = _67(_81.x, _81.y, _81.z, _81.w, 0u);
    uint _30 = _6 << 5u;
    Out_1._m0[_30 >> 2u] = floatBitsToUint(_67(_65, _65, _65, _65, 0u)._m0);
    Out_1._m0[(_30 + 4u) >> 2u] = floatBitsToUint(_67(_71, _71, _71, _71, 0u)._m0);
    Out_1._m0[(_30 + 8u) >> 2u] = floatBitsToUint(_67(_75, _75, _75, _75, 0u)._m0);
    Out_1._m0[(_30 + 12u) >> 2u] = floatBitsToUint(0.0);
    uint _31 = _30 + 16u;
    Out_1._m0[_31 >> 2u] = floatBitsToUint(_22._m0);
    Out_1._m0[(_31 + 4u) >> 2u] = floatBitsToUint(_22._m1);
    Out_1._m0[(_31 + 8u) >> 2u] = floatBitsToUint(_22._m2);
    Out_1._m0[(_31 + 12u) >> 2u] = floatBitsToUint(_22._m3);
}

