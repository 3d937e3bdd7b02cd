#version 460
#extension GL_EXT_mesh_shader : require
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;
layout(max_vertices = 4, max_primitives = 3, triangles) out;

struct _61
{
    uint _m0;
    float _m1;
};

layout(location = 1) out vec4 out_COLOR0[4];
layout(location = 3) perprimitiveEXT out float out_PRIMVAL0[3];
taskPayloadSharedEXT _61 payload;

void main()
{
    uint _2 = gl_LocalInvocationID.x;
    uint _3 = gl_WorkGroupID.x;
    SetMeshOutputsEXT(4u, 3u);
    float _10 = float(_2 & 1u);
    float _11 = float(_2 >> 1u);
    float _12 = float(_3);
    precise float _13 = _12 + _10;
    precise float _14 = _13 + (-1.0);
    precise float _15 = _11 * 2.0;
    precise float _16 = 1.0 - _15;
    precise float _17 = _12 * payload._m1;
    gl_MeshVerticesEXT[_2].gl_Position.x = _14;
    gl_MeshVerticesEXT[_2].gl_Position.y = _16;
    gl_MeshVerticesEXT[_2].gl_Position.z = 0.0;
    gl_MeshVerticesEXT[_2].gl_Position.w = 1.0;
    out_COLOR0[_2].x = _10;
    out_COLOR0[_2].y = _11;
    out_COLOR0[_2].z = _17;
    out_COLOR0[_2].w = 1.0;
    if (_2 < 3u)
    {
        bool _20 = _2 == 0u;
        bool _21 = _2 == 1u;
        gl_PrimitiveTriangleIndicesEXT[_2] = uvec3(_21 ? 2u : 0u, _21 ? 1u : (_20 ? 1u : 3u), _20 ? 2u : (_21 ? 3u : 1u));
        gl_MeshPrimitivesEXT[_2].gl_PrimitiveID = int((payload._m0 + (_3 * 3u)) + _2);
        gl_MeshPrimitivesEXT[_2].gl_CullPrimitiveEXT = uint(_2 == 2u) != 0u;
        precise float _33 = float(_2) * 0.25;
        precise float _34 = _12 * 10.0;
        precise float _35 = _34 + _33;
        out_PRIMVAL0[_2] = _35;
    }
}

