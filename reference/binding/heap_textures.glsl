#version 460
#extension GL_EXT_nonuniform_qualifier : require
#extension GL_EXT_samplerless_texture_functions : require
#extension GL_EXT_shader_image_load_formatted : require
layout(local_size_x = 8, local_size_y = 8, local_size_z = 1) in;

struct _138
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

struct _160
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

struct _173
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

layout(set = 0, binding = 200, std140) uniform _84_86
{
    uvec4 _m0[2];
} _86;

layout(set = 0, binding = 0) uniform texture2D ResourceDescriptorHeap[];
layout(set = 0, binding = 0) uniform texture2DArray ResourceDescriptorHeap_1[];
layout(set = 0, binding = 0) uniform texture3D ResourceDescriptorHeap_2[];
layout(set = 1, binding = 0) uniform sampler SamplerDescriptorHeap[];
layout(set = 0, binding = 1) uniform image2D ResourceDescriptorHeap_3[];
layout(set = 0, binding = 1) uniform writeonly uimage3D ResourceDescriptorHeap_4[];

void main()
{
    uint _3 = gl_GlobalInvocationID.x;
    uint _4 = gl_GlobalInvocationID.y;
    uint _5 = gl_GlobalInvocationID.z;
    _138 _6 = _138(_86._m0[0u].x, _86._m0[0u].y, _86._m0[0u].z, _86._m0[0u].w);
    uint _7 = _6._m0;
    uint _13 = _6._m3;
    _138 _15 = _138(_86._m0[1u].x, _86._m0[1u].y, _86._m0[1u].z, _86._m0[1u].w);
    uint _16 = _15._m0;
    vec4 _155 = texelFetch(ResourceDescriptorHeap[_7], ivec2(uvec2(_3, _4)), int(0u));
    _160 _21 = _160(_155.x, _155.y, _155.z, _155.w, 0u);
    float _30 = (float(_3) + 0.5) * 0.015625;
    float _31 = (float(_4) + 0.5) * 0.015625;
    vec4 _179 = textureLod(sampler2D(ResourceDescriptorHeap[_7], SamplerDescriptorHeap[_13]), vec2(_30, _31), _173(uintBitsToFloat(_86._m0[1u].x), uintBitsToFloat(_86._m0[1u].y), uintBitsToFloat(_86._m0[1u].z), uintBitsToFloat(_86._m0[1u].w))._m2);
    _160 _35 = _160(_179.x, _179.y, _179.z, _179.w, 0u);
    vec4 _190 = textureLod(sampler2DArray(ResourceDescriptorHeap_1[_6._m1], SamplerDescriptorHeap[_13]), vec3(_30, _31, float(_5)), 0.0);
    _160 _42 = _160(_190.x, _190.y, _190.z, _190.w, 0u);
    vec4 _196 = texelFetch(ResourceDescriptorHeap_2[_6._m2], ivec3(uvec3(_3, _4, 0u)), int(0u));
    float _49 = _160(_196.x, _196.y, _196.z, _196.w, 0u)._m0;
    vec4 _202 = imageLoad(ResourceDescriptorHeap_3[_16], ivec2(uvec2(_3, _4)));
    _160 _51 = _160(_202.x, _202.y, _202.z, _202.w, 0u);
    imageStore(ResourceDescriptorHeap_3[_16], ivec2(uvec2(_3, _4)), vec4((((_35._m0 + _21._m0) + _42._m0) + _49) + (_51._m0 * 0.5), (((_35._m1 + _21._m1) + _42._m1) + _49) + (_51._m1 * 0.5), (((_35._m2 + _21._m2) + _42._m2) + _49) + (_51._m2 * 0.5), (((_35._m3 + _21._m3) + _42._m3) + _49) + (_51._m3 * 0.5)));
    float _77 = _49 * 255.0;
    bool _212 = _77 >= 4294967296.0;
    imageStore(ResourceDescriptorHeap_4[_15._m1], ivec3(uvec3(_3, _4, 1u)), uvec4(_212 ? 4294967295u : uint(((_212 || (_77 < 0.0)) || isnan(_77)) ? 0.0 : _77)));
}

