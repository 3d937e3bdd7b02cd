#version 460
#extension GL_EXT_ray_tracing : require
#extension GL_EXT_nonuniform_qualifier : require

struct _42
{
    vec4 _m0;
};

struct _62
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

float _64;

layout(set = 0, binding = 200, std140) uniform GlobalConstants
{
    uvec4 _m0[1];
} GlobalConstants_1;

layout(set = 0, binding = 0) uniform accelerationStructureEXT Scene;
layout(set = 0, binding = 1) uniform writeonly image2D ResourceDescriptorHeap[];
layout(location = 0) rayPayloadEXT _42 payload;

void main()
{
    vec4 _10 = vec4(0.0);
    _10.w = float(_62(GlobalConstants_1._m0[0u].x, GlobalConstants_1._m0[0u].y, GlobalConstants_1._m0[0u].z, GlobalConstants_1._m0[0u].w)._m1);
    _42 _44;
    _44._m0 = _10;
    payload = _44;
    traceRayEXT(Scene, 0u, 255u, 0u, 1u, 0u, vec3(float(gl_LaunchIDEXT.x), float(gl_LaunchIDEXT.y), 0.0), 0.0, vec3(0.0, 0.0, 1.0), 1000.0, 0);
    _44 = payload;
    imageStore(ResourceDescriptorHeap[_62(GlobalConstants_1._m0[0u].x, GlobalConstants_1._m0[0u].y, GlobalConstants_1._m0[0u].z, GlobalConstants_1._m0[0u].w)._m0], ivec2(uvec2(gl_LaunchIDEXT.x, gl_LaunchIDEXT.y)), vec4(_44._m0));
}

