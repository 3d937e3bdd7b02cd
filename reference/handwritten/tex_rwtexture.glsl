#version 460
layout(local_size_x = 4, local_size_y = 4, local_size_z = 1) in;

struct _55
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

layout(set = 0, binding = 301, r32ui) uniform uimage2D U;

void main()
{
    uint _4 = gl_LocalInvocationID.x;
    uint _5 = gl_LocalInvocationID.y;
    imageStore(U, ivec2(uvec2(_4, _5)), uvec4((_4 * 10u) + _5));
    memoryBarrierBuffer();
    memoryBarrierImage();
    barrier();
    uvec4 _49 = imageLoad(U, ivec2(uvec2(3u - _4, 3u - _5)));
    Out_1._m0[(((_5 << 2u) + _4) << 2u) >> 2u] = _55(_49.x, _49.y, _49.z, _49.w, 0u)._m0;
    memoryBarrierBuffer();
    memoryBarrierImage();
    barrier();
    uint _61 = imageAtomicAdd(U, ivec2(uvec2(_4, 0u)), _5 + 1u);
    uint _19 = _61;
}

