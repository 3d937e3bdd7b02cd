#version 460
layout(local_size_x = 3, local_size_y = 1, local_size_z = 1) in;

struct _141
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

struct _225
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

layout(set = 0, binding = 300, std430) buffer _109_111
{
    uint _m0[];
} _111;

layout(set = 0, binding = 200, std140) uniform _116_118
{
    uvec4 _m0[16];
} _118;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    if (_4 == 0u)
    {
        _141 _7 = _141(uintBitsToFloat(_118._m0[0u].x), uintBitsToFloat(_118._m0[0u].y), uintBitsToFloat(_118._m0[0u].z), uintBitsToFloat(_118._m0[0u].w));
        _111._m0[0u >> 2u] = floatBitsToUint(_7._m0);
        uint _146 = 0u + 4u;
        _111._m0[_146 >> 2u] = floatBitsToUint(_7._m1);
        uint _150 = 0u + 8u;
        _111._m0[_150 >> 2u] = floatBitsToUint(_7._m2);
        uint _154 = 0u + 12u;
        _111._m0[_154 >> 2u] = floatBitsToUint(_7._m3);
        _141 _16 = _141(uintBitsToFloat(_118._m0[1u].x), uintBitsToFloat(_118._m0[1u].y), uintBitsToFloat(_118._m0[1u].z), uintBitsToFloat(_118._m0[1u].w));
        _111._m0[16u >> 2u] = floatBitsToUint(_16._m0);
        uint _191 = 16u + 4u;
        _111._m0[_191 >> 2u] = floatBitsToUint(_16._m1);
        uint _194 = 16u + 8u;
        _111._m0[_194 >> 2u] = floatBitsToUint(_141(uintBitsToFloat(_118._m0[2u].x), uintBitsToFloat(_118._m0[2u].y), uintBitsToFloat(_118._m0[2u].z), uintBitsToFloat(_118._m0[2u].w))._m3);
        uint _197 = 16u + 12u;
        _111._m0[_197 >> 2u] = floatBitsToUint(_141(uintBitsToFloat(_118._m0[9u].x), uintBitsToFloat(_118._m0[9u].y), uintBitsToFloat(_118._m0[9u].z), uintBitsToFloat(_118._m0[9u].w))._m0);
        _141 _27 = _141(uintBitsToFloat(_118._m0[2u].x), uintBitsToFloat(_118._m0[2u].y), uintBitsToFloat(_118._m0[2u].z), uintBitsToFloat(_118._m0[2u].w));
        _111._m0[32u >> 2u] = floatBitsToUint(_27._m0);
        uint _213 = 32u + 4u;
        _111._m0[_213 >> 2u] = floatBitsToUint(_27._m1);
        uint _216 = 32u + 8u;
        _111._m0[_216 >> 2u] = floatBitsToUint(_27._m2);
        _225 _34 = _225(_118._m0[9u].x, _118._m0[9u].y, _118._m0[9u].z, _118._m0[9u].w);
        _111._m0[44u >> 2u] = _34._m1;
        uint _229 = 44u + 4u;
        _111._m0[_229 >> 2u] = _34._m2;
        uint _232 = 44u + 8u;
        _111._m0[_232 >> 2u] = _34._m3;
        _141 _38 = _141(uintBitsToFloat(_118._m0[8u].x), uintBitsToFloat(_118._m0[8u].y), uintBitsToFloat(_118._m0[8u].z), uintBitsToFloat(_118._m0[8u].w));
        _111._m0[56u >> 2u] = floatBitsToUint(_38._m0);
        uint _248 = 56u + 4u;
        _111._m0[_248 >> 2u] = floatBitsToUint(_38._m1);
        uint _251 = 56u + 8u;
        _111._m0[_251 >> 2u] = floatBitsToUint(_38._m2);
        uint _254 = 56u + 12u;
        _111._m0[_254 >> 2u] = floatBitsToUint(_38._m3);
        _141 _47 = _141(uintBitsToFloat(_118._m0[10u].x), uintBitsToFloat(_118._m0[10u].y), uintBitsToFloat(_118._m0[10u].z), uintBitsToFloat(_118._m0[10u].w));
        _111._m0[72u >> 2u] = floatBitsToUint(_47._m0);
        uint _271 = 72u + 4u;
        _111._m0[_271 >> 2u] = floatBitsToUint(_47._m1);
        _141 _52 = _141(uintBitsToFloat(_118._m0[11u].x), uintBitsToFloat(_118._m0[11u].y), uintBitsToFloat(_118._m0[11u].z), uintBitsToFloat(_118._m0[11u].w));
        _111._m0[80u >> 2u] = floatBitsToUint(_52._m0);
        uint _288 = 80u + 4u;
        _111._m0[_288 >> 2u] = floatBitsToUint(_52._m1);
        _141 _57 = _141(uintBitsToFloat(_118._m0[12u].x), uintBitsToFloat(_118._m0[12u].y), uintBitsToFloat(_118._m0[12u].z), uintBitsToFloat(_118._m0[12u].w));
        _111._m0[88u >> 2u] = floatBitsToUint(_57._m0);
        uint _304 = 88u + 4u;
        _111._m0[_304 >> 2u] = floatBitsToUint(_57._m1);
        _111._m0[96u >> 2u] = floatBitsToUint(_141(uintBitsToFloat(_118._m0[13u].x), uintBitsToFloat(_118._m0[13u].y), uintBitsToFloat(_118._m0[13u].z), uintBitsToFloat(_118._m0[13u].w))._m0);
        uint _343 = 96u + 4u;
        _111._m0[_343 >> 2u] = floatBitsToUint(_141(uintBitsToFloat(_118._m0[14u].x), uintBitsToFloat(_118._m0[14u].y), uintBitsToFloat(_118._m0[14u].z), uintBitsToFloat(_118._m0[14u].w))._m0);
        uint _346 = 96u + 8u;
        _111._m0[_346 >> 2u] = floatBitsToUint(_141(uintBitsToFloat(_118._m0[15u].x), uintBitsToFloat(_118._m0[15u].y), uintBitsToFloat(_118._m0[15u].z), uintBitsToFloat(_118._m0[15u].w))._m0);
        _111._m0[108u >> 2u] = floatBitsToUint(_141(uintBitsToFloat(_118._m0[13u].x), uintBitsToFloat(_118._m0[13u].y), uintBitsToFloat(_118._m0[13u].z), uintBitsToFloat(_118._m0[13u].w))._m1);
        uint _382 = 108u + 4u;
        _111._m0[_382 >> 2u] = floatBitsToUint(_141(uintBitsToFloat(_118._m0[14u].x), uintBitsToFloat(_118._m0[14u].y), uintBitsToFloat(_118._m0[14u].z), uintBitsToFloat(_118._m0[14u].w))._m1);
        uint _385 = 108u + 8u;
        _111._m0[_385 >> 2u] = floatBitsToUint(_141(uintBitsToFloat(_118._m0[15u].x), uintBitsToFloat(_118._m0[15u].y), uintBitsToFloat(_118._m0[15u].z), uintBitsToFloat(_118._m0[15u].w))._m1);
        _111._m0[120u >> 2u] = floatBitsToUint(_141(uintBitsToFloat(_118._m0[15u].x), uintBitsToFloat(_118._m0[15u].y), uintBitsToFloat(_118._m0[15u].z), uintBitsToFloat(_118._m0[15u].w))._m2);
    }
    uint _84 = _4 + 3u;
    _111._m0[((_4 << 2u) + 128u) >> 2u] = floatBitsToUint(_141(uintBitsToFloat(_118._m0[_84].x), uintBitsToFloat(_118._m0[_84].y), uintBitsToFloat(_118._m0[_84].z), uintBitsToFloat(_118._m0[_84].w))._m0);
    uint _91 = (_4 & 1u) | 6u;
    _141 _92 = _141(uintBitsToFloat(_118._m0[_91].x), uintBitsToFloat(_118._m0[_91].y), uintBitsToFloat(_118._m0[_91].z), uintBitsToFloat(_118._m0[_91].w));
    uint _97 = _4 << 3u;
    uint _98 = _97 + 140u;
    _111._m0[_98 >> 2u] = floatBitsToUint(_92._m0);
    _111._m0[(_98 + 4u) >> 2u] = floatBitsToUint(_92._m1);
    uint _100 = (_4 & 2147483647u) + 10u;
    _141 _101 = _141(uintBitsToFloat(_118._m0[_100].x), uintBitsToFloat(_118._m0[_100].y), uintBitsToFloat(_118._m0[_100].z), uintBitsToFloat(_118._m0[_100].w));
    uint _106 = _97 + 164u;
    _111._m0[_106 >> 2u] = floatBitsToUint(_101._m0);
    _111._m0[(_106 + 4u) >> 2u] = floatBitsToUint(_101._m1);
}

