#version 460
#extension GL_EXT_samplerless_texture_functions : require
layout(local_size_x = 8, local_size_y = 8, local_size_z = 1) in;

struct _116
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

struct _127
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

layout(set = 0, binding = 300, std430) buffer _88_90
{
    uint _m0[];
} _90;

layout(set = 0, binding = 200, std140) uniform _95_97
{
    uvec4 _m0[1];
} _97;

layout(set = 1, binding = 2) uniform texture2D _86[8];

void main()
{
    uint _4 = gl_GlobalInvocationID.x;
    uint _5 = gl_GlobalInvocationID.y;
    vec4 _122 = texelFetch(_86[(_116(_97._m0[0u].x, _97._m0[0u].y, _97._m0[0u].z, _97._m0[0u].w)._m0 + 2u) - 2u], ivec2(uvec2(_4, _5)), int(0u));
    _127 _12 = _127(_122.x, _122.y, _122.z, _122.w, 0u);
    float _13 = _12._m0;
    float _14 = _12._m1;
    float _15 = _12._m2;
    float _16 = _12._m3;
    float _46;
    float _47;
    float _48;
    float _49;
    if (_116(_97._m0[0u].x, _97._m0[0u].y, _97._m0[0u].z, _97._m0[0u].w)._m1 == 0u)
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
            vec4 _142 = texelFetchOffset(_86[(_26 + 2u) - 2u], ivec2(uvec2(_4, _5)), int(0u), ivec2(1, 0));
            _127 _31 = _127(_142.x, _142.y, _142.z, _142.w, 0u);
            _36 = _31._m0 + _22;
            _37 = _31._m1 + _23;
            _38 = _31._m2 + _24;
            _39 = _31._m3 + _25;
            uint _40 = _26 + 1u;
            if (_40 < _116(_97._m0[0u].x, _97._m0[0u].y, _97._m0[0u].z, _97._m0[0u].w)._m1)
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
    vec4 _162 = texelFetch(_86[(((_116(_97._m0[0u].x, _97._m0[0u].y, _97._m0[0u].z, _97._m0[0u].w)._m0 + 1u) & 7u) + 2u) - 2u], ivec2(uvec2(_4, _5)), int(0u));
    _127 _58 = _127(_162.x, _162.y, _162.z, _162.w, 0u);
    uint _72 = (((_116(_97._m0[0u].x, _97._m0[0u].y, _97._m0[0u].z, _97._m0[0u].w)._m2 * _5) + _4) * 16u) + 0u;
    _90._m0[_72 >> 2u] = floatBitsToUint(_58._m0 + _46);
    _90._m0[(_72 + 4u) >> 2u] = floatBitsToUint(_58._m1 + _47);
    _90._m0[(_72 + 8u) >> 2u] = floatBitsToUint(_58._m2 + _48);
    _90._m0[(_72 + 12u) >> 2u] = floatBitsToUint(_58._m3 + _49);
}

