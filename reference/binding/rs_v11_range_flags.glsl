#version 460
layout(local_size_x = 32, local_size_y = 1, local_size_z = 1) in;

uint _67;

struct _68
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

struct _75
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

layout(set = 0, binding = 0, std430) readonly buffer _31_33
{
    uint _m0[];
} _33;

layout(set = 0, binding = 1, std430) readonly buffer _36_38
{
    uint _m0[];
} _38;

layout(set = 0, binding = 300, std430) buffer _43_45
{
    uint _m0[];
} _45;

layout(set = 0, binding = 200, std140) uniform _49_51
{
    uvec4 _m0[1];
} _51;

layout(set = 0, binding = 2) uniform usamplerBuffer _41;

void main()
{
    uint _7 = gl_GlobalInvocationID.x;
    _75 _12 = _75(_51._m0[0u].x, _51._m0[0u].y, _51._m0[0u].z, _51._m0[0u].w);
    uint _14 = _12._m0 & 31u;
    uvec4 _83 = texelFetch(_41, int(_7));
    _45._m0[((_7 * 4u) + 0u) >> 2u] = (_68(_83.x, _83.y, _83.z, _83.w, 0u)._m0 + _12._m1) ^ ((_68(_38._m0[((_7 * 4u) + 0u) >> 2u], _67, _67, _67, 0u)._m0 >> (_14 & 31u)) | (_68(_33._m0[((_7 * 4u) + 0u) >> 2u], _67, _67, _67, 0u)._m0 << (_14 & 31u)));
}

