// Shared by the self tests: the build-time SPIR-V of tests/exec/shaders, one VkRunner per
// process, and the geometry the draw tests use.
#pragma once

#include <bit>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <string>
#include <vector>

#include "exec/vk_runner.h"

namespace dxsv::exec {

// DXSV_EXEC_SHADER_DIR in the environment overrides the build folder (for a copied binary).
inline std::filesystem::path shaderDir() {
  const char* env = std::getenv("DXSV_EXEC_SHADER_DIR");
  return env && *env ? env : DXSV_EXEC_SHADER_DIR;
}

// `name` is NAME for NAME.comp, NAME.vert / NAME.frag for the graphics stages.
inline std::vector<uint32_t> loadSpirv(const std::string& name) {
  std::filesystem::path path = shaderDir() / (name + ".spv");
  std::ifstream in(path, std::ios::binary);
  std::vector<char> bytes((std::istreambuf_iterator<char>(in)), {});
  std::vector<uint32_t> words(bytes.size() / 4);
  std::memcpy(words.data(), bytes.data(), words.size() * 4);
  return words;
}

inline VkRunner& runner() {
  static VkRunner r;
  static bool announced = false;
  if (!announced) {
    announced = true;
    if (r.available())
      std::cerr << "[exec] device: " << r.device().describe() << "\n";
    else
      std::cerr << "[exec] no device: " << r.unavailableReason() << "\n";
  }
  return r;
}

// The device is lavapipe of Mesa major.minor: the driver a defect test reproduces its defect on.
inline bool lavapipeOfMesa(uint32_t major, uint32_t minor) {
  const DeviceInfo& d = runner().device();
  return d.isLavapipe() && d.mesaVersion() == std::pair<uint32_t, uint32_t>(major, minor);
}

struct Vec4 {
  float x, y, z, w;
};

// A t8 StructuredBuffer of float4 positions for shaders/positions.vert.
inline std::string positions(const std::vector<Vec4>& verts) {
  std::string list;
  for (const auto& v : verts)
    for (float f : {v.x, v.y, v.z, v.w}) list += (list.empty() ? "" : ", ") + std::to_string(f);
  return R"({"register": "t8", "type": "StructuredBuffer", "stride": 16, "size": )" +
         std::to_string(verts.size() * 16) + R"(, "init": {"f32": [)" + list + "]}}";
}

inline float asFloat(uint32_t w) { return std::bit_cast<float>(w); }

// The top-left triangle of a 4x4 viewport: corners at NDC (-1, 1), (0.9, 1), (-1, -0.9), so
// its long edge (x + y = 3.8 in pixels) passes no pixel centre. Clockwise on screen when
// NDC y = +1 is the top row.
inline std::vector<Vec4> topLeftTriangle(float z) { return {{-1, 1, z, 1}, {0.9f, 1, z, 1}, {-1, -0.9f, z, 1}}; }
inline bool inTopLeft(uint32_t x, uint32_t y) { return x + y <= 2; }
inline std::vector<Vec4> fullScreen(float z) { return {{-1, -1, z, 1}, {3, -1, z, 1}, {-1, 3, z, 1}}; }

}  // namespace dxsv::exec
