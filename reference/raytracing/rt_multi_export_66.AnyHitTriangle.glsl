#version 460
#extension GL_EXT_ray_tracing : require

struct _28
{
    vec4 _m0;
};

struct _32
{
    vec2 _m0;
};

struct _66
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

layout(set = 0, binding = 1, std430) readonly buffer InstanceColors
{
    uint _m0[];
} InstanceColors_1;

layout(set = 0, binding = 200, std140) uniform Root
{
    uvec4 _m0[1];
} Root_1;

layout(location = 0) rayPayloadInEXT _28 incomingPayload;
hitAttributeEXT _32 hitAttributes;

void main()
{
    vec4 _3 = incomingPayload._m0;
    uint _7 = (uint(gl_InstanceID) * 16u) + 0u;
    if (_66(uintBitsToFloat(InstanceColors_1._m0[_7 >> 2u]), uintBitsToFloat(InstanceColors_1._m0[(_7 + 4u) >> 2u]), uintBitsToFloat(InstanceColors_1._m0[(_7 + 8u) >> 2u]), uintBitsToFloat(InstanceColors_1._m0[(_7 + 12u) >> 2u]), 0u)._m3 == 0.0)
    {
        incomingPayload._m0 = _3;
        ignoreIntersectionEXT;
    }
    incomingPayload._m0 = _3;
}

