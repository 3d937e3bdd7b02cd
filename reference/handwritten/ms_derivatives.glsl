#version 460
#extension GL_EXT_mesh_shader : require
layout(local_size_x = 8, local_size_y = 4, local_size_z = 1) in;
layout(max_vertices = 3, max_primitives = 1, triangles) out;

layout(set = 0, binding = 300, std430) buffer Out
{
    uint _m0[];
} Out_1;

void main()
{
    uint _3 = gl_LocalInvocationIndex;
    uint _4 = gl_LocalInvocationID.x;
    uint _5 = gl_LocalInvocationID.y;
    SetMeshOutputsEXT(3u, 1u);
    float _6 = float(_4);
    float _7 = float(_5);
    precise float _8 = _6 * _6;
    precise float _9 = _7 * _7;
    precise float _10 = _9 * 3.0;
    precise float _11 = _6 * _7;
    precise float _12 = _8 + _10;
    precise float _13 = _12 + _11;
    uint _18 = _3 << 4u;
    Out_1._m0[_18 >> 2u] = floatBitsToUint(dFdxFine(_13));
    Out_1._m0[(_18 + 4u) >> 2u] = floatBitsToUint(dFdyFine(_13));
    Out_1._m0[(_18 + 8u) >> 2u] = floatBitsToUint(dFdxCoarse(_12));
    Out_1._m0[(_18 + 12u) >> 2u] = floatBitsToUint(dFdyCoarse(_12));
    if (_3 < 3u)
    {
        gl_MeshVerticesEXT[_3].gl_Position.x = (_3 == 1u) ? 3.0 : (-1.0);
        gl_MeshVerticesEXT[_3].gl_Position.y = (_3 == 2u) ? 3.0 : (-1.0);
        gl_MeshVerticesEXT[_3].gl_Position.z = 0.0;
        gl_MeshVerticesEXT[_3].gl_Position.w = 1.0;
        if (_3 == 0u)
        {
            gl_PrimitiveTriangleIndicesEXT[0u] = uvec3(0u, 1u, 2u);
        }
        else
        {
        }
    }
}

