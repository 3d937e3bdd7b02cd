#version 460
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;

struct _74
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

layout(set = 0, binding = 300, std430) buffer Out
{
    uint _m0[];
} Out_1;

layout(set = 0, binding = 0) uniform texture2D T;
layout(set = 0, binding = 1) uniform texture2DArray A;
layout(set = 0, binding = 100) uniform sampler P;
layout(set = 0, binding = 101) uniform sampler L;

void main()
{
    uint _7 = gl_LocalInvocationID.x;
    float _8 = float(_7);
    float _11 = ((_8 * 0.75) + 0.625) * 0.25;
    float _14 = ((_8 * 0.5) + 0.875) * 0.25;
    float _16 = float(_7 & 1u);
    vec4 _68 = textureLod(sampler2D(T, P), vec2(_11, _14), 0.0);
    vec4 _78 = textureLod(sampler2D(T, L), vec2(_11, _14), 0.0);
    vec4 _88 = textureLod(sampler2DArray(A, P), vec3(_11, _14, _16), 0.0);
    vec4 _96 = textureLod(sampler2DArray(A, L), vec3(_11, _14, _16), 0.0);
    uint _29 = _7 << 4u;
    Out_1._m0[_29 >> 2u] = floatBitsToUint(_74(_68.x, _68.y, _68.z, _68.w, 0u)._m0);
    Out_1._m0[(_29 + 4u) >> 2u] = floatBitsToUint(_74(_78.x, _78.y, _78.z, _78.w, 0u)._m0);
    Out_1._m0[(_29 + 8u) >> 2u] = floatBitsToUint(_74(_88.x, _88.y, _88.z, _88.w, 0u)._m0);
    Out_1._m0[(_29 + 12u) >> 2u] = floatBitsToUint(_74(_96.x, _96.y, _96.z, _96.w, 0u)._m0);
}

