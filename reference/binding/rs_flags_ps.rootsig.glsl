#version 460
#if defined(GL_ARB_gpu_shader_int64)
#extension GL_ARB_gpu_shader_int64 : require
#else
#error No extension available for 64-bit integers.
#endif
#extension GL_EXT_buffer_reference : require
#extension GL_EXT_nonuniform_qualifier : require

struct _154
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

struct _165
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

struct _205
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

uint _223;

struct _224
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(buffer_reference) buffer _103;
layout(buffer_reference, buffer_reference_align = 16, std430) readonly buffer _103
{
    uvec4 _m0[4096];
};

layout(set = 0, binding = 4, std430) readonly buffer _86_90
{
    uint _m0[];
} _90[];

layout(push_constant, std430) uniform RootParameters
{
    uint _m0[16];
} root;

layout(set = 0, binding = 0) uniform texture2D _83[];
layout(set = 1, binding = 0) uniform sampler _110[];

layout(location = 1) in vec2 in_TEXCOORD0;
layout(location = 0) out vec4 out_SV_Target0;

void main()
{
    _103 _139 = _103(packUint2x32(uvec2(root._m0[0u], root._m0[1u])));
    float _7 = in_TEXCOORD0.x;
    float _8 = in_TEXCOORD0.y;
    vec4 _149 = texture(sampler2D(_83[root._m0[14u] + 0u], _110[root._m0[15u] + 0u]), vec2(_7, _8));
    _154 _10 = _154(_149.x, _149.y, _149.z, _149.w, 0u);
    _165 _15 = _165(uintBitsToFloat(_139._m0[0u].x), uintBitsToFloat(_139._m0[0u].y), uintBitsToFloat(_139._m0[0u].z), uintBitsToFloat(_139._m0[0u].w));
    uint _167 = 0u << 2u;
    uvec4 _190 = uvec4(root._m0[min(_167, 3u) + 10u], root._m0[min((_167 + 1u), 3u) + 10u], root._m0[min((_167 + 2u), 3u) + 10u], root._m0[min((_167 + 3u), 3u) + 10u]);
    _165 _24 = _165(uintBitsToFloat(_190.x), uintBitsToFloat(_190.y), uintBitsToFloat(_190.z), uintBitsToFloat(_190.w));
    float _29 = (_15._m0 * _10._m0) * _24._m0;
    float _30 = (_15._m1 * _10._m1) * _24._m1;
    float _31 = (_15._m2 * _10._m2) * _24._m2;
    float _59;
    float _60;
    float _61;
    if (_205(_139._m0[1u].x, _139._m0[1u].y, _139._m0[1u].z, _139._m0[1u].w)._m2 == 0u)
    {
        _59 = _29;
        _60 = _30;
        _61 = _31;
    }
    else
    {
        float _37 = gl_FragCoord.x;
        bool _210 = _37 >= 4294967296.0;
        uint _43 = _224(_90[root._m0[14u] + 1u]._m0[((((_210 ? 4294967295u : uint(((_210 || (_37 < 0.0)) || isnan(_37)) ? 0.0 : _37)) & 15u) * 4u) + 0u) >> 2u], _223, _223, _223, 0u)._m0;
        _59 = (_29 * 0.0039215688593685626983642578125) * float(_43 & 255u);
        _60 = (_30 * 0.0039215688593685626983642578125) * float((_43 >> 8u) & 255u);
        _61 = (_31 * 0.0039215688593685626983642578125) * float((_43 >> 16u) & 255u);
    }
    _165 _62 = _165(uintBitsToFloat(_139._m0[1u].x), uintBitsToFloat(_139._m0[1u].y), uintBitsToFloat(_139._m0[1u].z), uintBitsToFloat(_139._m0[1u].w));
    float _66 = 1.0 - (_62._m1 * _62._m0);
    out_SV_Target0.x = _66 * _59;
    out_SV_Target0.y = _66 * _60;
    out_SV_Target0.z = _66 * _61;
    out_SV_Target0.w = (_15._m3 * _10._m3) * _24._m3;
}

