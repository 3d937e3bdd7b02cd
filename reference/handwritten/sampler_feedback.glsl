#version 460
#if defined(GL_ARB_gpu_shader_int64)
#extension GL_ARB_gpu_shader_int64 : require
#else
#error No extension available for 64-bit integers.
#endif
#extension GL_EXT_samplerless_texture_functions : require

layout(set = 0, binding = 0) uniform texture2D T;
layout(set = 0, binding = 1) uniform texture2DArray TA;
layout(set = 0, binding = 300) uniform readonly writeonly image2D FB;
layout(set = 0, binding = 301) uniform image2DArray FBA;
layout(set = 0, binding = 100) uniform sampler S;

layout(location = 1) in vec3 in_TEXCOORD0;

void feedback_mark_regions_33(image2D _160, uvec2 _161, uvec2 _162, uint _163, uint64_t _164)
{
    uvec2 _174 = (_162 - _161) + uvec2(1u);
    uint _175 = _174.x;
    uint _177 = _175 * _174.y;
    for (uint _171 = 0u; _171 < _177; _171++)
    {
        uint64_t _187 = imageAtomicOr(_160, ivec2(uvec2(_161.x + (_171 % _175), _161.y + (_171 / _175))), _164);
    }
}

void main()
{
    float _7 = in_TEXCOORD0.x;
    float _8 = in_TEXCOORD0.y;
    float _9 = in_TEXCOORD0.z;
    vec2 _10 = vec2(_7, _8);
    vec2 _62 = textureQueryLod(sampler2D(T, S), _10);
    float _63 = _62.y;
    float _68 = floor(_63 * 256.0) / 256.0;
    float _70 = isnan(1.0) ? _68 : (isnan(_68) ? 1.0 : max(_68, 1.0));
    float _74 = float(uint(textureQueryLevels(T)) - 1u);
    float _476 = isnan(0.0) ? _70 : (isnan(_70) ? 0.0 : max(_70, 0.0));
    float _75 = isnan(_74) ? _476 : (isnan(_476) ? _74 : min(_476, _74));
    float _76 = floor(_75);
    float _77 = ceil(_75);
    vec2 _80 = vec2(uvec2(textureSize(T, int(0u))));
    vec2 _82 = dFdx(_10) * _80;
    vec2 _84 = dFdy(_10) * _80;
    float _85 = dot(_82, _82);
    float _86 = dot(_84, _84);
    float _92 = sqrt(isnan(_86) ? _85 : (isnan(_85) ? _86 : max(_85, _86)));
    float _95 = _92 * exp2(-_63);
    float _98 = _92 / sqrt(isnan(_86) ? _85 : (isnan(_85) ? _86 : min(_85, _86)));
    float _100 = isnan(_98) ? 16.0 : (isnan(16.0) ? _98 : min(16.0, _98));
    float _502 = isnan(1.0) ? _95 : (isnan(_95) ? 1.0 : max(_95, 1.0));
    vec2 _111 = abs(mix(_84, _82, bvec2(_85 >= _86))) / vec2(isnan(1.1754943508222875079687365372222e-38) ? _92 : (isnan(_92) ? 1.1754943508222875079687365372222e-38 : max(_92, 1.1754943508222875079687365372222e-38)));
    vec2 _518 = mix(mix(max(_111, vec2(0.0)), vec2(0.0), isnan(_111)), _111, isnan(vec2(0.0)));
    vec2 _118 = mix(mix(min(_518, vec2(1.0)), vec2(1.0), isnan(_518)), _518, isnan(vec2(1.0))) * (0.5 * (exp2(ceil(log2(isnan(_100) ? _502 : (isnan(_502) ? _100 : min(_502, _100))) - 0.0078125)) - 1.0));
    uvec2 _120 = uvec2(imageSize(FB));
    uvec2 _124 = _120 & uvec2(15u);
    uvec2 _125 = _120 - uvec2(1u);
    vec2 _126 = fract(_10);
    uint _128 = uint(_76);
    uvec2 _129 = uvec2(textureSize(T, int(_128)));
    uvec2 _130 = _129 - uvec2(1u);
    vec2 _132 = _126 * vec2(_129);
    vec2 _142 = (_118 * exp2(_75 - _76)) + vec2(0.5);
    vec2 _143 = _132 - _142;
    vec2 _144 = vec2(_130);
    vec2 _529 = mix(mix(max(_143, vec2(0.0)), vec2(0.0), isnan(_143)), _143, isnan(vec2(0.0)));
    vec2 _151 = _132 + _142;
    vec2 _152 = vec2(_130);
    vec2 _540 = mix(mix(max(_151, vec2(0.0)), vec2(0.0), isnan(_151)), _151, isnan(vec2(0.0)));
    feedback_mark_regions_33(FB, min((min(uvec2(floor(mix(mix(min(_529, _144), _144, isnan(_529)), _529, isnan(_144)))), _130) >> _124), _125), min((min(uvec2(floor(mix(mix(min(_540, _152), _152, isnan(_540)), _540, isnan(_152)))), _130) >> _124), _125), 0u, 1ul << uint64_t(_128 * 4u));
    uint _189 = uint(_77);
    uvec2 _190 = uvec2(textureSize(T, int(_189)));
    uvec2 _191 = _190 - uvec2(1u);
    vec2 _193 = _126 * vec2(_190);
    vec2 _200 = (_118 * exp2(_75 - _77)) + vec2(0.5);
    vec2 _201 = _193 - _200;
    vec2 _202 = vec2(_191);
    vec2 _551 = mix(mix(max(_201, vec2(0.0)), vec2(0.0), isnan(_201)), _201, isnan(vec2(0.0)));
    vec2 _209 = _193 + _200;
    vec2 _210 = vec2(_191);
    vec2 _562 = mix(mix(max(_209, vec2(0.0)), vec2(0.0), isnan(_209)), _209, isnan(vec2(0.0)));
    feedback_mark_regions_33(FB, min((min(uvec2(floor(mix(mix(min(_551, _202), _202, isnan(_551)), _551, isnan(_202)))), _191) >> _124), _125), min((min(uvec2(floor(mix(mix(min(_562, _210), _210, isnan(_562)), _562, isnan(_210)))), _191) >> _124), _125), 0u, 1ul << uint64_t(_189 * 4u));
    vec2 _11 = vec2(_7, _8);
    vec2 _222 = textureQueryLod(sampler2D(T, S), _11);
    float _223 = _222.y;
    float _228 = floor((_223 + (-0.5)) * 256.0) / 256.0;
    float _231 = float(uint(textureQueryLevels(T)) - 1u);
    float _573 = isnan(0.0) ? _228 : (isnan(_228) ? 0.0 : max(_228, 0.0));
    float _232 = isnan(_231) ? _573 : (isnan(_573) ? _231 : min(_573, _231));
    float _233 = floor(_232);
    float _234 = ceil(_232);
    vec2 _236 = vec2(uvec2(textureSize(T, int(0u))));
    vec2 _238 = dFdx(_11) * _236;
    vec2 _240 = dFdy(_11) * _236;
    float _241 = dot(_238, _238);
    float _242 = dot(_240, _240);
    float _247 = sqrt(isnan(_242) ? _241 : (isnan(_241) ? _242 : max(_241, _242)));
    float _250 = _247 * exp2(-_223);
    float _253 = _247 / sqrt(isnan(_242) ? _241 : (isnan(_241) ? _242 : min(_241, _242)));
    float _254 = isnan(_253) ? 16.0 : (isnan(16.0) ? _253 : min(16.0, _253));
    float _599 = isnan(1.0) ? _250 : (isnan(_250) ? 1.0 : max(_250, 1.0));
    vec2 _263 = abs(mix(_240, _238, bvec2(_241 >= _242))) / vec2(isnan(1.1754943508222875079687365372222e-38) ? _247 : (isnan(_247) ? 1.1754943508222875079687365372222e-38 : max(_247, 1.1754943508222875079687365372222e-38)));
    vec2 _615 = mix(mix(max(_263, vec2(0.0)), vec2(0.0), isnan(_263)), _263, isnan(vec2(0.0)));
    vec2 _267 = mix(mix(min(_615, vec2(1.0)), vec2(1.0), isnan(_615)), _615, isnan(vec2(1.0))) * (0.5 * (exp2(ceil(log2(isnan(_254) ? _599 : (isnan(_599) ? _254 : min(_599, _254))) - 0.0078125)) - 1.0));
    uvec2 _269 = uvec2(imageSize(FB));
    uvec2 _270 = _269 & uvec2(15u);
    uvec2 _271 = _269 - uvec2(1u);
    vec2 _272 = fract(_11);
    uint _273 = uint(_233);
    uvec2 _274 = uvec2(textureSize(T, int(_273)));
    uvec2 _275 = _274 - uvec2(1u);
    vec2 _277 = _272 * vec2(_274);
    vec2 _284 = (_267 * exp2(_232 - _233)) + vec2(0.5);
    vec2 _285 = _277 - _284;
    vec2 _286 = vec2(_275);
    vec2 _626 = mix(mix(max(_285, vec2(0.0)), vec2(0.0), isnan(_285)), _285, isnan(vec2(0.0)));
    vec2 _293 = _277 + _284;
    vec2 _294 = vec2(_275);
    vec2 _637 = mix(mix(max(_293, vec2(0.0)), vec2(0.0), isnan(_293)), _293, isnan(vec2(0.0)));
    feedback_mark_regions_33(FB, min((min(uvec2(floor(mix(mix(min(_626, _286), _286, isnan(_626)), _626, isnan(_286)))), _275) >> _270), _271), min((min(uvec2(floor(mix(mix(min(_637, _294), _294, isnan(_637)), _637, isnan(_294)))), _275) >> _270), _271), 0u, 1ul << uint64_t(_273 * 4u));
    uint _302 = uint(_234);
    uvec2 _303 = uvec2(textureSize(T, int(_302)));
    uvec2 _304 = _303 - uvec2(1u);
    vec2 _306 = _272 * vec2(_303);
    vec2 _313 = (_267 * exp2(_232 - _234)) + vec2(0.5);
    vec2 _314 = _306 - _313;
    vec2 _315 = vec2(_304);
    vec2 _648 = mix(mix(max(_314, vec2(0.0)), vec2(0.0), isnan(_314)), _314, isnan(vec2(0.0)));
    vec2 _322 = _306 + _313;
    vec2 _323 = vec2(_304);
    vec2 _659 = mix(mix(max(_322, vec2(0.0)), vec2(0.0), isnan(_322)), _322, isnan(vec2(0.0)));
    feedback_mark_regions_33(FB, min((min(uvec2(floor(mix(mix(min(_648, _315), _315, isnan(_648)), _648, isnan(_315)))), _304) >> _270), _271), min((min(uvec2(floor(mix(mix(min(_659, _323), _323, isnan(_659)), _659, isnan(_323)))), _304) >> _270), _271), 0u, 1ul << uint64_t(_302 * 4u));
    vec3 _12 = vec3(_7, _8, _9);
    float _336 = float(uint(textureQueryLevels(TA)) - 1u);
    float _670 = isnan(0.0) ? 2.0 : (isnan(2.0) ? 0.0 : max(2.0, 0.0));
    float _337 = isnan(_336) ? _670 : (isnan(_670) ? _336 : min(_670, _336));
    uvec2 _342 = uvec3(imageSize(FBA)).xy;
    uvec2 _343 = _342 & uvec2(15u);
    uvec2 _344 = _342 - uvec2(1u);
    float _349 = roundEven(_12.z);
    float _350 = float(uvec3(textureSize(TA, int(0u))).z - 1u);
    float _681 = isnan(0.0) ? _349 : (isnan(_349) ? 0.0 : max(_349, 0.0));
    uint _352 = uint(isnan(_350) ? _681 : (isnan(_681) ? _350 : min(_681, _350)));
    vec2 _353 = fract(_12.xy);
    uint _354 = uint(floor(_337));
    uvec2 _356 = uvec3(textureSize(TA, int(_354))).xy;
    uvec2 _357 = _356 - uvec2(1u);
    vec2 _359 = _353 * vec2(_356);
    vec2 _363 = vec2(_357);
    vec2 _692 = mix(mix(max(_359, vec2(0.0)), vec2(0.0), isnan(_359)), _359, isnan(vec2(0.0)));
    uint64_t _374 = imageAtomicOr(FBA, ivec3(uvec3(min((min(uvec2(floor(mix(mix(min(_692, _363), _363, isnan(_692)), _692, isnan(_363)))), _357) >> _343), _344), _352)), 1ul << uint64_t(_354 * 4u));
    uint _375 = uint(ceil(_337));
    uvec2 _377 = uvec3(textureSize(TA, int(_375))).xy;
    uvec2 _378 = _377 - uvec2(1u);
    vec2 _380 = _353 * vec2(_377);
    vec2 _384 = vec2(_378);
    vec2 _703 = mix(mix(max(_380, vec2(0.0)), vec2(0.0), isnan(_380)), _380, isnan(vec2(0.0)));
    uint64_t _395 = imageAtomicOr(FBA, ivec3(uvec3(min((min(uvec2(floor(mix(mix(min(_703, _384), _384, isnan(_703)), _703, isnan(_384)))), _378) >> _343), _344), _352)), 1ul << uint64_t(_375 * 4u));
    precise float _13 = _7 * 0.0009765625;
    vec3 _14 = vec3(_7, _8, _9);
    vec2 _401 = vec2(uvec3(textureSize(TA, int(0u))).xy);
    vec2 _402 = vec2(_13, 0.0) * _401;
    vec2 _403 = vec2(0.0, _13) * _401;
    float _404 = dot(_402, _402);
    float _405 = dot(_403, _403);
    float _408 = 0.5 * log2(isnan(_405) ? _404 : (isnan(_404) ? _405 : max(_404, _405)));
    float _411 = float(uint(textureQueryLevels(TA)) - 1u);
    float _719 = isnan(0.0) ? _408 : (isnan(_408) ? 0.0 : max(_408, 0.0));
    float _412 = isnan(_411) ? _719 : (isnan(_719) ? _411 : min(_719, _411));
    uvec2 _417 = uvec3(imageSize(FBA)).xy;
    uvec2 _418 = _417 & uvec2(15u);
    uvec2 _419 = _417 - uvec2(1u);
    float _424 = roundEven(_14.z);
    float _425 = float(uvec3(textureSize(TA, int(0u))).z - 1u);
    float _730 = isnan(0.0) ? _424 : (isnan(_424) ? 0.0 : max(_424, 0.0));
    uint _427 = uint(isnan(_425) ? _730 : (isnan(_730) ? _425 : min(_730, _425)));
    vec2 _428 = fract(_14.xy);
    uint _429 = uint(floor(_412));
    uvec2 _431 = uvec3(textureSize(TA, int(_429))).xy;
    uvec2 _432 = _431 - uvec2(1u);
    vec2 _434 = _428 * vec2(_431);
    vec2 _438 = vec2(_432);
    vec2 _741 = mix(mix(max(_434, vec2(0.0)), vec2(0.0), isnan(_434)), _434, isnan(vec2(0.0)));
    uint64_t _449 = imageAtomicOr(FBA, ivec3(uvec3(min((min(uvec2(floor(mix(mix(min(_741, _438), _438, isnan(_741)), _741, isnan(_438)))), _432) >> _418), _419), _427)), 1ul << uint64_t(_429 * 4u));
    uint _450 = uint(ceil(_412));
    uvec2 _452 = uvec3(textureSize(TA, int(_450))).xy;
    uvec2 _453 = _452 - uvec2(1u);
    vec2 _455 = _428 * vec2(_452);
    vec2 _459 = vec2(_453);
    vec2 _752 = mix(mix(max(_455, vec2(0.0)), vec2(0.0), isnan(_455)), _455, isnan(vec2(0.0)));
    uint64_t _470 = imageAtomicOr(FBA, ivec3(uvec3(min((min(uvec2(floor(mix(mix(min(_752, _459), _459, isnan(_752)), _752, isnan(_459)))), _453) >> _418), _419), _427)), 1ul << uint64_t(_450 * 4u));
}

