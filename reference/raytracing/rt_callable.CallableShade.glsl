#version 460
#extension GL_EXT_ray_tracing : require

struct _93
{
    vec3 _m0;
    vec3 _m1;
    vec3 _m2;
};

struct _106
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

struct _134
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

vec3 _159;

layout(set = 0, binding = 2, std430) readonly buffer Lights
{
    uint _m0[];
} Lights_1;

layout(set = 0, binding = 200, std140) uniform Dispatch
{
    uvec4 _m0[1];
} Dispatch_1;

layout(set = 0, binding = 1) uniform texture2D Palette;
layout(set = 0, binding = 100) uniform sampler PointSamp;
layout(location = 0) callableDataInEXT _93 incomingCallableData;

void main()
{
    float _42;
    float _43;
    float _44;
    if (_106(Dispatch_1._m0[0u].x, Dispatch_1._m0[0u].y, Dispatch_1._m0[0u].z, Dispatch_1._m0[0u].w)._m2 == 0u)
    {
        _42 = 0.0;
        _43 = 0.0;
        _44 = 0.0;
    }
    else
    {
        uint _10;
        float _11;
        float _12;
        float _13;
        _10 = 0u;
        _11 = 0.0;
        _12 = 0.0;
        _13 = 0.0;
        uint _68;
        float _69;
        float _70;
        float _71;
        float _33;
        float _34;
        float _35;
        for (;;)
        {
            uint _15 = _10 * 16u;
            uint _16 = _15 + 0u;
            _134 _17 = _134(uintBitsToFloat(Lights_1._m0[_16 >> 2u]), uintBitsToFloat(Lights_1._m0[(_16 + 4u) >> 2u]), uintBitsToFloat(Lights_1._m0[(_16 + 8u) >> 2u]), uintBitsToFloat(Lights_1._m0[(_16 + 12u) >> 2u]), 0u);
            float _18 = _17._m0;
            float _19 = _17._m1;
            float _20 = _17._m2;
            float _23 = inversesqrt(dot(vec3(_18, _19, _20), vec3(_18, _19, _20)));
            float _30 = dot(vec3(incomingCallableData._m1), vec3(_23 * _18, _23 * _19, _23 * _20));
            float _141 = isnan(0.0) ? _30 : (isnan(_30) ? 0.0 : max(_30, 0.0));
            float _32 = (isnan(1.0) ? _141 : (isnan(_141) ? 1.0 : min(_141, 1.0))) * _17._m3;
            _33 = _32 + _11;
            _34 = _32 + _12;
            _35 = _32 + _13;
            uint _36 = _10 + 1u;
            if (_36 < _106(Dispatch_1._m0[0u].x, Dispatch_1._m0[0u].y, Dispatch_1._m0[0u].z, Dispatch_1._m0[0u].w)._m2)
            {
                _68 = _36;
                _69 = _33;
                _70 = _34;
                _71 = _35;
                _10 = _68;
                _11 = _69;
                _12 = _70;
                _13 = _71;
                continue;
            }
            else
            {
                break;
            }
        }
        _42 = _33;
        _43 = _34;
        _44 = _35;
    }
    vec4 _154 = textureLod(sampler2D(Palette, PointSamp), vec2(incomingCallableData._m0.xy), 0.0);
    _134 _52 = _134(_154.x, _154.y, _154.z, _154.w, 0u);
    vec3 _63;
    _63.x = (incomingCallableData._m0.x * _42) * _52._m0;
    _63.y = (incomingCallableData._m0.y * _43) * _52._m1;
    _63.z = (incomingCallableData._m0.z * _44) * _52._m2;
    incomingCallableData._m2 = _63;
}

