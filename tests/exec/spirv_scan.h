// A minimal reader of the SPIR-V facts the runner needs before it builds a pipeline:
// declared capabilities, the entry points of every stage, the workgroup size and every descriptor
// the shader declares. Checking these first turns a mismatch (missing binding, missing
// device feature) into a readable message instead of a driver crash.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include <vulkan/vulkan_core.h>

namespace dxsv::exec {

struct SpirvDescriptor {
  uint32_t set = 0;
  uint32_t binding = 0;
  VkDescriptorType type = VK_DESCRIPTOR_TYPE_MAX_ENUM;  // MAX_ENUM: not recognised
  uint32_t count = 1;  // array size; 0 for a runtime array
  std::string name;    // OpName of the variable, if any
  // Images (sampled or storage, not buffers): the OpTypeImage shape, to check the view type.
  uint32_t imageDim = UINT32_MAX;  // spv::Dim; UINT32_MAX when not an image
  bool arrayed = false, multisampled = false;
  bool writable = false;  // a storage buffer, storage image or storage texel buffer
};

struct SpirvInfo {
  std::vector<uint32_t> capabilities;
  std::vector<std::string> extensions;
  std::vector<std::string> computeEntryPoints;
  std::vector<std::string> vertexEntryPoints;
  std::vector<std::string> fragmentEntryPoints;
  std::vector<std::pair<uint32_t, std::string>> entryPoints;  // (spv::ExecutionModel, name), every stage
  uint32_t version = 0;  // the header's SPIR-V version word (0x00010400 for 1.4)
  uint32_t localSize[3] = {0, 0, 0};  // 0 when not a literal LocalSize
  std::vector<SpirvDescriptor> descriptors;
  bool usesPushConstants = false;
  // A subgroup operation with an 8-, 16- or 64-bit result (shaderSubgroupExtendedTypes).
  bool usesSubgroupExtendedTypes = false;
  // An Offset image operand on a sample or fetch, not a gather (VK_KHR_maintenance8).
  bool usesSampleOffset = false;

  bool hasEntryPoint(uint32_t executionModel, const std::string& name) const {
    for (const auto& [model, n] : entryPoints)
      if (model == executionModel && n == name) return true;
    return false;
  }
};

// Returns false and sets `error` when the words are not a well-formed SPIR-V module.
bool scanSpirv(const std::vector<uint32_t>& words, SpirvInfo& info, std::string& error);

const char* descriptorTypeName(VkDescriptorType type);

}  // namespace dxsv::exec
