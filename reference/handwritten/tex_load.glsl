#version 460
#extension GL_EXT_samplerless_texture_functions : require
layout(local_size_x = 4, local_size_y = 4, local_size_z = 1) in;

struct _60
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

layout(set = 0, binding = 0) uniform utexture2D T;

void main()
{
    uint _4 = gl_LocalInvocationID.x;
    uint _5 = gl_LocalInvocationID.y;
    uvec4 _55 = texelFetchOffset(T, ivec2(uvec2(_4, _5)), int(0u), ivec2(1, 2));
    uvec4 _62 = texelFetch(T, ivec2(uvec2(_4, _5)), int(1u));
    uvec2 _13 = uvec2(0u);
    uvec2 _68 = uvec2(bitfieldExtract(ivec2(uvec2(_4 & 1u, _5 & 1u)), int(0u), int(4u)));
    uvec4 _78 = texelFetch(T, ivec2(uvec2(_13.x + _68.x, _13.y + _68.y)), int(2u));
    uvec4 _87 = texelFetchOffset(T, ivec2(uvec2(7u - _4, _5)), int(0u), ivec2(-1, 0));
    uint _24 = ((_5 << 2u) + _4) << 4u;
    Out_1._m0[_24 >> 2u] = _60(_55.x, _55.y, _55.z, _55.w, 0u)._m0;
    Out_1._m0[(_24 + 4u) >> 2u] = _60(_62.x, _62.y, _62.z, _62.w, 0u)._m0;
    Out_1._m0[(_24 + 8u) >> 2u] = _60(_78.x, _78.y, _78.z, _78.w, 0u)._m0;
    Out_1._m0[(_24 + 12u) >> 2u] = _60(_87.x, _87.y, _87.z, _87.w, 0u)._m0;
}

