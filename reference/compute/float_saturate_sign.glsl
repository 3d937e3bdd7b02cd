#version 460
layout(local_size_x = 16, local_size_y = 1, local_size_z = 1) in;

float _97;

struct _98
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _73_75
{
    uint _m0[];
} _75;

layout(set = 0, binding = 300, std430) buffer _78_80
{
    uint _m0[];
} _80;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _95 = _75._m0[((_4 * 4u) + 0u) >> 2u];
    float _8 = _98(uintBitsToFloat(_95), _97, _97, _97, 0u)._m0;
    uint _9 = _4 * 6u;
    float _103 = isnan(0.0) ? _8 : (isnan(_8) ? 0.0 : max(_8, 0.0));
    precise float _10 = isnan(1.0) ? _103 : (isnan(_103) ? 1.0 : min(_103, 1.0));
    _80._m0[((_9 * 4u) + 0u) >> 2u] = floatBitsToUint(_10);
    uint _18 = uint(_8 > 0.0) - uint(_8 < 0.0);
    _80._m0[(((_9 | 1u) * 4u) + 0u) >> 2u] = _18;
    _80._m0[(((_9 + 2u) * 4u) + 0u) >> 2u] = floatBitsToUint(abs(_8));
    _80._m0[(((_9 + 3u) * 4u) + 0u) >> 2u] = (floatBitsToUint(_98(uintBitsToFloat(_75._m0[(((15u - _4) * 4u) + 0u) >> 2u]), _97, _97, _97, 0u)._m0) & 2147483648u) | (floatBitsToUint(_8) & 2147483647u);
    precise float _40 = _8 * 0.25;
    precise float _41 = (-0.0) - _8;
    precise float _42 = _8 + (-0.5);
    float _125 = isnan(0.0) ? _40 : (isnan(_40) ? 0.0 : max(_40, 0.0));
    float _126 = isnan(0.0) ? _41 : (isnan(_41) ? 0.0 : max(_41, 0.0));
    float _127 = isnan(0.0) ? _42 : (isnan(_42) ? 0.0 : max(_42, 0.0));
    precise float _46 = _10 + (isnan(1.0) ? _125 : (isnan(_125) ? 1.0 : min(_125, 1.0)));
    precise float _47 = _46 + (isnan(1.0) ? _126 : (isnan(_126) ? 1.0 : min(_126, 1.0)));
    precise float _48 = _47 + (isnan(1.0) ? _127 : (isnan(_127) ? 1.0 : min(_127, 1.0)));
    _80._m0[(((_9 + 4u) * 4u) + 0u) >> 2u] = floatBitsToUint(_48);
    precise float _53 = _8 + (-1.0);
    _80._m0[(((_9 + 5u) * 4u) + 0u) >> 2u] = ((uint(_53 > 0.0) + ((_53 < 0.0) ? 4294967295u : 0u)) + ((uint(_8 < (-0.0)) - uint(_8 > (-0.0))) * 3u)) + (_18 * 9u);
}

