#version 460
#extension GL_EXT_ray_tracing : require

struct _81
{
    vec4 _m0[4];
};

struct _82
{
    _81 _m0;
};

layout(location = 0) rayPayloadInEXT _82 incomingPayload;

void main()
{
    float _35[16] = float[](incomingPayload._m0._m0[0u].x, incomingPayload._m0._m0[0u].y, incomingPayload._m0._m0[0u].z, incomingPayload._m0._m0[0u].w, incomingPayload._m0._m0[1u].x, incomingPayload._m0._m0[1u].y, incomingPayload._m0._m0[1u].z, incomingPayload._m0._m0[1u].w, incomingPayload._m0._m0[2u].x, incomingPayload._m0._m0[2u].y, incomingPayload._m0._m0[2u].z, incomingPayload._m0._m0[2u].w, incomingPayload._m0._m0[3u].x, incomingPayload._m0._m0[3u].y, incomingPayload._m0._m0[3u].z, incomingPayload._m0._m0[3u].w);
    _35[3] = gl_WorldRayOriginEXT.x;
    _35[7] = gl_WorldRayOriginEXT.y;
    _35[11] = gl_WorldRayOriginEXT.z;
    _35[15] = gl_RayTmaxEXT;
    incomingPayload._m0._m0[0u].x = _35[0];
    incomingPayload._m0._m0[0u].y = _35[1];
    incomingPayload._m0._m0[0u].z = _35[2];
    incomingPayload._m0._m0[0u].w = _35[3];
    incomingPayload._m0._m0[1u].x = _35[4];
    incomingPayload._m0._m0[1u].y = _35[5];
    incomingPayload._m0._m0[1u].z = _35[6];
    incomingPayload._m0._m0[1u].w = _35[7];
    incomingPayload._m0._m0[2u].x = _35[8];
    incomingPayload._m0._m0[2u].y = _35[9];
    incomingPayload._m0._m0[2u].z = _35[10];
    incomingPayload._m0._m0[2u].w = _35[11];
    incomingPayload._m0._m0[3u].x = _35[12];
    incomingPayload._m0._m0[3u].y = _35[13];
    incomingPayload._m0._m0[3u].z = _35[14];
    incomingPayload._m0._m0[3u].w = _35[15];
}

