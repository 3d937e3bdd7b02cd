#version 460
#extension GL_EXT_ray_tracing : require

struct _47
{
    vec4 _m0;
    uint _m1;
};

struct _51
{
    vec2 _m0;
};

struct _66
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

struct _92
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

vec4 _94;

layout(set = 0, binding = 1, std430) readonly buffer Geometries
{
    uint _m0[];
} Geometries_1;

layout(set = 0, binding = 200, std140) uniform Layout
{
    uvec4 _m0[1];
} Layout_1;

layout(location = 0) rayPayloadInEXT _47 incomingPayload;
hitAttributeEXT _51 hitAttributes;

void main()
{
    uint _11 = (((_66(Layout_1._m0[0u].x, Layout_1._m0[0u].y, Layout_1._m0[0u].z, Layout_1._m0[0u].w)._m0 * uint(gl_InstanceID)) + gl_BuiltIn_5352) * 48u) + 0u;
    _92 _12 = _92(uintBitsToFloat(Geometries_1._m0[_11 >> 2u]), uintBitsToFloat(Geometries_1._m0[(_11 + 4u) >> 2u]), uintBitsToFloat(Geometries_1._m0[(_11 + 8u) >> 2u]), uintBitsToFloat(Geometries_1._m0[(_11 + 12u) >> 2u]), 0u);
    vec4 _23;
    _23.x = hitAttributes._m0.x * _12._m0;
    _23.y = hitAttributes._m0.y * _12._m1;
    _23.z = _12._m2;
    _23.w = _12._m3;
    incomingPayload._m0 = _23;
    incomingPayload._m1 = (uint(gl_PrimitiveID) << 8u) | gl_BuiltIn_5352;
}

