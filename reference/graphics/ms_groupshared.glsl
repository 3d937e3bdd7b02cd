#version 460
#extension GL_EXT_mesh_shader : require
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;
layout(max_vertices = 64, max_primitives = 98, triangles) out;

struct _239
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

struct _251
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

layout(set = 0, binding = 200, std140) uniform _201_203
{
    uvec4 _m0[5];
} _203;

layout(set = 0, binding = 0) uniform texture2D _197;
layout(set = 0, binding = 100) uniform sampler _207;

layout(location = 1) out vec2 out_TEXCOORD0[64];
layout(location = 2) perprimitiveEXT out vec3 out_NORMAL0[98];
shared float _s_pos_3PAV_vector_M_02_A_v_1dim[192];

void main()
{
    uint _5 = gl_WorkGroupID.x;
    uint _6 = gl_WorkGroupID.y;
    uint _7 = gl_LocalInvocationID.x;
    SetMeshOutputsEXT(64u, 98u);
    uint _8 = _7 & 7u;
    uint _9 = _7 >> 3u;
    _239 _18 = _239(uintBitsToFloat(_203._m0[4u].x), uintBitsToFloat(_203._m0[4u].y), uintBitsToFloat(_203._m0[4u].z), uintBitsToFloat(_203._m0[4u].w));
    float _19 = _18._m2;
    float _20 = (float(_8) + (float(_5) * 7.0)) * _19;
    float _21 = (float(_9) + (float(_6) * 7.0)) * _19;
    float _22 = _20 * 0.0009765625;
    float _23 = _21 * 0.0009765625;
    vec4 _246 = textureLod(sampler2D(_197, _207), vec2(_22, _23), 0.0);
    float _28 = _251(_246.x, _246.y, _246.z, _246.w, 0u)._m0 * _18._m3;
    float _30 = _20 + _18._m0;
    float _32 = _21 + _18._m1;
    uint _34 = 0u + (_7 * 3u);
    _s_pos_3PAV_vector_M_02_A_v_1dim[_34] = _30;
    uint _37 = 1u + (_7 * 3u);
    _s_pos_3PAV_vector_M_02_A_v_1dim[_37] = _28;
    uint _40 = 2u + (_7 * 3u);
    _s_pos_3PAV_vector_M_02_A_v_1dim[_40] = _32;
    _239 _42 = _239(uintBitsToFloat(_203._m0[0u].x), uintBitsToFloat(_203._m0[0u].y), uintBitsToFloat(_203._m0[0u].z), uintBitsToFloat(_203._m0[0u].w));
    _239 _47 = _239(uintBitsToFloat(_203._m0[1u].x), uintBitsToFloat(_203._m0[1u].y), uintBitsToFloat(_203._m0[1u].z), uintBitsToFloat(_203._m0[1u].w));
    _239 _52 = _239(uintBitsToFloat(_203._m0[2u].x), uintBitsToFloat(_203._m0[2u].y), uintBitsToFloat(_203._m0[2u].z), uintBitsToFloat(_203._m0[2u].w));
    _239 _57 = _239(uintBitsToFloat(_203._m0[3u].x), uintBitsToFloat(_203._m0[3u].y), uintBitsToFloat(_203._m0[3u].z), uintBitsToFloat(_203._m0[3u].w));
    gl_MeshVerticesEXT[_7].gl_Position.x = ((_52._m0 * _32) + ((_47._m0 * _28) + (_42._m0 * _30))) + _57._m0;
    gl_MeshVerticesEXT[_7].gl_Position.y = ((_52._m1 * _32) + ((_47._m1 * _28) + (_42._m1 * _30))) + _57._m1;
    gl_MeshVerticesEXT[_7].gl_Position.z = ((_52._m2 * _32) + ((_47._m2 * _28) + (_42._m2 * _30))) + _57._m2;
    gl_MeshVerticesEXT[_7].gl_Position.w = ((_52._m3 * _32) + ((_47._m3 * _28) + (_42._m3 * _30))) + _57._m3;
    out_TEXCOORD0[_7].x = _22;
    out_TEXCOORD0[_7].y = _23;
    barrier();
    if ((_7 < 56u) && (_8 != 7u))
    {
        uint _84 = _7 + 1u;
        uint _85 = _7 + 8u;
        uint _86 = _7 + 9u;
        uint _87 = ((_9 * 7u) + _8) << 1u;
        gl_PrimitiveTriangleIndicesEXT[_87] = uvec3(_7, _85, _84);
        uint _88 = _87 | 1u;
        gl_PrimitiveTriangleIndicesEXT[_88] = uvec3(_84, _85, _86);
        uint _90 = 0u + (_84 * 3u);
        uint _94 = 1u + (_84 * 3u);
        uint _98 = 2u + (_84 * 3u);
        float _104 = _s_pos_3PAV_vector_M_02_A_v_1dim[_90] - _s_pos_3PAV_vector_M_02_A_v_1dim[_34];
        float _105 = _s_pos_3PAV_vector_M_02_A_v_1dim[_94] - _s_pos_3PAV_vector_M_02_A_v_1dim[_37];
        float _106 = _s_pos_3PAV_vector_M_02_A_v_1dim[_98] - _s_pos_3PAV_vector_M_02_A_v_1dim[_40];
        uint _108 = 0u + (_85 * 3u);
        uint _112 = 1u + (_85 * 3u);
        uint _116 = 2u + (_85 * 3u);
        float _119 = _s_pos_3PAV_vector_M_02_A_v_1dim[_108] - _s_pos_3PAV_vector_M_02_A_v_1dim[_34];
        float _120 = _s_pos_3PAV_vector_M_02_A_v_1dim[_112] - _s_pos_3PAV_vector_M_02_A_v_1dim[_37];
        float _121 = _s_pos_3PAV_vector_M_02_A_v_1dim[_116] - _s_pos_3PAV_vector_M_02_A_v_1dim[_40];
        float _124 = (_120 * _106) - (_121 * _105);
        float _127 = (_121 * _104) - (_119 * _106);
        float _130 = (_119 * _105) - (_120 * _104);
        float _132 = inversesqrt(dot(vec3(_124, _127, _130), vec3(_124, _127, _130)));
        out_NORMAL0[_87].x = _124 * _132;
        out_NORMAL0[_87].y = _127 * _132;
        out_NORMAL0[_87].z = _130 * _132;
        float _151 = _s_pos_3PAV_vector_M_02_A_v_1dim[0u + (_86 * 3u)] - _s_pos_3PAV_vector_M_02_A_v_1dim[_90];
        float _152 = _s_pos_3PAV_vector_M_02_A_v_1dim[1u + (_86 * 3u)] - _s_pos_3PAV_vector_M_02_A_v_1dim[_94];
        float _153 = _s_pos_3PAV_vector_M_02_A_v_1dim[2u + (_86 * 3u)] - _s_pos_3PAV_vector_M_02_A_v_1dim[_98];
        float _157 = _s_pos_3PAV_vector_M_02_A_v_1dim[_108] - _s_pos_3PAV_vector_M_02_A_v_1dim[_90];
        float _158 = _s_pos_3PAV_vector_M_02_A_v_1dim[_112] - _s_pos_3PAV_vector_M_02_A_v_1dim[_94];
        float _159 = _s_pos_3PAV_vector_M_02_A_v_1dim[_116] - _s_pos_3PAV_vector_M_02_A_v_1dim[_98];
        float _162 = (_158 * _153) - (_159 * _152);
        float _165 = (_159 * _151) - (_157 * _153);
        float _168 = (_157 * _152) - (_158 * _151);
        float _170 = inversesqrt(dot(vec3(_162, _165, _168), vec3(_162, _165, _168)));
        out_NORMAL0[_88].x = _162 * _170;
        out_NORMAL0[_88].y = _165 * _170;
        out_NORMAL0[_88].z = _168 * _170;
    }
}

