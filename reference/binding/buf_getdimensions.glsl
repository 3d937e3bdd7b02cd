#version 460
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;

uint _50;

struct _51
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

layout(set = 0, binding = 1, std430) readonly buffer _26_28
{
    uint _m0[];
} _28;

layout(set = 0, binding = 2, std430) readonly buffer _31_33
{
    uint _m0[];
} _33;

layout(set = 0, binding = 301, std430) buffer _38_40
{
    uint _m0[];
} _40;

layout(set = 0, binding = 302, std430) buffer _42_44
{
    uint _m0[];
} _44;

layout(set = 0, binding = 0) uniform samplerBuffer _23;
layout(set = 0, binding = 300) uniform readonly writeonly uimageBuffer _36;

void main()
{
    _40._m0[0u >> 2u] = _51(uint(textureSize(_23)), _50, _50, _50)._m0;
    uint _71 = 0u + 4u;
    _40._m0[_71 >> 2u] = _51(uint(imageSize(_36)), _50, _50, _50)._m0;
    uint _75 = 0u + 8u;
    _40._m0[_75 >> 2u] = _51(uint(_28._m0.length()) << 2u, _50, _50, _50)._m0;
    uint _78 = 0u + 12u;
    _40._m0[_78 >> 2u] = _51(uint(_40._m0.length()) << 2u, _50, _50, _50)._m0;
    _40._m0[16u >> 2u] = _51((uint(_33._m0.length()) << 2u) / 12u, _50, _50, _50)._m0;
    uint _84 = 16u + 4u;
    _40._m0[_84 >> 2u] = 12u;
    uint _87 = 16u + 8u;
    _40._m0[_87 >> 2u] = _51((uint(_44._m0.length()) << 2u) / 20u, _50, _50, _50)._m0;
    uint _90 = 16u + 12u;
    _40._m0[_90 >> 2u] = 20u;
}

