#version 460
#extension GL_EXT_samplerless_texture_functions : require
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;

uint _70;

struct _71
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

struct _90
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

layout(set = 0, binding = 2, std430) readonly buffer O
{
    uint _m0[];
} O_1;

layout(set = 0, binding = 300, std430) buffer Out
{
    uint _m0[];
} Out_1;

layout(set = 0, binding = 0) uniform texture2D T;
layout(set = 0, binding = 1) uniform texture2D D;
layout(set = 0, binding = 100) uniform sampler P;
layout(set = 0, binding = 101) uniform samplerShadow C;

void main()
{
    uint _8 = gl_LocalInvocationID.x;
    uint _9 = _8 << 3u;
    uint _64 = O_1._m0[_9 >> 2u];
    uint _69 = O_1._m0[(_9 + 4u) >> 2u];
    _71 _10 = _71(_64, _69, _70, _70, 0u);
    uint _11 = _10._m0;
    uint _12 = _10._m1;
    vec4 _85 = textureLodOffset(sampler2D(T, P), vec2(0.53125), 0.0, bitfieldExtract(ivec2(uvec2(_11, _12)), int(0u), int(4u)));
    vec4 _98 = textureGradOffset(sampler2D(T, P), vec2(0.28125, 0.78125), vec2(0.0), vec2(0.0), bitfieldExtract(ivec2(uvec2(_11, _12)), int(0u), int(4u)));
    float _109 = textureLodOffset(sampler2DShadow(D, C), vec3(vec2(0.53125), 0.5), 0.0, bitfieldExtract(ivec2(uvec2(_12, _11)), int(0u), int(4u)));
    uvec2 _24 = uvec2(8u);
    uvec2 _111 = uvec2(bitfieldExtract(ivec2(uvec2(_12, _11)), int(0u), int(4u)));
    vec4 _120 = texelFetch(T, ivec2(uvec2(_24.x + _111.x, _24.y + _111.y)), int(0u));
    uint _31 = _8 << 4u;
    Out_1._m0[_31 >> 2u] = floatBitsToUint(_90(_85.x, _85.y, _85.z, _85.w, 0u)._m0);
    Out_1._m0[(_31 + 4u) >> 2u] = floatBitsToUint(_90(_98.x, _98.y, _98.z, _98.w, 0u)._m0);
    Out_1._m0[(_31 + 8u) >> 2u] = floatBitsToUint(_90(_109, _109, _109, _109, 0u)._m0);
    Out_1._m0[(_31 + 12u) >> 2u] = floatBitsToUint(_90(_120.x, _120.y, _120.z, _120.w, 0u)._m0);
}

