#version 460
#if defined(GL_ARB_gpu_shader_int64)
#extension GL_ARB_gpu_shader_int64 : require
#else
#error No extension available for 64-bit integers.
#endif
#extension GL_EXT_shader_explicit_arithmetic_types_int16 : require
#extension GL_EXT_shader_16bit_storage : require
layout(local_size_x = 16, local_size_y = 1, local_size_z = 1) in;

uint _65;

struct _66
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer In
{
    uint _m0[];
} In_1;

layout(set = 0, binding = 300, std430) buffer Out
{
    uint _m0[];
} Out_1;

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _5 = _4 << 4u;
    uint _55 = In_1._m0[_5 >> 2u];
    uint _59 = In_1._m0[(_5 + 4u) >> 2u];
    uint _64 = In_1._m0[(_5 + 8u) >> 2u];
    _66 _6 = _66(_55, _59, _64, _65, 0u);
    uint64_t _13 = (uint64_t(_6._m1) << 32ul) | uint64_t(_6._m0);
    uint16_t _14 = uint16_t(_6._m2);
    uvec2 _73 = unpackUint2x32(_13);
    uint64_t _15 = packUint2x32(uvec2(bitfieldReverse(_73.y), bitfieldReverse(_73.x)));
    uvec2 _80 = unpackUint2x32(_13);
    uint _16 = uint(bitCount(_80.x)) + uint(bitCount(_80.y));
    uvec2 _86 = unpackUint2x32(_13);
    uint _87 = _86.x;
    uint _90 = uint(findLSB(_86.y));
    uint _17 = (_87 != 0u) ? uint(findLSB(_87)) : ((_90 == 4294967295u) ? 4294967295u : (_90 + 32u));
    uvec2 _98 = unpackUint2x32(_13);
    uint _100 = _98.y;
    uint _105 = (_100 != 0u) ? (uint(findMSB(_100)) + 32u) : uint(findMSB(_98.x));
    uint _18 = (_105 == 4294967295u) ? 4294967295u : (63u - _105);
    uvec2 _114 = unpackUint2x32((int64_t(_13) < int64_t(0ul)) ? (~_13) : _13);
    uint _116 = _114.y;
    uint _121 = (_116 != 0u) ? (uint(findMSB(_116)) + 32u) : uint(findMSB(_114.x));
    uint _19 = (_121 == 4294967295u) ? 4294967295u : (63u - _121);
    uint _21 = uint(bitCount(uint(_14)));
    uint _133 = uint(findMSB(uint(_14)));
    uint _138 = uint(findMSB(int(uint(int16_t(_14)))));
    uint _29 = _4 * 48u;
    uint _30 = _29 + 16u;
    uint _31 = _29 + 32u;
    Out_1._m0[_29 >> 2u] = uint(_15);
    Out_1._m0[(_29 + 4u) >> 2u] = uint(_15 >> 32ul);
    Out_1._m0[(_29 + 8u) >> 2u] = _16;
    Out_1._m0[(_29 + 12u) >> 2u] = _17;
    Out_1._m0[_30 >> 2u] = _18;
    Out_1._m0[(_30 + 4u) >> 2u] = _19;
    Out_1._m0[(_30 + 8u) >> 2u] = uint(uint16_t(bitfieldReverse(uint(_14)) >> 16u));
    Out_1._m0[(_30 + 12u) >> 2u] = _21;
    Out_1._m0[_31 >> 2u] = uint(findLSB(uint(_14)));
    Out_1._m0[(_31 + 4u) >> 2u] = (_133 == 4294967295u) ? 4294967295u : (15u - _133);
    Out_1._m0[(_31 + 8u) >> 2u] = (_138 == 4294967295u) ? 4294967295u : (15u - _138);
    Out_1._m0[(_31 + 12u) >> 2u] = 0u;
}

