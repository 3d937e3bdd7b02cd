#version 460
#extension GL_EXT_ray_tracing : require
#extension GL_EXT_nonuniform_qualifier : require

struct _69
{
    vec4 _m0;
};

struct _73
{
    vec2 _m0;
};

struct _104
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

struct _111
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

struct _131
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

vec4 _132;

layout(set = 2, binding = 0, std430) readonly buffer InstanceData
{
    uint _m0[];
} InstanceData_1[];

layout(set = 0, binding = 200, std140) uniform Globals
{
    uvec4 _m0[1];
} Globals_1;

layout(set = 1, binding = 0) uniform texture2D Textures[];
layout(set = 0, binding = 100) uniform sampler Samplers[];
layout(location = 0) rayPayloadInEXT _69 incomingPayload;
hitAttributeEXT _73 hitAttributes;

void main()
{
    uint _7 = (uint(gl_PrimitiveID) * 16u) + 0u;
    _104 _8 = _104(InstanceData_1[uint(gl_InstanceID)]._m0[_7 >> 2u], InstanceData_1[uint(gl_InstanceID)]._m0[(_7 + 4u) >> 2u], InstanceData_1[uint(gl_InstanceID)]._m0[(_7 + 8u) >> 2u], InstanceData_1[uint(gl_InstanceID)]._m0[(_7 + 12u) >> 2u], 0u);
    vec4 _126 = textureLod(nonuniformEXT(sampler2D(Textures[_111(Globals_1._m0[0u].x, Globals_1._m0[0u].y, Globals_1._m0[0u].z, Globals_1._m0[0u].w)._m1 + uint(gl_InstanceCustomIndexEXT)], Samplers[_111(Globals_1._m0[0u].x, Globals_1._m0[0u].y, Globals_1._m0[0u].z, Globals_1._m0[0u].w)._m0 + _8._m0])), vec2(hitAttributes._m0), float(_8._m1));
    _131 _27 = _131(_126.x, _126.y, _126.z, _126.w, 0u);
    float _32 = uintBitsToFloat(_8._m2);
    vec4 _37;
    _37.x = _27._m0 * _32;
    _37.y = _27._m1 * _32;
    _37.z = _27._m2 * _32;
    _37.w = _27._m3 * _32;
    incomingPayload._m0 = _37;
}

