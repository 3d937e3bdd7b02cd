#version 460
#extension GL_EXT_ray_tracing : require

struct _23
{
    vec3 _m0;
    float _m1;
};

vec3 _35;

layout(location = 0) callableDataInEXT _23 incomingCallableData;

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

