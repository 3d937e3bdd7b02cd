#version 460
#extension GL_EXT_ray_tracing : require

struct _30
{
    vec4 _m0;
};

struct _34
{
    vec2 _m0;
};

struct _67
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

vec4 _69;

layout(set = 0, binding = 1, std430) readonly buffer InstanceColors
{
    uint _m0[];
} InstanceColors_1;

layout(location = 0) rayPayloadInEXT _30 incomingPayload;
hitAttributeEXT _34 hitAttributes;

void main()
{
    uint _5 = (uint(gl_InstanceID) * 16u) + 0u;
    _67 _6 = _67(uintBitsToFloat(InstanceColors_1._m0[_5 >> 2u]), uintBitsToFloat(InstanceColors_1._m0[(_5 + 4u) >> 2u]), uintBitsToFloat(InstanceColors_1._m0[(_5 + 8u) >> 2u]), uintBitsToFloat(InstanceColors_1._m0[(_5 + 12u) >> 2u]), 0u);
    vec4 _17;
    _17.x = hitAttributes._m0.x * _6._m0;
    _17.y = hitAttributes._m0.y * _6._m1;
    _17.z = _6._m2;
    _17.w = _6._m3;
    incomingPayload._m0 = _17;
}

