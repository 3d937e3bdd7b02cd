#version 460
#extension GL_EXT_mesh_shader : require
layout(local_size_x = 128, local_size_y = 1, local_size_z = 1) in;
layout(max_vertices = 128, max_primitives = 128, triangles) out;

struct _206
{
    uint _m0[32];
    uint _m1;
    float _m2;
};

uint _226;

struct _227
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

struct _260
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

float _335;

struct _368
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

layout(set = 0, binding = 0, std430) readonly buffer _181_183
{
    uint _m0[];
} _183;

layout(set = 0, binding = 1, std430) readonly buffer _186_188
{
    uint _m0[];
} _188;

layout(set = 0, binding = 2, std430) readonly buffer _190_192
{
    uint _m0[];
} _192;

layout(set = 0, binding = 3, std430) readonly buffer _194_196
{
    uint _m0[];
} _196;

layout(set = 0, binding = 200, std140) uniform _200_202
{
    uvec4 _m0[4];
} _202;

layout(location = 1) out vec3 out_NORMAL0[128];
layout(location = 1, component = 3) out float out_BLEND0[128];
layout(location = 3) perprimitiveEXT out uint out_MESHLET0[128];
taskPayloadSharedEXT _206 payload;

void main()
{
    uint _7 = gl_WorkGroupID.x;
    uint _8 = gl_LocalInvocationID.x;
    uint _17 = _227(_183._m0[((payload._m0[_7] * 16u) + 4u) >> 2u], _226, _226, _226, 0u)._m0;
    uint _25 = _227(_183._m0[((payload._m0[_7] * 16u) + 12u) >> 2u], _226, _226, _226, 0u)._m0;
    uint _29 = (payload._m1 * 64u) + 0u;
    _260 _30 = _260(uintBitsToFloat(_196._m0[_29 >> 2u]), uintBitsToFloat(_196._m0[(_29 + 4u) >> 2u]), uintBitsToFloat(_196._m0[(_29 + 8u) >> 2u]), uintBitsToFloat(_196._m0[(_29 + 12u) >> 2u]), 0u);
    float _31 = _30._m0;
    float _32 = _30._m1;
    float _33 = _30._m2;
    uint _35 = (payload._m1 * 64u) + 16u;
    _260 _36 = _260(uintBitsToFloat(_196._m0[_35 >> 2u]), uintBitsToFloat(_196._m0[(_35 + 4u) >> 2u]), uintBitsToFloat(_196._m0[(_35 + 8u) >> 2u]), uintBitsToFloat(_196._m0[(_35 + 12u) >> 2u]), 0u);
    float _37 = _36._m0;
    float _38 = _36._m1;
    float _39 = _36._m2;
    uint _41 = (payload._m1 * 64u) + 32u;
    _260 _42 = _260(uintBitsToFloat(_196._m0[_41 >> 2u]), uintBitsToFloat(_196._m0[(_41 + 4u) >> 2u]), uintBitsToFloat(_196._m0[(_41 + 8u) >> 2u]), uintBitsToFloat(_196._m0[(_41 + 12u) >> 2u]), 0u);
    float _43 = _42._m0;
    float _44 = _42._m1;
    float _45 = _42._m2;
    uint _47 = (payload._m1 * 64u) + 48u;
    _260 _48 = _260(uintBitsToFloat(_196._m0[_47 >> 2u]), uintBitsToFloat(_196._m0[(_47 + 4u) >> 2u]), uintBitsToFloat(_196._m0[(_47 + 8u) >> 2u]), uintBitsToFloat(_196._m0[(_47 + 12u) >> 2u]), 0u);
    SetMeshOutputsEXT(_17, _25);
    if (_8 < _17)
    {
        uint _59 = _227(_183._m0[((payload._m0[_7] * 16u) + 0u) >> 2u], _226, _226, _226, 0u)._m0 + _8;
        uint _61 = (_59 * 24u) + 0u;
        _260 _62 = _260(uintBitsToFloat(_188._m0[_61 >> 2u]), uintBitsToFloat(_188._m0[(_61 + 4u) >> 2u]), uintBitsToFloat(_188._m0[(_61 + 8u) >> 2u]), _335, 0u);
        float _63 = _62._m0;
        float _64 = _62._m1;
        float _65 = _62._m2;
        uint _67 = (_59 * 24u) + 12u;
        _260 _68 = _260(uintBitsToFloat(_188._m0[_67 >> 2u]), uintBitsToFloat(_188._m0[(_67 + 4u) >> 2u]), uintBitsToFloat(_188._m0[(_67 + 8u) >> 2u]), _335, 0u);
        float _69 = _68._m0;
        float _70 = _68._m1;
        float _71 = _68._m2;
        float _75 = ((_43 * _65) + ((_37 * _64) + (_63 * _31))) + _48._m0;
        float _79 = ((_44 * _65) + ((_38 * _64) + (_63 * _32))) + _48._m1;
        float _83 = ((_45 * _65) + ((_39 * _64) + (_63 * _33))) + _48._m2;
        float _87 = ((_42._m3 * _65) + ((_36._m3 * _64) + (_63 * _30._m3))) + _48._m3;
        _368 _88 = _368(uintBitsToFloat(_202._m0[0u].x), uintBitsToFloat(_202._m0[0u].y), uintBitsToFloat(_202._m0[0u].z), uintBitsToFloat(_202._m0[0u].w));
        _368 _93 = _368(uintBitsToFloat(_202._m0[1u].x), uintBitsToFloat(_202._m0[1u].y), uintBitsToFloat(_202._m0[1u].z), uintBitsToFloat(_202._m0[1u].w));
        _368 _98 = _368(uintBitsToFloat(_202._m0[2u].x), uintBitsToFloat(_202._m0[2u].y), uintBitsToFloat(_202._m0[2u].z), uintBitsToFloat(_202._m0[2u].w));
        _368 _103 = _368(uintBitsToFloat(_202._m0[3u].x), uintBitsToFloat(_202._m0[3u].y), uintBitsToFloat(_202._m0[3u].z), uintBitsToFloat(_202._m0[3u].w));
        gl_MeshVerticesEXT[_8].gl_Position.x = (_103._m0 * _87) + ((_98._m0 * _83) + ((_93._m0 * _79) + (_88._m0 * _75)));
        gl_MeshVerticesEXT[_8].gl_Position.y = (_103._m1 * _87) + ((_98._m1 * _83) + ((_93._m1 * _79) + (_88._m1 * _75)));
        gl_MeshVerticesEXT[_8].gl_Position.z = (_103._m2 * _87) + ((_98._m2 * _83) + ((_93._m2 * _79) + (_88._m2 * _75)));
        gl_MeshVerticesEXT[_8].gl_Position.w = (_103._m3 * _87) + ((_98._m3 * _83) + ((_93._m3 * _79) + (_88._m3 * _75)));
        out_NORMAL0[_8].x = (_43 * _71) + ((_37 * _70) + (_69 * _31));
        out_NORMAL0[_8].y = (_44 * _71) + ((_38 * _70) + (_69 * _32));
        out_NORMAL0[_8].z = (_45 * _71) + ((_39 * _70) + (_69 * _33));
        out_BLEND0[_8] = payload._m2;
    }
    if (_8 < _25)
    {
        uint _138 = _227(_183._m0[((payload._m0[_7] * 16u) + 8u) >> 2u], _226, _226, _226, 0u)._m0 + _8;
        uint _139 = _138 * 3u;
        gl_PrimitiveTriangleIndicesEXT[_8] = uvec3(_227(_192._m0[((_139 * 4u) + 0u) >> 2u], _226, _226, _226, 0u)._m0, _227(_192._m0[(((_139 + 1u) * 4u) + 0u) >> 2u], _226, _226, _226, 0u)._m0, _227(_192._m0[(((_139 + 2u) * 4u) + 0u) >> 2u], _226, _226, _226, 0u)._m0);
        gl_MeshPrimitivesEXT[_8].gl_PrimitiveID = int(_138);
        out_MESHLET0[_8] = payload._m0[_7];
    }
}

