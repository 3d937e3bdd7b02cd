#version 460
#extension GL_EXT_ray_tracing : require
#extension GL_EXT_nonuniform_qualifier : require

struct _54
{
    vec4 _m0;
};

layout(set = 3, binding = 200, std140) uniform MaterialConstants
{
    uvec4 _m0[1];
} MaterialConstants_1;

layout(set = 0, binding = 0) uniform accelerationStructureEXT Scene;
layout(set = 3, binding = 0) uniform texture2D MaterialTextures[4];
layout(set = 4, binding = 0) uniform texture2D ExtraTextures[];
layout(set = 0, binding = 300) uniform writeonly image2D Output;
layout(set = 3, binding = 100) uniform sampler MaterialSamplers[2];
layout(location = 0) rayPayloadEXT _54 payload;

void main()
{
    _54 _56;
    _56._m0 = vec4(0.0);
    payload = _56;
    traceRayEXT(Scene, 0u, 255u, 0u, 1u, 0u, vec3(float(gl_LaunchIDEXT.x) / float(gl_LaunchSizeEXT.x), float(gl_LaunchIDEXT.y) / float(gl_LaunchSizeEXT.y), -1.0), 0.0, vec3(0.0, 0.0, 1.0), 4.0, 0);
    _56 = payload;
    imageStore(Output, ivec2(uvec2(gl_LaunchIDEXT.x, gl_LaunchIDEXT.y)), vec4(_56._m0));
}

