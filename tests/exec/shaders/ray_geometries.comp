#version 460
#extension GL_EXT_ray_query : require
// Thread i casts a ray down -z from (10 i, 0, 1) and writes (hit, geometry index) of the
// committed triangle, or (0, 0) on a miss: against a bottom level of one geometry per x offset
// (run spec geometry_offsets_x), thread i should hit geometry i.
layout(local_size_x = 8) in;
layout(set = 0, binding = 0) uniform accelerationStructureEXT scene;  // t0
layout(set = 0, binding = 300, std430) buffer Out { uint words[]; };  // u0

void main() {
  uint i = gl_LocalInvocationIndex;
  rayQueryEXT q;
  rayQueryInitializeEXT(q, scene, gl_RayFlagsOpaqueEXT, 0xff, vec3(10.0 * float(i), 0.0, 1.0), 0.0, vec3(0.0, 0.0, -1.0), 10.0);
  while (rayQueryProceedEXT(q)) {
  }
  bool hit = rayQueryGetIntersectionTypeEXT(q, true) == gl_RayQueryCommittedIntersectionTriangleEXT;
  words[2u * i] = hit ? 1u : 0u;
  words[2u * i + 1u] = hit ? uint(rayQueryGetIntersectionGeometryIndexEXT(q, true)) : 0u;
}
