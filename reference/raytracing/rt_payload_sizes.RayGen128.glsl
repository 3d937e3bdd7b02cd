#version 460
#extension GL_EXT_ray_tracing : require

struct _88
{
    uvec4 _m0[8];
};

layout(set = 0, binding = 300, std430) buffer Out
{
    uint _m0[];
} Out_1;

layout(set = 0, binding = 0) uniform accelerationStructureEXT Scene;
layout(location = 0) rayPayloadEXT _88 payload;

void main()
{
    _88 _90;
    _90._m0[0u] = uvec4(0u);
    _90._m0[1u] = uvec4(1u, 0u, 0u, 0u);
    _90._m0[2u] = uvec4(2u, 0u, 0u, 0u);
    _90._m0[3u] = uvec4(3u, 0u, 0u, 0u);
    _90._m0[4u] = uvec4(4u, 0u, 0u, 0u);
    _90._m0[5u] = uvec4(5u, 0u, 0u, 0u);
    _90._m0[6u] = uvec4(6u, 0u, 0u, 0u);
    _90._m0[7u] = uvec4(7u, 0u, 0u, 0u);
    payload = _90;
    traceRayEXT(Scene, 0u, 255u, 3u, 4u, 3u, vec3(float(gl_LaunchIDEXT.x), float(gl_LaunchIDEXT.y), -10.0), 0.0, vec3(0.0, 0.0, 1.0), 100.0, 0);
    _90 = payload;
    uint _60 = ((gl_LaunchSizeEXT.x * gl_LaunchIDEXT.y) + gl_LaunchIDEXT.x) << 7u;
    Out_1._m0[_60 >> 2u] = _90._m0[0u].x;
    Out_1._m0[(_60 + 4u) >> 2u] = _90._m0[0u].y;
    Out_1._m0[(_60 + 8u) >> 2u] = _90._m0[0u].z;
    Out_1._m0[(_60 + 12u) >> 2u] = _90._m0[0u].w;
    uint _62 = _60 | 16u;
    Out_1._m0[_62 >> 2u] = _90._m0[1u].x;
    Out_1._m0[(_62 + 4u) >> 2u] = _90._m0[1u].y;
    Out_1._m0[(_62 + 8u) >> 2u] = _90._m0[1u].z;
    Out_1._m0[(_62 + 12u) >> 2u] = _90._m0[1u].w;
    uint _64 = _60 | 32u;
    Out_1._m0[_64 >> 2u] = _90._m0[2u].x;
    Out_1._m0[(_64 + 4u) >> 2u] = _90._m0[2u].y;
    Out_1._m0[(_64 + 8u) >> 2u] = _90._m0[2u].z;
    Out_1._m0[(_64 + 12u) >> 2u] = _90._m0[2u].w;
    uint _66 = _60 | 48u;
    Out_1._m0[_66 >> 2u] = _90._m0[3u].x;
    Out_1._m0[(_66 + 4u) >> 2u] = _90._m0[3u].y;
    Out_1._m0[(_66 + 8u) >> 2u] = _90._m0[3u].z;
    Out_1._m0[(_66 + 12u) >> 2u] = _90._m0[3u].w;
    uint _68 = _60 | 64u;
    Out_1._m0[_68 >> 2u] = _90._m0[4u].x;
    Out_1._m0[(_68 + 4u) >> 2u] = _90._m0[4u].y;
    Out_1._m0[(_68 + 8u) >> 2u] = _90._m0[4u].z;
    Out_1._m0[(_68 + 12u) >> 2u] = _90._m0[4u].w;
    uint _70 = _60 | 80u;
    Out_1._m0[_70 >> 2u] = _90._m0[5u].x;
    Out_1._m0[(_70 + 4u) >> 2u] = _90._m0[5u].y;
    Out_1._m0[(_70 + 8u) >> 2u] = _90._m0[5u].z;
    Out_1._m0[(_70 + 12u) >> 2u] = _90._m0[5u].w;
    uint _72 = _60 | 96u;
    Out_1._m0[_72 >> 2u] = _90._m0[6u].x;
    Out_1._m0[(_72 + 4u) >> 2u] = _90._m0[6u].y;
    Out_1._m0[(_72 + 8u) >> 2u] = _90._m0[6u].z;
    Out_1._m0[(_72 + 12u) >> 2u] = _90._m0[6u].w;
    uint _74 = _60 | 112u;
    Out_1._m0[_74 >> 2u] = _90._m0[7u].x;
    Out_1._m0[(_74 + 4u) >> 2u] = _90._m0[7u].y;
    Out_1._m0[(_74 + 8u) >> 2u] = _90._m0[7u].z;
    Out_1._m0[(_74 + 12u) >> 2u] = _90._m0[7u].w;
}

