#version 460
#if defined(GL_ARB_gpu_shader_int64)
#extension GL_ARB_gpu_shader_int64 : require
#else
#error No extension available for 64-bit integers.
#endif
#extension GL_EXT_buffer_reference : require
#extension GL_EXT_nonuniform_qualifier : require

struct _289
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

struct _347
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

struct _477
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

float _495;

layout(buffer_reference) buffer _182;
layout(buffer_reference) buffer _196;
layout(buffer_reference) buffer _204;
layout(buffer_reference, buffer_reference_align = 4, std430) readonly buffer _182
{
    uint _m0[];
};

layout(buffer_reference, buffer_reference_align = 4, std430) buffer _196
{
    uint _m0[];
};

layout(buffer_reference, buffer_reference_align = 16, std430) readonly buffer _204
{
    uvec4 _m0[4096];
};

layout(push_constant, std430) uniform RootParameters
{
    uint _m0[12];
} root;

layout(set = 0, binding = 0) uniform texture2D _194[];
layout(set = 2, binding = 0) uniform sampler _209;
layout(set = 2, binding = 1) uniform samplerShadow _210;
layout(set = 1, binding = 0) uniform sampler _213[];

layout(location = 1) in vec3 in_TEXCOORD0;
layout(location = 2) in vec2 in_TEXCOORD1;
layout(location = 0) out vec4 out_SV_Target0;

