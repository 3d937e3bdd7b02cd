#version 460
#extension GL_EXT_ray_tracing : require

struct _73
{
    vec4 _m0[4];
};

struct _74
{
    _73 _m0;
};

struct _78
{
    vec2 _m0;
};

float _109[16];

layout(location = 0) rayPayloadInEXT _74 incomingPayload;
hitAttributeEXT _78 hitAttributes;

void main()
{
    float _19[16];
    _19[0] = gl_ObjectToWorldEXT[0u].x;
    _19[1] = gl_ObjectToWorldEXT[0u].y;
    _19[2] = gl_ObjectToWorldEXT[0u].z;
    _19[3] = hitAttributes._m0.x;
    _19[4] = gl_ObjectToWorldEXT[1u].x;
    _19[5] = gl_ObjectToWorldEXT[1u].y;
    _19[6] = gl_ObjectToWorldEXT[1u].z;
    _19[7] = hitAttributes._m0.y;
    _19[8] = gl_ObjectToWorldEXT[2u].x;
    _19[9] = gl_ObjectToWorldEXT[2u].y;
    _19[10] = gl_ObjectToWorldEXT[2u].z;
    _19[11] = gl_RayTmaxEXT;
    _19[12] = gl_ObjectToWorldEXT[3u].x;
    _19[13] = gl_ObjectToWorldEXT[3u].y;
    _19[14] = gl_ObjectToWorldEXT[3u].z;
    _19[15] = 1.0;
    incomingPayload._m0._m0[0u].x = _19[0];
    incomingPayload._m0._m0[0u].y = _19[1];
    incomingPayload._m0._m0[0u].z = _19[2];
    incomingPayload._m0._m0[0u].w = _19[3];
    incomingPayload._m0._m0[1u].x = _19[4];
    incomingPayload._m0._m0[1u].y = _19[5];
    incomingPayload._m0._m0[1u].z = _19[6];
    incomingPayload._m0._m0[1u].w = _19[7];
    incomingPayload._m0._m0[2u].x = _19[8];
    incomingPayload._m0._m0[2u].y = _19[9];
    incomingPayload._m0._m0[2u].z = _19[10];
    incomingPayload._m0._m0[2u].w = _19[11];
    incomingPayload._m0._m0[3u].x = _19[12];
    incomingPayload._m0._m0[3u].y = _19[13];
    incomingPayload._m0._m0[3u].z = _19[14];
    incomingPayload._m0._m0[3u].w = _19[15];
}

