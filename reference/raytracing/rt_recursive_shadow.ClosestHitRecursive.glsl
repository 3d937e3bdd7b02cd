#version 460
#extension GL_EXT_ray_tracing : require

struct _132
{
    vec3 _m0;
    uint _m1;
};

struct _136
{
    vec2 _m0;
};

struct _139
{
    uint _m0;
};

struct _189
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

vec3 _213;

struct _221
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

layout(set = 0, binding = 200, std140) uniform Lighting
{
    uvec4 _m0[2];
} Lighting_1;

layout(set = 0, binding = 0) uniform accelerationStructureEXT Scene;
layout(location = 0) rayPayloadInEXT _132 incomingPayload;
hitAttributeEXT _136 hitAttributes;
layout(location = 1) rayPayloadEXT _139 payload;
layout(location = 2) rayPayloadEXT _132 payload_1;

void main()
{
    float _20 = inversesqrt(dot(vec3(gl_ObjectToWorldEXT[1u].x, gl_ObjectToWorldEXT[1u].y, gl_ObjectToWorldEXT[1u].z), vec3(gl_ObjectToWorldEXT[1u].x, gl_ObjectToWorldEXT[1u].y, gl_ObjectToWorldEXT[1u].z)));
    float _21 = _20 * gl_ObjectToWorldEXT[1u].x;
    float _22 = _20 * gl_ObjectToWorldEXT[1u].y;
    float _23 = _20 * gl_ObjectToWorldEXT[1u].z;
    bool _25 = gl_HitKindEXT == 255u;
    float _29 = _25 ? ((-0.0) - _21) : _21;
    float _30 = _25 ? ((-0.0) - _22) : _22;
    float _31 = _25 ? ((-0.0) - _23) : _23;
    float _35 = ((gl_RayTmaxEXT * gl_WorldRayDirectionEXT.x) + gl_WorldRayOriginEXT.x) + (_29 * 0.001000000047497451305389404296875);
    float _36 = ((gl_RayTmaxEXT * gl_WorldRayDirectionEXT.y) + gl_WorldRayOriginEXT.y) + (_30 * 0.001000000047497451305389404296875);
    float _37 = ((gl_RayTmaxEXT * gl_WorldRayDirectionEXT.z) + gl_WorldRayOriginEXT.z) + (_31 * 0.001000000047497451305389404296875);
    _189 _38 = _189(uintBitsToFloat(Lighting_1._m0[0u].x), uintBitsToFloat(Lighting_1._m0[0u].y), uintBitsToFloat(Lighting_1._m0[0u].z), uintBitsToFloat(Lighting_1._m0[0u].w));
    _139 _141;
    _141._m0 = 0u;
    payload = _141;
    traceRayEXT(Scene, 13u, 1u, 1u, 2u, 1u, vec3(_35, _36, _37), 0.0, vec3((-0.0) - _38._m0, (-0.0) - _38._m1, (-0.0) - _38._m2), 10000.0, 1);
    _141 = payload;
    _189 _58 = _189(uintBitsToFloat(Lighting_1._m0[0u].x), uintBitsToFloat(Lighting_1._m0[0u].y), uintBitsToFloat(Lighting_1._m0[0u].z), uintBitsToFloat(Lighting_1._m0[0u].w));
    float _65 = dot(vec3(_29, _30, _31), vec3((-0.0) - _58._m0, (-0.0) - _58._m1, (-0.0) - _58._m2));
    float _211 = isnan(0.0) ? _65 : (isnan(_65) ? 0.0 : max(_65, 0.0));
    float _70 = ((isnan(1.0) ? _211 : (isnan(_211) ? 1.0 : min(_211, 1.0))) * float(_141._m0)) * _58._m3;
    vec3 _75 = incomingPayload._m0;
    float _77 = (_70 * hitAttributes._m0.x) + _75.x;
    float _79 = (_70 * hitAttributes._m0.y) + _75.y;
    float _81 = (_70 * ((1.0 - hitAttributes._m0.x) - hitAttributes._m0.y)) + _75.z;
    vec3 _82;
    _82.x = _77;
    _82.y = _79;
    _82.z = _81;
    incomingPayload._m0 = _82;
    uint _87 = incomingPayload._m1 + 1u;
    if (_87 < _221(Lighting_1._m0[1u].x, Lighting_1._m0[1u].y, Lighting_1._m0[1u].z, Lighting_1._m0[1u].w)._m3)
    {
        float _93 = dot(vec3(gl_WorldRayDirectionEXT.x, gl_WorldRayDirectionEXT.y, gl_WorldRayDirectionEXT.z), vec3(_29, _30, _31)) * 2.0;
        _132 _143;
        _143._m0 = vec3(0.0);
        _143._m1 = _87;
        payload_1 = _143;
        traceRayEXT(Scene, 0u, 255u, 0u, 2u, 0u, vec3(_35, _36, _37), 0.0, vec3(gl_WorldRayDirectionEXT.x - (_93 * _29), gl_WorldRayDirectionEXT.y - (_93 * _30), gl_WorldRayDirectionEXT.z - (_93 * _31)), 10000.0, 2);
        _143 = payload_1;
        vec3 _115;
        _115.x = (_143._m0.x * 0.5) + _77;
        _115.y = (_143._m0.y * 0.5) + _79;
        _115.z = (_143._m0.z * 0.5) + _81;
        incomingPayload._m0 = _115;
    }
}

