#version 460
#extension GL_EXT_ray_tracing : require

struct _51
{
    vec4 _m0;
};

struct _55
{
    vec2 _m0;
};

struct _74
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

vec4 _106;

struct _114
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

layout(location = 0) rayPayloadInEXT _51 incomingPayload;
hitAttributeEXT _55 hitAttributes;

void main()
{
    _74 _7 = _74(uintBitsToFloat(HitConstants_1._m0[1u].x), uintBitsToFloat(HitConstants_1._m0[1u].y), uintBitsToFloat(HitConstants_1._m0[1u].z), uintBitsToFloat(HitConstants_1._m0[1u].w));
    float _11 = (hitAttributes._m0.x * 8.0) * _7._m2;
    bool _78 = _11 >= 4294967296.0;
    float _14 = (hitAttributes._m0.y * 8.0) * _7._m3;
    bool _87 = _14 >= 4294967296.0;
    _74 _19 = _74(uintBitsToFloat(HitConstants_1._m0[0u].x), uintBitsToFloat(HitConstants_1._m0[0u].y), uintBitsToFloat(HitConstants_1._m0[0u].z), uintBitsToFloat(HitConstants_1._m0[0u].w));
    float _27 = ((float(((_78 ? 4294967295u : uint(((_78 || (_11 < 0.0)) || isnan(_11)) ? 0.0 : _11)) + (_87 ? 4294967295u : uint(((_87 || (_14 < 0.0)) || isnan(_14)) ? 0.0 : _14))) & 1u) + (-1.0)) * _7._m1) + 1.0;
    vec4 _32;
    _32.x = _27 * _19._m0;
    _32.y = _27 * _19._m1;
    _32.z = _27 * _19._m2;
    _32.w = _27 * _19._m3;
    incomingPayload._m0 = _32;
    incomingPayload._m0.w = float(_114(HitConstants_1._m0[1u].x, HitConstants_1._m0[1u].y, HitConstants_1._m0[1u].z, HitConstants_1._m0[1u].w)._m0);
}

