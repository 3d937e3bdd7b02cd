#version 460
#if defined(GL_ARB_gpu_shader_int64)
#extension GL_ARB_gpu_shader_int64 : require
#else
#error No extension available for 64-bit integers.
#endif
#extension GL_EXT_buffer_reference : require
#extension GL_EXT_nonuniform_qualifier : require
layout(local_size_x = 32, local_size_y = 1, local_size_z = 1) in;

struct _338
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

uint _478;

struct _479
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
    uint _m4;
};

layout(buffer_reference) buffer _122;
layout(buffer_reference) buffer _132;
layout(buffer_reference) buffer _147;
layout(buffer_reference) buffer _150;
layout(buffer_reference) buffer _170;
layout(buffer_reference, buffer_reference_align = 4, std430) readonly buffer _122
{
    uint _m0[];
};

layout(buffer_reference, buffer_reference_align = 4, std430) readonly buffer _132
{
    uint _m0[];
};

layout(buffer_reference, buffer_reference_align = 4, std430) buffer _147
{
    uint _m0[];
};

layout(buffer_reference, buffer_reference_align = 4, std430) buffer _150
{
    uint _m0[];
};

layout(buffer_reference, buffer_reference_align = 16, std430) readonly buffer _170
{
    uvec4 _m0[4096];
};

layout(set = 3, binding = 0, std140) uniform RootParameters
{
    uvec4 _m0[16];
} root;

layout(set = 0, binding = 4, std430) readonly buffer _140_144
{
    uint _m0[];
} _144[];

layout(set = 0, binding = 4, std430) buffer _158_162
{
    uint _m0[];
} _162[];

layout(set = 0, binding = 5, std140) uniform _174_178
{
    uvec4 _m0[4096];
} _178[];

layout(set = 0, binding = 2) uniform usamplerBuffer _138[];
layout(set = 0, binding = 3) uniform writeonly uimageBuffer _156[];

