#version 460
#extension GL_EXT_ray_tracing : require
#extension GL_EXT_nonuniform_qualifier : require

struct _118
{
    vec3 _m0;
    vec3 _m1;
    vec3 _m2;
    vec3 _m3;
    uint _m4;
    uint _m5;
};

struct _121
{
    vec3 _m0;
};

struct _124
{
    vec3 _m0;
    vec3 _m1;
    uint _m2;
    vec3 _m3;
    vec3 _m4;
};

vec3 _156;

struct _163
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

float _188;

struct _189
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

layout(set = 0, binding = 200, std140) uniform Frame
{
    uvec4 _m0[2];
} Frame_1;

layout(set = 1, binding = 200, std140) uniform GeometryRecord
{
    uvec4 _m0[1];
} GeometryRecord_1;

layout(set = 0, binding = 4, std430) readonly buffer ResourceDescriptorHeap
{
    uint _m0[];
} ResourceDescriptorHeap_1[];

layout(location = 0) rayPayloadInEXT _118 incomingPayload;
hitAttributeEXT _121 hitAttributes;
layout(location = 1) callableDataEXT _124 callableData;

vec3 _222(vec3 _223, vec3 _224)
{
    return (_224 * vec3(0.001000000047497451305389404296875)) + _223;
}

void main()
{
    float _20 = (gl_ObjectToWorldEXT[2u].x * hitAttributes._m0.z) + ((gl_ObjectToWorldEXT[1u].x * hitAttributes._m0.y) + (gl_ObjectToWorldEXT[0u].x * hitAttributes._m0.x));
    float _23 = (gl_ObjectToWorldEXT[2u].y * hitAttributes._m0.z) + ((gl_ObjectToWorldEXT[1u].y * hitAttributes._m0.y) + (gl_ObjectToWorldEXT[0u].y * hitAttributes._m0.x));
    float _26 = (gl_ObjectToWorldEXT[2u].z * hitAttributes._m0.z) + ((gl_ObjectToWorldEXT[1u].z * hitAttributes._m0.y) + (gl_ObjectToWorldEXT[0u].z * hitAttributes._m0.x));
    float _28 = inversesqrt(dot(vec3(_20, _23, _26), vec3(_20, _23, _26)));
    vec3 _32;
    _32.x = _28 * _20;
    _32.y = _28 * _23;
    _32.z = _28 * _26;
    uint _36 = _163(GeometryRecord_1._m0[0u].x, GeometryRecord_1._m0[0u].y, GeometryRecord_1._m0[0u].z, GeometryRecord_1._m0[0u].w)._m0;
    uint _38 = _163(Frame_1._m0[1u].x, Frame_1._m0[1u].y, Frame_1._m0[1u].z, Frame_1._m0[1u].w)._m1;
    uint _41 = (_36 * 32u) + 4u;
    _189 _42 = _189(uintBitsToFloat(ResourceDescriptorHeap_1[_38]._m0[_41 >> 2u]), uintBitsToFloat(ResourceDescriptorHeap_1[_38]._m0[(_41 + 4u) >> 2u]), uintBitsToFloat(ResourceDescriptorHeap_1[_38]._m0[(_41 + 8u) >> 2u]), _188, 0u);
    uint _47 = (_36 * 32u) + 16u;
    _189 _48 = _189(uintBitsToFloat(ResourceDescriptorHeap_1[_38]._m0[_47 >> 2u]), uintBitsToFloat(ResourceDescriptorHeap_1[_38]._m0[(_47 + 4u) >> 2u]), uintBitsToFloat(ResourceDescriptorHeap_1[_38]._m0[(_47 + 8u) >> 2u]), _188, 0u);
    vec3 _52;
    _52.x = _48._m0;
    _52.y = _48._m1;
    _52.z = _48._m2;
    vec3 _55;
    _55.x = _42._m0;
    _55.y = _42._m1;
    _55.z = _42._m2;
    _124 b;
    b._m0 = _32;
    b._m1 = _52;
    b._m2 = incomingPayload._m4;
    callableData = b;
    executeCallableEXT(0u, 1);
    b = callableData;
    vec3 _66 = incomingPayload._m0;
    incomingPayload._m1 += (_66 * _55);
    incomingPayload._m0 = _66 * b._m4;
    vec3 _84;
    _84.x = (gl_WorldRayDirectionEXT.x * gl_RayTmaxEXT) + gl_WorldRayOriginEXT.x;
    _84.y = (gl_WorldRayDirectionEXT.y * gl_RayTmaxEXT) + gl_WorldRayOriginEXT.y;
    _84.z = (gl_WorldRayDirectionEXT.z * gl_RayTmaxEXT) + gl_WorldRayOriginEXT.z;
    incomingPayload._m2 = _222(_84, _32);
    incomingPayload._m3 = b._m3;
    incomingPayload._m4 = b._m2;
}

