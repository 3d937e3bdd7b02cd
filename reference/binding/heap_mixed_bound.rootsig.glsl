#version 460
#if defined(GL_ARB_gpu_shader_int64)
#extension GL_ARB_gpu_shader_int64 : require
#else
#error No extension available for 64-bit integers.
#endif
#extension GL_EXT_buffer_reference : require
#extension GL_EXT_nonuniform_qualifier : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

uint _172;

struct _173
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

struct _180
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

struct _207
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

struct _239
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

layout(buffer_reference) buffer _72;
layout(buffer_reference) buffer _87;
layout(buffer_reference) buffer _99;
layout(buffer_reference, buffer_reference_align = 4, std430) readonly buffer _72
{
    uint _m0[];
};

layout(buffer_reference, buffer_reference_align = 4, std430) buffer _87
{
    uint _m0[];
};

layout(buffer_reference, buffer_reference_align = 16, std430) readonly buffer _99
{
    uvec4 _m0[4096];
};

layout(set = 0, binding = 4, std430) buffer _90_94
{
    uint _m0[];
} _94[];

layout(set = 0, binding = 4, std430) readonly buffer ResourceDescriptorHeap
{
    uint _m0[];
} ResourceDescriptorHeap_1[];

layout(push_constant, std430) uniform RootParameters
{
    uint _m0[8];
} root;

layout(set = 0, binding = 0) uniform texture2D _85[];
layout(set = 1, binding = 0) uniform sampler _106[];

void main()
{
    uint _122 = root._m0[6u] + 1u;
    _72 _147 = _72(packUint2x32(uvec2(root._m0[2u], root._m0[3u])));
    uint _151 = root._m0[7u] + 0u;
    _99 _159 = _99(packUint2x32(uvec2(root._m0[0u], root._m0[1u])));
    uint _8 = gl_GlobalInvocationID.x;
    uint _10 = (_8 * 8u) + 0u;
    _173 _11 = _173(_147._m0[_10 >> 2u], _147._m0[(_10 + 4u) >> 2u], _172, _172, 0u);
    uint _12 = _11._m0;
    uint _13 = _11._m1;
    _180 _14 = _180(_159._m0[0u].x, _159._m0[0u].y, _159._m0[0u].z, _159._m0[0u].w);
    uint _15 = _14._m0;
    uint _19 = _14._m2;
    float _23 = float(_12) * 0.0009765625;
    float _24 = float(_13) * 0.0009765625;
    uint _27 = ((_12 & 255u) * 16u) + 0u;
    _207 _28 = _207(uintBitsToFloat(ResourceDescriptorHeap_1[_15]._m0[_27 >> 2u]), uintBitsToFloat(ResourceDescriptorHeap_1[_15]._m0[(_27 + 4u) >> 2u]), uintBitsToFloat(ResourceDescriptorHeap_1[_15]._m0[(_27 + 8u) >> 2u]), uintBitsToFloat(ResourceDescriptorHeap_1[_15]._m0[(_27 + 12u) >> 2u]), 0u);
    vec4 _215 = textureLod(sampler2D(_85[_14._m1], _106[_151]), vec2(_23, _24), 0.0);
    _207 _34 = _207(_215.x, _215.y, _215.z, _215.w, 0u);
    vec4 _224 = textureLod(sampler2D(_85[root._m0[6u] + 0u], _106[_151]), vec2(_23, _24), 1.0);
    _207 _40 = _207(_224.x, _224.y, _224.z, _224.w, 0u);
    float _46 = _239(uintBitsToFloat(_159._m0[0u].x), uintBitsToFloat(_159._m0[0u].y), uintBitsToFloat(_159._m0[0u].z), uintBitsToFloat(_159._m0[0u].w))._m3;
    float _52 = (_40._m0 + _28._m0) + (_46 * _34._m0);
    float _54 = (_40._m1 + _28._m1) + (_46 * _34._m1);
    float _56 = (_40._m2 + _28._m2) + (_46 * _34._m2);
    float _58 = (_40._m3 + _28._m3) + (_46 * _34._m3);
    uint _60 = (_8 * 16u) + 0u;
    _94[_19]._m0[_60 >> 2u] = floatBitsToUint(_52);
    _94[_19]._m0[(_60 + 4u) >> 2u] = floatBitsToUint(_54);
    _94[_19]._m0[(_60 + 8u) >> 2u] = floatBitsToUint(_56);
    _94[_19]._m0[(_60 + 12u) >> 2u] = floatBitsToUint(_58);
    uint _66 = (_8 * 16u) + 0u;
    _94[_122]._m0[_66 >> 2u] = floatBitsToUint(_52 * 2.0);
    _94[_122]._m0[(_66 + 4u) >> 2u] = floatBitsToUint(_54 * 2.0);
    _94[_122]._m0[(_66 + 8u) >> 2u] = floatBitsToUint(_56 * 2.0);
    _94[_122]._m0[(_66 + 12u) >> 2u] = floatBitsToUint(_58 * 2.0);
    uint _274 = atomicAdd(_87(packUint2x32(uvec2(root._m0[4u], root._m0[5u])))._m0[((_13 << 2u) & 60u) >> 2u], 1u);
    uint _69 = _274;
}

