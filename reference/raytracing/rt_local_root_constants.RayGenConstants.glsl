#version 460
#extension GL_EXT_ray_tracing : require

struct _49
{
    vec4 _m0;
};

struct _69
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

struct _83
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

layout(set = 1, binding = 201, std140) uniform GenConstants
{
    uvec4 _m0[1];
} GenConstants_1;

layout(set = 0, binding = 0) uniform accelerationStructureEXT Scene;
layout(set = 0, binding = 300) uniform writeonly image2D Output;
layout(location = 0) rayPayloadEXT _49 payload;

void main()
{
    float _7 = float(_69(GenConstants_1._m0[0u].x, GenConstants_1._m0[0u].y, GenConstants_1._m0[0u].z, GenConstants_1._m0[0u].w)._m0);
    float _13 = _83(uintBitsToFloat(GenConstants_1._m0[0u].x), uintBitsToFloat(GenConstants_1._m0[0u].y), uintBitsToFloat(GenConstants_1._m0[0u].z), uintBitsToFloat(GenConstants_1._m0[0u].w))._m1;
    _49 _51;
    _51._m0 = vec4(0.0);
    payload = _51;
    traceRayEXT(Scene, 0u, 255u, 0u, 1u, 0u, vec3(((_13 * fract(_7 * 0.617999970912933349609375)) + float(gl_LaunchIDEXT.x)) * 0.00999999977648258209228515625, ((_13 * fract(_7 * 0.3819999992847442626953125)) + float(gl_LaunchIDEXT.y)) * 0.00999999977648258209228515625, -1.0), 0.0, vec3(0.0, 0.0, 1.0), 10.0, 0);
    _51 = payload;
    imageStore(Output, ivec2(uvec2(gl_LaunchIDEXT.x, gl_LaunchIDEXT.y)), vec4(_51._m0));
}

