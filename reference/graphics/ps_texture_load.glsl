#version 460
#extension GL_EXT_samplerless_texture_functions : require

struct _180
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

struct _187
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

struct _229
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(set = 0, binding = 200, std140) uniform _139_141
{
    uvec4 _m0[1];
} _141;

layout(set = 0, binding = 0) uniform texture1D _119;
layout(set = 0, binding = 1) uniform texture1DArray _122;
layout(set = 0, binding = 2) uniform texture2D _125;
layout(set = 0, binding = 3) uniform utexture2DArray _129;
layout(set = 0, binding = 4) uniform texture3D _132;
layout(set = 0, binding = 5) uniform samplerBuffer _135;

layout(location = 0) out vec4 out_SV_Target0;

void main()
{
    float _9 = gl_FragCoord.x;
    float _10 = gl_FragCoord.y;
    bool _154 = _9 >= 2147483648.0;
    bool _156 = _9 < (-2147483648.0);
    uint _11 = _154 ? 2147483647u : (_156 ? 2147483648u : uint(int(((_154 || _156) || isnan(_9)) ? 0.0 : _9)));
    bool _166 = _10 >= 2147483648.0;
    bool _167 = _10 < (-2147483648.0);
    uint _12 = _166 ? 2147483647u : (_167 ? 2147483648u : uint(int(((_166 || _167) || isnan(_10)) ? 0.0 : _10)));
    _180 _13 = _180(_141._m0[0u].x, _141._m0[0u].y, _141._m0[0u].z, _141._m0[0u].w);
    uint _14 = _13._m0;
    vec4 _182 = texelFetch(_119, int(_11), int(_14));
    _187 _15 = _187(_182.x, _182.y, _182.z, _182.w, 0u);
    vec4 _191 = texelFetchOffset(_119, int(_11), int(_14), 3);
    _187 _20 = _187(_191.x, _191.y, _191.z, _191.w, 0u);
    uint _29 = _13._m1;
    vec4 _199 = texelFetchOffset(_122, ivec2(uvec2(_11, _29)), int(0u), -2);
    _187 _31 = _187(_199.x, _199.y, _199.z, _199.w, 0u);
    vec4 _205 = texelFetch(_125, ivec2(uvec2(_11, _12)), int(_14));
    _187 _41 = _187(_205.x, _205.y, _205.z, _205.w, 0u);
    vec4 _215 = texelFetchOffset(_125, ivec2(uvec2(_11, _12)), int(_14), ivec2(-1, 1));
    _187 _51 = _187(_215.x, _215.y, _215.z, _215.w, 0u);
    uvec4 _224 = texelFetchOffset(_129, ivec3(uvec3(_11, _12, _29)), int(0u), ivec2(2));
    _229 _61 = _229(_224.x, _224.y, _224.z, _224.w, 0u);
    vec4 _234 = texelFetchOffset(_132, ivec3(uvec3(_11, _12, _29)), int(_14), ivec3(1, 0, -1));
    vec4 _241 = texelFetch(_135, int((_12 << 6u) + _11));
    _187 _80 = _187(_241.x, _241.y, _241.z, _241.w, 0u);
    vec4 _247 = texelFetch(_125, ivec2(uvec2(_11, _12)), int(0u));
    _187 _90 = _187(_247.x, _247.y, _247.z, _247.w, 0u);
    vec4 _253 = texelFetch(_125, ivec2(uvec2(uint(int(_11) >> int(1u)), uint(int(_12) >> int(1u)))), int(1u));
    _187 _102 = _187(_253.x, _253.y, _253.z, _253.w, 0u);
    out_SV_Target0.x = ((((((((_20._m0 + _15._m0) + _31._m0) + _41._m0) + _51._m0) + float(_61._m0)) + _187(_234.x, _234.y, _234.z, _234.w, 0u)._m0) + _80._m0) + _90._m0) + _102._m0;
    out_SV_Target0.y = (((((((_20._m1 + _15._m1) + _31._m1) + _41._m1) + _51._m1) + float(_61._m1)) + _80._m1) + _90._m1) + _102._m1;
    out_SV_Target0.z = (((((((_20._m2 + _15._m2) + _31._m2) + _41._m2) + _51._m2) + float(_61._m2)) + _80._m2) + _90._m2) + _102._m2;
    out_SV_Target0.w = (((((((_20._m3 + _15._m3) + _31._m3) + _41._m3) + _51._m3) + float(_61._m3)) + _80._m3) + _90._m3) + _102._m3;
}

