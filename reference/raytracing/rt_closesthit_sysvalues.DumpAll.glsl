#version 460
#extension GL_EXT_ray_tracing : require

struct _144
{
    vec3 _m0;
    uint _m1;
};

struct _148
{
    vec2 _m0;
};

vec3 _363;

layout(set = 0, binding = 300, std430) buffer Dump
{
    uint _m0[];
} Dump_1;

layout(location = 0) rayPayloadInEXT _144 incomingPayload;
hitAttributeEXT _148 hitAttributes;

void main()
{
    uint _8 = ((gl_LaunchSizeEXT.x * gl_LaunchIDEXT.y) + gl_LaunchIDEXT.x) << 8u;
    Dump_1._m0[_8 >> 2u] = floatBitsToUint(gl_WorldRayOriginEXT.x);
    Dump_1._m0[(_8 + 4u) >> 2u] = floatBitsToUint(gl_WorldRayOriginEXT.y);
    Dump_1._m0[(_8 + 8u) >> 2u] = floatBitsToUint(gl_WorldRayOriginEXT.z);
    uint _49 = _8 | 12u;
    Dump_1._m0[_49 >> 2u] = floatBitsToUint(gl_WorldRayDirectionEXT.x);
    Dump_1._m0[(_49 + 4u) >> 2u] = floatBitsToUint(gl_WorldRayDirectionEXT.y);
    Dump_1._m0[(_49 + 8u) >> 2u] = floatBitsToUint(gl_WorldRayDirectionEXT.z);
    uint _54 = _8 | 24u;
    Dump_1._m0[_54 >> 2u] = floatBitsToUint(gl_ObjectRayOriginEXT.x);
    Dump_1._m0[(_54 + 4u) >> 2u] = floatBitsToUint(gl_ObjectRayOriginEXT.y);
    Dump_1._m0[(_54 + 8u) >> 2u] = floatBitsToUint(gl_ObjectRayOriginEXT.z);
    uint _59 = _8 | 36u;
    Dump_1._m0[_59 >> 2u] = floatBitsToUint(gl_ObjectRayDirectionEXT.x);
    Dump_1._m0[(_59 + 4u) >> 2u] = floatBitsToUint(gl_ObjectRayDirectionEXT.y);
    Dump_1._m0[(_59 + 8u) >> 2u] = floatBitsToUint(gl_ObjectRayDirectionEXT.z);
    uint _67 = _8 | 48u;
    Dump_1._m0[_67 >> 2u] = floatBitsToUint(gl_RayTminEXT);
    Dump_1._m0[(_67 + 4u) >> 2u] = floatBitsToUint(gl_RayTmaxEXT);
    Dump_1._m0[(_67 + 8u) >> 2u] = gl_IncomingRayFlagsEXT;
    Dump_1._m0[(_67 + 12u) >> 2u] = gl_HitKindEXT;
    uint _72 = _8 | 64u;
    Dump_1._m0[_72 >> 2u] = uint(gl_InstanceID);
    Dump_1._m0[(_72 + 4u) >> 2u] = uint(gl_InstanceCustomIndexEXT);
    Dump_1._m0[(_72 + 8u) >> 2u] = uint(gl_PrimitiveID);
    Dump_1._m0[(_72 + 12u) >> 2u] = gl_LaunchSizeEXT.y;
    uint _77 = floatBitsToUint(gl_ObjectToWorldEXT[3u].x);
    uint _78 = _8 | 80u;
    Dump_1._m0[_78 >> 2u] = floatBitsToUint(gl_ObjectToWorldEXT[0u].x);
    Dump_1._m0[(_78 + 4u) >> 2u] = floatBitsToUint(gl_ObjectToWorldEXT[1u].x);
    Dump_1._m0[(_78 + 8u) >> 2u] = floatBitsToUint(gl_ObjectToWorldEXT[2u].x);
    Dump_1._m0[(_78 + 12u) >> 2u] = _77;
    uint _83 = floatBitsToUint(gl_ObjectToWorldEXT[3u].y);
    uint _84 = _8 | 96u;
    Dump_1._m0[_84 >> 2u] = floatBitsToUint(gl_ObjectToWorldEXT[0u].y);
    Dump_1._m0[(_84 + 4u) >> 2u] = floatBitsToUint(gl_ObjectToWorldEXT[1u].y);
    Dump_1._m0[(_84 + 8u) >> 2u] = floatBitsToUint(gl_ObjectToWorldEXT[2u].y);
    Dump_1._m0[(_84 + 12u) >> 2u] = _83;
    uint _89 = floatBitsToUint(gl_ObjectToWorldEXT[3u].z);
    uint _90 = _8 | 112u;
    Dump_1._m0[_90 >> 2u] = floatBitsToUint(gl_ObjectToWorldEXT[0u].z);
    Dump_1._m0[(_90 + 4u) >> 2u] = floatBitsToUint(gl_ObjectToWorldEXT[1u].z);
    Dump_1._m0[(_90 + 8u) >> 2u] = floatBitsToUint(gl_ObjectToWorldEXT[2u].z);
    Dump_1._m0[(_90 + 12u) >> 2u] = _89;
    uint _92 = _8 | 128u;
    Dump_1._m0[_92 >> 2u] = _77;
    Dump_1._m0[(_92 + 4u) >> 2u] = _83;
    Dump_1._m0[(_92 + 8u) >> 2u] = _89;
    uint _94 = floatBitsToUint(gl_WorldToObjectEXT[0u].z);
    uint _98 = _8 | 140u;
    Dump_1._m0[_98 >> 2u] = _94;
    Dump_1._m0[(_98 + 4u) >> 2u] = floatBitsToUint(gl_WorldToObjectEXT[1u].z);
    Dump_1._m0[(_98 + 8u) >> 2u] = floatBitsToUint(gl_WorldToObjectEXT[2u].z);
    Dump_1._m0[(_98 + 12u) >> 2u] = floatBitsToUint(gl_WorldToObjectEXT[3u].z);
    uint _102 = _8 | 156u;
    Dump_1._m0[_102 >> 2u] = floatBitsToUint(gl_WorldToObjectEXT[0u].x);
    Dump_1._m0[(_102 + 4u) >> 2u] = floatBitsToUint(gl_WorldToObjectEXT[0u].y);
    Dump_1._m0[(_102 + 8u) >> 2u] = _94;
    uint _112 = _8 | 168u;
    Dump_1._m0[_112 >> 2u] = floatBitsToUint(gl_ObjectToWorldEXT[0u].y - gl_WorldToObjectEXT[0u].y);
    Dump_1._m0[(_112 + 4u) >> 2u] = floatBitsToUint(gl_ObjectToWorldEXT[1u].y - gl_WorldToObjectEXT[1u].y);
    Dump_1._m0[(_112 + 8u) >> 2u] = floatBitsToUint(gl_ObjectToWorldEXT[2u].y - gl_WorldToObjectEXT[2u].y);
    Dump_1._m0[(_112 + 12u) >> 2u] = floatBitsToUint(gl_ObjectToWorldEXT[3u].y - gl_WorldToObjectEXT[3u].y);
    uint _120 = _8 | 184u;
    Dump_1._m0[_120 >> 2u] = floatBitsToUint(hitAttributes._m0.x);
    Dump_1._m0[(_120 + 4u) >> 2u] = floatBitsToUint(hitAttributes._m0.y);
    vec3 _129;
    _129.x = (gl_RayTmaxEXT * gl_WorldRayDirectionEXT.x) + gl_WorldRayOriginEXT.x;
    _129.y = (gl_RayTmaxEXT * gl_WorldRayDirectionEXT.y) + gl_WorldRayOriginEXT.y;
    _129.z = (gl_RayTmaxEXT * gl_WorldRayDirectionEXT.z) + gl_WorldRayOriginEXT.z;
    incomingPayload._m0 = _129;
    incomingPayload._m1 = (gl_HitKindEXT == 254u) ? 1u : 2u;
}

