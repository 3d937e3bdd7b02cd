#version 460

const float _402[24] = float[](-0.3260000050067901611328125, -0.4059999883174896240234375, -0.839999973773956298828125, -0.07400000095367431640625, -0.69599997997283935546875, 0.4569999873638153076171875, -0.20299999415874481201171875, 0.620999991893768310546875, 0.96200001239776611328125, -0.194999992847442626953125, 0.472999989986419677734375, -0.4799999892711639404296875, 0.518999993801116943359375, 0.767000019550323486328125, 0.185000002384185791015625, -0.89300000667572021484375, 0.507000029087066650390625, 0.064000003039836883544921875, 0.89600002765655517578125, 0.412000000476837158203125, -0.3219999969005584716796875, -0.933000028133392333984375, -0.791999995708465576171875, -0.597999989986419677734375);

struct _442
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
};

struct _504
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

struct _528
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

layout(set = 0, binding = 200, std140) uniform _367_369
{
    uvec4 _m0[19];
} _369;

layout(set = 0, binding = 0) uniform texture2DArray _359;
layout(set = 0, binding = 1) uniform texture2D _362;
layout(set = 0, binding = 100) uniform samplerShadow _373;
layout(set = 0, binding = 101) uniform sampler _374;

layout(location = 1) in vec3 in_WORLDPOS0;
layout(location = 2) in vec3 in_NORMAL0;
layout(location = 3) in vec2 in_TEXCOORD0;
layout(location = 1, component = 3) in float in_VIEWZ0;
layout(location = 0) out vec4 out_SV_Target0;

