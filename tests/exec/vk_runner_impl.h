// Internal state of VkRunner, shared by vk_device.cpp (instance, device, features) and
// vk_runner.cpp (one dispatch).
#pragma once

#include <array>
#include <chrono>
#include <functional>
#include <map>
#include <set>
#include <string>

#include <vulkan/vulkan.h>

#include "exec/vk_runner.h"

namespace dxsv::exec {

struct SpirvInfo;
class RunContext;

struct VkRunner::Impl {
  VkInstance instance = VK_NULL_HANDLE;
  VkPhysicalDevice physical = VK_NULL_HANDLE;
  VkDevice device = VK_NULL_HANDLE;
  VkQueue queue = VK_NULL_HANDLE;
  uint32_t queueFamily = 0;
  bool hasGraphicsQueue = false;
  uint32_t maxMultiviewViewCount = 0;
  VkCommandPool commandPool = VK_NULL_HANDLE;
  VkPhysicalDeviceProperties properties{};
  VkPhysicalDeviceMemoryProperties memory{};
  std::set<std::string> extensions;  // device extensions enabled
  std::array<bool, size_t(Feature::Count)> features{};
  // Subgroup size control (valid when Feature::SubgroupSizeControl is set).
  uint32_t maxComputeWorkgroupSubgroups = 0;
  bool computeRequiredSubgroupSize = false;  // compute is in requiredSubgroupSizeStages
  // Sampler and image features the texture paths check (enabled when supported).
  bool imageCubeArray = false, samplerAnisotropy = false, mirrorClampToEdge = false, customBorderColor = false;
  // Sparse 2D images: sparseBinding, sparseResidencyImage2D and a queue that binds them.
  bool sparseImages = false;
  // Root-signature runs: heaps as runtime arrays need runtimeDescriptorArray and partially
  // bound, update-after-bind bindings of every heap class; `indexing` has their limits.
  bool runtimeHeaps = false;
  VkPhysicalDeviceDescriptorIndexingProperties indexing{};
  // Multiview with the stages beyond vertex and pixel shaders (each its own feature).
  bool multiviewTessellation = false, multiviewGeometry = false, multiviewMesh = false;
  // VK_KHR_acceleration_structure commands (extension commands: loaded per device).
  struct AccelerationStructureCommands {
    PFN_vkGetAccelerationStructureBuildSizesKHR buildSizes = nullptr;
    PFN_vkCreateAccelerationStructureKHR create = nullptr;
    PFN_vkDestroyAccelerationStructureKHR destroy = nullptr;
    PFN_vkCmdBuildAccelerationStructuresKHR build = nullptr;
    PFN_vkGetAccelerationStructureDeviceAddressKHR address = nullptr;
    bool load(VkDevice device);  // false when one is missing
  } accelerationStructures;
  // VK_KHR_ray_tracing_pipeline (Feature::RayTracingPipeline): commands and SBT properties.
  struct RayTracingCommands {
    PFN_vkCreateRayTracingPipelinesKHR createPipelines = nullptr;
    PFN_vkGetRayTracingShaderGroupHandlesKHR groupHandles = nullptr;
    PFN_vkCmdTraceRaysKHR traceRays = nullptr;
    bool load(VkDevice device);
  } rayTracing;
  VkPhysicalDeviceRayTracingPipelinePropertiesKHR rayTracingProperties{};
  // VK_EXT_mesh_shader (Feature::MeshShader): the draw command and the group-count limits.
  PFN_vkCmdDrawMeshTasksEXT drawMeshTasks = nullptr;
  VkPhysicalDeviceMeshShaderPropertiesEXT meshProperties{};
  // VK_KHR_compute_shader_derivatives' meshAndTaskShaderDerivatives: derivative groups in
  // mesh and task shaders (without it a device takes them in compute only).
  bool meshAndTaskDerivatives = false;

  DeviceInfo info;
  std::string unavailable;  // set when no device could be created
  bool lost = false;        // a dispatch timed out or the device was lost: stop using it
  std::chrono::milliseconds timeout{20000};

  // vk_device.cpp
  void init();
  void destroy();
  std::string missingForCapability(uint32_t capability) const;
  std::string missingForExtension(const std::string& spirvExtension) const;
  bool has(Feature f) const { return features[size_t(f)]; }

  // vk_runner.cpp
  RunResult run(const std::vector<uint32_t>& spirv, const RunSpec& spec, const SubgroupSizeRequest& subgroupSize);
  // The checks of every compute run before anything is built (throws RunError); returns the
  // required subgroup size (0 = none).
  uint32_t checkCompute(const std::vector<uint32_t>& spirv, const RunSpec& spec, const SubgroupSizeRequest& subgroupSize,
                        SpirvInfo& shader) const;
  // What a compute run binds: the pipeline layout and the commands around the dispatch.
  struct ComputeBindings {
    VkPipelineLayout layout = VK_NULL_HANDLE;
    std::function<void(VkCommandBuffer)> upload, bind, readback;  // upload and readback may be empty
    // Node runs: spec constants, and the dispatches (with push constants between them) in
    // place of vkCmdDispatch(spec.dispatch).
    const VkSpecializationInfo* specialization = nullptr;
    std::function<void(VkCommandBuffer)> dispatch;
    std::function<void(std::map<std::string, std::vector<uint32_t>>&)> collect;
  };
  // Pipeline, upload, dispatch, read back, collect the checked registers.
  RunResult dispatchCompute(RunContext& ctx, const std::vector<uint32_t>& spirv, const RunSpec& spec,
                            const SpirvInfo& shader, uint32_t requiredSize, const ComputeBindings& bindings);
  // Empty when the device has every capability and extension the shader declares.
  std::string missingForShader(const SpirvInfo& shader) const;
  // Runs `body` with a fresh RunContext; RunErrors become Skipped/Failed results.
  RunResult guarded(const std::function<RunResult(RunContext&)>& body);

  // vk_root_signature.cpp
  RunResult runRootSignature(const std::vector<uint32_t>& spirv, const RunSpec& spec, const RootSignatureRun& root,
                             const SubgroupSizeRequest& subgroupSize);

  // vk_node.cpp
  RunResult runNode(const std::vector<uint32_t>& spirv, const RunSpec& spec, const NodeSpecIds& ids);

  // vk_raytracing.cpp
  RunResult runRayTracing(const RayTracingStages& stages, const RunSpec& spec);

  // vk_graphics.cpp
  RunResult runGraphics(const GraphicsStages& stages, const RunSpec& spec);
  // The required subgroup size to use for `request` (0 = none), or the reason it can't run.
  uint32_t chooseSubgroupSize(const SubgroupSizeRequest& request, const uint32_t localSize[3], std::string& why) const;
};

// Loads an extension command of `device` into `fn` (extension commands are not among the
// loader's exports); false when the driver has none.
template <class Fn>
bool loadDeviceCommand(VkDevice device, Fn& fn, const char* name) {
  fn = reinterpret_cast<Fn>(vkGetDeviceProcAddr(device, name));
  return fn != nullptr;
}

// "VK_ERROR_OUT_OF_HOST_MEMORY" etc., for messages.
const char* vkResultName(VkResult result);

}  // namespace dxsv::exec
