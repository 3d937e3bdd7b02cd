#version 460

layout(location = 1) in vec2 in_TEXCOORD0;
layout(location = 2) in vec3 in_WORLDPOS0;
layout(location = 0) out vec4 out_SV_Target0;
layout(location = 1) out vec4 out_SV_Target1;

void main()
{
    float _2 = in_WORLDPOS0.x;
    float _3 = in_WORLDPOS0.y;
    float _4 = in_WORLDPOS0.z;
    float _5 = in_TEXCOORD0.x;
    float _6 = in_TEXCOORD0.y;
    float _11 = dFdyFine(_2);
    float _12 = dFdyFine(_3);
    float _13 = dFdyFine(_4);
    float _14 = dFdxFine(_2);
    float _15 = dFdxFine(_3);
    float _16 = dFdxFine(_4);
    float _19 = (_15 * _13) - (_16 * _12);
    float _22 = (_16 * _11) - (_14 * _13);
    float _25 = (_14 * _12) - (_15 * _11);
    float _30 = _5 * 64.0;
    float _39 = abs(fract(_30) + (-0.5)) / (abs(dFdyCoarse(_30)) + abs(dFdxCoarse(_30)));
    float _92 = isnan(0.0) ? _39 : (isnan(_39) ? 0.0 : max(_39, 0.0));
    float _40 = isnan(1.0) ? _92 : (isnan(_92) ? 1.0 : min(_92, 1.0));
    float _45 = inversesqrt(dot(vec3(_19, _22, _25), vec3(_19, _22, _25))) * 0.5;
    out_SV_Target0.x = (_45 * _19) + 0.5;
    out_SV_Target0.y = (_45 * _22) + 0.5;
    out_SV_Target0.z = (_45 * _25) + 0.5;
    out_SV_Target0.w = (_40 * _40) * (3.0 - (_40 * 2.0));
    out_SV_Target1.x = dFdyCoarse(_6) + dFdxCoarse(_5);
    out_SV_Target1.y = dFdxCoarse(_6) - dFdyCoarse(_5);
    out_SV_Target1.z = dFdxCoarse(_4);
    out_SV_Target1.w = dFdyCoarse(_4);
}

