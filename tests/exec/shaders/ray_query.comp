#version 460
#extension GL_EXT_ray_query : require
// Self-test of the runner's acceleration structures: thread i casts a ray down -z from
// (x, y, 1), x = (i % 4) / 2 - 0.75, y = (i / 4) / 2 - 0.75, and writes the committed hit:
// the status (1 = triangle), t, the primitive index, the instance custom index and the two
// barycentrics, or zeros on a miss.
layout(local_size_x = 16) in;
layout(set = 0, binding = 0) uniform accelerationStructureEXT scene;  // t0
layout(set = 0, binding = 300, std430) buffer Out { uint words[]; };  // u0

void main() {
  uint i = gl_LocalInvocationIndex;
  vec3 origin = vec3(float(i % 4u) * 0.5 - 0.75, float(i / 4u) * 0.5 - 0.75, 1.0);
  rayQueryEXT q;
  rayQueryInitializeEXT(q, scene, gl_RayFlagsOpaqueEXT, 0xff, origin, 0.0, vec3(0.0, 0.0, -1.0), 10.0);
  while (rayQueryProceedEXT(q)) {
  }
  uint base = i * 6u;
  bool hit = rayQueryGetIntersectionTypeEXT(q, true) == gl_RayQueryCommittedIntersectionTriangleEXT;
  vec2 bary = hit ? rayQueryGetIntersectionBarycentricsEXT(q, true) : vec2(0.0);
  words[base + 0u] = hit ? 1u : 0u;
  words[base + 1u] = floatBitsToUint(hit ? rayQueryGetIntersectionTEXT(q, true) : 0.0);
  words[base + 2u] = hit ? uint(rayQueryGetIntersectionPrimitiveIndexEXT(q, true)) : 0u;
  words[base + 3u] = hit ? uint(rayQueryGetIntersectionInstanceCustomIndexEXT(q, true)) : 0u;
  words[base + 4u] = floatBitsToUint(bary.x);
  words[base + 5u] = floatBitsToUint(bary.y);
}
