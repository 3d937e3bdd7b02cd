#version 460
#extension GL_EXT_ray_tracing : require

struct _62
{
    vec3 _m0;
    float _m1;
};

vec3 _73;

struct _93
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

layout(set = 0, binding = 3, std430) readonly buffer Indices
{
    uint _m0[];
} Indices_1;

layout(set = 0, binding = 4, std430) readonly buffer Vertices
{
    uint _m0[];
} Vertices_1;

layout(set = 0, binding = 200, std140) uniform Camera
{
    uvec4 _m0[6];
} Camera_1;

layout(set = 0, binding = 0) uniform accelerationStructureEXT Scene;
layout(set = 0, binding = 1) uniform texture2D GBufferNormal;
layout(set = 0, binding = 2) uniform texture2D GBufferDepth;
layout(set = 0, binding = 5) uniform texture2D MaterialTexture;
layout(set = 0, binding = 6) uniform textureCube Environment;
layout(set = 0, binding = 300) uniform readonly writeonly image2D Output;
layout(set = 0, binding = 100) uniform sampler PointClamp;
layout(set = 0, binding = 101) uniform sampler LinearWrap;
layout(location = 0) rayPayloadInEXT _62 incomingPayload;

vec3 _74(vec3 _75)
{
    vec4 _88 = textureLod(samplerCube(Environment, LinearWrap), vec3(_75), 0.0);
    _93 _18 = _93(_88.x, _88.y, _88.z, _88.w, 0u);
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
    incomingPayload._m0 = _74(_5);
    incomingPayload._m1 = -1.0;
}

