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

struct _122
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

struct _143
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
    uint _106 = uint(textureQueryLevels(_55[nonuniformEXT(_12)]));
    bool _108 = 0u < _106;
    uint _111 = min(0u, 31u);
    _122 _14 = _122(_108 ? max((_102.x >> _111), 1u) : 0u, _108 ? max((_102.y >> _111), 1u) : 0u, _108 ? max((_102.z >> _111), 1u) : 0u, _106);
    uint _15 = _14._m0;
    uint _16 = _14._m1;
    uint _17 = _14._m2;
    bool _123 = _15 == 0u;
    uint _18 = _123 ? 4294967295u : (_3 % (_123 ? 1u : _15));
    bool _128 = _16 == 0u;
    uint _19 = _128 ? 4294967295u : (_4 % (_128 ? 1u : _16));
    bool _132 = _17 == 0u;
    uint _20 = _132 ? 4294967295u : (_3 % (_132 ? 1u : _17));
    vec4 _138 = texelFetch(_55[nonuniformEXT(_12)], ivec3(uvec3(_18, _19, _20)), int(0u));
    float _23 = _143(_138.x, _138.y, _138.z, _138.w, 0u)._m0;
    uint _24 = _10 + 0u;
    vec4 _147 = imageLoad(_66[nonuniformEXT(_24)], ivec2(uvec2(_3, _4)));
    _143 _27 = _143(_147.x, _147.y, _147.z, _147.w, 0u);
    imageStore(_66[nonuniformEXT(_24)], ivec2(uvec2(_3, _4)), vec4((_27._m0 * 0.5) + _23, (_27._m1 * 0.5) + _23, (_27._m2 * 0.5) + _23, (_27._m3 * 0.5) + _23));
    uint _159 = imageAtomicAdd(_72[nonuniformEXT((_10 & 3u) + 0u)], ivec3(uvec3(_3, _4, _6)), 1u);
    uint _45 = _159;
    imageStore(_72[(_11 & 3u) + 0u], ivec3(uvec3(_3, _4, 0u)), uvec4(_45));
}

