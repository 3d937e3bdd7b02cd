#version 460
#extension GL_EXT_ray_tracing : require
#extension GL_EXT_nonuniform_qualifier : require

struct _202
{
    vec3 _m0;
    vec3 _m1;
    vec3 _m2;
    vec3 _m3;
    uint _m4;
    uint _m5;
};

struct _206
{
    vec2 _m0;
};

struct _209
{
    vec3 _m0;
    vec3 _m1;
    uint _m2;
    vec3 _m3;
    vec3 _m4;
};

struct _224
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

uint _243;

struct _244
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

float _259;

struct _260
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

vec3 _374;

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

layout(set = 0, binding = 0) uniform accelerationStructureEXT Scene;
layout(set = 0, binding = 300) uniform readonly writeonly image2D Output;
layout(set = 0, binding = 0) uniform texture2D ResourceDescriptorHeap_2[];
layout(set = 1, binding = 0) uniform sampler SamplerDescriptorHeap[];
layout(location = 0) rayPayloadInEXT _202 incomingPayload;
hitAttributeEXT _206 hitAttributes;
layout(location = 1) callableDataEXT _209 callableData;

vec3 _390(vec3 _391, vec3 _392)
{
    return (_392 * vec3(0.001000000047497451305389404296875)) + _391;
}

void main()
{
    _224 _4 = _224(GeometryRecord_1._m0[0u].x, GeometryRecord_1._m0[0u].y, GeometryRecord_1._m0[0u].z, GeometryRecord_1._m0[0u].w);
    uint _5 = _4._m0;
    uint _6 = _4._m1;
    uint _8 = _6 + 1u;
    uint _11 = uint(gl_PrimitiveID) * 12u;
    _244 _12 = _244(ResourceDescriptorHeap_1[_8]._m0[_11 >> 2u], ResourceDescriptorHeap_1[_8]._m0[(_11 + 4u) >> 2u], ResourceDescriptorHeap_1[_8]._m0[(_11 + 8u) >> 2u], _243, 0u);
    uint _17 = (_12._m0 * 12u) + 0u;
    _260 _18 = _260(uintBitsToFloat(ResourceDescriptorHeap_1[_6]._m0[_17 >> 2u]), uintBitsToFloat(ResourceDescriptorHeap_1[_6]._m0[(_17 + 4u) >> 2u]), uintBitsToFloat(ResourceDescriptorHeap_1[_6]._m0[(_17 + 8u) >> 2u]), _259, 0u);
    float _19 = _18._m0;
    float _20 = _18._m1;
    float _21 = _18._m2;
    uint _23 = (_12._m1 * 12u) + 0u;
    _260 _24 = _260(uintBitsToFloat(ResourceDescriptorHeap_1[_6]._m0[_23 >> 2u]), uintBitsToFloat(ResourceDescriptorHeap_1[_6]._m0[(_23 + 4u) >> 2u]), uintBitsToFloat(ResourceDescriptorHeap_1[_6]._m0[(_23 + 8u) >> 2u]), _259, 0u);
    uint _29 = (_12._m2 * 12u) + 0u;
    _260 _30 = _260(uintBitsToFloat(ResourceDescriptorHeap_1[_6]._m0[_29 >> 2u]), uintBitsToFloat(ResourceDescriptorHeap_1[_6]._m0[(_29 + 4u) >> 2u]), uintBitsToFloat(ResourceDescriptorHeap_1[_6]._m0[(_29 + 8u) >> 2u]), _259, 0u);
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
    _224 _83 = _224(Frame_1._m0[1u].x, Frame_1._m0[1u].y, Frame_1._m0[1u].z, Frame_1._m0[1u].w);
    uint _84 = _83._m1;
    uint _92 = (_5 * 32u) + 4u;
    _260 _93 = _260(uintBitsToFloat(ResourceDescriptorHeap_1[_84]._m0[_92 >> 2u]), uintBitsToFloat(ResourceDescriptorHeap_1[_84]._m0[(_92 + 4u) >> 2u]), uintBitsToFloat(ResourceDescriptorHeap_1[_84]._m0[(_92 + 8u) >> 2u]), _259, 0u);
    uint _98 = (_5 * 32u) + 16u;
    _260 _99 = _260(uintBitsToFloat(ResourceDescriptorHeap_1[_84]._m0[_98 >> 2u]), uintBitsToFloat(ResourceDescriptorHeap_1[_84]._m0[(_98 + 4u) >> 2u]), uintBitsToFloat(ResourceDescriptorHeap_1[_84]._m0[(_98 + 8u) >> 2u]), _259, 0u);
    vec4 _369 = textureLod(nonuniformEXT(sampler2D(ResourceDescriptorHeap_2[_244(ResourceDescriptorHeap_1[_84]._m0[((_5 * 32u) + 0u) >> 2u], _243, _243, _243, 0u)._m0], SamplerDescriptorHeap[_83._m2])), vec2(hitAttributes._m0), 0.0);
    _260 _110 = _260(_369.x, _369.y, _369.z, _369.w, 0u);
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
    _209 b;
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
    incomingPayload._m2 = _390(_152, _117);
    incomingPayload._m3 = b._m3;
    incomingPayload._m4 = b._m2;
}

