#version 460
layout(vertices = 4) out;

struct _91
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

layout(set = 0, binding = 200, std140) uniform _39_41
{
    uvec4 _m0[1];
} _41;

layout(location = 0) in vec3 in_POSITION0[];
layout(location = 0, component = 3) in float in_WIDTH0[];
layout(location = 0) out vec3 out_POSITION0[4];
layout(location = 0, component = 3) out float out_WIDTH0[4];

void _45()
{
    uint _2 = uint(gl_InvocationID);
    float _3 = in_POSITION0[_2].x;
    float _4 = in_POSITION0[_2].y;
    float _5 = in_POSITION0[_2].z;
    float _6 = in_WIDTH0[_2];
    out_POSITION0[uint(gl_InvocationID)].x = _3;
    out_POSITION0[uint(gl_InvocationID)].y = _4;
    out_POSITION0[uint(gl_InvocationID)].z = _5;
    out_WIDTH0[uint(gl_InvocationID)] = _6 * (1.0 - (float(_2) * 0.20000000298023223876953125));
}

void _77()
{
    uint _13 = uint(gl_PrimitiveID);
    _91 _14 = _91(uintBitsToFloat(_41._m0[0u].x), uintBitsToFloat(_41._m0[0u].y), uintBitsToFloat(_41._m0[0u].z), uintBitsToFloat(_41._m0[0u].w));
    gl_TessLevelOuter[0u] = _14._m0;
    gl_TessLevelOuter[1u] = (float(_13 & 1u) + 1.0) * _14._m1;
}

void main()
{
    _45();
    barrier();
    if (uint(gl_InvocationID) == 0u)
    {
        _77();
    }
}

