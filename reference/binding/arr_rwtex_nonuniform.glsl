#version 460
#extension GL_EXT_nonuniform_qualifier : require
#extension GL_EXT_samplerless_texture_functions : require
#extension GL_EXT_shader_image_load_formatted : require
layout(local_size_x = 8, local_size_y = 8, local_size_z = 1) in;

uint _98;

struct _99
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

struct _125
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

struct _146
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

layout(set = 0, binding = 0, std430) readonly buffer _58_60
{
    uint _m0[];
} _60;

layout(set = 1, binding = 0) uniform texture3D _55[];
layout(set = 1, binding = 300) uniform image2D _66[];
layout(set = 2, binding = 300, r32ui) uniform uimage2DArray _72[4];

void main()
{
    uint _3 = gl_GlobalInvocationID.x;
    uint _4 = gl_GlobalInvocationID.y;
    uint _5 = gl_WorkGroupID.x;
    uint _6 = gl_WorkGroupID.y;
    uint _8 = (_5 * 8u) + 0u;
    uint _93 = _60._m0[_8 >> 2u];
    uint _97 = _60._m0[(_8 + 4u) >> 2u];
    _99 _9 = _99(_93, _97, _98, _98, 0u);
    uint _10 = _9._m0;
    uint _11 = _9._m1;
    uint _12 = _11 + 0u;
    uvec3 _102 = uvec3(textureSize(_55[nonuniformEXT(_12)], int(0u)));
    uint _103 = _102.x;
    uint _104 = _102.y;
    uint _105 = _102.z;
    uint _106 = uint(textureQueryLevels(_55[nonuniformEXT(_12)]));
    bool _108 = 0u < _106;
    uint _111 = min(0u, 31u);
    _125 _14 = _125(_108 ? min(_103, max((_103 >> _111), 1u)) : 0u, _108 ? min(_104, max((_104 >> _111), 1u)) : 0u, _108 ? min(_105, max((_105 >> _111), 1u)) : 0u, _106);
    uint _15 = _14._m0;
    uint _16 = _14._m1;
    uint _17 = _14._m2;
    bool _126 = _15 == 0u;
    uint _18 = _126 ? 4294967295u : (_3 % (_126 ? 1u : _15));
    bool _131 = _16 == 0u;
    uint _19 = _131 ? 4294967295u : (_4 % (_131 ? 1u : _16));
    bool _135 = _17 == 0u;
    uint _20 = _135 ? 4294967295u : (_3 % (_135 ? 1u : _17));
    vec4 _141 = texelFetch(_55[nonuniformEXT(_12)], ivec3(uvec3(_18, _19, _20)), int(0u));
    float _23 = _146(_141.x, _141.y, _141.z, _141.w, 0u)._m0;
    uint _24 = _10 + 0u;
    vec4 _150 = imageLoad(_66[nonuniformEXT(_24)], ivec2(uvec2(_3, _4)));
    _146 _27 = _146(_150.x, _150.y, _150.z, _150.w, 0u);
    imageStore(_66[nonuniformEXT(_24)], ivec2(uvec2(_3, _4)), vec4((_27._m0 * 0.5) + _23, (_27._m1 * 0.5) + _23, (_27._m2 * 0.5) + _23, (_27._m3 * 0.5) + _23));
    uint _162 = imageAtomicAdd(_72[nonuniformEXT((_10 & 3u) + 0u)], ivec3(uvec3(_3, _4, _6)), 1u);
    uint _45 = _162;
    imageStore(_72[(_11 & 3u) + 0u], ivec3(uvec3(_3, _4, 0u)), uvec4(_45));
}

