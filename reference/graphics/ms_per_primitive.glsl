#version 460
#extension GL_EXT_mesh_shader : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;
layout(max_vertices = 64, max_primitives = 124, triangles) out;

uint _201;

struct _202
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

float _229;

struct _230
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

struct _241
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

struct _356
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

layout(set = 0, binding = 0, std430) readonly buffer _166_168
{
    uint _m0[];
} _168;

layout(set = 0, binding = 1, std430) readonly buffer _171_173
{
    uint _m0[];
} _173;

layout(set = 0, binding = 2, std430) readonly buffer _175_177
{
    uint _m0[];
} _177;

layout(set = 0, binding = 200, std140) uniform _181_183
{
    uvec4 _m0[5];
} _183;

layout(location = 1) out vec3 out_WORLDPOS0[64];
layout(location = 3) perprimitiveEXT out vec3 out_FACENORMAL0[124];

void main()
{
    uint _6 = gl_WorkGroupID.x;
    uint _7 = gl_LocalInvocationID.x;
    uint _11 = _202(_168._m0[((_6 * 16u) + 0u) >> 2u], _201, _201, _201, 0u)._m0;
    uint _15 = _202(_168._m0[((_6 * 16u) + 4u) >> 2u], _201, _201, _201, 0u)._m0;
    uint _19 = _202(_168._m0[((_6 * 16u) + 8u) >> 2u], _201, _201, _201, 0u)._m0;
    uint _23 = _202(_168._m0[((_6 * 16u) + 12u) >> 2u], _201, _201, _201, 0u)._m0;
    SetMeshOutputsEXT(_15, _23);
    if (_7 < _15)
    {
        uint _28 = ((_11 + _7) * 12u) + 0u;
        _230 _29 = _230(uintBitsToFloat(_173._m0[_28 >> 2u]), uintBitsToFloat(_173._m0[(_28 + 4u) >> 2u]), uintBitsToFloat(_173._m0[(_28 + 8u) >> 2u]), _229, 0u);
        float _30 = _29._m0;
        float _31 = _29._m1;
        float _32 = _29._m2;
        _241 _33 = _241(uintBitsToFloat(_183._m0[0u].x), uintBitsToFloat(_183._m0[0u].y), uintBitsToFloat(_183._m0[0u].z), uintBitsToFloat(_183._m0[0u].w));
        _241 _38 = _241(uintBitsToFloat(_183._m0[1u].x), uintBitsToFloat(_183._m0[1u].y), uintBitsToFloat(_183._m0[1u].z), uintBitsToFloat(_183._m0[1u].w));
        _241 _43 = _241(uintBitsToFloat(_183._m0[2u].x), uintBitsToFloat(_183._m0[2u].y), uintBitsToFloat(_183._m0[2u].z), uintBitsToFloat(_183._m0[2u].w));
        _241 _48 = _241(uintBitsToFloat(_183._m0[3u].x), uintBitsToFloat(_183._m0[3u].y), uintBitsToFloat(_183._m0[3u].z), uintBitsToFloat(_183._m0[3u].w));
        gl_MeshVerticesEXT[_7].gl_Position.x = ((_43._m0 * _32) + ((_38._m0 * _31) + (_33._m0 * _30))) + _48._m0;
        gl_MeshVerticesEXT[_7].gl_Position.y = ((_43._m1 * _32) + ((_38._m1 * _31) + (_33._m1 * _30))) + _48._m1;
        gl_MeshVerticesEXT[_7].gl_Position.z = ((_43._m2 * _32) + ((_38._m2 * _31) + (_33._m2 * _30))) + _48._m2;
        gl_MeshVerticesEXT[_7].gl_Position.w = ((_43._m3 * _32) + ((_38._m3 * _31) + (_33._m3 * _30))) + _48._m3;
        out_WORLDPOS0[_7].x = _30;
        out_WORLDPOS0[_7].y = _31;
        out_WORLDPOS0[_7].z = _32;
    }
    if (_7 < _23)
    {
        uint _73;
        _73 = _7;
        uint _135;
        for (;;)
        {
            uint _74 = _73 + _19;
            uint _77 = _202(_177._m0[(_74 << 2u) >> 2u], _201, _201, _201, 0u)._m0;
            uint _78 = _77 & 1023u;
            uint _80 = (_77 >> 10u) & 1023u;
            uint _82 = (_77 >> 20u) & 1023u;
            gl_PrimitiveTriangleIndicesEXT[_73] = uvec3(_78, _80, _82);
            uint _85 = ((_78 + _11) * 12u) + 0u;
            _230 _86 = _230(uintBitsToFloat(_173._m0[_85 >> 2u]), uintBitsToFloat(_173._m0[(_85 + 4u) >> 2u]), uintBitsToFloat(_173._m0[(_85 + 8u) >> 2u]), _229, 0u);
            float _87 = _86._m0;
            float _88 = _86._m1;
            float _89 = _86._m2;
            uint _92 = ((_80 + _11) * 12u) + 0u;
            _230 _93 = _230(uintBitsToFloat(_173._m0[_92 >> 2u]), uintBitsToFloat(_173._m0[(_92 + 4u) >> 2u]), uintBitsToFloat(_173._m0[(_92 + 8u) >> 2u]), _229, 0u);
            uint _99 = ((_82 + _11) * 12u) + 0u;
            _230 _100 = _230(uintBitsToFloat(_173._m0[_99 >> 2u]), uintBitsToFloat(_173._m0[(_99 + 4u) >> 2u]), uintBitsToFloat(_173._m0[(_99 + 8u) >> 2u]), _229, 0u);
            float _104 = _100._m0 - _87;
            float _105 = _100._m1 - _88;
            float _106 = _100._m2 - _89;
            float _107 = _93._m0 - _87;
            float _108 = _93._m1 - _88;
            float _109 = _93._m2 - _89;
            float _112 = (_106 * _108) - (_105 * _109);
            float _115 = (_104 * _109) - (_106 * _107);
            float _118 = (_105 * _107) - (_104 * _108);
            gl_MeshPrimitivesEXT[_73].gl_PrimitiveID = int(_74);
            float _119 = dot(vec3(_112, _115, _118), vec3(_112, _115, _118));
            gl_MeshPrimitivesEXT[_73].gl_CullPrimitiveEXT = uint(_119 < 9.9999999600419720025001879548654e-13) != 0u;
            gl_MeshPrimitivesEXT[_73].gl_Layer = int(_356(_183._m0[4u].x, _183._m0[4u].y, _183._m0[4u].z, _183._m0[4u].w)._m0);
            gl_MeshPrimitivesEXT[_73].gl_ViewportIndex = int(_356(_183._m0[4u].x, _183._m0[4u].y, _183._m0[4u].z, _183._m0[4u].w)._m1);
            float _126 = inversesqrt(_119);
            out_FACENORMAL0[_73].x = _126 * _112;
            out_FACENORMAL0[_73].y = _126 * _115;
            out_FACENORMAL0[_73].z = _126 * _118;
            uint _130 = _73 + 64u;
            if (_130 < _23)
            {
                _135 = _130;
                _73 = _135;
                continue;
            }
            else
            {
                break;
            }
        }
    }
}

