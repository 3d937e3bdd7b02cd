// Shared by the self tests: the build-time SPIR-V of tests/exec/shaders and one VkRunner per
// process.
#pragma once

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
      std::cerr << "[exec] device: " << r.device().name << " (" << r.device().driver << "), subgroup size "
                << r.subgroupSize() << "; found by " << r.device().discovery << "\n";
    else
      std::cerr << "[exec] no device: " << r.unavailableReason() << "\n";
  }
  return r;
}

}  // namespace dxsv::exec
