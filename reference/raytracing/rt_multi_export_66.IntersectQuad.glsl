#version 460
#extension GL_EXT_ray_tracing : require

struct _49
{
    vec2 _m0;
};

vec2 _68;

layout(set = 0, binding = 1, std430) readonly buffer InstanceColors
{
    uint _m0[];
} InstanceColors_1;

layout(set = 0, binding = 200, std140) uniform Root
{
    uvec4 _m0[1];
} Root_1;

hitAttributeEXT _49 hitAttributes;

void main()
{
    float _9 = ((-0.0) - gl_ObjectRayOriginEXT.z) / gl_ObjectRayDirectionEXT.z;
    float _12 = (_9 * gl_ObjectRayDirectionEXT.x) + gl_ObjectRayOriginEXT.x;
    float _13 = (_9 * gl_ObjectRayDirectionEXT.y) + gl_ObjectRayOriginEXT.y;
    vec2 _14;
    _14.x = _12;
    _14.y = _13;
    if (!(!(_9 >= gl_RayTminEXT)))
    {
        if (!(_9 <= gl_RayTmaxEXT))
        {
        }
        else
        {
            if ((_12 >= 0.0) && (_13 >= 0.0))
            {
                if ((_12 <= 1.0) && (_13 <= 1.0))
                {
                    _49 _51;
                    _51._m0 = _14;
                    hitAttributes = _51;
                    bool _32 = reportIntersectionEXT(_9, 3u);
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
}

