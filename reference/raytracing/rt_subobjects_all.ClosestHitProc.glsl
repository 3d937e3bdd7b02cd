#version 460
#extension GL_EXT_ray_tracing : require

struct _54
{
    vec3 _m0;
    float _m1;
    uint _m2;
    uint _m3;
};

struct _57
{
    vec3 _m0;
};

struct _76
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

struct _103
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

vec3 _104;

layout(set = 1, binding = 0, std430) readonly buffer PrimitiveColors
{
    uint _m0[];
} PrimitiveColors_1;

layout(set = 1, binding = 200, std140) uniform HitConstants
{
    uvec4 _m0[1];
} HitConstants_1;

layout(location = 0) rayPayloadInEXT _54 incomingPayload;
hitAttributeEXT _57 hitAttributes;

void main()
{
    _76 _14 = _76(uintBitsToFloat(HitConstants_1._m0[0u].x), uintBitsToFloat(HitConstants_1._m0[0u].y), uintBitsToFloat(HitConstants_1._m0[0u].z), uintBitsToFloat(HitConstants_1._m0[0u].w));
    uint _24 = (uint(gl_PrimitiveID) * 16u) + 0u;
    _103 _25 = _103(uintBitsToFloat(PrimitiveColors_1._m0[_24 >> 2u]), uintBitsToFloat(PrimitiveColors_1._m0[(_24 + 4u) >> 2u]), uintBitsToFloat(PrimitiveColors_1._m0[(_24 + 8u) >> 2u]), uintBitsToFloat(PrimitiveColors_1._m0[(_24 + 12u) >> 2u]), 0u);
    vec3 _32;
    _32.x = (((hitAttributes._m0.x * 0.5) + 0.5) * _14._m0) * _25._m0;
    _32.y = (((hitAttributes._m0.y * 0.5) + 0.5) * _14._m1) * _25._m1;
    _32.z = (((hitAttributes._m0.z * 0.5) + 0.5) * _14._m2) * _25._m2;
    incomingPayload._m0 = _32;
    incomingPayload._m1 = gl_RayTmaxEXT;
    incomingPayload._m3 = 1u;
}