void main()
{
    _150 _223 = _150(packUint2x32(uvec2(root._m0[8u >> 2u][8u & 3u], root._m0[9u >> 2u][9u & 3u])));
    _147 _236 = _147(packUint2x32(uvec2(root._m0[6u >> 2u][6u & 3u], root._m0[7u >> 2u][7u & 3u])));
    uint _248 = root._m0[56u >> 2u][56u & 3u] + 2u;
    uint _284 = root._m0[56u >> 2u][56u & 3u] + 0u;
    _170 _296 = _170(packUint2x32(uvec2(root._m0[0u >> 2u][0u & 3u], root._m0[1u >> 2u][1u & 3u])));
    uint _16 = gl_GlobalInvocationID.x;
    uint _302 = (_16 & 7u) << 2u;
    uint _307 = min(_302, 31u) + 10u;
    uint _314 = min((_302 + 1u), 31u) + 10u;
    uint _321 = min((_302 + 2u), 31u) + 10u;
    uint _328 = min((_302 + 3u), 31u) + 10u;
    uvec4 _333 = uvec4(root._m0[_307 >> 2u][_307 & 3u], root._m0[_314 >> 2u][_314 & 3u], root._m0[_321 >> 2u][_321 & 3u], root._m0[_328 >> 2u][_328 & 3u]);
    _338 _18 = _338(_333.x, _333.y, _333.z, _333.w);
    uint _23 = _16 & 1u;
    uint _38;
    uint _39;
    uint _40;
    uint _41;
    if (_23 == 0u)
    {
        uint _340 = 0u << 2u;
        uint _344 = min(_340, 13u) + 42u;
        uint _351 = min((_340 + 1u), 13u) + 42u;
        uint _358 = min((_340 + 2u), 13u) + 42u;
        uint _365 = min((_340 + 3u), 13u) + 42u;
        uvec4 _370 = uvec4(root._m0[_344 >> 2u][_344 & 3u], root._m0[_351 >> 2u][_351 & 3u], root._m0[_358 >> 2u][_358 & 3u], root._m0[_365 >> 2u][_365 & 3u]);
        _338 _32 = _338(_370.x, _370.y, _370.z, _370.w);
        _38 = _32._m0;
        _39 = _32._m1;
        _40 = _32._m2;
        _41 = _32._m3;
    }
    else
    {
        uint _375 = 1u << 2u;
        uint _377 = min(_375, 13u) + 42u;
        uint _384 = min((_375 + 1u), 13u) + 42u;
        uint _391 = min((_375 + 2u), 13u) + 42u;
        uint _398 = min((_375 + 3u), 13u) + 42u;
        uvec4 _403 = uvec4(root._m0[_377 >> 2u][_377 & 3u], root._m0[_384 >> 2u][_384 & 3u], root._m0[_391 >> 2u][_391 & 3u], root._m0[_398 >> 2u][_398 & 3u]);
        _338 _26 = _338(_403.x, _403.y, _403.z, _403.w);
        _38 = _26._m0;
        _39 = _26._m1;
        _40 = _26._m2;
        _41 = _26._m3;
    }
    uint _408 = 2u << 2u;
    uint _410 = min(_408, 13u) + 42u;
    uint _417 = min((_408 + 1u), 13u) + 42u;
    uint _424 = min((_408 + 2u), 13u) + 42u;
    uint _431 = min((_408 + 3u), 13u) + 42u;
    uvec4 _436 = uvec4(root._m0[_410 >> 2u][_410 & 3u], root._m0[_417 >> 2u][_417 & 3u], root._m0[_424 >> 2u][_424 & 3u], root._m0[_431 >> 2u][_431 & 3u]);
    _338 _43 = _338(_436.x, _436.y, _436.z, _436.w);
    uint _188[4];
    _188[0u] = _43._m0;
    _188[1u] = _43._m1;
    _188[2u] = _43._m2;
    _188[3u] = _43._m3;
    uint _53 = _188[_16 & 3u];
    uint _442 = 3u << 2u;
    uint _444 = min(_442, 13u) + 42u;
    uint _451 = min((_442 + 1u), 13u) + 42u;
    uint _458 = min((_442 + 2u), 13u) + 42u;
    uint _465 = min((_442 + 3u), 13u) + 42u;
    uvec4 _470 = uvec4(root._m0[_444 >> 2u][_444 & 3u], root._m0[_451 >> 2u][_451 & 3u], root._m0[_458 >> 2u][_458 & 3u], root._m0[_465 >> 2u][_465 & 3u]);
    _338 _54 = _338(_470.x, _470.y, _470.z, _470.w);
    uint _184[2];
    _184[0u] = _54._m0;
    _184[1u] = _54._m1;
    uint _60 = _184[_23];
    uint _65 = _479(_122(packUint2x32(uvec2(root._m0[2u >> 2u][2u & 3u], root._m0[3u >> 2u][3u & 3u])))._m0[((_16 * 4u) + 0u) >> 2u], _478, _478, _478, 0u)._m0;
    uint _66 = _16 << 2u;
    uint _68 = _479(_132(packUint2x32(uvec2(root._m0[4u >> 2u][4u & 3u], root._m0[5u >> 2u][5u & 3u])))._m0[_66 >> 2u], _478, _478, _478, 0u)._m0;
    uvec4 _484 = texelFetch(_138[root._m0[56u >> 2u][56u & 3u] + 1u], int(_16));
    uint _70 = _479(_484.x, _484.y, _484.z, _484.w, 0u)._m0;
    uint _72 = (_16 * 8u) + 0u;
    uint _491 = _144[_248]._m0[_72 >> 2u];
    uint _495 = _144[_248]._m0[(_72 + 4u) >> 2u];
    _479 _73 = _479(_491, _495, _478, _478, 0u);
    uint _498 = _144[root._m0[57u >> 2u][57u & 3u] + 0u]._m0[_66 >> 2u];
    uint _77 = _479(_498, _478, _478, _478, 0u)._m0;
    uint _79 = _39 + _18._m1;
    uint _80 = _40 + _18._m2;
    uint _81 = _41 + _18._m3;
    uint _87 = (_16 * 16u) + 0u;
    _236._m0[_87 >> 2u] = (_38 + _18._m0) + _65;
    _236._m0[(_87 + 4u) >> 2u] = _79 + _68;
    _236._m0[(_87 + 8u) >> 2u] = _80 + _70;
    _236._m0[(_87 + 12u) >> 2u] = _81 + _77;
    _338 _88 = _338(_296._m0[0u].x, _296._m0[0u].y, _296._m0[0u].z, _296._m0[0u].w);
    _338 _93 = _338(_178[_284]._m0[0u].x, _178[_284]._m0[0u].y, _178[_284]._m0[0u].z, _178[_284]._m0[0u].w);
    uint _98 = _16 << 3u;
    _223._m0[_98 >> 2u] = (_88._m0 + _73._m0) + _93._m2;
    _223._m0[(_98 + 4u) >> 2u] = (_88._m1 + _73._m1) + _93._m3;
    uint _528 = 0u << 2u;
    uint _531 = min(_528, 3u) + 60u;
    uint _538 = min((_528 + 1u), 3u) + 60u;
    uint _545 = min((_528 + 2u), 3u) + 60u;
    uint _552 = min((_528 + 3u), 3u) + 60u;
    uvec4 _557 = uvec4(root._m0[_531 >> 2u][_531 & 3u], root._m0[_538 >> 2u][_538 & 3u], root._m0[_545 >> 2u][_545 & 3u], root._m0[_552 >> 2u][_552 & 3u]);
    _338 _99 = _338(_557.x, _557.y, _557.z, _557.w);
    imageStore(_156[root._m0[56u >> 2u][56u & 3u] + 3u], int(_16), uvec4((_99._m0 * (_60 + _53)) + _99._m1));
    uint _564 = 0u << 2u;
    uint _566 = min(_564, 3u) + 60u;
    uint _573 = min((_564 + 1u), 3u) + 60u;
    uint _580 = min((_564 + 2u), 3u) + 60u;
    uint _587 = min((_564 + 3u), 3u) + 60u;
    uvec4 _592 = uvec4(root._m0[_566 >> 2u][_566 & 3u], root._m0[_573 >> 2u][_573 & 3u], root._m0[_580 >> 2u][_580 & 3u], root._m0[_587 >> 2u][_587 & 3u]);
    _338 _107 = _338(_592.x, _592.y, _592.z, _592.w);
    _162[root._m0[58u >> 2u][58u & 3u] + 0u]._m0[((_16 * 4u) + 0u) >> 2u] = (((_107._m2 + (((_68 ^ _65) ^ _70) ^ _77)) + _107._m3) + _338(_296._m0[0u].x, _296._m0[0u].y, _296._m0[0u].z, _296._m0[0u].w)._m2) + _338(_178[_284]._m0[0u].x, _178[_284]._m0[0u].y, _178[_284]._m0[0u].z, _178[_284]._m0[0u].w)._m0;
}