void main()
{
    float _7 = in_VIEWZ0;
    float _8 = in_TEXCOORD0.x;
    float _9 = in_TEXCOORD0.y;
    float _10 = in_NORMAL0.x;
    float _11 = in_NORMAL0.y;
    float _12 = in_NORMAL0.z;
    float _13 = in_WORLDPOS0.x;
    float _14 = in_WORLDPOS0.y;
    float _15 = in_WORLDPOS0.z;
    float _16 = gl_FragCoord.x;
    float _17 = gl_FragCoord.y;
    _442 _18 = _442(uintBitsToFloat(_369._m0[16u].x), uintBitsToFloat(_369._m0[16u].y), uintBitsToFloat(_369._m0[16u].z), uintBitsToFloat(_369._m0[16u].w));
    uint _29 = (uint(_7 > _18._m1) + uint(_7 > _18._m0)) + uint(_7 > _18._m2);
    uint _30 = _29 << 2u;
    _442 _31 = _442(uintBitsToFloat(_369._m0[_30].x), uintBitsToFloat(_369._m0[_30].y), uintBitsToFloat(_369._m0[_30].z), uintBitsToFloat(_369._m0[_30].w));
    uint _36 = _30 | 1u;
    _442 _37 = _442(uintBitsToFloat(_369._m0[_36].x), uintBitsToFloat(_369._m0[_36].y), uintBitsToFloat(_369._m0[_36].z), uintBitsToFloat(_369._m0[_36].w));
    uint _42 = _36 + 1u;
    _442 _43 = _442(uintBitsToFloat(_369._m0[_42].x), uintBitsToFloat(_369._m0[_42].y), uintBitsToFloat(_369._m0[_42].z), uintBitsToFloat(_369._m0[_42].w));
    uint _48 = _30 | 3u;
    _442 _49 = _442(uintBitsToFloat(_369._m0[_48].x), uintBitsToFloat(_369._m0[_48].y), uintBitsToFloat(_369._m0[_48].z), uintBitsToFloat(_369._m0[_48].w));
    float _69 = ((_43._m3 * _15) + ((_37._m3 * _14) + (_31._m3 * _13))) + _49._m3;
    float _72 = (((_43._m2 * _15) + ((_37._m2 * _14) + (_31._m2 * _13))) + _49._m2) / _69;
    float _75 = (((((_43._m0 * _15) + ((_37._m0 * _14) + (_31._m0 * _13))) + _49._m0) / _69) * 0.5) + 0.5;
    float _76 = 0.5 - (((((_43._m1 * _15) + ((_37._m1 * _14) + (_31._m1 * _13))) + _49._m1) / _69) * 0.5);
    float _77 = dFdxCoarse(_75);
    float _78 = dFdxCoarse(_76);
    float _79 = dFdxCoarse(_72);
    float _80 = dFdyCoarse(_75);
    float _81 = dFdyCoarse(_76);
    float _82 = dFdyCoarse(_72);
    float _85 = (_81 * _77) - (_80 * _78);
    float _98;
    float _99;
    if (abs(_85) > 9.9999999600419720025001879548654e-13)
    {
        _98 = ((_81 * _79) - (_82 * _78)) / _85;
        _99 = ((_82 * _77) - (_80 * _79)) / _85;
    }
    else
    {
        _98 = 0.0;
        _99 = 0.0;
    }
    float _103 = float(_29);
    float _312;
    if (_504(_369._m0[18u].x, _369._m0[18u].y, _369._m0[18u].z, _369._m0[18u].w)._m3 == 0u)
    {
        _442 _149 = _442(uintBitsToFloat(_369._m0[17u].x), uintBitsToFloat(_369._m0[17u].y), uintBitsToFloat(_369._m0[17u].z), uintBitsToFloat(_369._m0[17u].w));
        float _150 = _149._m0;
        float _151 = _149._m1;
        float _152 = _150 * (-2.0);
        float _153 = _151 * (-2.0);
        float _156 = _149._m2;
        float _527 = textureGradOffset(sampler2DArrayShadow(_359, _373), vec4(vec3(_75, _76, _103), (dot(vec2(_152, _153), vec2(_98, _99)) + _72) - _156), vec2(0.0), vec2(0.0), ivec2(-2));
        float _161 = (-0.0) - _150;
        float _163 = _72 - _156;
        float _537 = textureGradOffset(sampler2DArrayShadow(_359, _373), vec4(vec3(_75, _76, _103), _163 + dot(vec2(_161, _153), vec2(_98, _99))), vec2(0.0), vec2(0.0), ivec2(-1, -2));
        float _545 = textureGradOffset(sampler2DArrayShadow(_359, _373), vec4(vec3(_75, _76, _103), _163 + dot(vec2(0.0, _153), vec2(_98, _99))), vec2(0.0), vec2(0.0), ivec2(0, -2));
        float _553 = textureGradOffset(sampler2DArrayShadow(_359, _373), vec4(vec3(_75, _76, _103), _163 + dot(vec2(_150, _153), vec2(_98, _99))), vec2(0.0), vec2(0.0), ivec2(1, -2));
        float _181 = _150 * 2.0;
        float _562 = textureGradOffset(sampler2DArrayShadow(_359, _373), vec4(vec3(_75, _76, _103), _163 + dot(vec2(_181, _153), vec2(_98, _99))), vec2(0.0), vec2(0.0), ivec2(2, -2));
        float _188 = (-0.0) - _151;
        float _569 = textureGradOffset(sampler2DArrayShadow(_359, _373), vec4(vec3(_75, _76, _103), _163 + dot(vec2(_152, _188), vec2(_98, _99))), vec2(0.0), vec2(0.0), ivec2(-2, -1));
        float _576 = textureGradOffset(sampler2DArrayShadow(_359, _373), vec4(vec3(_75, _76, _103), _163 + dot(vec2(_161, _188), vec2(_98, _99))), vec2(0.0), vec2(0.0), ivec2(-1));
        float _583 = textureGradOffset(sampler2DArrayShadow(_359, _373), vec4(vec3(_75, _76, _103), _163 + dot(vec2(0.0, _188), vec2(_98, _99))), vec2(0.0), vec2(0.0), ivec2(0, -1));
        float _590 = textureGradOffset(sampler2DArrayShadow(_359, _373), vec4(vec3(_75, _76, _103), _163 + dot(vec2(_150, _188), vec2(_98, _99))), vec2(0.0), vec2(0.0), ivec2(1, -1));
        float _597 = textureGradOffset(sampler2DArrayShadow(_359, _373), vec4(vec3(_75, _76, _103), _163 + dot(vec2(_181, _188), vec2(_98, _99))), vec2(0.0), vec2(0.0), ivec2(2, -1));
        float _604 = textureGradOffset(sampler2DArrayShadow(_359, _373), vec4(vec3(_75, _76, _103), _163 + dot(vec2(_152, 0.0), vec2(_98, _99))), vec2(0.0), vec2(0.0), ivec2(-2, 0));
        float _611 = textureGradOffset(sampler2DArrayShadow(_359, _373), vec4(vec3(_75, _76, _103), _163 + dot(vec2(_161, 0.0), vec2(_98, _99))), vec2(0.0), vec2(0.0), ivec2(-1, 0));
        float _617 = textureGrad(sampler2DArrayShadow(_359, _373), vec4(vec3(_75, _76, _103), _163 + dot(vec2(0.0), vec2(_98, _99))), vec2(0.0), vec2(0.0));
        float _624 = textureGradOffset(sampler2DArrayShadow(_359, _373), vec4(vec3(_75, _76, _103), _163 + dot(vec2(_150, 0.0), vec2(_98, _99))), vec2(0.0), vec2(0.0), ivec2(1, 0));
        float _631 = textureGradOffset(sampler2DArrayShadow(_359, _373), vec4(vec3(_75, _76, _103), _163 + dot(vec2(_181, 0.0), vec2(_98, _99))), vec2(0.0), vec2(0.0), ivec2(2, 0));
        float _638 = textureGradOffset(sampler2DArrayShadow(_359, _373), vec4(vec3(_75, _76, _103), _163 + dot(vec2(_152, _151), vec2(_98, _99))), vec2(0.0), vec2(0.0), ivec2(-2, 1));
        float _645 = textureGradOffset(sampler2DArrayShadow(_359, _373), vec4(vec3(_75, _76, _103), _163 + dot(vec2(_161, _151), vec2(_98, _99))), vec2(0.0), vec2(0.0), ivec2(-1, 1));
        float _652 = textureGradOffset(sampler2DArrayShadow(_359, _373), vec4(vec3(_75, _76, _103), _163 + dot(vec2(0.0, _151), vec2(_98, _99))), vec2(0.0), vec2(0.0), ivec2(0, 1));
        float _266 = ((((((((((((((((_528(_537, _537, _537, _537, 0u)._m0 + _528(_527, _527, _527, _527, 0u)._m0) + _528(_545, _545, _545, _545, 0u)._m0) + _528(_553, _553, _553, _553, 0u)._m0) + _528(_562, _562, _562, _562, 0u)._m0) + _528(_569, _569, _569, _569, 0u)._m0) + _528(_576, _576, _576, _576, 0u)._m0) + _528(_583, _583, _583, _583, 0u)._m0) + _528(_590, _590, _590, _590, 0u)._m0) + _528(_597, _597, _597, _597, 0u)._m0) + _528(_604, _604, _604, _604, 0u)._m0) + _528(_611, _611, _611, _611, 0u)._m0) + _528(_617, _617, _617, _617, 0u)._m0) + _528(_624, _624, _624, _624, 0u)._m0) + _528(_631, _631, _631, _631, 0u)._m0) + _528(_638, _638, _638, _638, 0u)._m0) + _528(_645, _645, _645, _645, 0u)._m0) + _528(_652, _652, _652, _652, 0u)._m0;
        float _659 = textureGradOffset(sampler2DArrayShadow(_359, _373), vec4(vec3(_75, _76, _103), _163 + dot(vec2(_150, _151), vec2(_98, _99))), vec2(0.0), vec2(0.0), ivec2(1));
        float _666 = textureGradOffset(sampler2DArrayShadow(_359, _373), vec4(vec3(_75, _76, _103), _163 + dot(vec2(_181, _151), vec2(_98, _99))), vec2(0.0), vec2(0.0), ivec2(2, 1));
        float _279 = _151 * 2.0;
        float _673 = textureGradOffset(sampler2DArrayShadow(_359, _373), vec4(vec3(_75, _76, _103), _163 + dot(vec2(_152, _279), vec2(_98, _99))), vec2(0.0), vec2(0.0), ivec2(-2, 2));
        float _680 = textureGradOffset(sampler2DArrayShadow(_359, _373), vec4(vec3(_75, _76, _103), _163 + dot(vec2(_161, _279), vec2(_98, _99))), vec2(0.0), vec2(0.0), ivec2(-1, 2));
        float _687 = textureGradOffset(sampler2DArrayShadow(_359, _373), vec4(vec3(_75, _76, _103), _163 + dot(vec2(0.0, _279), vec2(_98, _99))), vec2(0.0), vec2(0.0), ivec2(0, 2));
        float _694 = textureGradOffset(sampler2DArrayShadow(_359, _373), vec4(vec3(_75, _76, _103), _163 + dot(vec2(_150, _279), vec2(_98, _99))), vec2(0.0), vec2(0.0), ivec2(1, 2));
        float _701 = textureGradOffset(sampler2DArrayShadow(_359, _373), vec4(vec3(_75, _76, _103), _163 + dot(vec2(_181, _279), vec2(_98, _99))), vec2(0.0), vec2(0.0), ivec2(2));
        _312 = (((((((_266 + _528(_659, _659, _659, _659, 0u)._m0) + _528(_666, _666, _666, _666, 0u)._m0) + _528(_673, _673, _673, _673, 0u)._m0) + _528(_680, _680, _680, _680, 0u)._m0) + _528(_687, _687, _687, _687, 0u)._m0) + _528(_694, _694, _694, _694, 0u)._m0) + _528(_701, _701, _701, _701, 0u)._m0) * 0.039999999105930328369140625;
    }
    else
    {
        float _109 = fract(sin(dot(vec2(_16, _17), vec2(12.98980045318603515625, 78.233001708984375))) * 43758.546875) * 6.283185482025146484375;
        float _110 = sin(_109);
        float _111 = cos(_109);
        float _112 = (-0.0) - _110;
        float _114;
        uint _115;
        _114 = 0.0;
        _115 = 0u;
        float _340;
        uint _341;
        float _143;
        for (;;)
        {
            uint _117 = 0u + (_115 * 2u);
            uint _121 = 1u + (_115 * 2u);
            _442 _128 = _442(uintBitsToFloat(_369._m0[17u].x), uintBitsToFloat(_369._m0[17u].y), uintBitsToFloat(_369._m0[17u].z), uintBitsToFloat(_369._m0[17u].w));
            float _133 = _128._m3;
            float _725 = texture(sampler2DArrayShadow(_359, _373), vec4(vec3(((_128._m0 * ((_112 * _402[_121]) + (_402[_117] * _111))) * _133) + _75, ((_128._m1 * ((_111 * _402[_121]) + (_402[_117] * _110))) * _133) + _76, _103), _72 - _128._m2));
            _143 = _528(_725, _725, _725, _725, 0u)._m0 + _114;
            uint _144 = _115 + 1u;
            if (_144 == 12u)
            {
                break;
            }
            else
            {
                _340 = _143;
                _341 = _144;
                _114 = _340;
                _115 = _341;
                continue;
            }
        }
        _312 = _143 * 0.083333335816860198974609375;
    }
    _442 _313 = _442(uintBitsToFloat(_369._m0[18u].x), uintBitsToFloat(_369._m0[18u].y), uintBitsToFloat(_369._m0[18u].z), uintBitsToFloat(_369._m0[18u].w));
    float _321 = inversesqrt(dot(vec3(_10, _11, _12), vec3(_10, _11, _12)));
    float _325 = dot(vec3(_321 * _10, _321 * _11, _321 * _12), vec3((-0.0) - _313._m0, (-0.0) - _313._m1, (-0.0) - _313._m2));
    float _743 = isnan(0.0) ? _325 : (isnan(_325) ? 0.0 : max(_325, 0.0));
    vec4 _748 = texture(sampler2D(_362, _374), vec2(_8, _9));
    _528 _328 = _528(_748.x, _748.y, _748.z, _748.w, 0u);
    float _335 = ((_312 * 0.85000002384185791015625) * (isnan(1.0) ? _743 : (isnan(_743) ? 1.0 : min(_743, 1.0)))) + 0.1500000059604644775390625;
    out_SV_Target0.x = _328._m0 * _335;
    out_SV_Target0.y = _328._m1 * _335;
    out_SV_Target0.z = _328._m2 * _335;
    out_SV_Target0.w = _328._m3;
}

