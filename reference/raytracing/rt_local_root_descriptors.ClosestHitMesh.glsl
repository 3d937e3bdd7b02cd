#version 460
#extension GL_EXT_ray_tracing : require

struct _148
{
    vec3 _m0;
    float _m1;
    vec2 _m2;
    uint _m3;
    uint _m4;
};

struct _151
{
    vec2 _m0;
};

struct _164
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

uint _182;

struct _183
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

float _199;

struct _200
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

vec3 _281;

struct _292
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

vec2 _293;

layout(set = 2, binding = 0, std430) readonly buffer Vertices
{
    uint _m0[];
} Vertices_1;

layout(set = 2, binding = 1, std430) readonly buffer Indices
{
    uint _m0[];
} Indices_1;

layout(set = 2, binding = 300, std430) buffer HitCounts
{
    uint _m0[];
} HitCounts_1;

layout(set = 2, binding = 200, std140) uniform MeshConstants
{
    uvec4 _m0[1];
} MeshConstants_1;

layout(location = 0) rayPayloadInEXT _148 incomingPayload;
hitAttributeEXT _151 hitAttributes;

void main()
{
    uint _7 = (uint(gl_PrimitiveID) * 12u) + _164(MeshConstants_1._m0[0u].x, MeshConstants_1._m0[0u].y, MeshConstants_1._m0[0u].z, MeshConstants_1._m0[0u].w)._m1;
    _183 _9 = _183(Indices_1._m0[_7 >> 2u], Indices_1._m0[(_7 + 4u) >> 2u], Indices_1._m0[(_7 + 8u) >> 2u], _182, 0u);
    uint _10 = _9._m0;
    uint _11 = _9._m1;
    uint _12 = _9._m2;
    uint _15 = (_10 * 32u) + 12u;
    _200 _16 = _200(uintBitsToFloat(Vertices_1._m0[_15 >> 2u]), uintBitsToFloat(Vertices_1._m0[(_15 + 4u) >> 2u]), uintBitsToFloat(Vertices_1._m0[(_15 + 8u) >> 2u]), _199, 0u);
    uint _21 = (_10 * 32u) + 24u;
    _200 _22 = _200(uintBitsToFloat(Vertices_1._m0[_21 >> 2u]), uintBitsToFloat(Vertices_1._m0[(_21 + 4u) >> 2u]), _199, _199, 0u);
    uint _26 = (_11 * 32u) + 12u;
    _200 _27 = _200(uintBitsToFloat(Vertices_1._m0[_26 >> 2u]), uintBitsToFloat(Vertices_1._m0[(_26 + 4u) >> 2u]), uintBitsToFloat(Vertices_1._m0[(_26 + 8u) >> 2u]), _199, 0u);
    uint _32 = (_11 * 32u) + 24u;
    _200 _33 = _200(uintBitsToFloat(Vertices_1._m0[_32 >> 2u]), uintBitsToFloat(Vertices_1._m0[(_32 + 4u) >> 2u]), _199, _199, 0u);
    uint _37 = (_12 * 32u) + 12u;
    _200 _38 = _200(uintBitsToFloat(Vertices_1._m0[_37 >> 2u]), uintBitsToFloat(Vertices_1._m0[(_37 + 4u) >> 2u]), uintBitsToFloat(Vertices_1._m0[(_37 + 8u) >> 2u]), _199, 0u);
    uint _43 = (_12 * 32u) + 24u;
    _200 _44 = _200(uintBitsToFloat(Vertices_1._m0[_43 >> 2u]), uintBitsToFloat(Vertices_1._m0[(_43 + 4u) >> 2u]), _199, _199, 0u);
    float _52 = (1.0 - hitAttributes._m0.x) - hitAttributes._m0.y;
    float _65 = ((hitAttributes._m0.y * _38._m0) + (hitAttributes._m0.x * _27._m0)) + (_52 * _16._m0);
    float _67 = ((hitAttributes._m0.y * _38._m1) + (hitAttributes._m0.x * _27._m1)) + (_52 * _16._m1);
    float _69 = ((hitAttributes._m0.y * _38._m2) + (hitAttributes._m0.x * _27._m2)) + (_52 * _16._m2);
    float _81 = (gl_ObjectToWorldEXT[2u].x * _69) + ((gl_ObjectToWorldEXT[1u].x * _67) + (_65 * gl_ObjectToWorldEXT[0u].x));
    float _84 = (gl_ObjectToWorldEXT[2u].y * _69) + ((gl_ObjectToWorldEXT[1u].y * _67) + (_65 * gl_ObjectToWorldEXT[0u].y));
    float _87 = (gl_ObjectToWorldEXT[2u].z * _69) + ((gl_ObjectToWorldEXT[1u].z * _67) + (gl_ObjectToWorldEXT[0u].z * _65));
    float _89 = inversesqrt(dot(vec3(_81, _84, _87), vec3(_81, _84, _87)));
    vec3 _93;
    _93.x = _89 * _81;
    _93.y = _89 * _84;
    _93.z = _89 * _87;
    _292 _102 = _292(uintBitsToFloat(MeshConstants_1._m0[0u].x), uintBitsToFloat(MeshConstants_1._m0[0u].y), uintBitsToFloat(MeshConstants_1._m0[0u].z), uintBitsToFloat(MeshConstants_1._m0[0u].w));
    vec2 _111;
    _111.x = (((hitAttributes._m0.y * _44._m0) + (hitAttributes._m0.x * _33._m0)) + (_52 * _22._m0)) + _102._m2;
    _111.y = (((hitAttributes._m0.y * _44._m1) + (hitAttributes._m0.x * _33._m1)) + (_52 * _22._m1)) + _102._m3;
    uint _303 = atomicAdd(HitCounts_1._m0[((uint(gl_PrimitiveID) * 4u) + 0u) >> 2u], 1u);
    uint _119 = _303;
    incomingPayload._m0 = _93;
    incomingPayload._m1 = gl_RayTmaxEXT;
    incomingPayload._m2 = _111;
    incomingPayload._m3 = _164(MeshConstants_1._m0[0u].x, MeshConstants_1._m0[0u].y, MeshConstants_1._m0[0u].z, MeshConstants_1._m0[0u].w)._m0;
}

