#version 460
#if defined(GL_ARB_gpu_shader_int64)
#extension GL_ARB_gpu_shader_int64 : require
#else
#error No extension available for 64-bit integers.
#endif
#extension GL_EXT_samplerless_texture_functions : require

layout(set = 0, binding = 0) uniform texture2D T;
layout(set = 0, binding = 1) uniform texture2DArray TA;
layout(set = 0, binding = 300) uniform image2D FB;
layout(set = 0, binding = 301) uniform image2DArray FBA;
layout(set = 0, binding = 100) uniform sampler S;

layout(location = 1) in vec3 in_TEXCOORD0;

void main()
{
    float _7 = in_TEXCOORD0.x;
    float _8 = in_TEXCOORD0.y;
    float _9 = in_TEXCOORD0.z;
    vec2 _10 = vec2(_7, _8);
    vec2 _62 = textureQueryLod(sampler2D(T, S), _10);
    float _63 = _62.y;
    float _66 = isnan(1.0) ? _63 : (isnan(_63) ? 1.0 : max(_63, 1.0));
    float _70 = float(uint(textureQueryLevels(T)) - 1u);
    float _302 = isnan(0.0) ? _66 : (isnan(_66) ? 0.0 : max(_66, 0.0));
    float _71 = isnan(_70) ? _302 : (isnan(_302) ? _70 : min(_302, _70));
    uint _73 = uint(floor(_71));
    uint _75 = uint(ceil(_71));
    uvec2 _77 = uvec2(imageSize(FB));
    uvec2 _81 = _77 & uvec2(15u);
    uvec2 _82 = _77 - uvec2(1u);
    vec2 _83 = fract(_10);
    uvec2 _85 = uvec2(textureSize(T, int(_73)));
    uint64_t _100 = imageAtomicOr(FB, ivec2(min((min(uvec2(floor(_83 * vec2(_85))), (_85 - uvec2(1u))) >> _81), _82)), 1ul << uint64_t(_73 * 4u));
    uvec2 _101 = uvec2(textureSize(T, int(_75)));
    uint64_t _114 = imageAtomicOr(FB, ivec2(min((min(uvec2(floor(_83 * vec2(_101))), (_101 - uvec2(1u))) >> _81), _82)), 1ul << uint64_t(_75 * 4u));
    vec2 _11 = vec2(_7, _8);
    float _122 = textureQueryLod(sampler2D(T, S), _11).y + (-0.5);
    float _125 = float(uint(textureQueryLevels(T)) - 1u);
    float _313 = isnan(0.0) ? _122 : (isnan(_122) ? 0.0 : max(_122, 0.0));
    float _126 = isnan(_125) ? _313 : (isnan(_313) ? _125 : min(_313, _125));
    uint _128 = uint(floor(_126));
    uint _130 = uint(ceil(_126));
    uvec2 _132 = uvec2(imageSize(FB));
    uvec2 _133 = _132 & uvec2(15u);
    uvec2 _134 = _132 - uvec2(1u);
    vec2 _135 = fract(_11);
    uvec2 _136 = uvec2(textureSize(T, int(_128)));
    uint64_t _149 = imageAtomicOr(FB, ivec2(min((min(uvec2(floor(_135 * vec2(_136))), (_136 - uvec2(1u))) >> _133), _134)), 1ul << uint64_t(_128 * 4u));
    uvec2 _150 = uvec2(textureSize(T, int(_130)));
    uint64_t _163 = imageAtomicOr(FB, ivec2(min((min(uvec2(floor(_135 * vec2(_150))), (_150 - uvec2(1u))) >> _133), _134)), 1ul << uint64_t(_130 * 4u));
    vec3 _12 = vec3(_7, _8, _9);
    float _169 = float(uint(textureQueryLevels(TA)) - 1u);
    float _324 = isnan(0.0) ? 2.0 : (isnan(2.0) ? 0.0 : max(2.0, 0.0));
    float _170 = isnan(_169) ? _324 : (isnan(_324) ? _169 : min(_324, _169));
    uint _172 = uint(floor(_170));
    uint _174 = uint(ceil(_170));
    uvec2 _177 = uvec3(imageSize(FBA)).xy;
    uvec2 _178 = _177 & uvec2(15u);
    uvec2 _179 = _177 - uvec2(1u);
    float _184 = roundEven(_12.z);
    float _185 = float(uvec3(textureSize(TA, int(0u))).z - 1u);
    float _335 = isnan(0.0) ? _184 : (isnan(_184) ? 0.0 : max(_184, 0.0));
    uint _187 = uint(isnan(_185) ? _335 : (isnan(_335) ? _185 : min(_335, _185)));
    vec2 _188 = fract(_12.xy);
    uvec2 _190 = uvec3(textureSize(TA, int(_172))).xy;
    uint64_t _206 = imageAtomicOr(FBA, ivec3(uvec3(min((min(uvec2(floor(_188 * vec2(_190))), (_190 - uvec2(1u))) >> _178), _179), _187)), 1ul << uint64_t(_172 * 4u));
    uvec2 _208 = uvec3(textureSize(TA, int(_174))).xy;
    uint64_t _224 = imageAtomicOr(FBA, ivec3(uvec3(min((min(uvec2(floor(_188 * vec2(_208))), (_208 - uvec2(1u))) >> _178), _179), _187)), 1ul << uint64_t(_174 * 4u));
    precise float _13 = _7 * 0.0009765625;
    vec3 _14 = vec3(_7, _8, _9);
    vec2 _230 = vec2(uvec3(textureSize(TA, int(0u))).xy);
    vec2 _231 = vec2(_13, 0.0) * _230;
    vec2 _232 = vec2(0.0, _13) * _230;
    float _233 = dot(_231, _231);
    float _234 = dot(_232, _232);
    float _238 = 0.5 * log2(isnan(_234) ? _233 : (isnan(_233) ? _234 : max(_233, _234)));
    float _241 = float(uint(textureQueryLevels(TA)) - 1u);
    float _351 = isnan(0.0) ? _238 : (isnan(_238) ? 0.0 : max(_238, 0.0));
    float _242 = isnan(_241) ? _351 : (isnan(_351) ? _241 : min(_351, _241));
    uint _244 = uint(floor(_242));
    uint _246 = uint(ceil(_242));
    uvec2 _249 = uvec3(imageSize(FBA)).xy;
    uvec2 _250 = _249 & uvec2(15u);
    uvec2 _251 = _249 - uvec2(1u);
    float _256 = roundEven(_14.z);
    float _257 = float(uvec3(textureSize(TA, int(0u))).z - 1u);
    float _362 = isnan(0.0) ? _256 : (isnan(_256) ? 0.0 : max(_256, 0.0));
    uint _259 = uint(isnan(_257) ? _362 : (isnan(_362) ? _257 : min(_362, _257)));
    vec2 _260 = fract(_14.xy);
    uvec2 _262 = uvec3(textureSize(TA, int(_244))).xy;
    uint64_t _278 = imageAtomicOr(FBA, ivec3(uvec3(min((min(uvec2(floor(_260 * vec2(_262))), (_262 - uvec2(1u))) >> _250), _251), _259)), 1ul << uint64_t(_244 * 4u));
    uvec2 _280 = uvec3(textureSize(TA, int(_246))).xy;
    uint64_t _296 = imageAtomicOr(FBA, ivec3(uvec3(min((min(uvec2(floor(_260 * vec2(_280))), (_280 - uvec2(1u))) >> _250), _251), _259)), 1ul << uint64_t(_246 * 4u));
}

