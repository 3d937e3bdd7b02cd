#version 460
#extension GL_EXT_ray_tracing : require

struct _36
{
    vec3 _m0;
    float _m1;
};

vec3 _46;

layout(set = 0, binding = 1, std430) readonly buffer InstanceColors
{
    uint _m0[];
} InstanceColors_1;

layout(set = 0, binding = 200, std140) uniform Root
{
    uvec4 _m0[1];
} Root_1;

layout(location = 0) callableDataInEXT _36 incomingCallableData;

void main()
{
    float _9 = incomingCallableData._m0.x * incomingCallableData._m1;
    float _10 = incomingCallableData._m0.y * incomingCallableData._m1;
    float _11 = incomingCallableData._m0.z * incomingCallableData._m1;
    vec3 _18;
    _18.x = _9 / (_9 + 1.0);
    _18.y = _10 / (_10 + 1.0);
    _18.z = _11 / (_11 + 1.0);
    incomingCallableData._m0 = _18;
}

