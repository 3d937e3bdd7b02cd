#version 460
#if defined(GL_ARB_gpu_shader_int64)
#extension GL_ARB_gpu_shader_int64 : require
#else
#error No extension available for 64-bit integers.
#endif
#extension GL_EXT_buffer_reference : require
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;

struct _107
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

layout(buffer_reference) buffer _39;
layout(buffer_reference, buffer_reference_align = 4, std430) buffer _39
{
    uint _m0[];
};

layout(push_constant, std430) uniform RootParameters
{
    uint _m0[9];
} root;

void main()
{
    _39 _74 = _39(packUint2x32(uvec2(root._m0[0u], root._m0[1u])));
    uint _6 = gl_LocalInvocationIndex;
    uint _80 = 0u << 2u;
    uvec4 _102 = uvec4(root._m0[min(_80, 3u) + 2u], root._m0[min((_80 + 1u), 3u) + 2u], root._m0[min((_80 + 2u), 3u) + 2u], root._m0[min((_80 + 3u), 3u) + 2u]);
    _107 _7 = _107(_102.x, _102.y, _102.z, _102.w);
    uint _8 = _7._m0;
    uint _11 = _7._m3;
    uint _59[4];
    _59[0u] = _8;
    _59[1u] = _7._m1;
    _59[2u] = _7._m2;
    _59[3u] = _11;
    bool _19 = (_6 & 1u) == 0u;
    uint _110 = 0u << 2u;
    uvec4 _131 = uvec4(root._m0[min(_110, 1u) + 6u], root._m0[min((_110 + 1u), 1u) + 6u], root._m0[min((_110 + 2u), 1u) + 6u], root._m0[min((_110 + 3u), 1u) + 6u]);
    _107 _20 = _107(_131.x, _131.y, _131.z, _131.w);
    uint _21 = _20._m0;
    uint _23 = _20._m1;
    uint _136 = 0u << 2u;
    uvec4 _157 = uvec4(root._m0[min(_136, 0u) + 8u], root._m0[min((_136 + 1u), 0u) + 8u], root._m0[min((_136 + 2u), 0u) + 8u], root._m0[min((_136 + 3u), 0u) + 8u]);
    uint _29 = _107(_157.x, _157.y, _157.z, _157.w)._m0;
    uint _36 = (_6 * 16u) + 0u;
    _74._m0[_36 >> 2u] = _59[_6];
    _74._m0[(_36 + 4u) >> 2u] = _19 ? _21 : _23;
    _74._m0[(_36 + 8u) >> 2u] = _29 + _6;
    _74._m0[(_36 + 12u) >> 2u] = (((_19 ? _21 : _20._m0) * _8) + _29) + ((_19 ? _20._m1 : _23) * _11);
}

