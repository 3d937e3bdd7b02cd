#version 460
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;

struct _70
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

struct _94
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 300, std430) buffer Out
{
    uint _m0[];
} Out_1;

layout(set = 0, binding = 0) uniform texture2D C;
layout(set = 0, binding = 1) uniform utexture2D R;
layout(set = 0, binding = 100) uniform sampler S;

void main()
{
    uint _6 = gl_LocalInvocationID.x;
    float _9 = float(_6 + 1u) * 0.25;
    vec4 _64 = textureGather(sampler2D(C, S), vec2(_9, 0.5), int(1u));
    _70 _11 = _70(_64.x, _64.y, _64.z, _64.w, 0u);
    vec4 _79 = textureGatherOffset(sampler2D(C, S), vec2(_9, 0.5), ivec2(-1, 1));
    _70 _13 = _70(_79.x, _79.y, _79.z, _79.w, 0u);
    uvec4 _89 = textureGather(usampler2D(R, S), vec2(_9, 0.5));
    _94 _15 = _94(_89.x, _89.y, _89.z, _89.w, 0u);
    uint _28 = _6 * 48u;
    Out_1._m0[_28 >> 2u] = floatBitsToUint(_11._m0);
    Out_1._m0[(_28 + 4u) >> 2u] = floatBitsToUint(_11._m1);
    Out_1._m0[(_28 + 8u) >> 2u] = floatBitsToUint(_11._m2);
    Out_1._m0[(_28 + 12u) >> 2u] = floatBitsToUint(_11._m3);
    uint _29 = _28 + 16u;
    Out_1._m0[_29 >> 2u] = floatBitsToUint(_13._m0);
    Out_1._m0[(_29 + 4u) >> 2u] = floatBitsToUint(_13._m1);
    Out_1._m0[(_29 + 8u) >> 2u] = floatBitsToUint(_13._m2);
    Out_1._m0[(_29 + 12u) >> 2u] = floatBitsToUint(_13._m3);
    uint _30 = _28 + 32u;
    Out_1._m0[_30 >> 2u] = _15._m0;
    Out_1._m0[(_30 + 4u) >> 2u] = _15._m1;
    Out_1._m0[(_30 + 8u) >> 2u] = _15._m2;
    Out_1._m0[(_30 + 12u) >> 2u] = _15._m3;
}

