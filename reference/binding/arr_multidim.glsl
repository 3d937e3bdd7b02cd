#version 460
#extension GL_EXT_nonuniform_qualifier : require
#extension GL_EXT_samplerless_texture_functions : require
layout(local_size_x = 8, local_size_y = 8, local_size_z = 1) in;

struct _103
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

struct _113
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

float _152;

layout(set = 0, binding = 8, std430) readonly buffer _66_71
{
    uint _m0[];
} _71[4];

layout(set = 0, binding = 200, std140) uniform _82_84
{
    uvec4 _m0[1];
} _84;

layout(set = 0, binding = 0) uniform texture2D _64[8];
layout(set = 1, binding = 300) uniform writeonly uimageBuffer _78[3];

void main()
{
    uint _3 = gl_GlobalInvocationID.x;
    uint _4 = gl_GlobalInvocationID.y;
    _103 _5 = _103(_84._m0[0u].x, _84._m0[0u].y, _84._m0[0u].z, _84._m0[0u].w);
    vec4 _108 = texelFetch(_64[((_5._m0 * 4u) + _5._m1) + 0u], ivec2(uvec2(_3, _4)), int(0u));
    vec4 _117 = texelFetch(_64[7u], ivec2(uvec2(_3, _4)), int(0u));
    vec4 _130 = texelFetch(_64[nonuniformEXT(((_103(_84._m0[0u].x, _84._m0[0u].y, _84._m0[0u].z, _84._m0[0u].w)._m0 * 4u) + (_3 & 3u)) + 0u)], ivec2(uvec2(_3, _4)), int(0u));
    uint _36 = ((((_103(_84._m0[0u].x, _84._m0[0u].y, _84._m0[0u].z, _84._m0[0u].w)._m0 & 1u) * 2u) + (_4 & 1u)) + 8u) - 8u;
    uint _39 = (_3 * 8u) + 0u;
    _113 _40 = _113(uintBitsToFloat(_71[_36]._m0[_39 >> 2u]), uintBitsToFloat(_71[_36]._m0[(_39 + 4u) >> 2u]), _152, _152, 0u);
    uint _44 = (_4 << 3u) + _3;
    imageStore(_78[_103(_84._m0[0u].x, _84._m0[0u].y, _84._m0[0u].z, _84._m0[0u].w)._m2 + 0u], int(_44), uvec4(floatBitsToUint(((_113(_117.x, _117.y, _117.z, _117.w, 0u)._m0 + _113(_108.x, _108.y, _108.z, _108.w, 0u)._m0) + _113(_130.x, _130.y, _130.z, _130.w, 0u)._m0) + (_40._m0 * _40._m1))));
    imageStore(_78[2u], int(_44), uvec4(_103(_84._m0[0u].x, _84._m0[0u].y, _84._m0[0u].z, _84._m0[0u].w)._m1));
}

