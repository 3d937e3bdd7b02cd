#version 460
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;

struct _83
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

struct _110
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

layout(set = 0, binding = 300, std430) buffer _54_56
{
    uint _m0[];
} _56;

layout(set = 0, binding = 200, std140) uniform _61_63
{
    uvec4 _m0[3];
} _63;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    _83 _5 = _83(_63._m0[0u].x, _63._m0[0u].y, _63._m0[0u].z, _63._m0[0u].w);
    if (_4 < _5._m0)
    {
        bool _85 = 3u == 0u;
        uint _9 = _85 ? 4294967295u : (_4 % (_85 ? 1u : 3u));
        _83 _10 = _83(_63._m0[2u].x, _63._m0[2u].y, _63._m0[2u].z, _63._m0[2u].w);
        uint _67[3];
        _67[0u] = _10._m0;
        _67[1u] = _10._m1;
        _67[2u] = _10._m2;
        _110 _26 = _110(uintBitsToFloat(_63._m0[1u].x), uintBitsToFloat(_63._m0[1u].y), uintBitsToFloat(_63._m0[1u].z), uintBitsToFloat(_63._m0[1u].w));
        uint _34 = _4 << 5u;
        _83 _39 = _83(_63._m0[1u].x, _63._m0[1u].y, _63._m0[1u].z, _63._m0[1u].w);
        _56._m0[_34 >> 2u] = (_67[_9] * _4) + _5._m1;
        _56._m0[(_34 + 4u) >> 2u] = floatBitsToUint(((_110(uintBitsToFloat(_63._m0[0u].x), uintBitsToFloat(_63._m0[0u].y), uintBitsToFloat(_63._m0[0u].z), uintBitsToFloat(_63._m0[0u].w))._m2 * float(_4)) + _26._m2) - (_110(uintBitsToFloat(_63._m0[2u].x), uintBitsToFloat(_63._m0[2u].y), uintBitsToFloat(_63._m0[2u].z), uintBitsToFloat(_63._m0[2u].w))._m3 * _26._m3));
        _56._m0[(_34 + 8u) >> 2u] = (_5._m3 ^ _4) & 255u;
        _56._m0[(_34 + 12u) >> 2u] = (_39._m0 * _4) + _39._m1;
        _83 _44 = _83(_63._m0[2u].x, _63._m0[2u].y, _63._m0[2u].z, _63._m0[2u].w);
        uint _50 = _34 | 16u;
        _56._m0[_50 >> 2u] = _44._m0;
        _56._m0[(_50 + 4u) >> 2u] = _44._m1;
        _56._m0[(_50 + 8u) >> 2u] = _44._m2;
        _56._m0[(_50 + 12u) >> 2u] = _83(_63._m0[0u].x, _63._m0[0u].y, _63._m0[0u].z, _63._m0[0u].w)._m0;
    }
}

