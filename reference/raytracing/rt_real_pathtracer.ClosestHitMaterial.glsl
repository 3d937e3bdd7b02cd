#version 460
#extension GL_EXT_ray_tracing : require
#extension GL_EXT_nonuniform_qualifier : require

struct _196
{
    vec3 _m0;
    vec3 _m1;
    vec3 _m2;
    vec3 _m3;
    uint _m4;
    uint _m5;
};

struct _200
{
    vec2 _m0;
};

struct _203
{
    vec3 _m0;
    vec3 _m1;
    uint _m2;
    vec3 _m3;
    vec3 _m4;
};

struct _218
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

uint _237;

struct _238
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

float _253;

struct _254
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

vec3 _368;

layout(set = 0, binding = 200, std140) uniform Frame
{
    uvec4 _m0[2];
} Frame_1;

layout(set = 1, binding = 200, std140) uniform GeometryRecord
{
    uvec4 _m0[1];
} GeometryRecord_1;

layout(set = 0, binding = 4, std430) readonly buffer ResourceDescriptorHeap
{
    uint _m0[];
} ResourceDescriptorHeap_1[];

layout(set = 0, binding = 0) uniform texture2D ResourceDescriptorHeap_2[];
layout(set = 1, binding = 0) uniform sampler SamplerDescriptorHeap[];
layout(location = 0) rayPayloadInEXT _196 incomingPayload;
hitAttributeEXT _200 hitAttributes;
layout(location = 1) callableDataEXT _203 callableData;

vec3 _384(vec3 _385, vec3 _386)
{
    return (_386 * vec3(0.001000000047497451305389404296875)) + _385;
}

