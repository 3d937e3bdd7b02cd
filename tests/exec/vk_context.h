// What one run (a dispatch or a draw) shares between its parts: the device, the objects it
// created (destroyed in reverse order at the end unless the device may still use them) and
// small helpers for buffers, images and barriers. Failures are thrown as RunError and turned
// into a RunResult at the top of the run, so helpers need no error plumbing.
#pragma once

#include <functional>
#include <map>
#include <string>
#include <vector>

#include "exec/vk_runner_impl.h"

namespace dxsv::exec {

struct RunError {
  RunResult::Status status = RunResult::Status::Failed;
  std::string message;
  VkResult result = VK_SUCCESS;  // the Vulkan error behind it, if any
};

[[noreturn]] void throwSkip(std::string why);
[[noreturn]] void throwFail(std::string why);

// Results a run returns without throwing.
inline RunResult skipped(std::string why) { return RunResult{RunResult::Status::Skipped, std::move(why), {}}; }
inline RunResult failed(std::string why) { return RunResult{RunResult::Status::Failed, std::move(why), {}}; }

// A buffer in host-visible, coherent memory, mapped for the whole run.
struct HostBuffer {
  VkBuffer buffer = VK_NULL_HANDLE;
  void* data = nullptr;
  VkDeviceSize size = 0;
  VkDeviceAddress address = 0;  // buffers created with a device address only
};

class RunContext {
 public:
  explicit RunContext(VkRunner::Impl& impl) : impl(impl), device(impl.device) {}
  ~RunContext();
  RunContext(const RunContext&) = delete;
  RunContext& operator=(const RunContext&) = delete;

  VkRunner::Impl& impl;
  VkDevice device;
  bool leak = false;  // set after a timeout: the device may still use the objects

  // Throws a failure naming `what` unless r is VK_SUCCESS.
  void check(VkResult r, const char* what);
  // Runs `destroy` when the run ends (reverse order of registration).
  void onExit(std::function<void()> destroy) { cleanups_.push_back(std::move(destroy)); }

  // Zero-filled. `deviceAddress`: also SHADER_DEVICE_ADDRESS usage, memory allocated for it,
  // and HostBuffer::address set (needs bufferDeviceAddress).
  HostBuffer hostBuffer(VkDeviceSize size, VkBufferUsageFlags usage, bool deviceAddress = false);
  VkDeviceMemory bindImageMemory(VkImage image);                       // device-local when possible
  VkImageView imageView(const VkImageViewCreateInfo& info);
  VkSampler sampler(const VkSamplerCreateInfo& info);
  VkShaderModule shaderModule(const uint32_t* words, size_t count);
  VkDescriptorSetLayout setLayout(const std::vector<VkDescriptorSetLayoutBinding>& bindings);
  VkPipelineLayout pipelineLayout(const std::vector<VkDescriptorSetLayout>& sets, uint32_t pushConstantBytes = 0,
                                  VkShaderStageFlags pushStages = VK_SHADER_STAGE_ALL);
  // One set per layout from a pool sized for them.
  std::vector<VkDescriptorSet> allocateSets(const std::vector<VkDescriptorSetLayout>& layouts,
                                            const std::map<VkDescriptorType, uint32_t>& counts);

  // Records, submits and waits (bounded by the runner's timeout) for one command buffer.
  void submit(const std::function<void(VkCommandBuffer)>& record);

 private:
  std::vector<std::function<void()>> cleanups_;
};

// Every earlier write visible to every later access (a coarse barrier between phases).
void fullBarrier(VkCommandBuffer cmd);
// UNDEFINED -> GENERAL for all subresources: the runner keeps non-attachment images in GENERAL,
// which every use it makes (sampling, storage, copies) allows.
void toGeneralLayout(VkCommandBuffer cmd, VkImage image, VkImageAspectFlags aspect);

}  // namespace dxsv::exec
