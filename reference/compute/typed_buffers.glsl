#version 460
layout(local_size_x = 16, local_size_y = 1, local_size_z = 1) in;

struct _65
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

struct _80
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0) uniform samplerBuffer _37;
layout(set = 0, binding = 300, r32ui) uniform uimageBuffer _41;
layout(set = 0, binding = 301, r32f) uniform imageBuffer _44;
layout(set = 0, binding = 302, r32i) uniform iimageBuffer _48;

void main()
{
    uint _6 = gl_GlobalInvocationID.x;
    vec4 _59 = texelFetch(_37, int(_6));
    float _8 = _65(_59.x, _59.y, _59.z, _59.w, 0u)._m0;
    vec4 _68 = texelFetch(_37, int(15u - _6));
    float _11 = _65(_68.x, _68.y, _68.z, _68.w, 0u)._m0;
    uvec4 _75 = imageLoad(_41, int(_6));
    vec4 _82 = imageLoad(_44, int(_6));
    _65 _14 = _65(_82.x, _82.y, _82.z, _82.w, 0u);
    ivec4 _89 = imageLoad(_48, int(_6));
    _80 _19 = _80(uint(_89.x), uint(_89.y), uint(_89.z), uint(_89.w), 0u);
    bool _101 = _8 >= 2147483648.0;
    bool _103 = _8 < (-2147483648.0);
    imageStore(_41, int(_6), uvec4((_80(_75.x, _75.y, _75.z, _75.w, 0u)._m0 * 3u) + (_101 ? 2147483647u : (_103 ? 2147483648u : uint(int(((_101 || _103) || isnan(_8)) ? 0.0 : _8))))));
    imageStore(_44, int(_6), vec4((_14._m3 * _8) + _11, _14._m2 * _8, (_14._m1 * _8) - _11, (_14._m0 * _8) + 1.0));
    uint _32 = _19._m1 - _6;
    imageStore(_48, int(_6), ivec4(int(_32), int(_19._m0 * 4294967294u), int(_32), int(_32)));
}

