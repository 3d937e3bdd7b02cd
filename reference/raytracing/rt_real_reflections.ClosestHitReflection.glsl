#version 460
#extension GL_EXT_ray_tracing : require

struct _170
{
    vec3 _m0;
    float _m1;
};

struct _174
{
    vec2 _m0;
};

uint _198;

struct _199
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

float _215;

struct _216
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

struct _329
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

vec3 _334;

layout(set = 0, binding = 3, std430) readonly buffer Indices
{
    uint _m0[];
} Indices_1;

layout(set = 0, binding = 4, std430) readonly buffer Vertices
{
    uint _m0[];
} Vertices_1;

layout(set = 0, binding = 200, std140) uniform Camera
{
    uvec4 _m0[6];
} Camera_1;

layout(set = 0, binding = 5) uniform texture2D MaterialTexture;
layout(set = 0, binding = 6) uniform textureCube Environment;
layout(set = 0, binding = 101) uniform sampler LinearWrap;
layout(location = 0) rayPayloadInEXT _170 incomingPayload;
hitAttributeEXT _174 hitAttributes;

vec3 _335(vec3 _336)
{
    vec4 _345 = textureLod(samplerCube(Environment, LinearWrap), vec3(_336), 0.0);
    _216 _135 = _216(_345.x, _345.y, _345.z, _345.w, 0u);
    vec3 _139;
    _139.x = _135._m0;
    _139.y = _135._m1;
    _139.z = _135._m2;
    return _139;
}

void main()
{
    uint _4 = uint(gl_PrimitiveID) * 12u;
    _199 _6 = _199(Indices_1._m0[_4 >> 2u], Indices_1._m0[(_4 + 4u) >> 2u], Indices_1._m0[(_4 + 8u) >> 2u], _198, 0u);
    uint _7 = _6._m0;
    uint _8 = _6._m1;
    uint _9 = _6._m2;
    uint _12 = (_7 * 20u) + 0u;
    _216 _13 = _216(uintBitsToFloat(Vertices_1._m0[_12 >> 2u]), uintBitsToFloat(Vertices_1._m0[(_12 + 4u) >> 2u]), uintBitsToFloat(Vertices_1._m0[(_12 + 8u) >> 2u]), _215, 0u);
    uint _18 = (_7 * 20u) + 12u;
    _216 _19 = _216(uintBitsToFloat(Vertices_1._m0[_18 >> 2u]), uintBitsToFloat(Vertices_1._m0[(_18 + 4u) >> 2u]), _215, _215, 0u);
    uint _23 = (_8 * 20u) + 0u;
    _216 _24 = _216(uintBitsToFloat(Vertices_1._m0[_23 >> 2u]), uintBitsToFloat(Vertices_1._m0[(_23 + 4u) >> 2u]), uintBitsToFloat(Vertices_1._m0[(_23 + 8u) >> 2u]), _215, 0u);
    uint _29 = (_8 * 20u) + 12u;
    _216 _30 = _216(uintBitsToFloat(Vertices_1._m0[_29 >> 2u]), uintBitsToFloat(Vertices_1._m0[(_29 + 4u) >> 2u]), _215, _215, 0u);
    uint _34 = (_9 * 20u) + 0u;
    _216 _35 = _216(uintBitsToFloat(Vertices_1._m0[_34 >> 2u]), uintBitsToFloat(Vertices_1._m0[(_34 + 4u) >> 2u]), uintBitsToFloat(Vertices_1._m0[(_34 + 8u) >> 2u]), _215, 0u);
    uint _40 = (_9 * 20u) + 12u;
    _216 _41 = _216(uintBitsToFloat(Vertices_1._m0[_40 >> 2u]), uintBitsToFloat(Vertices_1._m0[(_40 + 4u) >> 2u]), _215, _215, 0u);
    float _49 = (1.0 - hitAttributes._m0.x) - hitAttributes._m0.y;
    float _52 = (_35._m0 * hitAttributes._m0.y) + ((_24._m0 * hitAttributes._m0.x) + (_13._m0 * _49));
    float _55 = (_35._m1 * hitAttributes._m0.y) + ((_24._m1 * hitAttributes._m0.x) + (_13._m1 * _49));
    float _58 = (_35._m2 * hitAttributes._m0.y) + ((_24._m2 * hitAttributes._m0.x) + (_13._m2 * _49));
    float _76 = (gl_ObjectToWorldEXT[2u].x * _58) + ((gl_ObjectToWorldEXT[1u].x * _55) + (gl_ObjectToWorldEXT[0u].x * _52));
    float _79 = (gl_ObjectToWorldEXT[2u].y * _58) + ((gl_ObjectToWorldEXT[1u].y * _55) + (gl_ObjectToWorldEXT[0u].y * _52));
    float _82 = (gl_ObjectToWorldEXT[2u].z * _58) + ((gl_ObjectToWorldEXT[1u].z * _55) + (gl_ObjectToWorldEXT[0u].z * _52));
    float _84 = inversesqrt(dot(vec3(_76, _79, _82), vec3(_76, _79, _82)));
    float _85 = _84 * _76;
    float _86 = _84 * _79;
    float _87 = _84 * _82;
    vec4 _313 = textureLod(sampler2D(MaterialTexture, LinearWrap), vec2((_41._m0 * hitAttributes._m0.y) + ((_30._m0 * hitAttributes._m0.x) + (_19._m0 * _49)), (_41._m1 * hitAttributes._m0.y) + ((_30._m1 * hitAttributes._m0.x) + (_19._m1 * _49))), 0.0);
    _216 _91 = _216(_313.x, _313.y, _313.z, _313.w, 0u);
    _329 _95 = _329(uintBitsToFloat(Camera_1._m0[5u].x), uintBitsToFloat(Camera_1._m0[5u].y), uintBitsToFloat(Camera_1._m0[5u].z), uintBitsToFloat(Camera_1._m0[5u].w));
    float _103 = dot(vec3(_85, _86, _87), vec3((-0.0) - _95._m0, (-0.0) - _95._m1, (-0.0) - _95._m2));
    float _333 = isnan(0.0) ? _103 : (isnan(_103) ? 0.0 : max(_103, 0.0));
    vec3 _105;
    _105.x = _85;
    _105.y = _86;
    _105.z = _87;
    vec3 _109;
    _109.x = _91._m0;
    _109.y = _91._m1;
    _109.z = _91._m2;
    vec3 _112;
    _112.x = isnan(1.0) ? _333 : (isnan(_333) ? 1.0 : min(_333, 1.0));
    vec3 _118;
    _118.x = _95._m3;
    incomingPayload._m0 = (_109 * vec3(_112.xxx)) + (_335(_105) * vec3(_118.xxx));
    incomingPayload._m1 = gl_RayTmaxEXT;
}

