#version 460
#extension GL_EXT_ray_tracing : require

struct _15
{
    vec4 _m0;
};

vec4 _29;

layout(location = 0) rayPayloadInEXT _15 incomingPayload;

void main()
{
    float _3 = gl_WorldRayDirectionEXT.y + 1.0;
    vec4 _8;
    _8.x = 1.0 - (_3 * 0.300000011920928955078125);
    _8.y = 1.0 - (_3 * 0.199999988079071044921875);
    _8.z = 1.0;
    _8.w = 0.0;
    incomingPayload._m0 = _8;
}

