#version 460
#extension GL_EXT_ray_tracing : require

struct _22
{
    vec3 _m0;
    vec3 _m1;
    vec3 _m2;
    vec3 _m3;
    uint _m4;
    uint _m5;
};

vec3 _35;

layout(location = 0) rayPayloadInEXT _22 incomingPayload;

void main()
{
    float _4 = (gl_WorldRayDirectionEXT.y + 1.0) * 0.5;
    vec3 _9;
    _9.x = (_4 * (-0.5)) + 1.0;
    _9.y = (_4 * (-0.300000011920928955078125)) + 1.0;
    _9.z = 1.0;
    incomingPayload._m1 += (incomingPayload._m0 * _9);
    incomingPayload._m5 = 1u;
}

