#version 460
#extension GL_EXT_ray_tracing : require

struct _36
{
    vec3 _m0;
};

float _63;

hitAttributeEXT _36 hitAttributes;

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
                _36 _38;
                _38._m0 = _28;
                hitAttributes = _38;
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

