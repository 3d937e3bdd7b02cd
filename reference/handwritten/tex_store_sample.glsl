#version 460
layout(local_size_x = 2, local_size_y = 2, local_size_z = 1) in;

struct _66
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

layout(set = 0, binding = 301, r32f) uniform image2DMS M;

void main()
{
    uint _4 = gl_LocalInvocationID.x;
    uint _5 = gl_LocalInvocationID.y;
    uint _7 = (_5 << 1u) + _4;
    float _9 = float(_7 * 10u);
    imageStore(M, ivec2(uvec2(_4, _5)), 0u, vec4(_9));
    imageStore(M, ivec2(uvec2(_4, _5)), 1u, vec4(_9 + 1.0));
    imageStore(M, ivec2(uvec2(_4, _5)), 2u, vec4(_9 + 2.0));
    imageStore(M, ivec2(uvec2(_4, _5)), 3u, vec4(_9 + 3.0));
    vec4 _61 = imageLoad(M, ivec2(uvec2(_4, _5)), 3u - _7);
    Out_1._m0[(_7 << 2u) >> 2u] = floatBitsToUint(_66(_61.x, _61.y, _61.z, _61.w, 0u)._m0);
}

