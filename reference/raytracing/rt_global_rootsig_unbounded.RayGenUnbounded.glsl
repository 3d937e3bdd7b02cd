#version 460
#extension GL_EXT_ray_tracing : require
#extension GL_EXT_nonuniform_qualifier : require

struct _52
{
    vec4 _m0;
};

layout(set = 2, binding = 0, std430) readonly buffer InstanceData
{
    uint _m0[];
} InstanceData_1[];

layout(set = 0, binding = 200, std140) uniform Globals
{
    uvec4 _m0[1];
} Globals_1;

layout(set = 0, binding = 0) uniform accelerationStructureEXT Scene;
layout(set = 1, binding = 0) uniform texture2D Textures[];
layout(set = 0, binding = 300) uniform writeonly image2D Output;
layout(set = 0, binding = 100) uniform sampler Samplers[];
layout(location = 0) rayPayloadEXT _52 payload;

void main()
{
    _52 _54;
    _54._m0 = vec4(0.0);
    payload = _54;
    traceRayEXT(Scene, 0u, 255u, 0u, 1u, 0u, vec3(float(gl_LaunchIDEXT.x) * 0.100000001490116119384765625, float(gl_LaunchIDEXT.y) * 0.100000001490116119384765625, -5.0), 0.0, vec3(0.0, 0.0, 1.0), 100.0, 0);
    _54 = payload;
    imageStore(Output, ivec2(uvec2(gl_LaunchIDEXT.x, gl_LaunchIDEXT.y)), vec4(_54._m0));
}

