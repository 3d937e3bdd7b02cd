#version 460
#extension GL_EXT_mesh_shader : require
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;
layout(max_vertices = 4, max_primitives = 2, triangles) out;

struct _90
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

struct _112
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

layout(set = 0, binding = 200, std140) uniform _69_71
{
    uvec4 _m0[5];
} _71;

layout(location = 1) out vec2 out_TEXCOORD0[4];

void main()
{
    uint _3 = gl_WorkGroupID.x;
    uint _4 = gl_LocalInvocationID.x;
    SetMeshOutputsEXT(4u, 2u);
    uint _6 = _90(_71._m0[4u].x, _71._m0[4u].y, _71._m0[4u].z, _71._m0[4u].w)._m0;
    bool _92 = _6 == 0u;
    uint _7 = _92 ? 4294967295u : (_3 % (_92 ? 1u : _6));
    bool _98 = _6 == 0u;
    uint _9 = _98 ? 4294967295u : (_3 / (_98 ? 1u : _6));
    float _12 = float(_4 & 1u);
    float _14 = float(_4 >> 1u);
    float _15 = float(_7) + _12;
    float _16 = float(_9) + _14;
    _112 _17 = _112(uintBitsToFloat(_71._m0[0u].x), uintBitsToFloat(_71._m0[0u].y), uintBitsToFloat(_71._m0[0u].z), uintBitsToFloat(_71._m0[0u].w));
    _112 _22 = _112(uintBitsToFloat(_71._m0[1u].x), uintBitsToFloat(_71._m0[1u].y), uintBitsToFloat(_71._m0[1u].z), uintBitsToFloat(_71._m0[1u].w));
    _112 _27 = _112(uintBitsToFloat(_71._m0[3u].x), uintBitsToFloat(_71._m0[3u].y), uintBitsToFloat(_71._m0[3u].z), uintBitsToFloat(_71._m0[3u].w));
    gl_MeshVerticesEXT[_4].gl_Position.x = _27._m0 + ((_22._m0 * _16) + (_17._m0 * _15));
    gl_MeshVerticesEXT[_4].gl_Position.y = ((_22._m1 * _16) + (_17._m1 * _15)) + _27._m1;
    gl_MeshVerticesEXT[_4].gl_Position.z = ((_22._m2 * _16) + (_17._m2 * _15)) + _27._m2;
    gl_MeshVerticesEXT[_4].gl_Position.w = ((_22._m3 * _16) + (_17._m3 * _15)) + _27._m3;
    out_TEXCOORD0[_4].x = _12;
    out_TEXCOORD0[_4].y = _14;
    if (_4 < 2u)
    {
        bool _46 = _4 == 0u;
        gl_PrimitiveTriangleIndicesEXT[_4] = uvec3(_46 ? 0u : 2u, 1u, _46 ? 2u : 3u);
    }
}