void main()
{
    _182 _252 = _182(packUint2x32(uvec2(root._m0[2u], root._m0[3u])));
    uint _256 = root._m0[11u] + 1u;
    _204 _268 = _204(packUint2x32(uvec2(root._m0[0u], root._m0[1u])));
    float _13 = in_TEXCOORD1.x;
    float _14 = in_TEXCOORD1.y;
    float _15 = in_TEXCOORD0.x;
    float _16 = in_TEXCOORD0.y;
    float _17 = in_TEXCOORD0.z;
    vec4 _284 = texture(sampler2D(_194[root._m0[10u] + 0u], _209), vec2(_13, _14));
    _289 _19 = _289(_284.x, _284.y, _284.z, _284.w, 0u);
    vec4 _293 = texture(sampler2D(_194[root._m0[10u] + 1u], _213[root._m0[11u] + 0u]), vec2(_13, _14));
    _289 _25 = _289(_293.x, _293.y, _293.z, _293.w, 0u);
    float _32 = (_25._m0 * 2.0) + (-1.0);
    float _33 = (_25._m1 * 2.0) + (-1.0);
    float _34 = (_25._m2 * 2.0) + (-1.0);
    float _36 = inversesqrt(dot(vec3(_32, _33, _34), vec3(_32, _33, _34)));
    float _37 = _32 * _36;
    float _38 = _33 * _36;
    float _39 = _34 * _36;
    vec4 _311 = texture(sampler2D(_194[root._m0[10u] + 3u], _213[_256]), vec2(_13 * 4.0, _14 * 4.0));
    _289 _44 = _289(_311.x, _311.y, _311.z, _311.w, 0u);
    uint _317 = 0u << 2u;
    uvec4 _338 = uvec4(root._m0[min(_317, 3u) + 6u], root._m0[min((_317 + 1u), 3u) + 6u], root._m0[min((_317 + 2u), 3u) + 6u], root._m0[min((_317 + 3u), 3u) + 6u]);
    float _51 = _347(uintBitsToFloat(_338.x), uintBitsToFloat(_338.y), uintBitsToFloat(_338.z), uintBitsToFloat(_338.w))._m2;
    vec4 _355 = texture(sampler2D(_194[root._m0[10u] + 4u], _213[_256]), vec2(_51 + (_13 * 8.0), _51 + (_14 * 8.0)));
    _289 _56 = _289(_355.x, _355.y, _355.z, _355.w, 0u);
    _347 _60 = _347(uintBitsToFloat(_268._m0[0u].x), uintBitsToFloat(_268._m0[0u].y), uintBitsToFloat(_268._m0[0u].z), uintBitsToFloat(_268._m0[0u].w));
    _347 _65 = _347(uintBitsToFloat(_268._m0[1u].x), uintBitsToFloat(_268._m0[1u].y), uintBitsToFloat(_268._m0[1u].z), uintBitsToFloat(_268._m0[1u].w));
    _347 _70 = _347(uintBitsToFloat(_268._m0[2u].x), uintBitsToFloat(_268._m0[2u].y), uintBitsToFloat(_268._m0[2u].z), uintBitsToFloat(_268._m0[2u].w));
    _347 _75 = _347(uintBitsToFloat(_268._m0[3u].x), uintBitsToFloat(_268._m0[3u].y), uintBitsToFloat(_268._m0[3u].z), uintBitsToFloat(_268._m0[3u].w));
    float _95 = ((_70._m3 * _17) + ((_65._m3 * _16) + (_60._m3 * _15))) + _75._m3;
    uint _408 = 0u << 2u;
    uvec4 _428 = uvec4(root._m0[min(_408, 3u) + 6u], root._m0[min((_408 + 1u), 3u) + 6u], root._m0[min((_408 + 2u), 3u) + 6u], root._m0[min((_408 + 3u), 3u) + 6u]);
    float _441 = textureLod(sampler2DShadow(_194[root._m0[10u] + 2u], _210), vec3(vec2((((_70._m0 * _17) + ((_65._m0 * _16) + (_60._m0 * _15))) + _75._m0) / _95, (((_70._m1 * _17) + ((_65._m1 * _16) + (_60._m1 * _15))) + _75._m1) / _95), ((((_70._m2 * _17) + ((_65._m2 * _16) + (_60._m2 * _15))) + _75._m2) / _95) - _347(uintBitsToFloat(_428.x), uintBitsToFloat(_428.y), uintBitsToFloat(_428.z), uintBitsToFloat(_428.w))._m3), 0.0);
    float _104 = _289(_441, _441, _441, _441, 0u)._m0;
    _347 _105 = _347(uintBitsToFloat(_268._m0[4u].x), uintBitsToFloat(_268._m0[4u].y), uintBitsToFloat(_268._m0[4u].z), uintBitsToFloat(_268._m0[4u].w));
    uint _452 = 0u << 2u;
    uvec4 _472 = uvec4(root._m0[min(_452, 3u) + 6u], root._m0[min((_452 + 1u), 3u) + 6u], root._m0[min((_452 + 2u), 3u) + 6u], root._m0[min((_452 + 3u), 3u) + 6u]);
    float _144;
    float _145;
    float _146;
    if (_477(_472.x, _472.y, _472.z, _472.w)._m0 == 0u)
    {
        _144 = _105._m0;
        _145 = _105._m1;
        _146 = _105._m2;
    }
    else
    {
        float _114;
        float _115;
        float _116;
        uint _117;
        _114 = _105._m0;
        _115 = _105._m1;
        _116 = _105._m2;
        _117 = 0u;
        float _164;
        float _165;
        float _166;
        uint _167;
        float _135;
        float _136;
        float _137;
        for (;;)
        {
            uint _119 = (_117 * 16u) + 0u;
            _289 _120 = _289(uintBitsToFloat(_252._m0[_119 >> 2u]), uintBitsToFloat(_252._m0[(_119 + 4u) >> 2u]), uintBitsToFloat(_252._m0[(_119 + 8u) >> 2u]), _495, 0u);
            float _131 = dot(vec3(_37, _38, _39), vec3((-0.0) - _120._m0, (-0.0) - _120._m1, (-0.0) - _120._m2));
            float _504 = isnan(0.0) ? _131 : (isnan(_131) ? 0.0 : max(_131, 0.0));
            float _134 = (_289(uintBitsToFloat(_252._m0[((_117 * 16u) + 12u) >> 2u]), _495, _495, _495, 0u)._m0 * _104) * (isnan(1.0) ? _504 : (isnan(_504) ? 1.0 : min(_504, 1.0)));
            _135 = _134 + _114;
            _136 = _134 + _115;
            _137 = _134 + _116;
            uint _138 = _117 + 1u;
            uint _505 = 0u << 2u;
            uvec4 _525 = uvec4(root._m0[min(_505, 3u) + 6u], root._m0[min((_505 + 1u), 3u) + 6u], root._m0[min((_505 + 2u), 3u) + 6u], root._m0[min((_505 + 3u), 3u) + 6u]);
            if (_138 < _477(_525.x, _525.y, _525.z, _525.w)._m0)
            {
                _164 = _135;
                _165 = _136;
                _166 = _137;
                _167 = _138;
                _114 = _164;
                _115 = _165;
                _116 = _166;
                _117 = _167;
                continue;
            }
            else
            {
                break;
            }
        }
        _144 = _135;
        _145 = _136;
        _146 = _137;
    }
    uint _530 = 0u << 2u;
    uvec4 _550 = uvec4(root._m0[min(_530, 3u) + 6u], root._m0[min((_530 + 1u), 3u) + 6u], root._m0[min((_530 + 2u), 3u) + 6u], root._m0[min((_530 + 3u), 3u) + 6u]);
    uint _148 = _477(_550.x, _550.y, _550.z, _550.w)._m1;
    if (!(_148 == 0u))
    {
        uint _557 = atomicAdd(_196(packUint2x32(uvec2(root._m0[4u], root._m0[5u])))._m0[(_148 << 2u) >> 2u], 1u);
        uint _152 = _557;
    }
    out_SV_Target0.x = ((_44._m0 * _19._m0) * _56._m0) * _144;
    out_SV_Target0.y = ((_44._m1 * _19._m1) * _56._m1) * _145;
    out_SV_Target0.z = ((_44._m2 * _19._m2) * _56._m2) * _146;
    out_SV_Target0.w = _19._m3;
}

