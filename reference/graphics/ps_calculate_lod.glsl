#version 460

struct _115
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

layout(set = 0, binding = 0) uniform texture2D _48;
layout(set = 0, binding = 1) uniform texture2DArray _51;
layout(set = 0, binding = 2) uniform texture3D _54;
layout(set = 0, binding = 3) uniform textureCube _57;
layout(set = 0, binding = 100) uniform sampler _60;

layout(location = 1) in vec3 in_TEXCOORD0;
layout(location = 2) in vec3 in_TEXCOORD1;
layout(location = 0) out vec4 out_SV_Target0;

void main()
{
    float _7 = in_TEXCOORD1.x;
    float _8 = in_TEXCOORD1.y;
    float _9 = in_TEXCOORD1.z;
    float _10 = in_TEXCOORD0.x;
    float _11 = in_TEXCOORD0.y;
    float _12 = in_TEXCOORD0.z;
    vec2 _86 = textureQueryLod(sampler2D(_48, _60), vec2(_10, _11));
    float _14 = _86.x;
    vec4 _110 = textureLod(sampler2D(_48, _60), vec2(_10, _11), floor(_14));
    _115 _25 = _115(_110.x, _110.y, _110.z, _110.w, 0u);
    out_SV_Target0.x = _25._m0;
    out_SV_Target0.y = _25._m1;
    out_SV_Target0.z = _25._m2;
    out_SV_Target0.w = (((textureQueryLod(sampler2D(_48, _60), vec2(_10, _11)).y - _14) + (textureQueryLod(sampler2DArray(_51, _60), vec2(_10, _11)).x * 0.100000001490116119384765625)) + (textureQueryLod(sampler3D(_54, _60), vec3(_10, _11, _12)).y * 0.00999999977648258209228515625)) + (textureQueryLod(samplerCube(_57, _60), vec3(_7, _8, _9)).x * 0.001000000047497451305389404296875);
}

