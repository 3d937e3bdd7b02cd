#version 460
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _99;

struct _100
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

struct _129
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

float _145;

struct _146
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

layout(set = 0, binding = 300, std430) buffer _52_54
{
    uint _m0[];
} _54;

layout(set = 0, binding = 400, std430) buffer _56_58
{
    uint _m0;
} _58;

layout(set = 0, binding = 301, std430) buffer _60_62
{
    uint _m0[];
} _62;

layout(set = 0, binding = 401, std430) buffer _63_65
{
    uint _m0;
} _65;

layout(set = 0, binding = 302, std430) buffer _67_69
{
    uint _m0[];
} _69;

layout(set = 0, binding = 402, std430) buffer _70_72
{
    uint _m0;
} _72;

layout(set = 0, binding = 303, std430) buffer _74_76
{
    uint _m0[];
} _76;

layout(set = 0, binding = 200, std140) uniform _80_82
{
    uvec4 _m0[1];
} _82;

void main()
{
    uint _7 = gl_GlobalInvocationID.x;
    if (_7 == 0u)
    {
        _76._m0[0u >> 2u] = _100((uint(_54._m0.length()) << 2u) / 16u, _99, _99, _99)._m0;
        uint _107 = 0u + 4u;
        _76._m0[_107 >> 2u] = 16u;
        uint _111 = 0u + 8u;
        _76._m0[_111 >> 2u] = _100((uint(_62._m0.length()) << 2u) / 16u, _99, _99, _99)._m0;
        uint _115 = 0u + 12u;
        _76._m0[_115 >> 2u] = 16u;
    }
    if (_7 < _100(_82._m0[0u].x, _82._m0[0u].y, _82._m0[0u].z, _82._m0[0u].w)._m0)
    {
        uint _125 = atomicAdd(_58._m0, -1u);
        uint _19 = _125 - 1u;
        uint _128 = _54._m0[((_19 * 16u) + 0u) >> 2u];
        uint _23 = _129(_128, _99, _99, _99, 0u)._m0;
        uint _25 = (_19 * 16u) + 4u;
        uint _133 = _54._m0[_25 >> 2u];
        uint _138 = _54._m0[(_25 + 4u) >> 2u];
        uint _143 = _54._m0[(_25 + 8u) >> 2u];
        _146 _26 = _146(uintBitsToFloat(_133), uintBitsToFloat(_138), uintBitsToFloat(_143), _145, 0u);
        if ((_23 & 1u) == 0u)
        {
            uint _43 = atomicAdd(_65._m0, 1u);
            _62._m0[((_43 * 16u) + 0u) >> 2u] = _23;
            uint _47 = (_43 * 16u) + 4u;
            _62._m0[_47 >> 2u] = floatBitsToUint((_26._m0 * 2.0) + 1.0);
            _62._m0[(_47 + 4u) >> 2u] = floatBitsToUint((_26._m1 * 2.0) + 1.0);
            _62._m0[(_47 + 8u) >> 2u] = floatBitsToUint((_26._m2 * 2.0) + 1.0);
        }
        else
        {
            uint _30 = atomicAdd(_72._m0, 1u);
            _69._m0[((_30 * 4u) + 0u) >> 2u] = _23;
        }
    }
}

