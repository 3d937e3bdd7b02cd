// The resources of a run bound under the direct mapping (set = register space, binding =
// class shift + register: t 0, s 100, b 200, u 300, hidden UAV counters 400): buffers,
// textures and samplers from the spec, checked against the descriptors the shader stages
// declare, with one descriptor set per space. Shared by dispatches and draws.
#pragma once

#include <deque>
#include <map>
#include <string>
#include <vector>

#include "exec/run_spec.h"
#include "exec/spirv_scan.h"
#include "exec/vk_textures.h"

namespace dxsv::exec {

// The descriptors of every stage of a pipeline, each binding once: one layout serves them
// all, so a binding two stages declare must have one type (else a failure naming both).
// `stages`: (stage name for messages, its scan).
std::vector<SpirvDescriptor> descriptorUnion(const std::vector<std::pair<const char*, const SpirvInfo*>>& stages);

class ResourceSet {
 public:
  // `descriptors`: what the stages declare (the union for a draw). Throws RunError: Failed
  // for a shader/spec mismatch, Skipped for what the device lacks.
  // `pushConstantBytes`: a push-constant range from offset 0 in the pipeline layout.
  ResourceSet(RunContext& ctx, const RunSpec& spec, const std::vector<SpirvDescriptor>& descriptors,
              VkShaderStageFlags stages, uint32_t pushConstantBytes = 0);

  VkPipelineLayout pipelineLayout() const { return pipelineLayout_; }
  void recordUploads(VkCommandBuffer cmd);                   // then a barrier
  void bind(VkCommandBuffer cmd, VkPipelineBindPoint point);  // all sets
  void recordReadbacks(VkCommandBuffer cmd);                 // checked textures; after a barrier
  // The device address of the buffer of register `reg` in `space` (devices with
  // bufferDeviceAddress create every buffer with one); fails for no such buffer.
  VkDeviceAddress addressOf(const std::string& reg, uint32_t space) const;
  // The checked registers' words (after the submit); attachment names are skipped.
  void collect(std::map<std::string, std::vector<uint32_t>>& outputs) const;

 private:
  struct Slot {
    const ResourceSpec* res = nullptr;
    VkDescriptorType type = VK_DESCRIPTOR_TYPE_MAX_ENUM;
    VkFormat format = VK_FORMAT_UNDEFINED;  // typed buffers
    uint32_t texelBytes = 0;
    HostBuffer buffer;
    size_t texture = SIZE_MAX;  // index into textures_
    VkSampler sampler = VK_NULL_HANDLE;
    VkAccelerationStructureKHR accelerationStructure = VK_NULL_HANDLE;
  };

  void addSpecResources();
  void addHiddenCounters(const std::vector<SpirvDescriptor>& descriptors);
  void adoptCallerViews(const std::vector<SpirvDescriptor>& descriptors);
  void checkShaderMatches(const std::vector<SpirvDescriptor>& descriptors);
  void checkLimits(VkShaderStageFlags stages) const;
  void createObjects();
  void writeDescriptors(VkShaderStageFlags stages);

  RunContext& ctx_;
  const RunSpec& spec_;
  std::map<std::pair<uint32_t, uint32_t>, Slot> slots_;  // (set, binding)
  std::deque<ResourceSpec> counters_;                    // hidden UAV counters the spec does not list
  std::vector<TextureObject> textures_;
  uint32_t setCount_ = 0;
  uint32_t pushConstantBytes_ = 0;
  std::vector<VkDescriptorSetLayout> setLayouts_;
  std::vector<VkDescriptorSet> sets_;
  VkPipelineLayout pipelineLayout_ = VK_NULL_HANDLE;
};

}  // namespace dxsv::exec
