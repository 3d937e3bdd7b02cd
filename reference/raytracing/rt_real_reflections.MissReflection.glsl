#version 460
#extension GL_EXT_ray_tracing : require

struct _33
{
    vec3 _m0;
    float _m1;
};

vec3 _45;

struct _65
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

layout(set = 0, binding = 6) uniform textureCube Environment;
layout(set = 0, binding = 101) uniform sampler LinearWrap;
layout(location = 0) rayPayloadInEXT _33 incomingPayload;

vec3 _46(vec3 _47)
{
    vec4 _60 = textureLod(samplerCube(Environment, LinearWrap), vec3(_47), 0.0);
    _65 _18 = _65(_60.x, _60.y, _60.z, _60.w, 0u);
    vec3 _22;
    _22.x = _18._m0;
    _22.y = _18._m1;
    _22.z = _18._m2;
    return _22;
}

void main()
{
    vec3 _5;
    _5.x = gl_WorldRayDirectionEXT.x;
    _5.y = gl_WorldRayDirectionEXT.y;
    _5.z = gl_WorldRayDirectionEXT.z;
    incomingPayload._m0 = _46(_5);
    incomingPayload._m1 = -1.0;
}

