#version 460
#if defined(GL_ARB_gpu_shader_int64)
#extension GL_ARB_gpu_shader_int64 : require
#else
#error No extension available for 64-bit integers.
#endif
#extension GL_EXT_buffer_reference : require
layout(local_size_x = 3, local_size_y = 1, local_size_z = 1) in;

struct _164
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

struct _246
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

layout(buffer_reference) buffer _109;
layout(buffer_reference) buffer _120;
layout(buffer_reference, buffer_reference_align = 4, std430) buffer _109
{
    uint _m0[];
};

layout(buffer_reference, buffer_reference_align = 16, std430) readonly buffer _120
{
    uvec4 _m0[4096];
};

layout(push_constant, std430) uniform RootParameters
{
    uint _m0[4];
} root;

void main()
{
    _109 _138 = _109(packUint2x32(uvec2(root._m0[2u], root._m0[3u])));
    _120 _146 = _120(packUint2x32(uvec2(root._m0[0u], root._m0[1u])));
    uint _4 = gl_GlobalInvocationID.x;
    if (_4 == 0u)
    {
        _164 _7 = _164(uintBitsToFloat(_146._m0[0u].x), uintBitsToFloat(_146._m0[0u].y), uintBitsToFloat(_146._m0[0u].z), uintBitsToFloat(_146._m0[0u].w));
        _138._m0[0u >> 2u] = floatBitsToUint(_7._m0);
        uint _167 = 0u + 4u;
        _138._m0[_167 >> 2u] = floatBitsToUint(_7._m1);
        uint _171 = 0u + 8u;
        _138._m0[_171 >> 2u] = floatBitsToUint(_7._m2);
        uint _175 = 0u + 12u;
        _138._m0[_175 >> 2u] = floatBitsToUint(_7._m3);
        _164 _16 = _164(uintBitsToFloat(_146._m0[1u].x), uintBitsToFloat(_146._m0[1u].y), uintBitsToFloat(_146._m0[1u].z), uintBitsToFloat(_146._m0[1u].w));
        _138._m0[16u >> 2u] = floatBitsToUint(_16._m0);
        uint _212 = 16u + 4u;
        _138._m0[_212 >> 2u] = floatBitsToUint(_16._m1);
        uint _215 = 16u + 8u;
        _138._m0[_215 >> 2u] = floatBitsToUint(_164(uintBitsToFloat(_146._m0[2u].x), uintBitsToFloat(_146._m0[2u].y), uintBitsToFloat(_146._m0[2u].z), uintBitsToFloat(_146._m0[2u].w))._m3);
        uint _218 = 16u + 12u;
        _138._m0[_218 >> 2u] = floatBitsToUint(_164(uintBitsToFloat(_146._m0[9u].x), uintBitsToFloat(_146._m0[9u].y), uintBitsToFloat(_146._m0[9u].z), uintBitsToFloat(_146._m0[9u].w))._m0);
        _164 _27 = _164(uintBitsToFloat(_146._m0[2u].x), uintBitsToFloat(_146._m0[2u].y), uintBitsToFloat(_146._m0[2u].z), uintBitsToFloat(_146._m0[2u].w));
        _138._m0[32u >> 2u] = floatBitsToUint(_27._m0);
        uint _234 = 32u + 4u;
        _138._m0[_234 >> 2u] = floatBitsToUint(_27._m1);
        uint _237 = 32u + 8u;
        _138._m0[_237 >> 2u] = floatBitsToUint(_27._m2);
        _246 _34 = _246(_146._m0[9u].x, _146._m0[9u].y, _146._m0[9u].z, _146._m0[9u].w);
        _138._m0[44u >> 2u] = _34._m1;
        uint _250 = 44u + 4u;
        _138._m0[_250 >> 2u] = _34._m2;
        uint _253 = 44u + 8u;
        _138._m0[_253 >> 2u] = _34._m3;
        _164 _38 = _164(uintBitsToFloat(_146._m0[8u].x), uintBitsToFloat(_146._m0[8u].y), uintBitsToFloat(_146._m0[8u].z), uintBitsToFloat(_146._m0[8u].w));
        _138._m0[56u >> 2u] = floatBitsToUint(_38._m0);
        uint _269 = 56u + 4u;
        _138._m0[_269 >> 2u] = floatBitsToUint(_38._m1);
        uint _272 = 56u + 8u;
        _138._m0[_272 >> 2u] = floatBitsToUint(_38._m2);
        uint _275 = 56u + 12u;
        _138._m0[_275 >> 2u] = floatBitsToUint(_38._m3);
        _164 _47 = _164(uintBitsToFloat(_146._m0[10u].x), uintBitsToFloat(_146._m0[10u].y), uintBitsToFloat(_146._m0[10u].z), uintBitsToFloat(_146._m0[10u].w));
        _138._m0[72u >> 2u] = floatBitsToUint(_47._m0);
        uint _292 = 72u + 4u;
        _138._m0[_292 >> 2u] = floatBitsToUint(_47._m1);
        _164 _52 = _164(uintBitsToFloat(_146._m0[11u].x), uintBitsToFloat(_146._m0[11u].y), uintBitsToFloat(_146._m0[11u].z), uintBitsToFloat(_146._m0[11u].w));
        _138._m0[80u >> 2u] = floatBitsToUint(_52._m0);
        uint _309 = 80u + 4u;
        _138._m0[_309 >> 2u] = floatBitsToUint(_52._m1);
        _164 _57 = _164(uintBitsToFloat(_146._m0[12u].x), uintBitsToFloat(_146._m0[12u].y), uintBitsToFloat(_146._m0[12u].z), uintBitsToFloat(_146._m0[12u].w));
        _138._m0[88u >> 2u] = floatBitsToUint(_57._m0);
        uint _325 = 88u + 4u;
        _138._m0[_325 >> 2u] = floatBitsToUint(_57._m1);
        _138._m0[96u >> 2u] = floatBitsToUint(_164(uintBitsToFloat(_146._m0[13u].x), uintBitsToFloat(_146._m0[13u].y), uintBitsToFloat(_146._m0[13u].z), uintBitsToFloat(_146._m0[13u].w))._m0);
        uint _364 = 96u + 4u;
        _138._m0[_364 >> 2u] = floatBitsToUint(_164(uintBitsToFloat(_146._m0[14u].x), uintBitsToFloat(_146._m0[14u].y), uintBitsToFloat(_146._m0[14u].z), uintBitsToFloat(_146._m0[14u].w))._m0);
        uint _367 = 96u + 8u;
        _138._m0[_367 >> 2u] = floatBitsToUint(_164(uintBitsToFloat(_146._m0[15u].x), uintBitsToFloat(_146._m0[15u].y), uintBitsToFloat(_146._m0[15u].z), uintBitsToFloat(_146._m0[15u].w))._m0);
        _138._m0[108u >> 2u] = floatBitsToUint(_164(uintBitsToFloat(_146._m0[13u].x), uintBitsToFloat(_146._m0[13u].y), uintBitsToFloat(_146._m0[13u].z), uintBitsToFloat(_146._m0[13u].w))._m1);
        uint _403 = 108u + 4u;
        _138._m0[_403 >> 2u] = floatBitsToUint(_164(uintBitsToFloat(_146._m0[14u].x), uintBitsToFloat(_146._m0[14u].y), uintBitsToFloat(_146._m0[14u].z), uintBitsToFloat(_146._m0[14u].w))._m1);
        uint _406 = 108u + 8u;
        _138._m0[_406 >> 2u] = floatBitsToUint(_164(uintBitsToFloat(_146._m0[15u].x), uintBitsToFloat(_146._m0[15u].y), uintBitsToFloat(_146._m0[15u].z), uintBitsToFloat(_146._m0[15u].w))._m1);
        _138._m0[120u >> 2u] = floatBitsToUint(_164(uintBitsToFloat(_146._m0[15u].x), uintBitsToFloat(_146._m0[15u].y), uintBitsToFloat(_146._m0[15u].z), uintBitsToFloat(_146._m0[15u].w))._m2);
    }
    uint _84 = _4 + 3u;
    _138._m0[((_4 << 2u) + 128u) >> 2u] = floatBitsToUint(_164(uintBitsToFloat(_146._m0[_84].x), uintBitsToFloat(_146._m0[_84].y), uintBitsToFloat(_146._m0[_84].z), uintBitsToFloat(_146._m0[_84].w))._m0);
    uint _91 = (_4 & 1u) | 6u;
    _164 _92 = _164(uintBitsToFloat(_146._m0[_91].x), uintBitsToFloat(_146._m0[_91].y), uintBitsToFloat(_146._m0[_91].z), uintBitsToFloat(_146._m0[_91].w));
    uint _97 = _4 << 3u;
    uint _98 = _97 + 140u;
    _138._m0[_98 >> 2u] = floatBitsToUint(_92._m0);
    _138._m0[(_98 + 4u) >> 2u] = floatBitsToUint(_92._m1);
    uint _100 = (_4 & 2147483647u) + 10u;
    _164 _101 = _164(uintBitsToFloat(_146._m0[_100].x), uintBitsToFloat(_146._m0[_100].y), uintBitsToFloat(_146._m0[_100].z), uintBitsToFloat(_146._m0[_100].w));
    uint _106 = _97 + 164u;
    _138._m0[_106 >> 2u] = floatBitsToUint(_101._m0);
    _138._m0[(_106 + 4u) >> 2u] = floatBitsToUint(_101._m1);
}

