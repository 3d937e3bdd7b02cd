#version 460
#extension GL_EXT_ray_tracing : require

struct _31
{
    vec4 _m0;
};

layout(set = 0, binding = 0) uniform accelerationStructureEXT Scene;
layout(set = 0, binding = 300) uniform writeonly image2D Output;
layout(location = 0) rayPayloadEXT _31 payload;

void main()
{
    _31 _33;
    _33._m0 = vec4(0.0);
    payload = _33;
    traceRayEXT(Scene, 0u, 255u, 0u, 1u, 0u, vec3(float(gl_LaunchIDEXT.x) / float(gl_LaunchSizeEXT.x), float(gl_LaunchIDEXT.y) / float(gl_LaunchSizeEXT.y), -1.0), 0.0, vec3(0.0, 0.0, 1.0), 4.0, 0);
    _33 = payload;
    imageStore(Output, ivec2(uvec2(gl_LaunchIDEXT.x, gl_LaunchIDEXT.y)), vec4(_33._m0));
}

