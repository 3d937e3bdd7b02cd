#version 460
#extension GL_EXT_nonuniform_qualifier : require
layout(local_size_x = 32, local_size_y = 1, local_size_z = 1) in;

uint _116;

struct _117
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

struct _124
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

struct _166
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

layout(set = 0, binding = 0, std430) readonly buffer _72_74
{
    uint _m0[];
} _74;

layout(set = 0, binding = 300, std430) buffer _77_79
{
    uint _m0[];
} _79;

layout(set = 0, binding = 200, std140) uniform _83_88
{
    uvec4 _m0[2];
} _88[4];

layout(set = 1, binding = 204, std140) uniform _92_96
{
    uvec4 _m0[1];
} _96[2];

layout(set = 2, binding = 200, std140) uniform _98_100
{
    uvec4 _m0[1];
} _100;

void main()
{
    uint _5 = gl_GlobalInvocationID.x;
    uint _9 = _117(_74._m0[((_5 * 4u) + 0u) >> 2u], _116, _116, _116, 0u)._m0;
    uint _12 = _124(_100._m0[0u].x, _100._m0[0u].y, _100._m0[0u].z, _100._m0[0u].w)._m0 + 0u;
    uint _16 = _124(_88[_12]._m0[1u].x, _88[_12]._m0[1u].y, _88[_12]._m0[1u].z, _88[_12]._m0[1u].w)._m0 & _9;
    uint _44;
    if (_124(_100._m0[0u].x, _100._m0[0u].y, _100._m0[0u].z, _100._m0[0u].w)._m1 == 0u)
    {
        _44 = _16;
    }
    else
    {
        uint _22;
        uint _23;
        _22 = _16;
        _23 = 0u;
        uint _68;
        uint _69;
        uint _103[4];
        uint _37;
        for (;;)
        {
            uint _24 = _23 + 0u;
            _124 _26 = _124(_88[_24]._m0[1u].x, _88[_24]._m0[1u].y, _88[_24]._m0[1u].z, _88[_24]._m0[1u].w);
            _103[0u] = _26._m0;
            _103[1u] = _26._m1;
            _103[2u] = _26._m2;
            _103[3u] = _26._m3;
            _37 = _103[_23] + _22;
            uint _38 = _23 + 1u;
            if (_38 < _124(_100._m0[0u].x, _100._m0[0u].y, _100._m0[0u].z, _100._m0[0u].w)._m1)
            {
                _68 = _37;
                _69 = _38;
                _22 = _68;
                _23 = _69;
                continue;
            }
            else
            {
                break;
            }
        }
        _44 = _37;
    }
    uint _46 = (_9 & 3u) + 0u;
    float _50 = _166(uintBitsToFloat(_88[_46]._m0[0u].x), uintBitsToFloat(_88[_46]._m0[0u].y), uintBitsToFloat(_88[_46]._m0[0u].z), uintBitsToFloat(_88[_46]._m0[0u].w))._m0 * 4.0;
    bool _169 = _50 >= 4294967296.0;
    uint _58 = ((_5 & 1u) + 4u) - 4u;
    _124 _60 = _124(_96[_58]._m0[0u].x, _96[_58]._m0[0u].y, _96[_58]._m0[0u].z, _96[_58]._m0[0u].w);
    _79._m0[((_5 * 4u) + 0u) >> 2u] = min(max(((_124(_88[_46]._m0[1u].x, _88[_46]._m0[1u].y, _88[_46]._m0[1u].z, _88[_46]._m0[1u].w)._m3 + _44) + (_169 ? 4294967295u : uint(((_169 || (_50 < 0.0)) || isnan(_50)) ? 0.0 : _50))), _60._m0), _60._m1);
}

