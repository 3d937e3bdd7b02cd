#version 460
#extension GL_EXT_ray_tracing : require

struct _138
{
    vec3 _m0;
    vec3 _m1;
    vec3 _m2;
    vec3 _m3;
    uint _m4;
    uint _m5;
};

struct _161
{
    uint _m0;
    uint _m1;
    uint _m2;
    uint _m3;
};

struct _202
{
    float _m0;
    float _m1;
    float _m2;
    float _m3;
    uint _m4;
};

layout(set = 0, binding = 200, std140) uniform Frame
{
    uvec4 _m0[2];
} Frame_1;

layout(set = 0, binding = 0) uniform accelerationStructureEXT Scene;
layout(set = 0, binding = 300, r32f) uniform image2D Output;
layout(location = 0) rayPayloadEXT _138 payload;

uint _163(uint _164)
{
    uint _109 = (_164 * 747796405u) + 2891336453u;
    uint _115 = ((_109 >> ((((_109 >> 28u) + 4u) & 31u) & 31u)) ^ _109) * 277803737u;
    return (_115 >> 22u) ^ _115;
}

float _165(uint _166)
{
    return float(_166 >> 8u) * 5.9604644775390625e-08;
}

void main()
{
    _161 _7 = _161(Frame_1._m0[0u].x, Frame_1._m0[0u].y, Frame_1._m0[0u].z, Frame_1._m0[0u].w);
    uint _8 = _7._m3;
    uint _14 = _163(_163(((gl_LaunchSizeEXT.x * gl_LaunchIDEXT.y) + gl_LaunchIDEXT.x) + (_8 * 2654435769u)));
    uint _15 = _163(_14);
    float _28 = (((float(gl_LaunchIDEXT.x) + _165(_14)) / float(gl_LaunchSizeEXT.x)) * 2.0) + (-1.0);
    float _29 = 1.0 - (((float(gl_LaunchIDEXT.y) + _165(_15)) / float(gl_LaunchSizeEXT.y)) * 2.0);
    float _31 = inversesqrt(dot(vec3(_28, _29, 1.0), vec3(_28, _29, 1.0)));
    _138 _140;
    _140._m0 = vec3(1.0);
    _140._m1 = vec3(0.0);
    _140._m4 = _15;
    _140._m5 = 0u;
    uint _45 = _161(Frame_1._m0[1u].x, Frame_1._m0[1u].y, Frame_1._m0[1u].z, Frame_1._m0[1u].w)._m0;
    if (!(_45 == 0u))
    {
        uint _51;
        float _52;
        float _53;
        float _54;
        float _55;
        float _56;
        float _57;
        _51 = 0u;
        _52 = uintBitsToFloat(_7._m0);
        _53 = uintBitsToFloat(_7._m1);
        _54 = uintBitsToFloat(_7._m2);
        _55 = _31 * _28;
        _56 = _31 * _29;
        _57 = _31;
        uint _99;
        float _100;
        float _101;
        float _102;
        float _103;
        float _104;
        float _105;
        for (;;)
        {
            payload = _140;
            traceRayEXT(Scene, 0u, 255u, 0u, 2u, 0u, vec3(_52, _53, _54), 0.001000000047497451305389404296875, vec3(_55, _56, _57), 10000.0, 0);
            _140 = payload;
            if (_140._m5 == 0u)
            {
                uint _72 = _51 + 1u;
                if (_72 < _45)
                {
                    _99 = _72;
                    _100 = _140._m2.x;
                    _101 = _140._m2.y;
                    _102 = _140._m2.z;
                    _103 = _140._m3.x;
                    _104 = _140._m3.y;
                    _105 = _140._m3.z;
                    _51 = _99;
                    _52 = _100;
                    _53 = _101;
                    _54 = _102;
                    _55 = _103;
                    _56 = _104;
                    _57 = _105;
                    continue;
                }
                else
                {
                    break;
                }
            }
            else
            {
                break;
            }
        }
    }
    vec4 _197 = imageLoad(Output, ivec2(uvec2(gl_LaunchIDEXT.x, gl_LaunchIDEXT.y)));
    _202 _78 = _202(_197.x, _197.y, _197.z, _197.w, 0u);
    float _79 = _78._m0;
    float _80 = _78._m1;
    float _81 = _78._m2;
    float _82 = _78._m3;
    float _85 = 1.0 / float(_8 + 1u);
    imageStore(Output, ivec2(uvec2(gl_LaunchIDEXT.x, gl_LaunchIDEXT.y)), vec4((_85 * (_140._m1.x - _79)) + _79, (_85 * (_140._m1.y - _80)) + _80, (_85 * (_140._m1.z - _81)) + _81, (_85 * (1.0 - _82)) + _82));
}

