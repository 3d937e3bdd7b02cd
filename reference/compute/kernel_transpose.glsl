#version 460
layout(local_size_x = 8, local_size_y = 8, local_size_z = 1) in;

struct _98
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

float _106;

struct _107
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

struct _118
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

layout(set = 0, binding = 0, std430) readonly buffer _55_57
{
    uint _m0[];
} _57;

layout(set = 0, binding = 300, std430) buffer _60_62
{
    uint _m0[];
} _62;

layout(set = 0, binding = 200, std140) uniform _66_68
{
    uvec4 _m0[1];
} _68;

shared float _tile_3PAY08_CAMA_1dim[72];

void main()
{
    uint _5 = gl_WorkGroupID.x;
    uint _6 = gl_WorkGroupID.y;
    uint _7 = gl_LocalInvocationID.x;
    uint _8 = gl_LocalInvocationID.y;
    uint _9 = _5 << 3u;
    uint _10 = _7 + _9;
    uint _11 = _6 << 3u;
    uint _12 = _8 + _11;
    _98 _13 = _98(_68._m0[0u].x, _68._m0[0u].y, _68._m0[0u].z, _68._m0[0u].w);
    uint _14 = _13._m0;
    if ((_10 < _14) && (_12 < _13._m1))
    {
        _tile_3PAY08_CAMA_1dim[_7 + (_8 * 9u)] = _118(uintBitsToFloat(_68._m0[0u].x), uintBitsToFloat(_68._m0[0u].y), uintBitsToFloat(_68._m0[0u].z), uintBitsToFloat(_68._m0[0u].w))._m2 * _107(uintBitsToFloat(_57._m0[((((_14 * _12) + _10) * 4u) + 0u) >> 2u]), _106, _106, _106, 0u)._m0;
    }
    barrier();
    uint _33 = _11 + _7;
    uint _34 = _8 + _9;
    _98 _35 = _98(_68._m0[0u].x, _68._m0[0u].y, _68._m0[0u].z, _68._m0[0u].w);
    if ((_33 < _35._m1) && (_34 < _35._m0))
    {
        _62._m0[((((_98(_68._m0[0u].x, _68._m0[0u].y, _68._m0[0u].z, _68._m0[0u].w)._m1 * _34) + _33) * 4u) + 0u) >> 2u] = floatBitsToUint(_tile_3PAY08_CAMA_1dim[_8 + (_7 * 9u)]);
    }
}

