#version 460
layout(local_size_x = 16, local_size_y = 1, local_size_z = 1) in;

uint _95;

struct _96
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _68_70
{
    uint _m0[];
} _70;

layout(set = 0, binding = 300, std430) buffer _73_75
{
    uint _m0[];
} _75;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _6 = (_4 * 8u) + 0u;
    uint _89 = _70._m0[_6 >> 2u];
    uint _94 = _70._m0[(_6 + 4u) >> 2u];
    _96 _7 = _96(_89, _94, _95, _95, 0u);
    uint _8 = _7._m0;
    uint _9 = _7._m1;
    uint _10 = _4 << 2u;
    uint _23 = ((_8 != _9) ? 32u : 0u) | ((_8 == _9) ? 16u : 0u);
    uint _27 = (((_23 | ((_8 <= _9) ? 2u : 0u)) | uint(_8 < _9)) | ((_8 > _9) ? 4u : 0u)) | ((_8 >= _9) ? 8u : 0u);
    _75._m0[((_10 * 4u) + 0u) >> 2u] = _27;
    bool _31 = int(_8) > int(_9);
    bool _33 = int(_8) < int(_9);
    _75._m0[(((_10 | 1u) * 4u) + 0u) >> 2u] = (((_23 | ((int(_8) <= int(_9)) ? 2u : 0u)) | uint(_33)) | (_31 ? 4u : 0u)) | ((int(_8) >= int(_9)) ? 8u : 0u);
    _75._m0[(((_10 | 2u) * 4u) + 0u) >> 2u] = _27;
    uint _48 = _9 ^ _8;
    _75._m0[(((_10 | 3u) * 4u) + 0u) >> 2u] = (((((uint(int(_9) >> int(31u)) & 2u) | (_8 >> 31u)) | (_31 ? 8u : 0u)) | (_33 ? 16u : 0u)) | (uint(int(_48) >> int(31u)) & 4u)) | ((int(_48) > int(1000u)) ? 32u : 0u);
}

