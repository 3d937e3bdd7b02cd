#version 460
layout(local_size_x = 16, local_size_y = 1, local_size_z = 1) in;

uint _154;

struct _155
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _132_134
{
    uint _m0[];
} _134;

layout(set = 0, binding = 300, std430) buffer _137_139
{
    uint _m0[];
} _139;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _153 = _134._m0[((_4 * 4u) + 0u) >> 2u];
    float _9 = uintBitsToFloat(_155(_153, _154, _154, _154, 0u)._m0);
    uint _161 = _134._m0[((((_4 + 5u) & 15u) * 4u) + 0u) >> 2u];
    float _16 = uintBitsToFloat(_155(_161, _154, _154, _154, 0u)._m0);
    uint _17 = _4 * 5u;
    precise float _18 = _9 - _9;
    precise float _19 = _9 * 2.0;
    precise float _20 = _9 * _16;
    precise float _21 = _9 + _16;
    uint _22 = 7u * 4u;
    precise float _27 = _9 * uintBitsToFloat(_155(_134._m0[(_22 + 0u) >> 2u], _154, _154, _154, 0u)._m0);
    uint _32 = uint(isnan(_9));
    bool _33 = isinf(_9);
    _139._m0[((_17 * 4u) + 0u) >> 2u] = ((((((_9 > 0.0) ? 16u : 0u) | ((!(isnan(_9) || isnan(0.0))) ? 8u : 0u)) | ((_9 < 0.0) ? 32u : 0u)) | _32) | (_33 ? 2u : 0u)) | ((!(isnan(_9) || isinf(_9))) ? 4u : 0u);
    _139._m0[(((_17 + 1u) * 4u) + 0u) >> 2u] = ((((((_18 > 0.0) ? 16u : 0u) | ((!(isnan(_18) || isnan(0.0))) ? 8u : 0u)) | ((_18 < 0.0) ? 32u : 0u)) | uint(isnan(_18))) | (isinf(_18) ? 2u : 0u)) | ((!(isnan(_18) || isinf(_18))) ? 4u : 0u);
    _139._m0[(((_17 + 2u) * 4u) + 0u) >> 2u] = ((((((_19 > 0.0) ? 16u : 0u) | ((!(isnan(_19) || isnan(0.0))) ? 8u : 0u)) | ((_19 < 0.0) ? 32u : 0u)) | uint(isnan(_19))) | (isinf(_19) ? 2u : 0u)) | ((!(isnan(_19) || isinf(_19))) ? 4u : 0u);
    _139._m0[(((_17 + 3u) * 4u) + 0u) >> 2u] = ((((((_20 > 0.0) ? 16u : 0u) | ((!(isnan(_20) || isnan(0.0))) ? 8u : 0u)) | ((_20 < 0.0) ? 32u : 0u)) | uint(isnan(_20))) | (isinf(_20) ? 2u : 0u)) | ((!(isnan(_20) || isinf(_20))) ? 4u : 0u);
    _139._m0[(((_17 + 4u) * 4u) + 0u) >> 2u] = (((((((_33 ? 16u : 0u) | _32) | (isnan(_16) ? 2u : 0u)) | (isnan(_21) ? 4u : 0u)) | (isnan(_27) ? 8u : 0u)) | (isinf(_16) ? 32u : 0u)) | (isinf(_21) ? 64u : 0u)) | (isinf(_27) ? 128u : 0u);
}

