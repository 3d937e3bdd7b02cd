#version 460
#if defined(GL_ARB_gpu_shader_int64)
#extension GL_ARB_gpu_shader_int64 : require
#else
#error No extension available for 64-bit integers.
#endif
#extension GL_EXT_buffer_reference : require

struct _238
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

struct _261
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

struct _340
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

layout(buffer_reference) buffer _146;
layout(buffer_reference) buffer _157;
layout(buffer_reference, buffer_reference_align = 4, std430) readonly buffer _146
{
    uint _m0[];
};

layout(buffer_reference, buffer_reference_align = 16, std430) readonly buffer _157
{
    uvec4 _m0[4096];
};

layout(push_constant, std430) uniform RootParameters
{
    uint _m0[7];
} root;

layout(location = 0) in vec3 in_POSITION0;
layout(location = 1) in vec3 in_NORMAL0;
layout(location = 2) in vec2 in_TEXCOORD0;
layout(location = 1) out vec3 out_NORMAL0;
layout(location = 2) out vec2 out_TEXCOORD0;
layout(location = 1, component = 3) out float out_TEXCOORD1;

void main()
{
    gl_PointSize = 1.0;
    _146 _180 = _146(packUint2x32(uvec2(root._m0[2u], root._m0[3u])));
    _157 _188 = _157(packUint2x32(uvec2(root._m0[0u], root._m0[1u])));
    uint _5 = uint(gl_InstanceIndex - gl_BaseInstance);
    float _6 = in_TEXCOORD0.x;
    float _7 = in_TEXCOORD0.y;
    float _8 = in_NORMAL0.x;
    float _9 = in_NORMAL0.y;
    float _10 = in_NORMAL0.z;
    float _11 = in_POSITION0.x;
    float _12 = in_POSITION0.y;
    float _13 = in_POSITION0.z;
    uint _211 = 0u << 2u;
    uvec4 _233 = uvec4(root._m0[min(_211, 0u) + 4u], root._m0[min((_211 + 1u), 0u) + 4u], root._m0[min((_211 + 2u), 0u) + 4u], root._m0[min((_211 + 3u), 0u) + 4u]);
    uint _16 = _238(_233.x, _233.y, _233.z, _233.w)._m0 + _5;
    uint _18 = (_16 * 64u) + 0u;
    _261 _19 = _261(uintBitsToFloat(_180._m0[_18 >> 2u]), uintBitsToFloat(_180._m0[(_18 + 4u) >> 2u]), uintBitsToFloat(_180._m0[(_18 + 8u) >> 2u]), uintBitsToFloat(_180._m0[(_18 + 12u) >> 2u]), 0u);
    float _20 = _19._m0;
    float _21 = _19._m1;
    float _22 = _19._m2;
    uint _25 = (_16 * 64u) + 16u;
    _261 _26 = _261(uintBitsToFloat(_180._m0[_25 >> 2u]), uintBitsToFloat(_180._m0[(_25 + 4u) >> 2u]), uintBitsToFloat(_180._m0[(_25 + 8u) >> 2u]), uintBitsToFloat(_180._m0[(_25 + 12u) >> 2u]), 0u);
    float _27 = _26._m0;
    float _28 = _26._m1;
    float _29 = _26._m2;
    uint _32 = (_16 * 64u) + 32u;
    _261 _33 = _261(uintBitsToFloat(_180._m0[_32 >> 2u]), uintBitsToFloat(_180._m0[(_32 + 4u) >> 2u]), uintBitsToFloat(_180._m0[(_32 + 8u) >> 2u]), uintBitsToFloat(_180._m0[(_32 + 12u) >> 2u]), 0u);
    float _34 = _33._m0;
    float _35 = _33._m1;
    float _36 = _33._m2;
    uint _39 = (_16 * 64u) + 48u;
    _261 _40 = _261(uintBitsToFloat(_180._m0[_39 >> 2u]), uintBitsToFloat(_180._m0[(_39 + 4u) >> 2u]), uintBitsToFloat(_180._m0[(_39 + 8u) >> 2u]), uintBitsToFloat(_180._m0[(_39 + 12u) >> 2u]), 0u);
    float _48 = ((_34 * _13) + ((_27 * _12) + (_20 * _11))) + _40._m0;
    float _52 = ((_35 * _13) + ((_28 * _12) + (_21 * _11))) + _40._m1;
    float _56 = ((_36 * _13) + ((_29 * _12) + (_22 * _11))) + _40._m2;
    float _60 = ((_33._m3 * _13) + ((_26._m3 * _12) + (_19._m3 * _11))) + _40._m3;
    _340 _61 = _340(uintBitsToFloat(_188._m0[0u].x), uintBitsToFloat(_188._m0[0u].y), uintBitsToFloat(_188._m0[0u].z), uintBitsToFloat(_188._m0[0u].w));
    _340 _66 = _340(uintBitsToFloat(_188._m0[1u].x), uintBitsToFloat(_188._m0[1u].y), uintBitsToFloat(_188._m0[1u].z), uintBitsToFloat(_188._m0[1u].w));
    _340 _71 = _340(uintBitsToFloat(_188._m0[2u].x), uintBitsToFloat(_188._m0[2u].y), uintBitsToFloat(_188._m0[2u].z), uintBitsToFloat(_188._m0[2u].w));
    _340 _76 = _340(uintBitsToFloat(_188._m0[3u].x), uintBitsToFloat(_188._m0[3u].y), uintBitsToFloat(_188._m0[3u].z), uintBitsToFloat(_188._m0[3u].w));
    float _99 = (_34 * _10) + ((_27 * _9) + (_20 * _8));
    float _102 = (_35 * _10) + ((_28 * _9) + (_21 * _8));
    float _105 = (_36 * _10) + ((_29 * _9) + (_22 * _8));
    float _107 = inversesqrt(dot(vec3(_99, _102, _105), vec3(_99, _102, _105)));
    _340 _111 = _340(uintBitsToFloat(_188._m0[4u].x), uintBitsToFloat(_188._m0[4u].y), uintBitsToFloat(_188._m0[4u].z), uintBitsToFloat(_188._m0[4u].w));
    float _115 = _48 - _111._m0;
    float _116 = _52 - _111._m1;
    float _117 = _56 - _111._m2;
    gl_Position.x = (_76._m0 * _60) + ((_71._m0 * _56) + ((_66._m0 * _52) + (_61._m0 * _48)));
    gl_Position.y = (_76._m1 * _60) + ((_71._m1 * _56) + ((_66._m1 * _52) + (_61._m1 * _48)));
    gl_Position.z = (_76._m2 * _60) + ((_71._m2 * _56) + ((_66._m2 * _52) + (_61._m2 * _48)));
    gl_Position.w = (_76._m3 * _60) + ((_71._m3 * _56) + ((_66._m3 * _52) + (_61._m3 * _48)));
    out_NORMAL0.x = _107 * _99;
    out_NORMAL0.y = _107 * _102;
    out_NORMAL0.z = _107 * _105;
    out_TEXCOORD0.x = _6;
    out_TEXCOORD0.y = _7;
    out_TEXCOORD1 = sqrt(((_115 * _115) + (_116 * _116)) + (_117 * _117));
}

