#version 460
#extension GL_EXT_mesh_shader : require
layout(local_size_x = 32, local_size_y = 1, local_size_z = 1) in;
layout(max_vertices = 32, max_primitives = 31, lines) out;

struct _124
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

struct _150
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

struct _161
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

layout(set = 0, binding = 0, std430) readonly buffer _94_96
{
    uint _m0[];
} _96;

layout(set = 0, binding = 200, std140) uniform _101_103
{
    uvec4 _m0[5];
} _103;

layout(location = 1) out vec4 out_COLOR0[32];

void main()
{
    uint _4 = gl_WorkGroupID.x;
    uint _5 = gl_LocalInvocationID.x;
    uint _6 = _4 * 31u;
    uint _10 = min(32u, (_124(_103._m0[4u].x, _103._m0[4u].y, _103._m0[4u].z, _103._m0[4u].w)._m0 - _6));
    SetMeshOutputsEXT(_10, _10 + 4294967295u);
    if (_5 < _10)
    {
        uint _14 = _6 + _5;
        uint _16 = (_14 * 16u) + 0u;
        _150 _17 = _150(uintBitsToFloat(_96._m0[_16 >> 2u]), uintBitsToFloat(_96._m0[(_16 + 4u) >> 2u]), uintBitsToFloat(_96._m0[(_16 + 8u) >> 2u]), uintBitsToFloat(_96._m0[(_16 + 12u) >> 2u]), 0u);
        float _18 = _17._m0;
        float _19 = _17._m1;
        float _20 = _17._m2;
        float _21 = _17._m3;
        _161 _22 = _161(uintBitsToFloat(_103._m0[0u].x), uintBitsToFloat(_103._m0[0u].y), uintBitsToFloat(_103._m0[0u].z), uintBitsToFloat(_103._m0[0u].w));
        _161 _27 = _161(uintBitsToFloat(_103._m0[1u].x), uintBitsToFloat(_103._m0[1u].y), uintBitsToFloat(_103._m0[1u].z), uintBitsToFloat(_103._m0[1u].w));
        _161 _32 = _161(uintBitsToFloat(_103._m0[2u].x), uintBitsToFloat(_103._m0[2u].y), uintBitsToFloat(_103._m0[2u].z), uintBitsToFloat(_103._m0[2u].w));
        _161 _37 = _161(uintBitsToFloat(_103._m0[3u].x), uintBitsToFloat(_103._m0[3u].y), uintBitsToFloat(_103._m0[3u].z), uintBitsToFloat(_103._m0[3u].w));
        gl_MeshVerticesEXT[_5].gl_Position.x = ((_32._m0 * _20) + ((_27._m0 * _19) + (_22._m0 * _18))) + _37._m0;
        gl_MeshVerticesEXT[_5].gl_Position.y = ((_32._m1 * _20) + ((_27._m1 * _19) + (_22._m1 * _18))) + _37._m1;
        gl_MeshVerticesEXT[_5].gl_Position.z = ((_32._m2 * _20) + ((_27._m2 * _19) + (_22._m2 * _18))) + _37._m2;
        gl_MeshVerticesEXT[_5].gl_Position.w = ((_32._m3 * _20) + ((_27._m3 * _19) + (_22._m3 * _18))) + _37._m3;
        out_COLOR0[_5].x = _21;
        out_COLOR0[_5].y = 1.0 - _21;
        out_COLOR0[_5].z = 0.5;
        out_COLOR0[_5].w = 1.0;
        uint _59 = _5 + 1u;
        if (_59 < _10)
        {
            gl_PrimitiveLineIndicesEXT[_5] = uvec2(_5, _59);
            uint _64 = ((_14 + 1u) * 16u) + 0u;
            _150 _65 = _150(uintBitsToFloat(_96._m0[_64 >> 2u]), uintBitsToFloat(_96._m0[(_64 + 4u) >> 2u]), uintBitsToFloat(_96._m0[(_64 + 8u) >> 2u]), uintBitsToFloat(_96._m0[(_64 + 12u) >> 2u]), 0u);
            gl_MeshPrimitivesEXT[_5].gl_CullPrimitiveEXT = uint((_20 == _65._m2) && ((_18 == _65._m0) && (_19 == _65._m1))) != 0u;
        }
        else
        {
        }
    }
}

