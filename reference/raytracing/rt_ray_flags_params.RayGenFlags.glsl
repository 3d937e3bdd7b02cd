#version 460
#extension GL_EXT_ray_tracing : require

struct _172
{
    uint _m0;
    uint _m1;
};

struct _206
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

struct _223
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

layout(set = 0, binding = 300, std430) buffer Out
{
    uint _m0[];
} Out_1;

layout(set = 0, binding = 200, std140) uniform TraceParams
{
    uvec4 _m0[2];
} TraceParams_1;

layout(set = 0, binding = 0) uniform accelerationStructureEXT Scene;
layout(location = 0) rayPayloadEXT _172 payload;

void main()
{
    uint _8 = ((gl_LaunchSizeEXT.x * gl_LaunchIDEXT.y) + gl_LaunchIDEXT.x) * 10u;
    _206 _11 = _206(TraceParams_1._m0[0u].x, TraceParams_1._m0[0u].y, TraceParams_1._m0[0u].z, TraceParams_1._m0[0u].w);
    float _16 = float(gl_LaunchIDEXT.x);
    float _17 = float(gl_LaunchIDEXT.y);
    _223 _18 = _223(uintBitsToFloat(TraceParams_1._m0[1u].x), uintBitsToFloat(TraceParams_1._m0[1u].y), uintBitsToFloat(TraceParams_1._m0[1u].z), uintBitsToFloat(TraceParams_1._m0[1u].w));
    _172 _174;
    _174._m0 = 0u;
    _174._m1 = 0u;
    payload = _174;
    traceRayEXT(Scene, _11._m0, _11._m1, _11._m2, _11._m3, _206(TraceParams_1._m0[1u].x, TraceParams_1._m0[1u].y, TraceParams_1._m0[1u].z, TraceParams_1._m0[1u].w)._m0, vec3(_16, _17, -1.0), _18._m1, vec3(0.0, 0.0, 1.0), _18._m2, 0);
    _174 = payload;
    uint _29 = (_8 * 8u) + 0u;
    Out_1._m0[_29 >> 2u] = _174._m0;
    Out_1._m0[(_29 + 4u) >> 2u] = _174._m0;
    _223 _30 = _223(uintBitsToFloat(TraceParams_1._m0[1u].x), uintBitsToFloat(TraceParams_1._m0[1u].y), uintBitsToFloat(TraceParams_1._m0[1u].z), uintBitsToFloat(TraceParams_1._m0[1u].w));
    _172 _175;
    _175._m0 = 0u;
    _175._m1 = 0u;
    payload = _175;
    traceRayEXT(Scene, 0u, 255u, 0u, 1u, 0u, vec3(_16, _17, -1.0), _30._m1, vec3(0.0, 0.0, 1.0), _30._m2, 0);
    _175 = payload;
    uint _43 = ((_8 | 1u) * 8u) + 0u;
    Out_1._m0[_43 >> 2u] = _175._m0;
    Out_1._m0[(_43 + 4u) >> 2u] = _175._m1;
    _223 _44 = _223(uintBitsToFloat(TraceParams_1._m0[1u].x), uintBitsToFloat(TraceParams_1._m0[1u].y), uintBitsToFloat(TraceParams_1._m0[1u].z), uintBitsToFloat(TraceParams_1._m0[1u].w));
    _172 _176;
    _176._m0 = 0u;
    _176._m1 = 0u;
    payload = _176;
    traceRayEXT(Scene, 1u, 1u, 0u, 1u, 0u, vec3(_16, _17, -1.0), _44._m1, vec3(0.0, 0.0, 1.0), _44._m2, 0);
    _176 = payload;
    uint _57 = ((_8 + 2u) * 8u) + 0u;
    Out_1._m0[_57 >> 2u] = _176._m0;
    Out_1._m0[(_57 + 4u) >> 2u] = _176._m1;
    _223 _58 = _223(uintBitsToFloat(TraceParams_1._m0[1u].x), uintBitsToFloat(TraceParams_1._m0[1u].y), uintBitsToFloat(TraceParams_1._m0[1u].z), uintBitsToFloat(TraceParams_1._m0[1u].w));
    _172 _177;
    _177._m0 = 0u;
    _177._m1 = 0u;
    payload = _177;
    traceRayEXT(Scene, 2u, 2u, 1u, 1u, 0u, vec3(_16, _17, -1.0), _58._m1, vec3(0.0, 0.0, 1.0), _58._m2, 0);
    _177 = payload;
    uint _71 = ((_8 + 3u) * 8u) + 0u;
    Out_1._m0[_71 >> 2u] = _177._m0;
    Out_1._m0[(_71 + 4u) >> 2u] = _177._m1;
    _223 _72 = _223(uintBitsToFloat(TraceParams_1._m0[1u].x), uintBitsToFloat(TraceParams_1._m0[1u].y), uintBitsToFloat(TraceParams_1._m0[1u].z), uintBitsToFloat(TraceParams_1._m0[1u].w));
    _172 _178;
    _178._m0 = 0u;
    _178._m1 = 0u;
    payload = _178;
    traceRayEXT(Scene, 4u, 4u, 0u, 2u, 1u, vec3(_16, _17, -1.0), _72._m1, vec3(0.0, 0.0, 1.0), _72._m2, 0);
    _178 = payload;
    uint _85 = ((_8 + 4u) * 8u) + 0u;
    Out_1._m0[_85 >> 2u] = _178._m0;
    Out_1._m0[(_85 + 4u) >> 2u] = _178._m1;
    _223 _86 = _223(uintBitsToFloat(TraceParams_1._m0[1u].x), uintBitsToFloat(TraceParams_1._m0[1u].y), uintBitsToFloat(TraceParams_1._m0[1u].z), uintBitsToFloat(TraceParams_1._m0[1u].w));
    _172 _179;
    _179._m0 = 0u;
    _179._m1 = 0u;
    payload = _179;
    traceRayEXT(Scene, 8u, 8u, 0u, 0u, 1u, vec3(_16, _17, -1.0), _86._m1, vec3(0.0, 0.0, 1.0), _86._m2, 0);
    _179 = payload;
    uint _99 = ((_8 + 5u) * 8u) + 0u;
    Out_1._m0[_99 >> 2u] = _179._m0;
    Out_1._m0[(_99 + 4u) >> 2u] = _179._m1;
    _223 _100 = _223(uintBitsToFloat(TraceParams_1._m0[1u].x), uintBitsToFloat(TraceParams_1._m0[1u].y), uintBitsToFloat(TraceParams_1._m0[1u].z), uintBitsToFloat(TraceParams_1._m0[1u].w));
    _172 _180;
    _180._m0 = 0u;
    _180._m1 = 0u;
    payload = _180;
    traceRayEXT(Scene, 16u, 16u, 2u, 1u, 0u, vec3(_16, _17, -1.0), _100._m1, vec3(0.0, 0.0, 1.0), _100._m2, 0);
    _180 = payload;
    uint _113 = ((_8 + 6u) * 8u) + 0u;
    Out_1._m0[_113 >> 2u] = _180._m0;
    Out_1._m0[(_113 + 4u) >> 2u] = _180._m1;
    _223 _114 = _223(uintBitsToFloat(TraceParams_1._m0[1u].x), uintBitsToFloat(TraceParams_1._m0[1u].y), uintBitsToFloat(TraceParams_1._m0[1u].z), uintBitsToFloat(TraceParams_1._m0[1u].w));
    _172 _181;
    _181._m0 = 0u;
    _181._m1 = 0u;
    payload = _181;
    traceRayEXT(Scene, 32u, 32u, 2u, 1u, 0u, vec3(_16, _17, -1.0), _114._m1, vec3(0.0, 0.0, 1.0), _114._m2, 0);
    _181 = payload;
    uint _127 = ((_8 + 7u) * 8u) + 0u;
    Out_1._m0[_127 >> 2u] = _181._m0;
    Out_1._m0[(_127 + 4u) >> 2u] = _181._m1;
    _223 _128 = _223(uintBitsToFloat(TraceParams_1._m0[1u].x), uintBitsToFloat(TraceParams_1._m0[1u].y), uintBitsToFloat(TraceParams_1._m0[1u].z), uintBitsToFloat(TraceParams_1._m0[1u].w));
    _172 _182;
    _182._m0 = 0u;
    _182._m1 = 0u;
    payload = _182;
    traceRayEXT(Scene, 64u, 64u, 3u, 1u, 0u, vec3(_16, _17, -1.0), _128._m1, vec3(0.0, 0.0, 1.0), _128._m2, 0);
    _182 = payload;
    uint _141 = ((_8 + 8u) * 8u) + 0u;
    Out_1._m0[_141 >> 2u] = _182._m0;
    Out_1._m0[(_141 + 4u) >> 2u] = _182._m1;
    _223 _142 = _223(uintBitsToFloat(TraceParams_1._m0[1u].x), uintBitsToFloat(TraceParams_1._m0[1u].y), uintBitsToFloat(TraceParams_1._m0[1u].z), uintBitsToFloat(TraceParams_1._m0[1u].w));
    _172 _183;
    _183._m0 = 0u;
    _183._m1 = 0u;
    payload = _183;
    traceRayEXT(Scene, 129u, 128u, 3u, 1u, 1u, vec3(_16, _17, -1.0), _142._m1, vec3(0.0, 0.0, 1.0), _142._m2, 0);
    _183 = payload;
    uint _155 = ((_8 + 9u) * 8u) + 0u;
    Out_1._m0[_155 >> 2u] = _183._m0;
    Out_1._m0[(_155 + 4u) >> 2u] = _183._m1;
}

