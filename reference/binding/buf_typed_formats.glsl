#version 460
layout(local_size_x = 16, local_size_y = 1, local_size_z = 1) in;

struct _90
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

struct _108
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 0) uniform isamplerBuffer _64;
layout(set = 0, binding = 300, r32f) uniform imageBuffer _68;
layout(set = 0, binding = 301, r32f) uniform imageBuffer _69;
layout(set = 0, binding = 302) uniform writeonly uimageBuffer _73;

void main()
{
    uint _6 = gl_GlobalInvocationID.x;
    vec4 _84 = imageLoad(_68, int(_6));
    _90 _7 = _90(_84.x, _84.y, _84.z, _84.w, 0u);
    float _8 = _7._m0;
    float _9 = _7._m1;
    float _10 = _7._m2;
    float _11 = _7._m3;
    vec4 _92 = imageLoad(_69, int(_6));
    _90 _12 = _90(_92.x, _92.y, _92.z, _92.w, 0u);
    float _13 = _12._m0;
    float _14 = _12._m1;
    float _15 = _12._m2;
    float _16 = _12._m3;
    ivec4 _99 = texelFetch(_64, int(_6));
    uint _18 = _108(uint(_99.x), uint(_99.y), uint(_99.z), uint(_99.w), 0u)._m0;
    float _112 = isnan(0.0) ? _8 : (isnan(_8) ? 0.0 : max(_8, 0.0));
    float _113 = isnan(0.0) ? _9 : (isnan(_9) ? 0.0 : max(_9, 0.0));
    float _114 = isnan(0.0) ? _10 : (isnan(_10) ? 0.0 : max(_10, 0.0));
    float _115 = isnan(0.0) ? _11 : (isnan(_11) ? 0.0 : max(_11, 0.0));
    float _27 = roundEven((isnan(1.0) ? _112 : (isnan(_112) ? 1.0 : min(_112, 1.0))) * 255.0);
    float _28 = roundEven((isnan(1.0) ? _113 : (isnan(_113) ? 1.0 : min(_113, 1.0))) * 255.0);
    float _29 = roundEven((isnan(1.0) ? _114 : (isnan(_114) ? 1.0 : min(_114, 1.0))) * 255.0);
    float _30 = roundEven((isnan(1.0) ? _115 : (isnan(_115) ? 1.0 : min(_115, 1.0))) * 255.0);
    bool _119 = _27 >= 4294967296.0;
    bool _127 = _28 >= 4294967296.0;
    bool _134 = _29 >= 4294967296.0;
    bool _141 = _30 >= 4294967296.0;
    imageStore(_73, int(_6), uvec4(((((_127 ? 4294967295u : uint(((_127 || (_28 < 0.0)) || isnan(_28)) ? 0.0 : _28)) << 8u) | (_119 ? 4294967295u : uint(((_119 || (_27 < 0.0)) || isnan(_27)) ? 0.0 : _27))) | ((_134 ? 4294967295u : uint(((_134 || (_29 < 0.0)) || isnan(_29)) ? 0.0 : _29)) << 16u)) | ((_141 ? 4294967295u : uint(((_141 || (_30 < 0.0)) || isnan(_30)) ? 0.0 : _30)) << 24u), floatBitsToUint(_13 + _14), floatBitsToUint(_15 * _16), _18 + 1000u));
    imageStore(_68, int(_6), vec4(float(_6 << 4u) * 0.0039215688593685626983642578125, float(255u - _6) * 0.0039215688593685626983642578125, 0.0, 1.0));
    imageStore(_69, int(_6), vec4(float(int(_18)) + (_13 * 0.5), (_14 * 0.5) + (-2.0), (_15 * 0.5) + 0.25, (_16 * 0.5) + 1024.0));
}

