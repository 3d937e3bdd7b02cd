#version 460
#extension GL_EXT_ray_tracing : require

struct _20
{
    vec4 _m0;
};

struct _24
{
    vec2 _m0;
};

struct _39
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

layout(set = 1, binding = 200, std140) uniform HitConstants
{
    uvec4 _m0[2];
} HitConstants_1;

layout(location = 0) rayPayloadInEXT _20 incomingPayload;
hitAttributeEXT _24 hitAttributes;

void main()
{
    vec4 _4 = incomingPayload._m0;
    if (_39(HitConstants_1._m0[1u].x, HitConstants_1._m0[1u].y, HitConstants_1._m0[1u].z, HitConstants_1._m0[1u].w)._m0 == 4294967295u)
    {
        incomingPayload._m0 = _4;
        ignoreIntersectionEXT;
    }
    incomingPayload._m0 = _4;
}

