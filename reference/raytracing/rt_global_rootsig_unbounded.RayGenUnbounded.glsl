#version 460
#extension GL_EXT_ray_tracing : require

struct _27
{
    vec4 _m0;
};

layout(set = 0, binding = 0) uniform accelerationStructureEXT Scene;
layout(set = 0, binding = 300) uniform writeonly image2D Output;
layout(location = 0) rayPayloadEXT _27 payload;

void main()
{
    _27 _29;
    _29._m0 = vec4(0.0);
    payload = _29;
    traceRayEXT(Scene, 0u, 255u, 0u, 1u, 0u, vec3(float(gl_LaunchIDEXT.x) * 0.100000001490116119384765625, float(gl_LaunchIDEXT.y) * 0.100000001490116119384765625, -5.0), 0.0, vec3(0.0, 0.0, 1.0), 100.0, 0);
    _29 = payload;
    imageStore(Output, ivec2(uvec2(gl_LaunchIDEXT.x, gl_LaunchIDEXT.y)), vec4(_29._m0));
}

