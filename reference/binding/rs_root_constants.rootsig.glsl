#version 460
#if defined(GL_ARB_gpu_shader_int64)
#extension GL_ARB_gpu_shader_int64 : require
#else
#error No extension available for 64-bit integers.
#endif
#extension GL_EXT_buffer_reference : require
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;

struct _119
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

struct _182
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

layout(buffer_reference) buffer _54;
layout(buffer_reference, buffer_reference_align = 4, std430) buffer _54
{
    uint _m0[];
};

layout(push_constant, std430) uniform RootParameters
{
    uint _m0[14];
} root;

void main()
{
    _54 _85 = _54(packUint2x32(uvec2(root._m0[0u], root._m0[1u])));
    uint _4 = gl_GlobalInvocationID.x;
    uint _92 = 0u << 2u;
    uvec4 _114 = uvec4(root._m0[min(_92, 11u) + 2u], root._m0[min((_92 + 1u), 11u) + 2u], root._m0[min((_92 + 2u), 11u) + 2u], root._m0[min((_92 + 3u), 11u) + 2u]);
    _119 _5 = _119(_114.x, _114.y, _114.z, _114.w);
    if (_4 < _5._m0)
    {
        bool _121 = 3u == 0u;
        uint _9 = _121 ? 4294967295u : (_4 % (_121 ? 1u : 3u));
        uint _126 = 2u << 2u;
        uvec4 _146 = uvec4(root._m0[min(_126, 11u) + 2u], root._m0[min((_126 + 1u), 11u) + 2u], root._m0[min((_126 + 2u), 11u) + 2u], root._m0[min((_126 + 3u), 11u) + 2u]);
        _119 _10 = _119(_146.x, _146.y, _146.z, _146.w);
        uint _70[3];
        _70[0u] = _10._m0;
        _70[1u] = _10._m1;
        _70[2u] = _10._m2;
        uint _153 = 0u << 2u;
        uvec4 _173 = uvec4(root._m0[min(_153, 11u) + 2u], root._m0[min((_153 + 1u), 11u) + 2u], root._m0[min((_153 + 2u), 11u) + 2u], root._m0[min((_153 + 3u), 11u) + 2u]);
        uint _183 = 1u << 2u;
        uvec4 _203 = uvec4(root._m0[min(_183, 11u) + 2u], root._m0[min((_183 + 1u), 11u) + 2u], root._m0[min((_183 + 2u), 11u) + 2u], root._m0[min((_183 + 3u), 11u) + 2u]);
        _182 _26 = _182(uintBitsToFloat(_203.x), uintBitsToFloat(_203.y), uintBitsToFloat(_203.z), uintBitsToFloat(_203.w));
        uint _212 = 2u << 2u;
        uvec4 _232 = uvec4(root._m0[min(_212, 11u) + 2u], root._m0[min((_212 + 1u), 11u) + 2u], root._m0[min((_212 + 2u), 11u) + 2u], root._m0[min((_212 + 3u), 11u) + 2u]);
        uint _34 = _4 << 5u;
        uint _243 = 1u << 2u;
        uvec4 _263 = uvec4(root._m0[min(_243, 11u) + 2u], root._m0[min((_243 + 1u), 11u) + 2u], root._m0[min((_243 + 2u), 11u) + 2u], root._m0[min((_243 + 3u), 11u) + 2u]);
        _119 _39 = _119(_263.x, _263.y, _263.z, _263.w);
        _85._m0[_34 >> 2u] = (_70[_9] * _4) + _5._m1;
        _85._m0[(_34 + 4u) >> 2u] = floatBitsToUint(((_182(uintBitsToFloat(_173.x), uintBitsToFloat(_173.y), uintBitsToFloat(_173.z), uintBitsToFloat(_173.w))._m2 * float(_4)) + _26._m2) - (_182(uintBitsToFloat(_232.x), uintBitsToFloat(_232.y), uintBitsToFloat(_232.z), uintBitsToFloat(_232.w))._m3 * _26._m3));
        _85._m0[(_34 + 8u) >> 2u] = (_5._m3 ^ _4) & 255u;
        _85._m0[(_34 + 12u) >> 2u] = (_39._m0 * _4) + _39._m1;
        uint _282 = 2u << 2u;
        uvec4 _302 = uvec4(root._m0[min(_282, 11u) + 2u], root._m0[min((_282 + 1u), 11u) + 2u], root._m0[min((_282 + 2u), 11u) + 2u], root._m0[min((_282 + 3u), 11u) + 2u]);
        _119 _44 = _119(_302.x, _302.y, _302.z, _302.w);
        uint _307 = 0u << 2u;
        uvec4 _327 = uvec4(root._m0[min(_307, 11u) + 2u], root._m0[min((_307 + 1u), 11u) + 2u], root._m0[min((_307 + 2u), 11u) + 2u], root._m0[min((_307 + 3u), 11u) + 2u]);
        uint _50 = _34 | 16u;
        _85._m0[_50 >> 2u] = _44._m0;
        _85._m0[(_50 + 4u) >> 2u] = _44._m1;
        _85._m0[(_50 + 8u) >> 2u] = _44._m2;
        _85._m0[(_50 + 12u) >> 2u] = _119(_327.x, _327.y, _327.z, _327.w)._m0;
    }
}

