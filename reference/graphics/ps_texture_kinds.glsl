#version 460

struct _164
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

layout(set = 0, binding = 0) uniform texture1D _105;
layout(set = 0, binding = 1) uniform texture1DArray _108;
layout(set = 0, binding = 2) uniform texture2D _111;
layout(set = 0, binding = 3) uniform texture2DArray _114;
layout(set = 0, binding = 4) uniform texture3D _117;
layout(set = 0, binding = 5) uniform textureCube _120;
layout(set = 0, binding = 6) uniform textureCubeArray _123;
layout(set = 0, binding = 100) uniform sampler _126;

layout(location = 1) in vec2 in_TEXCOORD0;
layout(location = 2) in vec3 in_WORLDPOS0;
layout(location = 3) in vec3 in_NORMAL0;
layout(location = 4) flat in uint in_LAYER0;
layout(location = 0) out vec4 out_SV_Target0;

void main()
{
    uint _10 = in_LAYER0;
    float _11 = in_NORMAL0.x;
    float _12 = in_NORMAL0.y;
    float _13 = in_NORMAL0.z;
    float _14 = in_WORLDPOS0.x;
    float _15 = in_WORLDPOS0.y;
    float _16 = in_WORLDPOS0.z;
    float _17 = in_TEXCOORD0.x;
    float _18 = in_TEXCOORD0.y;
    float _20 = inversesqrt(dot(vec3(_11, _12, _13), vec3(_11, _12, _13)));
    float _21 = _20 * _11;
    float _22 = _20 * _12;
    float _23 = _20 * _13;
    vec4 _159 = texture(sampler3D(_117, _126), vec3(_14 * 0.0500000007450580596923828125, _15 * 0.0500000007450580596923828125, _16 * 0.0500000007450580596923828125));
    vec4 _169 = texture(sampler1D(_105, _126), _164(_159.x, _159.y, _159.z, _159.w, 0u)._m0);
    _164 _30 = _164(_169.x, _169.y, _169.z, _169.w, 0u);
    float _34 = float(_10);
    vec4 _178 = texture(sampler1DArray(_108, _126), vec2(_17, _34));
    _164 _36 = _164(_178.x, _178.y, _178.z, _178.w, 0u);
    float _37 = _36._m0;
    float _38 = _36._m1;
    vec4 _187 = texture(sampler2D(_111, _126), vec2(_17, _18));
    _164 _40 = _164(_187.x, _187.y, _187.z, _187.w, 0u);
    float _41 = _40._m0;
    float _42 = _40._m1;
    float _43 = _40._m2;
    vec4 _196 = texture(sampler2DArray(_114, _126), vec3(_17, _18, _34));
    _164 _46 = _164(_196.x, _196.y, _196.z, _196.w, 0u);
    float _50 = _46._m3;
    vec4 _205 = texture(samplerCube(_120, _126), vec3(_21, _22, _23));
    _164 _52 = _164(_205.x, _205.y, _205.z, _205.w, 0u);
    vec4 _215 = texture(samplerCubeArray(_123, _126), vec4(_21, _22, _23, float(_10 & 3u)));
    _164 _59 = _164(_215.x, _215.y, _215.z, _215.w, 0u);
    out_SV_Target0.x = ((_52._m0 * _37) + ((((_46._m0 - _41) * _50) + _41) * _30._m0)) + (_59._m0 * _38);
    out_SV_Target0.y = ((_52._m1 * _37) + ((((_46._m1 - _42) * _50) + _42) * _30._m1)) + (_59._m1 * _38);
    out_SV_Target0.z = ((_52._m2 * _37) + ((((_46._m2 - _43) * _50) + _43) * _30._m2)) + (_59._m2 * _38);
    out_SV_Target0.w = _40._m3;
}

