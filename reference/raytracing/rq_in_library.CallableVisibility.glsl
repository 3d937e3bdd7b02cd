#version 460
#extension GL_EXT_ray_tracing : require
#extension GL_EXT_ray_query : require

struct _43
{
    vec3 _m0;
    vec3 _m1;
    uint _m2;
};

layout(set = 0, binding = 0) uniform accelerationStructureEXT Scene;
layout(location = 0) callableDataInEXT _43 incomingCallableData;

void main()
{
    float _10 = incomingCallableData._m1.x - incomingCallableData._m0.x;
    float _12 = incomingCallableData._m1.y - incomingCallableData._m0.y;
    float _14 = incomingCallableData._m1.z - incomingCallableData._m0.z;
    float _16 = inversesqrt(dot(vec3(_10, _12, _14), vec3(_10, _12, _14)));
    rayQueryEXT rayQuery;
    rayQueryInitializeEXT(rayQuery, Scene, 132u, 255u, vec3(incomingCallableData._m0), 0.0, vec3(_10 * _16, _12 * _16, _14 * _16), sqrt(((_10 * _10) + (_12 * _12)) + (_14 * _14)));
    bool _32 = rayQueryProceedEXT(rayQuery);
    uint _33 = rayQueryGetIntersectionTypeEXT(rayQuery, bool(1u));
    incomingCallableData._m2 = uint(_33 == 0u);
}

