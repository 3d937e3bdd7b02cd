#version 460
#extension GL_EXT_ray_tracing : require
#extension GL_EXT_samplerless_texture_functions : require

struct _169
{
    vec3 _m0;
    float _m1;
};

struct _195
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

struct _209
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

vec3 _266;

layout(set = 0, binding = 200, std140) uniform Camera
{
    uvec4 _m0[6];
} Camera_1;

layout(set = 0, binding = 0) uniform accelerationStructureEXT Scene;
layout(set = 0, binding = 1) uniform texture2D GBufferNormal;
layout(set = 0, binding = 2) uniform texture2D GBufferDepth;
layout(set = 0, binding = 6) uniform textureCube Environment;
layout(set = 0, binding = 300) uniform writeonly image2D Output;
layout(set = 0, binding = 100) uniform sampler PointClamp;
layout(set = 0, binding = 101) uniform sampler LinearWrap;
layout(location = 0) rayPayloadEXT _169 payload;

vec3 _267(vec3 _268)
{
    vec4 _305 = textureLod(samplerCube(Environment, LinearWrap), vec3(_268), 0.0);
    _195 _135 = _195(_305.x, _305.y, _305.z, _305.w, 0u);
    vec3 _139;
    _139.x = _135._m0;
    _139.y = _135._m1;
    _139.z = _135._m2;
    return _139;
}

void main()
{
    float _13 = (float(gl_LaunchIDEXT.x) + 0.5) / float(gl_LaunchSizeEXT.x);
    float _14 = (float(gl_LaunchIDEXT.y) + 0.5) / float(gl_LaunchSizeEXT.y);
    vec4 _190 = texelFetch(GBufferDepth, ivec2(uvec2(gl_LaunchIDEXT.x, gl_LaunchIDEXT.y)), int(0u));
    float _18 = _195(_190.x, _190.y, _190.z, _190.w, 0u)._m0;
    float _20 = (_13 * 2.0) + (-1.0);
    float _22 = 1.0 - (_14 * 2.0);
    _209 _23 = _209(uintBitsToFloat(Camera_1._m0[0u].x), uintBitsToFloat(Camera_1._m0[0u].y), uintBitsToFloat(Camera_1._m0[0u].z), uintBitsToFloat(Camera_1._m0[0u].w));
    _209 _24 = _209(uintBitsToFloat(Camera_1._m0[1u].x), uintBitsToFloat(Camera_1._m0[1u].y), uintBitsToFloat(Camera_1._m0[1u].z), uintBitsToFloat(Camera_1._m0[1u].w));
    _209 _25 = _209(uintBitsToFloat(Camera_1._m0[2u].x), uintBitsToFloat(Camera_1._m0[2u].y), uintBitsToFloat(Camera_1._m0[2u].z), uintBitsToFloat(Camera_1._m0[2u].w));
    _209 _26 = _209(uintBitsToFloat(Camera_1._m0[3u].x), uintBitsToFloat(Camera_1._m0[3u].y), uintBitsToFloat(Camera_1._m0[3u].z), uintBitsToFloat(Camera_1._m0[3u].w));
    float _58 = ((_25._m3 * _18) + ((_24._m3 * _22) + (_23._m3 * _20))) + _26._m3;
    float _59 = (((_25._m0 * _18) + ((_24._m0 * _22) + (_23._m0 * _20))) + _26._m0) / _58;
    float _60 = (((_25._m1 * _18) + ((_24._m1 * _22) + (_23._m1 * _20))) + _26._m1) / _58;
    float _61 = (((_25._m2 * _18) + ((_24._m2 * _22) + (_23._m2 * _20))) + _26._m2) / _58;
    _209 _62 = _209(uintBitsToFloat(Camera_1._m0[4u].x), uintBitsToFloat(Camera_1._m0[4u].y), uintBitsToFloat(Camera_1._m0[4u].z), uintBitsToFloat(Camera_1._m0[4u].w));
    float _66 = _59 - _62._m0;
    float _67 = _60 - _62._m1;
    float _68 = _61 - _62._m2;
    float _70 = inversesqrt(dot(vec3(_66, _67, _68), vec3(_66, _67, _68)));
    float _71 = _70 * _66;
    float _72 = _70 * _67;
    float _73 = _70 * _68;
    if (_18 >= 1.0)
    {
        vec3 _119;
        _119.x = _71;
        _119.y = _72;
        _119.z = _73;
        imageStore(Output, ivec2(uvec2(gl_LaunchIDEXT.x, gl_LaunchIDEXT.y)), vec4(_267(_119), 1.0));
        return;
    }
    vec4 _277 = textureLod(sampler2D(GBufferNormal, PointClamp), vec2(_13, _14), 0.0);
    _195 _79 = _195(_277.x, _277.y, _277.z, _277.w, 0u);
    float _86 = (_79._m0 * 2.0) + (-1.0);
    float _87 = (_79._m1 * 2.0) + (-1.0);
    float _88 = (_79._m2 * 2.0) + (-1.0);
    float _90 = inversesqrt(dot(vec3(_86, _87, _88), vec3(_86, _87, _88)));
    float _91 = _90 * _86;
    float _92 = _90 * _87;
    float _93 = _90 * _88;
    float _98 = dot(vec3(_71, _72, _73), vec3(_91, _92, _93)) * 2.0;
    _169 _171;
    _171._m0 = vec3(0.0);
    _171._m1 = 0.0;
    payload = _171;
    traceRayEXT(Scene, 16u, 255u, 0u, 1u, 0u, vec3((_91 * 0.001000000047497451305389404296875) + _59, (_92 * 0.001000000047497451305389404296875) + _60, (_93 * 0.001000000047497451305389404296875) + _61), 0.0, vec3(_71 - (_98 * _91), _72 - (_98 * _92), _73 - (_98 * _93)), _62._m3, 0);
    _171 = payload;
    imageStore(Output, ivec2(uvec2(gl_LaunchIDEXT.x, gl_LaunchIDEXT.y)), vec4(_171._m0, _171._m1));
}

