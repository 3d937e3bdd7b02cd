#version 450
// Reads every texel (or face, or sample) of several texture kinds in the order of the
// runner's init layout, so u0 repeats the init data: a 2D array, a cube, a 3D texture's mips,
// a multisampled texture and a cube array.
layout(local_size_x = 1) in;
layout(set = 0, binding = 1) uniform utexture2DArray arr;    // 2x2, 3 layers
layout(set = 0, binding = 2) uniform textureCube cube;       // 1x1 faces
layout(set = 0, binding = 3) uniform utexture3D vol;         // 4x4x4, 3 mips
layout(set = 0, binding = 4) uniform utexture2DMS ms;        // 2x2, 4 samples, 2 components
layout(set = 0, binding = 5) uniform textureCubeArray cubes; // 1x1 faces, 2 cubes
layout(set = 0, binding = 100) uniform sampler smp;
layout(set = 0, binding = 300, std430) writeonly buffer Out { uint o[]; };

const vec3 kFaces[6] = vec3[](vec3(1, 0, 0), vec3(-1, 0, 0), vec3(0, 1, 0), vec3(0, -1, 0), vec3(0, 0, 1), vec3(0, 0, -1));

void main() {
  uint n = 0;
  for (int layer = 0; layer < 3; ++layer)
    for (int y = 0; y < 2; ++y)
      for (int x = 0; x < 2; ++x) o[n++] = texelFetch(usampler2DArray(arr, smp), ivec3(x, y, layer), 0).x;
  for (int f = 0; f < 6; ++f) o[n++] = floatBitsToUint(textureLod(samplerCube(cube, smp), kFaces[f], 0.0).x);
  for (int lod = 0; lod < 3; ++lod) {
    int size = 4 >> lod;
    for (int z = 0; z < size; ++z)
      for (int y = 0; y < size; ++y)
        for (int x = 0; x < size; ++x) o[n++] = texelFetch(usampler3D(vol, smp), ivec3(x, y, z), lod).x;
  }
  for (int y = 0; y < 2; ++y)
    for (int x = 0; x < 2; ++x)
      for (int s = 0; s < 4; ++s) {
        uvec2 v = texelFetch(usampler2DMS(ms, smp), ivec2(x, y), s).xy;
        o[n++] = v.x;
        o[n++] = v.y;
      }
  for (int c = 0; c < 2; ++c)
    for (int f = 0; f < 6; ++f)
      o[n++] = floatBitsToUint(textureLod(samplerCubeArray(cubes, smp), vec4(kFaces[f], c), 0.0).x);
}
