#version 460
#if defined(GL_AMD_gpu_shader_half_float)
#extension GL_AMD_gpu_shader_half_float : require
#elif defined(GL_EXT_shader_explicit_arithmetic_types_float16)
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#else
#error No extension available for FP16.
#endif
#extension GL_EXT_shader_16bit_storage : require
#extension GL_EXT_shader_explicit_arithmetic_types_int16 : require
layout(local_size_x = 16, local_size_y = 1, local_size_z = 1) in;

struct _58
{
    float16_t _m0;
    float16_t _m1;
    float16_t _m2;
    float16_t _m3;
    uint _m4;
};

struct _71
{
    uint16_t _m0;
    uint16_t _m1;
    uint16_t _m2;
    uint16_t _m3;
    uint _m4;
};

layout(set = 0, binding = 0) uniform samplerBuffer H;
layout(set = 0, binding = 1) uniform isamplerBuffer I;
layout(set = 0, binding = 300) uniform writeonly imageBuffer O;
layout(set = 0, binding = 301) uniform writeonly uimageBuffer U;

void main()
{
    uint _6 = gl_GlobalInvocationID.x;
    vec4 _47 = texelFetch(H, int(_6));
    _58 _7 = _58(float16_t(_47.x), float16_t(_47.y), float16_t(_47.z), float16_t(_47.w), 0u);
    ivec4 _61 = texelFetch(I, int(_6));
    _71 _12 = _71(uint16_t(_61.x), uint16_t(_61.y), uint16_t(_61.z), uint16_t(_61.w), 0u);
    imageStore(O, int(_6), vec4(float(_7._m0 + _7._m1), float(_7._m2 * float16_t(2.0)), float(float16_t(int16_t(_12._m0))), float(_7._m3)));
    uint16_t _20 = _12._m1 + uint16_t(_6);
    imageStore(U, int(_6), uvec4(uint(_20), uint(_12._m2 ^ 32769us), uint(_20), uint(_20)));
}

