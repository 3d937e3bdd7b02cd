#version 460
#if defined(GL_ARB_gpu_shader_int64)
#extension GL_ARB_gpu_shader_int64 : require
#else
#error No extension available for 64-bit integers.
#endif
#extension GL_EXT_buffer_reference : require
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;

struct _169
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

struct _180
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

layout(buffer_reference) buffer _96;
layout(buffer_reference) buffer _110;
layout(buffer_reference, buffer_reference_align = 4, std430) buffer _96
{
    uint _m0[];
};

layout(buffer_reference, buffer_reference_align = 16, std430) readonly buffer _110
{
    uvec4 _m0[4096];
};

layout(push_constant, std430) uniform RootParameters
{
    uint _m0[6];
} root;

void main()
{
    _96 _128 = _96(packUint2x32(uvec2(root._m0[2u], root._m0[3u])));
    _110 _136 = _110(packUint2x32(uvec2(root._m0[0u], root._m0[1u])));
    uint _5 = gl_LocalInvocationIndex;
    float _6 = float(_5);
    float _8 = float(_5 << 1u);
    uint _142 = 0u << 2u;
    uvec4 _164 = uvec4(root._m0[min(_142, 1u) + 4u], root._m0[min((_142 + 1u), 1u) + 4u], root._m0[min((_142 + 2u), 1u) + 4u], root._m0[min((_142 + 3u), 1u) + 4u]);
    _180 _11 = _180(uintBitsToFloat(_136._m0[0u].x), uintBitsToFloat(_136._m0[0u].y), uintBitsToFloat(_136._m0[0u].z), uintBitsToFloat(_136._m0[0u].w));
    _180 _16 = _180(uintBitsToFloat(_136._m0[1u].x), uintBitsToFloat(_136._m0[1u].y), uintBitsToFloat(_136._m0[1u].z), uintBitsToFloat(_136._m0[1u].w));
    _180 _21 = _180(uintBitsToFloat(_136._m0[2u].x), uintBitsToFloat(_136._m0[2u].y), uintBitsToFloat(_136._m0[2u].z), uintBitsToFloat(_136._m0[2u].w));
    uint _42 = _5 << 2u;
    uint _44 = (_42 * 16u) + 0u;
    _128._m0[_44 >> 2u] = floatBitsToUint(_21._m0 + ((_16._m0 * _8) + (_11._m0 * _6)));
    _128._m0[(_44 + 4u) >> 2u] = floatBitsToUint(((_16._m1 * _8) + (_11._m1 * _6)) + _21._m1);
    _128._m0[(_44 + 8u) >> 2u] = floatBitsToUint(((_16._m2 * _8) + (_11._m2 * _6)) + _21._m2);
    _128._m0[(_44 + 12u) >> 2u] = floatBitsToUint(((_16._m3 * _8) + (_11._m3 * _6)) + _21._m3);
    uint _45 = _5 + 4u;
    _169 _46 = _169(_136._m0[_45].x, _136._m0[_45].y, _136._m0[_45].z, _136._m0[_45].w);
    uint _225 = 0u << 2u;
    uvec4 _245 = uvec4(root._m0[min(_225, 1u) + 4u], root._m0[min((_225 + 1u), 1u) + 4u], root._m0[min((_225 + 2u), 1u) + 4u], root._m0[min((_225 + 3u), 1u) + 4u]);
    uint _52 = _169(_245.x, _245.y, _245.z, _245.w)._m1;
    uint _59 = ((_42 | 1u) * 16u) + 0u;
    _128._m0[_59 >> 2u] = _52 * _46._m0;
    _128._m0[(_59 + 4u) >> 2u] = _52 * _46._m1;
    _128._m0[(_59 + 8u) >> 2u] = _52 * _46._m2;
    _128._m0[(_59 + 12u) >> 2u] = _52 * _46._m3;
    uint _60 = _169(_164.x, _164.y, _164.z, _164.w)._m0 << 1u;
    uint _61 = _60 + 8u;
    _180 _62 = _180(uintBitsToFloat(_136._m0[_61].x), uintBitsToFloat(_136._m0[_61].y), uintBitsToFloat(_136._m0[_61].z), uintBitsToFloat(_136._m0[_61].w));
    float _67 = _180(uintBitsToFloat(_136._m0[12u].x), uintBitsToFloat(_136._m0[12u].y), uintBitsToFloat(_136._m0[12u].z), uintBitsToFloat(_136._m0[12u].w))._m0;
    uint _79 = ((_42 | 2u) * 16u) + 0u;
    _128._m0[_79 >> 2u] = floatBitsToUint(_67 * _62._m0);
    _128._m0[(_79 + 4u) >> 2u] = floatBitsToUint(_67 * _62._m1);
    _128._m0[(_79 + 8u) >> 2u] = floatBitsToUint(_67 * _62._m2);
    _128._m0[(_79 + 12u) >> 2u] = floatBitsToUint(_62._m3 + _6);
    uint _81 = (_60 ^ 2u) + 9u;
    _169 _84 = _169(_136._m0[12u].x, _136._m0[12u].y, _136._m0[12u].z, _136._m0[12u].w);
    uint _93 = ((_42 | 3u) * 16u) + 0u;
    _128._m0[_93 >> 2u] = _169(_136._m0[_81].x, _136._m0[_81].y, _136._m0[_81].z, _136._m0[_81].w)._m3;
    _128._m0[(_93 + 4u) >> 2u] = _84._m1 + _5;
    _128._m0[(_93 + 8u) >> 2u] = _84._m2 + _5;
    _128._m0[(_93 + 12u) >> 2u] = _84._m3 + _5;
}

