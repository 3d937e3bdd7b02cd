#version 460
#extension GL_EXT_nonuniform_qualifier : require
#extension GL_EXT_samplerless_texture_functions : require
layout(local_size_x = 8, local_size_y = 8, local_size_z = 1) in;

struct _148
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

struct _192
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

layout(push_constant, std430) uniform RootParameters
{
    uint _m0[4];
} root;

layout(set = 1, binding = 0) uniform sampler SamplerDescriptorHeap[];
layout(set = 0, binding = 1) uniform writeonly image2D ResourceDescriptorHeap[];
layout(set = 0, binding = 0) uniform texture2D ResourceDescriptorHeap_1[];

void main()
{
    uint _3 = gl_GlobalInvocationID.x;
    uint _4 = gl_GlobalInvocationID.y;
    uint _5 = gl_WorkGroupID.z;
    uint _119 = 0u << 2u;
    uvec4 _143 = uvec4(root._m0[min(_119, 3u) + 0u], root._m0[min((_119 + 1u), 3u) + 0u], root._m0[min((_119 + 2u), 3u) + 0u], root._m0[min((_119 + 3u), 3u) + 0u]);
    _148 _6 = _148(_143.x, _143.y, _143.z, _143.w);
    uint _7 = _6._m1;
    float _15 = (float(_3) + 0.5) * 0.00390625;
    float _16 = (float(_4) + 0.5) * 0.00390625;
    float _45;
    float _46;
    float _47;
    float _48;
    if (_6._m3 == 0u)
    {
        _45 = 0.0;
        _46 = 0.0;
        _47 = 0.0;
        _48 = 0.0;
    }
    else
    {
        float _21;
        float _22;
        float _23;
        float _24;
        uint _25;
        _21 = 0.0;
        _22 = 0.0;
        _23 = 0.0;
        _24 = 0.0;
        _25 = 0u;
        float _72;
        float _73;
        float _74;
        float _75;
        uint _76;
        float _36;
        float _37;
        float _38;
        float _39;
        for (;;)
        {
            uint _155 = 0u << 2u;
            uvec4 _175 = uvec4(root._m0[min(_155, 3u) + 0u], root._m0[min((_155 + 1u), 3u) + 0u], root._m0[min((_155 + 2u), 3u) + 0u], root._m0[min((_155 + 3u), 3u) + 0u]);
            _148 _26 = _148(_175.x, _175.y, _175.z, _175.w);
            vec4 _187 = textureLod(sampler2D(ResourceDescriptorHeap_1[_26._m0 + _25], SamplerDescriptorHeap[_7]), vec2(_15, _16), 0.0);
            _192 _31 = _192(_187.x, _187.y, _187.z, _187.w, 0u);
            _36 = _31._m0 + _21;
            _37 = _31._m1 + _22;
            _38 = _31._m2 + _23;
            _39 = _31._m3 + _24;
            uint _40 = _25 + 1u;
            if (_40 < _26._m3)
            {
                _72 = _36;
                _73 = _37;
                _74 = _38;
                _75 = _39;
                _76 = _40;
                _21 = _72;
                _22 = _73;
                _23 = _74;
                _24 = _75;
                _25 = _76;
                continue;
            }
            else
            {
                break;
            }
        }
        _45 = _36;
        _46 = _37;
        _47 = _38;
        _48 = _39;
    }
    uint _193 = 0u << 2u;
    uvec4 _213 = uvec4(root._m0[min(_193, 3u) + 0u], root._m0[min((_193 + 1u), 3u) + 0u], root._m0[min((_193 + 2u), 3u) + 0u], root._m0[min((_193 + 3u), 3u) + 0u]);
    _148 _49 = _148(_213.x, _213.y, _213.z, _213.w);
    float _55 = float(max(_49._m3, 1u));
    vec4 _221 = texelFetch(ResourceDescriptorHeap_1[_49._m0 + _5], ivec2(uvec2(_3, _4)), int(0u));
    _192 _61 = _192(_221.x, _221.y, _221.z, _221.w, 0u);
    imageStore(ResourceDescriptorHeap[_6._m2], ivec2(uvec2(_3, _4)), vec4(_61._m0 + (_45 / _55), _61._m1 + (_46 / _55), _61._m2 + (_47 / _55), _61._m3 + (_48 / _55)));
}

