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

void feedback_mark_regions_33(image2D _180, uvec2 _181, uvec2 _182, uint _183, uint64_t _184)
{
    uvec2 _194 = (_182 - _181) + uvec2(1u);
    uint _195 = _194.x;
    uint _197 = _195 * _194.y;
    for (uint _191 = 0u; _191 < _197; _191++)
    {
        uint64_t _207 = imageAtomicOr(_180, ivec2(uvec2(_181.x + (_191 % _195), _181.y + (_191 / _195))), _184);
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
    vec2 _65 = vec2(uvec2(textureSize(T, int(0u))));
    vec2 _67 = dFdx(_10) * _65;
    vec2 _69 = dFdy(_10) * _65;
    float _70 = dot(_67, _67);
    float _71 = dot(_69, _69);
    float _78 = 0.5 * log2(isnan(_71) ? _70 : (isnan(_70) ? _71 : max(_70, _71)));
    float _81 = 0.5 * log2(isnan(_71) ? _70 : (isnan(_70) ? _71 : min(_70, _71)));
    float _90 = (abs(_63 - _78) <= 0.005859375) ? _78 : ((abs(_63 - _81) <= 0.005859375) ? _81 : uintBitsToFloat(0x7fc00000u /* nan */));
    bool _91 = isnan(_90);
    float _100 = floor(((_91 ? _63 : _90) * 256.0) + (_91 ? 0.0 : 0.0078125)) / 256.0;
    float _102 = isnan(1.0) ? _100 : (isnan(_100) ? 1.0 : max(_100, 1.0));
    float _105 = float(uint(textureQueryLevels(T)) - 1u);
    float _524 = isnan(0.0) ? _102 : (isnan(_102) ? 0.0 : max(_102, 0.0));
    float _106 = isnan(_105) ? _524 : (isnan(_524) ? _105 : min(_524, _105));
    float _107 = floor(_106);
    float _108 = ceil(_106);
    float _114 = sqrt(isnan(_71) ? _70 : (isnan(_70) ? _71 : max(_70, _71)));
    float _117 = _114 * exp2(-_63);
    float _120 = _114 / sqrt(isnan(_71) ? _70 : (isnan(_70) ? _71 : min(_70, _71)));
    float _122 = isnan(_120) ? 16.0 : (isnan(16.0) ? _120 : min(16.0, _120));
    float _550 = isnan(1.0) ? _117 : (isnan(_117) ? 1.0 : max(_117, 1.0));
    vec2 _132 = abs(mix(_69, _67, bvec2(_70 >= _71))) / vec2(isnan(1.1754943508222875079687365372222e-38) ? _114 : (isnan(_114) ? 1.1754943508222875079687365372222e-38 : max(_114, 1.1754943508222875079687365372222e-38)));
    vec2 _566 = mix(mix(max(_132, vec2(0.0)), vec2(0.0), isnan(_132)), _132, isnan(vec2(0.0)));
    vec2 _138 = mix(mix(min(_566, vec2(1.0)), vec2(1.0), isnan(_566)), _566, isnan(vec2(1.0))) * (0.5 * (exp2(ceil(log2(isnan(_122) ? _550 : (isnan(_550) ? _122 : min(_550, _122))) - 0.0078125)) - 1.0));
    uvec2 _140 = uvec2(imageSize(FB));
    uvec2 _144 = _140 & uvec2(15u);
    uvec2 _145 = _140 - uvec2(1u);
    vec2 _146 = fract(_10);
    uint _148 = uint(_107);
    uvec2 _149 = uvec2(textureSize(T, int(_148)));
    uvec2 _150 = _149 - uvec2(1u);
    vec2 _152 = _146 * vec2(_149);
    vec2 _162 = (_138 * exp2(_106 - _107)) + vec2(0.5);
    vec2 _163 = _152 - _162;
    vec2 _164 = vec2(_150);
    vec2 _577 = mix(mix(max(_163, vec2(0.0)), vec2(0.0), isnan(_163)), _163, isnan(vec2(0.0)));
    vec2 _171 = _152 + _162;
    vec2 _172 = vec2(_150);
    vec2 _588 = mix(mix(max(_171, vec2(0.0)), vec2(0.0), isnan(_171)), _171, isnan(vec2(0.0)));
    feedback_mark_regions_33(FB, min((min(uvec2(floor(mix(mix(min(_577, _164), _164, isnan(_577)), _577, isnan(_164)))), _150) >> _144), _145), min((min(uvec2(floor(mix(mix(min(_588, _172), _172, isnan(_588)), _588, isnan(_172)))), _150) >> _144), _145), 0u, 1ul << uint64_t(_148 * 4u));
    uint _209 = uint(_108);
    uvec2 _210 = uvec2(textureSize(T, int(_209)));
    uvec2 _211 = _210 - uvec2(1u);
    vec2 _213 = _146 * vec2(_210);
    vec2 _220 = (_138 * exp2(_106 - _108)) + vec2(0.5);
    vec2 _221 = _213 - _220;
    vec2 _222 = vec2(_211);
    vec2 _599 = mix(mix(max(_221, vec2(0.0)), vec2(0.0), isnan(_221)), _221, isnan(vec2(0.0)));
    vec2 _229 = _213 + _220;
    vec2 _230 = vec2(_211);
    vec2 _610 = mix(mix(max(_229, vec2(0.0)), vec2(0.0), isnan(_229)), _229, isnan(vec2(0.0)));
    feedback_mark_regions_33(FB, min((min(uvec2(floor(mix(mix(min(_599, _222), _222, isnan(_599)), _599, isnan(_222)))), _211) >> _144), _145), min((min(uvec2(floor(mix(mix(min(_610, _230), _230, isnan(_610)), _610, isnan(_230)))), _211) >> _144), _145), 0u, 1ul << uint64_t(_209 * 4u));
    vec2 _11 = vec2(_7, _8);
    vec2 _242 = textureQueryLod(sampler2D(T, S), _11);
    float _243 = _242.y;
    vec2 _245 = vec2(uvec2(textureSize(T, int(0u))));
    vec2 _247 = dFdx(_11) * _245;
    vec2 _249 = dFdy(_11) * _245;
    float _250 = dot(_247, _247);
    float _251 = dot(_249, _249);
    float _254 = 0.5 * log2(isnan(_251) ? _250 : (isnan(_250) ? _251 : max(_250, _251)));
    float _257 = 0.5 * log2(isnan(_251) ? _250 : (isnan(_250) ? _251 : min(_250, _251)));
    float _265 = (abs(_243 - _254) <= 0.005859375) ? _254 : ((abs(_243 - _257) <= 0.005859375) ? _257 : uintBitsToFloat(0x7fc00000u /* nan */));
    bool _266 = isnan(_265);
    float _274 = floor((((_266 ? _243 : _265) + (-0.5)) * 256.0) + (_266 ? 0.0 : 0.0078125)) / 256.0;
    float _277 = float(uint(textureQueryLevels(T)) - 1u);
    float _631 = isnan(0.0) ? _274 : (isnan(_274) ? 0.0 : max(_274, 0.0));
    float _278 = isnan(_277) ? _631 : (isnan(_631) ? _277 : min(_631, _277));
    float _279 = floor(_278);
    float _280 = ceil(_278);
    float _285 = sqrt(isnan(_251) ? _250 : (isnan(_250) ? _251 : max(_250, _251)));
    float _288 = _285 * exp2(-_243);
    float _291 = _285 / sqrt(isnan(_251) ? _250 : (isnan(_250) ? _251 : min(_250, _251)));
    float _292 = isnan(_291) ? 16.0 : (isnan(16.0) ? _291 : min(16.0, _291));
    float _657 = isnan(1.0) ? _288 : (isnan(_288) ? 1.0 : max(_288, 1.0));
    vec2 _301 = abs(mix(_249, _247, bvec2(_250 >= _251))) / vec2(isnan(1.1754943508222875079687365372222e-38) ? _285 : (isnan(_285) ? 1.1754943508222875079687365372222e-38 : max(_285, 1.1754943508222875079687365372222e-38)));
    vec2 _673 = mix(mix(max(_301, vec2(0.0)), vec2(0.0), isnan(_301)), _301, isnan(vec2(0.0)));
    vec2 _305 = mix(mix(min(_673, vec2(1.0)), vec2(1.0), isnan(_673)), _673, isnan(vec2(1.0))) * (0.5 * (exp2(ceil(log2(isnan(_292) ? _657 : (isnan(_657) ? _292 : min(_657, _292))) - 0.0078125)) - 1.0));
    uvec2 _307 = uvec2(imageSize(FB));
    uvec2 _308 = _307 & uvec2(15u);
    uvec2 _309 = _307 - uvec2(1u);
    vec2 _310 = fract(_11);
    uint _311 = uint(_279);
    uvec2 _312 = uvec2(textureSize(T, int(_311)));
    uvec2 _313 = _312 - uvec2(1u);
    vec2 _315 = _310 * vec2(_312);
    vec2 _322 = (_305 * exp2(_278 - _279)) + vec2(0.5);
    vec2 _323 = _315 - _322;
    vec2 _324 = vec2(_313);
    vec2 _684 = mix(mix(max(_323, vec2(0.0)), vec2(0.0), isnan(_323)), _323, isnan(vec2(0.0)));
    vec2 _331 = _315 + _322;
    vec2 _332 = vec2(_313);
    vec2 _695 = mix(mix(max(_331, vec2(0.0)), vec2(0.0), isnan(_331)), _331, isnan(vec2(0.0)));
    feedback_mark_regions_33(FB, min((min(uvec2(floor(mix(mix(min(_684, _324), _324, isnan(_684)), _684, isnan(_324)))), _313) >> _308), _309), min((min(uvec2(floor(mix(mix(min(_695, _332), _332, isnan(_695)), _695, isnan(_332)))), _313) >> _308), _309), 0u, 1ul << uint64_t(_311 * 4u));
    uint _340 = uint(_280);
    uvec2 _341 = uvec2(textureSize(T, int(_340)));
    uvec2 _342 = _341 - uvec2(1u);
    vec2 _344 = _310 * vec2(_341);
    vec2 _351 = (_305 * exp2(_278 - _280)) + vec2(0.5);
    vec2 _352 = _344 - _351;
    vec2 _353 = vec2(_342);
    vec2 _706 = mix(mix(max(_352, vec2(0.0)), vec2(0.0), isnan(_352)), _352, isnan(vec2(0.0)));
    vec2 _360 = _344 + _351;
    vec2 _361 = vec2(_342);
    vec2 _717 = mix(mix(max(_360, vec2(0.0)), vec2(0.0), isnan(_360)), _360, isnan(vec2(0.0)));
    feedback_mark_regions_33(FB, min((min(uvec2(floor(mix(mix(min(_706, _353), _353, isnan(_706)), _706, isnan(_353)))), _342) >> _308), _309), min((min(uvec2(floor(mix(mix(min(_717, _361), _361, isnan(_717)), _717, isnan(_361)))), _342) >> _308), _309), 0u, 1ul << uint64_t(_340 * 4u));
    vec3 _12 = vec3(_7, _8, _9);
    float _374 = float(uint(textureQueryLevels(TA)) - 1u);
    float _728 = isnan(0.0) ? 2.0 : (isnan(2.0) ? 0.0 : max(2.0, 0.0));
    float _375 = isnan(_374) ? _728 : (isnan(_728) ? _374 : min(_728, _374));
    uvec2 _380 = uvec3(imageSize(FBA)).xy;
    uvec2 _381 = _380 & uvec2(15u);
    uvec2 _382 = _380 - uvec2(1u);
    float _387 = roundEven(_12.z);
    float _388 = float(uvec3(textureSize(TA, int(0u))).z - 1u);
    float _739 = isnan(0.0) ? _387 : (isnan(_387) ? 0.0 : max(_387, 0.0));
    uint _390 = uint(isnan(_388) ? _739 : (isnan(_739) ? _388 : min(_739, _388)));
    vec2 _391 = fract(_12.xy);
    uint _392 = uint(floor(_375));
    uvec2 _394 = uvec3(textureSize(TA, int(_392))).xy;
    uvec2 _395 = _394 - uvec2(1u);
    vec2 _397 = _391 * vec2(_394);
    vec2 _401 = vec2(_395);
    vec2 _750 = mix(mix(max(_397, vec2(0.0)), vec2(0.0), isnan(_397)), _397, isnan(vec2(0.0)));
    uint64_t _412 = imageAtomicOr(FBA, ivec3(uvec3(min((min(uvec2(floor(mix(mix(min(_750, _401), _401, isnan(_750)), _750, isnan(_401)))), _395) >> _381), _382), _390)), 1ul << uint64_t(_392 * 4u));
    uint _413 = uint(ceil(_375));
    uvec2 _415 = uvec3(textureSize(TA, int(_413))).xy;
    uvec2 _416 = _415 - uvec2(1u);
    vec2 _418 = _391 * vec2(_415);
    vec2 _422 = vec2(_416);
    vec2 _761 = mix(mix(max(_418, vec2(0.0)), vec2(0.0), isnan(_418)), _418, isnan(vec2(0.0)));
    uint64_t _433 = imageAtomicOr(FBA, ivec3(uvec3(min((min(uvec2(floor(mix(mix(min(_761, _422), _422, isnan(_761)), _761, isnan(_422)))), _416) >> _381), _382), _390)), 1ul << uint64_t(_413 * 4u));
    precise float _13 = _7 * 0.0009765625;
    vec3 _14 = vec3(_7, _8, _9);
    vec2 _439 = vec2(uvec3(textureSize(TA, int(0u))).xy);
    vec2 _440 = vec2(_13, 0.0) * _439;
    vec2 _441 = vec2(0.0, _13) * _439;
    float _442 = dot(_440, _440);
    float _443 = dot(_441, _441);
    float _446 = 0.5 * log2(isnan(_443) ? _442 : (isnan(_442) ? _443 : max(_442, _443)));
    float _449 = float(uint(textureQueryLevels(TA)) - 1u);
    float _777 = isnan(0.0) ? _446 : (isnan(_446) ? 0.0 : max(_446, 0.0));
    float _450 = isnan(_449) ? _777 : (isnan(_777) ? _449 : min(_777, _449));
    uvec2 _455 = uvec3(imageSize(FBA)).xy;
    uvec2 _456 = _455 & uvec2(15u);
    uvec2 _457 = _455 - uvec2(1u);
    float _462 = roundEven(_14.z);
    float _463 = float(uvec3(textureSize(TA, int(0u))).z - 1u);
    float _788 = isnan(0.0) ? _462 : (isnan(_462) ? 0.0 : max(_462, 0.0));
    uint _465 = uint(isnan(_463) ? _788 : (isnan(_788) ? _463 : min(_788, _463)));
    vec2 _466 = fract(_14.xy);
    uint _467 = uint(floor(_450));
    uvec2 _469 = uvec3(textureSize(TA, int(_467))).xy;
    uvec2 _470 = _469 - uvec2(1u);
    vec2 _472 = _466 * vec2(_469);
    vec2 _476 = vec2(_470);
    vec2 _799 = mix(mix(max(_472, vec2(0.0)), vec2(0.0), isnan(_472)), _472, isnan(vec2(0.0)));
    uint64_t _487 = imageAtomicOr(FBA, ivec3(uvec3(min((min(uvec2(floor(mix(mix(min(_799, _476), _476, isnan(_799)), _799, isnan(_476)))), _470) >> _456), _457), _465)), 1ul << uint64_t(_467 * 4u));
    uint _488 = uint(ceil(_450));
    uvec2 _490 = uvec3(textureSize(TA, int(_488))).xy;
    uvec2 _491 = _490 - uvec2(1u);
    vec2 _493 = _466 * vec2(_490);
    vec2 _497 = vec2(_491);
    vec2 _810 = mix(mix(max(_493, vec2(0.0)), vec2(0.0), isnan(_493)), _493, isnan(vec2(0.0)));
    uint64_t _508 = imageAtomicOr(FBA, ivec3(uvec3(min((min(uvec2(floor(mix(mix(min(_810, _497), _497, isnan(_810)), _810, isnan(_497)))), _491) >> _456), _457), _465)), 1ul << uint64_t(_488 * 4u));
}

