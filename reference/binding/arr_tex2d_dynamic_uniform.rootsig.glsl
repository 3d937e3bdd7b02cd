#version 460
#if defined(GL_ARB_gpu_shader_int64)
#extension GL_ARB_gpu_shader_int64 : require
#else
#error No extension available for 64-bit integers.
#endif
#extension GL_EXT_buffer_reference : require
#extension GL_EXT_nonuniform_qualifier : require
#extension GL_EXT_samplerless_texture_functions : require
layout(local_size_x = 8, local_size_y = 8, local_size_z = 1) in;

struct _138
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

struct _151
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

layout(buffer_reference) buffer _87;
layout(buffer_reference) buffer _98;
layout(buffer_reference, buffer_reference_align = 4, std430) buffer _87
{
    uint _m0[];
};

layout(buffer_reference, buffer_reference_align = 16, std430) readonly buffer _98
{
    uvec4 _m0[4096];
};

layout(push_constant, std430) uniform RootParameters
{
    uint _m0[5];
} root;

layout(set = 0, binding = 0) uniform texture2D _84[];

void main()
{
    _87 _116 = _87(packUint2x32(uvec2(root._m0[2u], root._m0[3u])));
    _98 _124 = _98(packUint2x32(uvec2(root._m0[0u], root._m0[1u])));
    uint _4 = gl_GlobalInvocationID.x;
    uint _5 = gl_GlobalInvocationID.y;
    vec4 _146 = texelFetch(_84[root._m0[4u] + ((_138(_124._m0[0u].x, _124._m0[0u].y, _124._m0[0u].z, _124._m0[0u].w)._m0 + 2u) - 2u)], ivec2(uvec2(_4, _5)), int(0u));
    _151 _12 = _151(_146.x, _146.y, _146.z, _146.w, 0u);
    float _13 = _12._m0;
    float _14 = _12._m1;
    float _15 = _12._m2;
    float _16 = _12._m3;
    float _46;
    float _47;
    float _48;
    float _49;
    if (_138(_124._m0[0u].x, _124._m0[0u].y, _124._m0[0u].z, _124._m0[0u].w)._m1 == 0u)
    {
        _46 = _13;
        _47 = _14;
        _48 = _15;
        _49 = _16;
    }
    else
    {
        float _22;
        float _23;
        float _24;
        float _25;
        uint _26;
        _22 = _13;
        _23 = _14;
        _24 = _15;
        _25 = _16;
        _26 = 0u;
        float _74;
        float _75;
        float _76;
        float _77;
        uint _78;
        float _36;
        float _37;
        float _38;
        float _39;
        for (;;)
        {
            vec4 _169 = texelFetchOffset(_84[root._m0[4u] + ((_26 + 2u) - 2u)], ivec2(uvec2(_4, _5)), int(0u), ivec2(1, 0));
            _151 _31 = _151(_169.x, _169.y, _169.z, _169.w, 0u);
            _36 = _31._m0 + _22;
            _37 = _31._m1 + _23;
            _38 = _31._m2 + _24;
            _39 = _31._m3 + _25;
            uint _40 = _26 + 1u;
            if (_40 < _138(_124._m0[0u].x, _124._m0[0u].y, _124._m0[0u].z, _124._m0[0u].w)._m1)
            {
                _74 = _36;
                _75 = _37;
                _76 = _38;
                _77 = _39;
                _78 = _40;
                _22 = _74;
                _23 = _75;
                _24 = _76;
                _25 = _77;
                _26 = _78;
                continue;
            }
            else
            {
                break;
            }
        }
        _46 = _36;
        _47 = _37;
        _48 = _38;
        _49 = _39;
    }
    vec4 _192 = texelFetch(_84[root._m0[4u] + ((((_138(_124._m0[0u].x, _124._m0[0u].y, _124._m0[0u].z, _124._m0[0u].w)._m0 + 1u) & 7u) + 2u) - 2u)], ivec2(uvec2(_4, _5)), int(0u));
    _151 _58 = _151(_192.x, _192.y, _192.z, _192.w, 0u);
    float _64 = _58._m1 + _47;
    float _65 = _58._m2 + _48;
    float _66 = _58._m3 + _49;
    uint _72 = (((_138(_124._m0[0u].x, _124._m0[0u].y, _124._m0[0u].z, _124._m0[0u].w)._m2 * _5) + _4) * 16u) + 0u;
    _116._m0[_72 >> 2u] = floatBitsToUint(_58._m0 + _46);
    _116._m0[(_72 + 4u) >> 2u] = floatBitsToUint(_64);
    _116._m0[(_72 + 8u) >> 2u] = floatBitsToUint(_65);
    _116._m0[(_72 + 12u) >> 2u] = floatBitsToUint(_66);
}

