#version 460
layout(local_size_x = 16, local_size_y = 1, local_size_z = 1) in;

struct _90
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

struct _110
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 3, std430) readonly buffer _63_65
{
    uint _m0[];
} _65;

layout(set = 0, binding = 301, std430) buffer _71_73
{
    uint _m0[];
} _73;

layout(set = 0, binding = 0) uniform samplerBuffer _56;
layout(set = 0, binding = 1) uniform usamplerBuffer _60;
layout(set = 0, binding = 2) uniform samplerBuffer _61;
layout(set = 0, binding = 300) uniform writeonly imageBuffer _69;

void main()
{
    uint _8 = gl_GlobalInvocationID.x;
    vec4 _84 = texelFetch(_56, int(_8));
    _90 _9 = _90(_84.x, _84.y, _84.z, _84.w, 0u);
    float _10 = _9._m0;
    float _11 = _9._m1;
    float _12 = _9._m2;
    float _13 = _9._m3;
    uint _14 = _8 << 4u;
    _110 _15 = _110(_65._m0[_14 >> 2u], _65._m0[(_14 + 4u) >> 2u], _65._m0[(_14 + 8u) >> 2u], _65._m0[(_14 + 12u) >> 2u], 0u);
    uvec4 _113 = texelFetch(_60, int(_8));
    _110 _24 = _110(_113.x, _113.y, _113.z, _113.w, 0u);
    vec4 _119 = texelFetch(_61, int((_8 << 2u) | 2u));
    float _32 = _90(_119.x, _119.y, _119.z, _119.w, 0u)._m0;
    imageStore(_69, int(_8), vec4(((uintBitsToFloat(_15._m0) * 0.5) + _10) + _32, ((uintBitsToFloat(_15._m1) * 0.5) + _11) + _32, ((uintBitsToFloat(_15._m2) * 0.5) + _12) + _32, ((uintBitsToFloat(_15._m3) * 0.5) + _13) + _32));
    _73._m0[_14 >> 2u] = _24._m0 ^ floatBitsToUint(_10);
    _73._m0[(_14 + 4u) >> 2u] = _24._m1 ^ floatBitsToUint(_11);
    _73._m0[(_14 + 8u) >> 2u] = _24._m2 ^ floatBitsToUint(_12);
    _73._m0[(_14 + 12u) >> 2u] = _24._m3 ^ floatBitsToUint(_13);
}

