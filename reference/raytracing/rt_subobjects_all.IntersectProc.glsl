#version 460
#extension GL_EXT_ray_tracing : require

struct _70
{
    vec3 _m0;
};

float _96;

layout(set = 1, binding = 0, std430) readonly buffer PrimitiveColors
{
    uint _m0[];
} PrimitiveColors_1;

layout(set = 0, binding = 200, std140) uniform Frame
{
    uvec4 _m0[1];
} Frame_1;

layout(set = 1, binding = 200, std140) uniform HitConstants
{
    uvec4 _m0[1];
} HitConstants_1;

layout(set = 2, binding = 200, std140) uniform MissConstants
{
    uvec4 _m0[1];
} MissConstants_1;

layout(set = 0, binding = 0) uniform accelerationStructureEXT Scene;
layout(set = 1, binding = 1) uniform texture2D Albedo;
layout(set = 1, binding = 2) uniform texture2D Opacity;
layout(set = 0, binding = 300) uniform readonly writeonly image2D Output;
layout(set = 0, binding = 100) uniform sampler Linear;
hitAttributeEXT _70 hitAttributes;

void main()
{
    if (abs(gl_ObjectRayDirectionEXT.y) > 9.9999999747524270787835121154785e-07)
    {
        float _8 = ((-0.0) - gl_ObjectRayOriginEXT.y) / gl_ObjectRayDirectionEXT.y;
        if (_8 > gl_RayTminEXT)
        {
            if ((abs((gl_ObjectRayDirectionEXT.x * _8) + gl_ObjectRayOriginEXT.x) <= 1.0) && (abs((gl_ObjectRayDirectionEXT.z * _8) + gl_ObjectRayOriginEXT.z) <= 1.0))
            {
                vec3 _28 = vec3(0.0);
                _28.y = (gl_ObjectRayDirectionEXT.y < 0.0) ? 1.0 : (-1.0);
                _28.z = 0.0;
                _70 _72;
                _72._m0 = _28;
                hitAttributes = _72;
                bool _32 = reportIntersectionEXT(_8, 0u);
            }
            else
            {
            }
        }
        else
        {
        }
    }
}

