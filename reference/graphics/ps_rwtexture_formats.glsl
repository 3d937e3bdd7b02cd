#version 460
#extension GL_EXT_shader_image_load_formatted : require

struct _162
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

struct _171
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

struct _179
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 200, std140) uniform _115_117
{
    uvec4 _m0[1];
} _117;

layout(set = 0, binding = 301) uniform image1D _94;
layout(set = 0, binding = 302) uniform uimage1DArray _98;
layout(set = 0, binding = 303) uniform image2D _101;
layout(set = 0, binding = 304) uniform uimage2D _104;
layout(set = 0, binding = 305) uniform iimage2DArray _108;
layout(set = 0, binding = 306) uniform image3D _111;

layout(location = 1) in vec4 in_COLOR0;
layout(location = 0) out vec4 out_SV_Target0;

void main()
{
    float _9 = in_COLOR0.x;
    float _10 = in_COLOR0.y;
    float _11 = in_COLOR0.z;
    float _12 = in_COLOR0.w;
    float _13 = gl_FragCoord.x;
    float _14 = gl_FragCoord.y;
    bool _140 = _13 >= 4294967296.0;
    uint _15 = _140 ? 4294967295u : uint(((_140 || (_13 < 0.0)) || isnan(_13)) ? 0.0 : _13);
    bool _149 = _14 >= 4294967296.0;
    uint _16 = _149 ? 4294967295u : uint(((_149 || (_14 < 0.0)) || isnan(_14)) ? 0.0 : _14);
    vec4 _157 = imageLoad(_94, int(_15));
    float _18 = _162(_157.x, _157.y, _157.z, _157.w, 0u)._m0;
    imageStore(_94, int(_15), vec4(_18 + _9));
    uint _21 = _171(_117._m0[0u].x, _117._m0[0u].y, _117._m0[0u].z, _117._m0[0u].w)._m0;
    uvec4 _174 = imageLoad(_98, ivec2(uvec2(_15, _21)));
    imageStore(_98, ivec2(uvec2(_15, _21)), uvec4(_179(_174.x, _174.y, _174.z, _174.w, 0u)._m0 | (1u << ((_16 & 31u) & 31u))));
    vec4 _185 = imageLoad(_101, ivec2(uvec2(_15, _16)));
    _162 _30 = _162(_185.x, _185.y, _185.z, _185.w, 0u);
    float _31 = _30._m0;
    float _32 = _30._m1;
    float _33 = _30._m2;
    float _34 = _30._m3;
    imageStore(_101, ivec2(uvec2(_15, _16)), vec4(((_9 - _31) * _12) + _31, ((_10 - _32) * _12) + _32, ((_11 - _33) * _12) + _33, ((_12 - _34) * _12) + _34));
    uvec4 _193 = imageLoad(_104, ivec2(uvec2(_15, _16)));
    _179 _49 = _179(_193.x, _193.y, _193.z, _193.w, 0u);
    uint _52 = _49._m0 + 1u;
    imageStore(_104, ivec2(uvec2(_15, _16)), uvec4(_52, max(_49._m1, _15), _52, _52));
    uint _56 = _171(_117._m0[0u].x, _117._m0[0u].y, _117._m0[0u].z, _117._m0[0u].w)._m0;
    ivec4 _210 = imageLoad(_108, ivec3(uvec3(_15, _16, _56)));
    _179 _58 = _179(uint(_210.x), uint(_210.y), uint(_210.z), uint(_210.w), 0u);
    imageStore(_108, ivec3(uvec3(_15, _16, _56)), ivec4(int(_58._m0 + 4294967295u), int(_58._m1 + 4294967294u), int(_58._m2 + 4294967293u), int(_58._m3 + 4294967292u)));
    uint _68 = _15 >> 2u;
    uint _69 = _16 >> 2u;
    uint _71 = _171(_117._m0[0u].x, _117._m0[0u].y, _117._m0[0u].z, _117._m0[0u].w)._m0;
    vec4 _235 = imageLoad(_111, ivec3(uvec3(_68, _69, _71)));
    _162 _73 = _162(_235.x, _235.y, _235.z, _235.w, 0u);
    float _77 = (_9 + (-0.5)) + _73._m0;
    float _79 = (_10 + (-0.5)) + _73._m1;
    float _80 = isnan(-1.0) ? _77 : (isnan(_77) ? (-1.0) : max(_77, -1.0));
    float _81 = isnan(-1.0) ? _79 : (isnan(_79) ? (-1.0) : max(_79, -1.0));
    float _82 = isnan(1.0) ? _80 : (isnan(_80) ? 1.0 : min(_80, 1.0));
    imageStore(_111, ivec3(uvec3(_68, _69, _71)), vec4(_82, isnan(1.0) ? _81 : (isnan(_81) ? 1.0 : min(_81, 1.0)), _82, _82));
    out_SV_Target0.x = _31;
    out_SV_Target0.y = _32;
    out_SV_Target0.z = _33;
    out_SV_Target0.w = _18;
}

