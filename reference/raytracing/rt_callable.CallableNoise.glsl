#version 460
#extension GL_EXT_ray_tracing : require

struct _25
{
    vec2 _m0;
};

vec2 _45;

layout(location = 0) callableDataInEXT _25 incomingCallableData;

void main()
{
    uint _6 = (gl_LaunchIDEXT.y * 19349663u) ^ (gl_LaunchIDEXT.x * 73856093u);
    vec2 _20;
    _20.x = fract((float(_6 & 65535u) * 1.52587890625e-05) + incomingCallableData._m0.x);
    _20.y = fract((float(_6 >> 16u) * 1.52587890625e-05) + incomingCallableData._m0.y);
    incomingCallableData._m0 = _20;
}

