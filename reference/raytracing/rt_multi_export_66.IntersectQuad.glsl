#version 460
#extension GL_EXT_ray_tracing : require

struct _36
{
    vec2 _m0;
};

vec2 _56;

hitAttributeEXT _36 hitAttributes;

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
                    _36 _38;
                    _38._m0 = _14;
                    hitAttributes = _38;
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

