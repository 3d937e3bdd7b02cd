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

void feedback_mark_regions_33(image2D _156, uvec2 _157, uvec2 _158, uint _159, uint64_t _160)
{
    uvec2 _170 = (_158 - _157) + uvec2(1u);
    uint _171 = _170.x;
    uint _173 = _171 * _170.y;
    for (uint _167 = 0u; _167 < _173; _167++)
    {
        uint64_t _183 = imageAtomicOr(_156, ivec2(uvec2(_157.x + (_167 % _171), _157.y + (_167 / _171))), _160);
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
    float _468 = isnan(0.0) ? _70 : (isnan(_70) ? 0.0 : max(_70, 0.0));
    float _75 = isnan(_74) ? _468 : (isnan(_468) ? _74 : min(_468, _74));
    float _76 = floor(_75);
    float _77 = ceil(_75);
    vec2 _80 = vec2(uvec2(textureSize(T, int(0u))));
    vec2 _82 = dFdx(_10) * _80;
    vec2 _84 = dFdy(_10) * _80;
    float _85 = dot(_82, _82);
    float _86 = dot(_84, _84);
    float _92 = sqrt(isnan(_86) ? _85 : (isnan(_85) ? _86 : max(_85, _86)));
    float _95 = _92 * exp2(-_63);
    float _484 = isnan(1.0) ? _95 : (isnan(_95) ? 1.0 : max(_95, 1.0));
    vec2 _107 = abs(mix(_84, _82, bvec2(_85 >= _86))) / vec2(isnan(1.1754943508222875079687365372222e-38) ? _92 : (isnan(_92) ? 1.1754943508222875079687365372222e-38 : max(_92, 1.1754943508222875079687365372222e-38)));
    vec2 _500 = mix(mix(max(_107, vec2(0.0)), vec2(0.0), isnan(_107)), _107, isnan(vec2(0.0)));
    vec2 _114 = mix(mix(min(_500, vec2(1.0)), vec2(1.0), isnan(_500)), _500, isnan(vec2(1.0))) * (0.5 * (exp2(ceil(log2(isnan(16.0) ? _484 : (isnan(_484) ? 16.0 : min(_484, 16.0))) - 0.0078125)) - 1.0));
    uvec2 _116 = uvec2(imageSize(FB));
    uvec2 _120 = _116 & uvec2(15u);
    uvec2 _121 = _116 - uvec2(1u);
    vec2 _122 = fract(_10);
    uint _124 = uint(_76);
    uvec2 _125 = uvec2(textureSize(T, int(_124)));
    uvec2 _126 = _125 - uvec2(1u);
    vec2 _128 = _122 * vec2(_125);
    vec2 _138 = (_114 * exp2(_75 - _76)) + vec2(0.5);
    vec2 _139 = _128 - _138;
    vec2 _140 = vec2(_126);
    vec2 _511 = mix(mix(max(_139, vec2(0.0)), vec2(0.0), isnan(_139)), _139, isnan(vec2(0.0)));
    vec2 _147 = _128 + _138;
    vec2 _148 = vec2(_126);
    vec2 _522 = mix(mix(max(_147, vec2(0.0)), vec2(0.0), isnan(_147)), _147, isnan(vec2(0.0)));
    feedback_mark_regions_33(FB, min((min(uvec2(floor(mix(mix(min(_511, _140), _140, isnan(_511)), _511, isnan(_140)))), _126) >> _120), _121), min((min(uvec2(floor(mix(mix(min(_522, _148), _148, isnan(_522)), _522, isnan(_148)))), _126) >> _120), _121), 0u, 1ul << uint64_t(_124 * 4u));
    uint _185 = uint(_77);
    uvec2 _186 = uvec2(textureSize(T, int(_185)));
    uvec2 _187 = _186 - uvec2(1u);
    vec2 _189 = _122 * vec2(_186);
    vec2 _196 = (_114 * exp2(_75 - _77)) + vec2(0.5);
    vec2 _197 = _189 - _196;
    vec2 _198 = vec2(_187);
    vec2 _533 = mix(mix(max(_197, vec2(0.0)), vec2(0.0), isnan(_197)), _197, isnan(vec2(0.0)));
    vec2 _205 = _189 + _196;
    vec2 _206 = vec2(_187);
    vec2 _544 = mix(mix(max(_205, vec2(0.0)), vec2(0.0), isnan(_205)), _205, isnan(vec2(0.0)));
    feedback_mark_regions_33(FB, min((min(uvec2(floor(mix(mix(min(_533, _198), _198, isnan(_533)), _533, isnan(_198)))), _187) >> _120), _121), min((min(uvec2(floor(mix(mix(min(_544, _206), _206, isnan(_544)), _544, isnan(_206)))), _187) >> _120), _121), 0u, 1ul << uint64_t(_185 * 4u));
    vec2 _11 = vec2(_7, _8);
    vec2 _218 = textureQueryLod(sampler2D(T, S), _11);
    float _219 = _218.y;
    float _224 = floor((_219 + (-0.5)) * 256.0) / 256.0;
    float _227 = float(uint(textureQueryLevels(T)) - 1u);
    float _555 = isnan(0.0) ? _224 : (isnan(_224) ? 0.0 : max(_224, 0.0));
    float _228 = isnan(_227) ? _555 : (isnan(_555) ? _227 : min(_555, _227));
    float _229 = floor(_228);
    float _230 = ceil(_228);
    vec2 _232 = vec2(uvec2(textureSize(T, int(0u))));
    vec2 _234 = dFdx(_11) * _232;
    vec2 _236 = dFdy(_11) * _232;
    float _237 = dot(_234, _234);
    float _238 = dot(_236, _236);
    float _243 = sqrt(isnan(_238) ? _237 : (isnan(_237) ? _238 : max(_237, _238)));
    float _246 = _243 * exp2(-_219);
    float _571 = isnan(1.0) ? _246 : (isnan(_246) ? 1.0 : max(_246, 1.0));
    vec2 _255 = abs(mix(_236, _234, bvec2(_237 >= _238))) / vec2(isnan(1.1754943508222875079687365372222e-38) ? _243 : (isnan(_243) ? 1.1754943508222875079687365372222e-38 : max(_243, 1.1754943508222875079687365372222e-38)));
    vec2 _587 = mix(mix(max(_255, vec2(0.0)), vec2(0.0), isnan(_255)), _255, isnan(vec2(0.0)));
    vec2 _259 = mix(mix(min(_587, vec2(1.0)), vec2(1.0), isnan(_587)), _587, isnan(vec2(1.0))) * (0.5 * (exp2(ceil(log2(isnan(16.0) ? _571 : (isnan(_571) ? 16.0 : min(_571, 16.0))) - 0.0078125)) - 1.0));
    uvec2 _261 = uvec2(imageSize(FB));
    uvec2 _262 = _261 & uvec2(15u);
    uvec2 _263 = _261 - uvec2(1u);
    vec2 _264 = fract(_11);
    uint _265 = uint(_229);
    uvec2 _266 = uvec2(textureSize(T, int(_265)));
    uvec2 _267 = _266 - uvec2(1u);
    vec2 _269 = _264 * vec2(_266);
    vec2 _276 = (_259 * exp2(_228 - _229)) + vec2(0.5);
    vec2 _277 = _269 - _276;
    vec2 _278 = vec2(_267);
    vec2 _598 = mix(mix(max(_277, vec2(0.0)), vec2(0.0), isnan(_277)), _277, isnan(vec2(0.0)));
    vec2 _285 = _269 + _276;
    vec2 _286 = vec2(_267);
    vec2 _609 = mix(mix(max(_285, vec2(0.0)), vec2(0.0), isnan(_285)), _285, isnan(vec2(0.0)));
    feedback_mark_regions_33(FB, min((min(uvec2(floor(mix(mix(min(_598, _278), _278, isnan(_598)), _598, isnan(_278)))), _267) >> _262), _263), min((min(uvec2(floor(mix(mix(min(_609, _286), _286, isnan(_609)), _609, isnan(_286)))), _267) >> _262), _263), 0u, 1ul << uint64_t(_265 * 4u));
    uint _294 = uint(_230);
    uvec2 _295 = uvec2(textureSize(T, int(_294)));
    uvec2 _296 = _295 - uvec2(1u);
    vec2 _298 = _264 * vec2(_295);
    vec2 _305 = (_259 * exp2(_228 - _230)) + vec2(0.5);
    vec2 _306 = _298 - _305;
    vec2 _307 = vec2(_296);
    vec2 _620 = mix(mix(max(_306, vec2(0.0)), vec2(0.0), isnan(_306)), _306, isnan(vec2(0.0)));
    vec2 _314 = _298 + _305;
    vec2 _315 = vec2(_296);
    vec2 _631 = mix(mix(max(_314, vec2(0.0)), vec2(0.0), isnan(_314)), _314, isnan(vec2(0.0)));
    feedback_mark_regions_33(FB, min((min(uvec2(floor(mix(mix(min(_620, _307), _307, isnan(_620)), _620, isnan(_307)))), _296) >> _262), _263), min((min(uvec2(floor(mix(mix(min(_631, _315), _315, isnan(_631)), _631, isnan(_315)))), _296) >> _262), _263), 0u, 1ul << uint64_t(_294 * 4u));
    vec3 _12 = vec3(_7, _8, _9);
    float _328 = float(uint(textureQueryLevels(TA)) - 1u);
    float _642 = isnan(0.0) ? 2.0 : (isnan(2.0) ? 0.0 : max(2.0, 0.0));
    float _329 = isnan(_328) ? _642 : (isnan(_642) ? _328 : min(_642, _328));
    uvec2 _334 = uvec3(imageSize(FBA)).xy;
    uvec2 _335 = _334 & uvec2(15u);
    uvec2 _336 = _334 - uvec2(1u);
    float _341 = roundEven(_12.z);
    float _342 = float(uvec3(textureSize(TA, int(0u))).z - 1u);
    float _653 = isnan(0.0) ? _341 : (isnan(_341) ? 0.0 : max(_341, 0.0));
    uint _344 = uint(isnan(_342) ? _653 : (isnan(_653) ? _342 : min(_653, _342)));
    vec2 _345 = fract(_12.xy);
    uint _346 = uint(floor(_329));
    uvec2 _348 = uvec3(textureSize(TA, int(_346))).xy;
    uvec2 _349 = _348 - uvec2(1u);
    vec2 _351 = _345 * vec2(_348);
    vec2 _355 = vec2(_349);
    vec2 _664 = mix(mix(max(_351, vec2(0.0)), vec2(0.0), isnan(_351)), _351, isnan(vec2(0.0)));
    uint64_t _366 = imageAtomicOr(FBA, ivec3(uvec3(min((min(uvec2(floor(mix(mix(min(_664, _355), _355, isnan(_664)), _664, isnan(_355)))), _349) >> _335), _336), _344)), 1ul << uint64_t(_346 * 4u));
    uint _367 = uint(ceil(_329));
    uvec2 _369 = uvec3(textureSize(TA, int(_367))).xy;
    uvec2 _370 = _369 - uvec2(1u);
    vec2 _372 = _345 * vec2(_369);
    vec2 _376 = vec2(_370);
    vec2 _675 = mix(mix(max(_372, vec2(0.0)), vec2(0.0), isnan(_372)), _372, isnan(vec2(0.0)));
    uint64_t _387 = imageAtomicOr(FBA, ivec3(uvec3(min((min(uvec2(floor(mix(mix(min(_675, _376), _376, isnan(_675)), _675, isnan(_376)))), _370) >> _335), _336), _344)), 1ul << uint64_t(_367 * 4u));
    precise float _13 = _7 * 0.0009765625;
    vec3 _14 = vec3(_7, _8, _9);
    vec2 _393 = vec2(uvec3(textureSize(TA, int(0u))).xy);
    vec2 _394 = vec2(_13, 0.0) * _393;
    vec2 _395 = vec2(0.0, _13) * _393;
    float _396 = dot(_394, _394);
    float _397 = dot(_395, _395);
    float _400 = 0.5 * log2(isnan(_397) ? _396 : (isnan(_396) ? _397 : max(_396, _397)));
    float _403 = float(uint(textureQueryLevels(TA)) - 1u);
    float _691 = isnan(0.0) ? _400 : (isnan(_400) ? 0.0 : max(_400, 0.0));
    float _404 = isnan(_403) ? _691 : (isnan(_691) ? _403 : min(_691, _403));
    uvec2 _409 = uvec3(imageSize(FBA)).xy;
    uvec2 _410 = _409 & uvec2(15u);
    uvec2 _411 = _409 - uvec2(1u);
    float _416 = roundEven(_14.z);
    float _417 = float(uvec3(textureSize(TA, int(0u))).z - 1u);
    float _702 = isnan(0.0) ? _416 : (isnan(_416) ? 0.0 : max(_416, 0.0));
    uint _419 = uint(isnan(_417) ? _702 : (isnan(_702) ? _417 : min(_702, _417)));
    vec2 _420 = fract(_14.xy);
    uint _421 = uint(floor(_404));
    uvec2 _423 = uvec3(textureSize(TA, int(_421))).xy;
    uvec2 _424 = _423 - uvec2(1u);
    vec2 _426 = _420 * vec2(_423);
    vec2 _430 = vec2(_424);
    vec2 _713 = mix(mix(max(_426, vec2(0.0)), vec2(0.0), isnan(_426)), _426, isnan(vec2(0.0)));
    uint64_t _441 = imageAtomicOr(FBA, ivec3(uvec3(min((min(uvec2(floor(mix(mix(min(_713, _430), _430, isnan(_713)), _713, isnan(_430)))), _424) >> _410), _411), _419)), 1ul << uint64_t(_421 * 4u));
    uint _442 = uint(ceil(_404));
    uvec2 _444 = uvec3(textureSize(TA, int(_442))).xy;
    uvec2 _445 = _444 - uvec2(1u);
    vec2 _447 = _420 * vec2(_444);
    vec2 _451 = vec2(_445);
    vec2 _724 = mix(mix(max(_447, vec2(0.0)), vec2(0.0), isnan(_447)), _447, isnan(vec2(0.0)));
    uint64_t _462 = imageAtomicOr(FBA, ivec3(uvec3(min((min(uvec2(floor(mix(mix(min(_724, _451), _451, isnan(_724)), _724, isnan(_451)))), _445) >> _410), _411), _419)), 1ul << uint64_t(_442 * 4u));
}

