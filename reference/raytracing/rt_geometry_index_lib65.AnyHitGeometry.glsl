#version 460
#extension GL_EXT_ray_tracing : require

struct _40
{
    vec4 _m0;
    uint _m1;
};

struct _44
{
    vec2 _m0;
};

struct _61
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

float _70;

struct _71
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

layout(set = 0, binding = 1, std430) readonly buffer Geometries
{
    uint _m0[];
} Geometries_1;

layout(set = 0, binding = 200, std140) uniform Layout
{
    uvec4 _m0[1];
} Layout_1;

layout(location = 0) rayPayloadInEXT _40 incomingPayload;
hitAttributeEXT _44 hitAttributes;

void main()
{
    vec4 _4 = incomingPayload._m0;
    uint _6 = incomingPayload._m1;
    if (_71(uintBitsToFloat(Geometries_1._m0[((((_61(Layout_1._m0[0u].x, Layout_1._m0[0u].y, Layout_1._m0[0u].z, Layout_1._m0[0u].w)._m0 * uint(gl_InstanceID)) + gl_BuiltIn_5352) * 48u) + 28u) >> 2u]), _70, _70, _70, 0u)._m0 < 0.5)
    {
        if ((uint(gl_PrimitiveID) & 1u) == 0u)
        {
        }
        else
        {
            incomingPayload._m0 = _4;
            incomingPayload._m1 = _6;
            ignoreIntersectionEXT;
        }
    }
    incomingPayload._m0 = _4;
    incomingPayload._m1 = _6;
}

