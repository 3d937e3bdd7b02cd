#version 460
#extension GL_EXT_ray_tracing : require

struct _22
{
    vec3 _m0;
    float _m1;
    uint _m2;
    uint _m3;
};

struct _39
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

vec3 _40;

layout(set = 2, binding = 200, std140) uniform MissConstants
{
    uvec4 _m0[1];
} MissConstants_1;

layout(location = 0) rayPayloadInEXT _22 incomingPayload;

void main()
{
    _39 _3 = _39(uintBitsToFloat(MissConstants_1._m0[0u].x), uintBitsToFloat(MissConstants_1._m0[0u].y), uintBitsToFloat(MissConstants_1._m0[0u].z), uintBitsToFloat(MissConstants_1._m0[0u].w));
    vec3 _7;
    _7.x = _3._m0;
    _7.y = _3._m1;
    _7.z = _3._m2;
    incomingPayload._m0 = _7;
    incomingPayload._m1 = -1.0;
}

