#version 460
#extension GL_EXT_ray_tracing : require

struct _47
{
    vec2 _m0;
};

vec2 _66;

layout(set = 0, binding = 2, std430) readonly buffer Lights
{
    uint _m0[];
} Lights_1;

layout(set = 0, binding = 200, std140) uniform Dispatch
{
    uvec4 _m0[1];
} Dispatch_1;

layout(set = 0, binding = 1) uniform texture2D Palette;
layout(set = 0, binding = 300) uniform readonly writeonly image2D Output;
layout(set = 0, binding = 100) uniform sampler PointSamp;
layout(location = 0) callableDataInEXT _47 incomingCallableData;

void main()
{
    uint _6 = (gl_LaunchIDEXT.y * 19349663u) ^ (gl_LaunchIDEXT.x * 73856093u);
    vec2 _20;
    _20.x = fract((float(_6 & 65535u) * 1.52587890625e-05) + incomingCallableData._m0.x);
    _20.y = fract((float(_6 >> 16u) * 1.52587890625e-05) + incomingCallableData._m0.y);
    incomingCallableData._m0 = _20;
}