void main()
{
    _218 _4 = _218(GeometryRecord_1._m0[0u].x, GeometryRecord_1._m0[0u].y, GeometryRecord_1._m0[0u].z, GeometryRecord_1._m0[0u].w);
    uint _5 = _4._m0;
    uint _6 = _4._m1;
    uint _8 = _6 + 1u;
    uint _11 = uint(gl_PrimitiveID) * 12u;
    _238 _12 = _238(ResourceDescriptorHeap_1[_8]._m0[_11 >> 2u], ResourceDescriptorHeap_1[_8]._m0[(_11 + 4u) >> 2u], ResourceDescriptorHeap_1[_8]._m0[(_11 + 8u) >> 2u], _237, 0u);
    uint _17 = (_12._m0 * 12u) + 0u;
    _254 _18 = _254(uintBitsToFloat(ResourceDescriptorHeap_1[_6]._m0[_17 >> 2u]), uintBitsToFloat(ResourceDescriptorHeap_1[_6]._m0[(_17 + 4u) >> 2u]), uintBitsToFloat(ResourceDescriptorHeap_1[_6]._m0[(_17 + 8u) >> 2u]), _253, 0u);
    float _19 = _18._m0;
    float _20 = _18._m1;
    float _21 = _18._m2;
    uint _23 = (_12._m1 * 12u) + 0u;
    _254 _24 = _254(uintBitsToFloat(ResourceDescriptorHeap_1[_6]._m0[_23 >> 2u]), uintBitsToFloat(ResourceDescriptorHeap_1[_6]._m0[(_23 + 4u) >> 2u]), uintBitsToFloat(ResourceDescriptorHeap_1[_6]._m0[(_23 + 8u) >> 2u]), _253, 0u);
    uint _29 = (_12._m2 * 12u) + 0u;
    _254 _30 = _254(uintBitsToFloat(ResourceDescriptorHeap_1[_6]._m0[_29 >> 2u]), uintBitsToFloat(ResourceDescriptorHeap_1[_6]._m0[(_29 + 4u) >> 2u]), uintBitsToFloat(ResourceDescriptorHeap_1[_6]._m0[(_29 + 8u) >> 2u]), _253, 0u);
    float _34 = _24._m0 - _19;
    float _35 = _24._m1 - _20;
    float _36 = _24._m2 - _21;
    float _37 = _30._m0 - _19;
    float _38 = _30._m1 - _20;
    float _39 = _30._m2 - _21;
    float _42 = (_35 * _39) - (_36 * _38);
    float _45 = (_36 * _37) - (_34 * _39);
    float _48 = (_34 * _38) - (_35 * _37);
    float _60 = (gl_ObjectToWorldEXT[2u].x * _48) + ((gl_ObjectToWorldEXT[1u].x * _45) + (gl_ObjectToWorldEXT[0u].x * _42));
    float _63 = (gl_ObjectToWorldEXT[2u].y * _48) + ((gl_ObjectToWorldEXT[1u].y * _45) + (gl_ObjectToWorldEXT[0u].y * _42));
    float _66 = (gl_ObjectToWorldEXT[2u].z * _48) + ((gl_ObjectToWorldEXT[1u].z * _45) + (gl_ObjectToWorldEXT[0u].z * _42));
    float _68 = inversesqrt(dot(vec3(_60, _63, _66), vec3(_60, _63, _66)));
    float _69 = _68 * _60;
    float _70 = _68 * _63;
    float _71 = _68 * _66;
    bool _76 = dot(vec3(_69, _70, _71), vec3(gl_WorldRayDirectionEXT.x, gl_WorldRayDirectionEXT.y, gl_WorldRayDirectionEXT.z)) > 0.0;
    _218 _83 = _218(Frame_1._m0[1u].x, Frame_1._m0[1u].y, Frame_1._m0[1u].z, Frame_1._m0[1u].w);
    uint _84 = _83._m1;
    uint _92 = (_5 * 32u) + 4u;
    _254 _93 = _254(uintBitsToFloat(ResourceDescriptorHeap_1[_84]._m0[_92 >> 2u]), uintBitsToFloat(ResourceDescriptorHeap_1[_84]._m0[(_92 + 4u) >> 2u]), uintBitsToFloat(ResourceDescriptorHeap_1[_84]._m0[(_92 + 8u) >> 2u]), _253, 0u);
    uint _98 = (_5 * 32u) + 16u;
    _254 _99 = _254(uintBitsToFloat(ResourceDescriptorHeap_1[_84]._m0[_98 >> 2u]), uintBitsToFloat(ResourceDescriptorHeap_1[_84]._m0[(_98 + 4u) >> 2u]), uintBitsToFloat(ResourceDescriptorHeap_1[_84]._m0[(_98 + 8u) >> 2u]), _253, 0u);
    vec4 _363 = textureLod(nonuniformEXT(sampler2D(ResourceDescriptorHeap_2[_238(ResourceDescriptorHeap_1[_84]._m0[((_5 * 32u) + 0u) >> 2u], _237, _237, _237, 0u)._m0], SamplerDescriptorHeap[_83._m2])), vec2(hitAttributes._m0), 0.0);
    _254 _110 = _254(_363.x, _363.y, _363.z, _363.w, 0u);
    vec3 _117;
    _117.x = _76 ? ((-0.0) - _69) : _69;
    _117.y = _76 ? ((-0.0) - _70) : _70;
    _117.z = _76 ? ((-0.0) - _71) : _71;
    vec3 _120;
    _120.x = _110._m0 * _99._m0;
    _120.y = _110._m1 * _99._m1;
    _120.z = _110._m2 * _99._m2;
    vec3 _123;
    _123.x = _93._m0;
    _123.y = _93._m1;
    _123.z = _93._m2;
    _203 b;
    b._m0 = _117;
    b._m1 = _120;
    b._m2 = incomingPayload._m4;
    callableData = b;
    executeCallableEXT(0u, 1);
    b = callableData;
    vec3 _134 = incomingPayload._m0;
    incomingPayload._m1 += (_134 * _123);
    incomingPayload._m0 = _134 * b._m4;
    vec3 _152;
    _152.x = (gl_WorldRayDirectionEXT.x * gl_RayTmaxEXT) + gl_WorldRayOriginEXT.x;
    _152.y = (gl_WorldRayDirectionEXT.y * gl_RayTmaxEXT) + gl_WorldRayOriginEXT.y;
    _152.z = (gl_WorldRayDirectionEXT.z * gl_RayTmaxEXT) + gl_WorldRayOriginEXT.z;
    incomingPayload._m2 = _384(_152, _117);
    incomingPayload._m3 = b._m3;
    incomingPayload._m4 = b._m2;
}

