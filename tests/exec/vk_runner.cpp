// One dispatch: the spec's resources (vk_resources.cpp), a compute pipeline, a fenced submit
// and the read-back of every checked resource.
#include <algorithm>

#include "exec/spirv_scan.h"
#include "exec/vk_resources.h"

namespace dxsv::exec {

const char* vkResultName(VkResult r) {
  switch (r) {
    case VK_SUCCESS: return "VK_SUCCESS";
    case VK_NOT_READY: return "VK_NOT_READY";
    case VK_TIMEOUT: return "VK_TIMEOUT";
    case VK_INCOMPLETE: return "VK_INCOMPLETE";
    case VK_ERROR_OUT_OF_HOST_MEMORY: return "VK_ERROR_OUT_OF_HOST_MEMORY";
    case VK_ERROR_OUT_OF_DEVICE_MEMORY: return "VK_ERROR_OUT_OF_DEVICE_MEMORY";
    case VK_ERROR_INITIALIZATION_FAILED: return "VK_ERROR_INITIALIZATION_FAILED";
    case VK_ERROR_DEVICE_LOST: return "VK_ERROR_DEVICE_LOST";
    case VK_ERROR_MEMORY_MAP_FAILED: return "VK_ERROR_MEMORY_MAP_FAILED";
    case VK_ERROR_LAYER_NOT_PRESENT: return "VK_ERROR_LAYER_NOT_PRESENT";
    case VK_ERROR_EXTENSION_NOT_PRESENT: return "VK_ERROR_EXTENSION_NOT_PRESENT";
    case VK_ERROR_FEATURE_NOT_PRESENT: return "VK_ERROR_FEATURE_NOT_PRESENT";
    case VK_ERROR_INCOMPATIBLE_DRIVER: return "VK_ERROR_INCOMPATIBLE_DRIVER";
    case VK_ERROR_TOO_MANY_OBJECTS: return "VK_ERROR_TOO_MANY_OBJECTS";
    case VK_ERROR_FORMAT_NOT_SUPPORTED: return "VK_ERROR_FORMAT_NOT_SUPPORTED";
    case VK_ERROR_OUT_OF_POOL_MEMORY: return "VK_ERROR_OUT_OF_POOL_MEMORY";
    case VK_ERROR_INVALID_SHADER_NV: return "VK_ERROR_INVALID_SHADER_NV";
    default: return "VkResult(other)";
  }
}

uint32_t VkRunner::Impl::chooseSubgroupSize(const SubgroupSizeRequest& request, const uint32_t localSize[3],
                                            std::string& why) const {
  if (!request.min) return 0;
  std::string wanted = request.min == request.max ? std::to_string(request.min)
                                                  : std::to_string(request.min) + ".." + std::to_string(request.max);
  if (!has(Feature::SubgroupSizeControl) || !computeRequiredSubgroupSize) {
    // Without control the default size may still be the one required.
    if (info.subgroupSize >= request.min && info.subgroupSize <= request.max) return 0;
    why = "[WaveSize] needs subgroup size " + wanted + "; " + info.name + " runs compute with " +
          std::to_string(info.subgroupSize) + " and cannot require another (no subgroupSizeControl for compute)";
    return 0;
  }
  uint32_t lo = std::max(request.min, info.minSubgroupSize), hi = std::min(request.max, info.maxSubgroupSize);
  if (lo > hi) {
    why = "[WaveSize] needs subgroup size " + wanted + "; " + info.name + " supports " +
          std::to_string(info.minSubgroupSize) + ".." + std::to_string(info.maxSubgroupSize);
    return 0;
  }
  uint32_t size = request.preferred >= lo && request.preferred <= hi ? request.preferred : lo;  // powers of two
  uint64_t invocations = uint64_t(localSize[0]) * localSize[1] * localSize[2];
  if (invocations > uint64_t(size) * maxComputeWorkgroupSubgroups) {
    why = "workgroup of " + std::to_string(invocations) + " invocations exceeds maxComputeWorkgroupSubgroups (" +
          std::to_string(maxComputeWorkgroupSubgroups) + ") subgroups of " + std::to_string(size);
    return 0;
  }
  return size;
}

std::string VkRunner::Impl::missingForShader(const SpirvInfo& shader) const {
  // SPIR-V 1.4 and 1.5 (mesh and task shaders need 1.4) come with Vulkan 1.2, the runner's
  // minimum; 1.6 needs 1.3.
  if (shader.version >= 0x10600 && properties.apiVersion < VK_API_VERSION_1_3)
    return "SPIR-V 1.6 needs Vulkan 1.3; " + info.name + " supports " +
           std::to_string(VK_API_VERSION_MAJOR(properties.apiVersion)) + "." +
           std::to_string(VK_API_VERSION_MINOR(properties.apiVersion));
  for (uint32_t cap : shader.capabilities)
    if (std::string why = missingForCapability(cap); !why.empty()) return why;
  for (const auto& ext : shader.extensions)
    if (std::string why = missingForExtension(ext); !why.empty()) return why;
  if (shader.usesSubgroupExtendedTypes && !has(Feature::SubgroupExtendedTypes))
    return std::string("device lacks ") + featureName(Feature::SubgroupExtendedTypes) +
           " (8/16/64-bit subgroup operations)";
  if (shader.usesSampleOffset && !has(Feature::Maintenance8))
    return std::string("device lacks ") + featureName(Feature::Maintenance8) + " (a variable texel offset on a sample)";
  return {};
}

RunResult VkRunner::Impl::guarded(const std::function<RunResult(RunContext&)>& body) {
  if (!unavailable.empty()) return skipped(unavailable);
  if (lost) return failed("the device is unusable after an earlier timeout or device loss");
  try {
    RunContext ctx(*this);
    try {
      return body(ctx);
    } catch (const RunError& e) {
      if (e.result == VK_ERROR_DEVICE_LOST) {
        lost = true;
        ctx.leak = true;
      }
      throw;
    }
  } catch (const RunError& e) {
    return RunResult{e.status, e.message, {}};
  }
}

uint32_t VkRunner::Impl::checkCompute(const std::vector<uint32_t>& spirv, const RunSpec& spec,
                                      const SubgroupSizeRequest& subgroupSize, SpirvInfo& shader) const {
  std::string error;
  if (!scanSpirv(spirv, shader, error)) throwFail("SPIR-V: " + error);
  if (std::find(shader.computeEntryPoints.begin(), shader.computeEntryPoints.end(), "main") ==
      shader.computeEntryPoints.end())
    throwFail("SPIR-V has no GLCompute entry point named \"main\"");
  if (std::string why = missingForShader(shader); !why.empty()) throwSkip(why);
  const auto& limits = properties.limits;
  for (int i = 0; i < 3; ++i) {
    if (shader.localSize[i] > limits.maxComputeWorkGroupSize[i])
      throwSkip("workgroup size exceeds the device limit in dimension " + std::to_string(i));
    if (spec.dispatch[i] > limits.maxComputeWorkGroupCount[i])
      throwSkip("dispatch count exceeds the device limit in dimension " + std::to_string(i));
  }
  if (uint64_t(shader.localSize[0]) * shader.localSize[1] * shader.localSize[2] > limits.maxComputeWorkGroupInvocations)
    throwSkip("workgroup has more invocations than the device allows");
  std::string sizeProblem;
  uint32_t requiredSize = chooseSubgroupSize(subgroupSize, shader.localSize, sizeProblem);
  if (!sizeProblem.empty()) throwSkip(sizeProblem);
  return requiredSize;
}

RunResult VkRunner::Impl::dispatchCompute(RunContext& ctx, const std::vector<uint32_t>& spirv, const RunSpec& spec,
                                          const SpirvInfo& shader, uint32_t requiredSize, const ComputeBindings& b) {
  VkComputePipelineCreateInfo cpci{VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO};
  cpci.stage = {VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO};
  cpci.stage.stage = VK_SHADER_STAGE_COMPUTE_BIT;
  cpci.stage.module = ctx.shaderModule(spirv.data(), spirv.size());
  cpci.stage.pName = "main";
  cpci.stage.pSpecializationInfo = b.specialization;
  VkPipelineShaderStageRequiredSubgroupSizeCreateInfoEXT sizeInfo{
      VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_REQUIRED_SUBGROUP_SIZE_CREATE_INFO_EXT};
  if (requiredSize) {
    sizeInfo.requiredSubgroupSize = requiredSize;
    cpci.stage.pNext = &sizeInfo;
    // D3D fills waves: ask for full subgroups where the workgroup's x size allows it.
    if (has(Feature::ComputeFullSubgroups) && shader.localSize[0] % requiredSize == 0)
      cpci.stage.flags |= VK_PIPELINE_SHADER_STAGE_CREATE_REQUIRE_FULL_SUBGROUPS_BIT_EXT;
  }
  cpci.layout = b.layout;
  VkPipeline pipeline;
  ctx.check(vkCreateComputePipelines(device, VK_NULL_HANDLE, 1, &cpci, nullptr, &pipeline), "vkCreateComputePipelines");
  ctx.onExit([d = device, pipeline] { vkDestroyPipeline(d, pipeline, nullptr); });

  // The wait is bounded so a runaway shader is a failure.
  ctx.submit([&](VkCommandBuffer cmd) {
    if (b.upload) b.upload(cmd);
    fullBarrier(cmd);
    vkCmdBindPipeline(cmd, VK_PIPELINE_BIND_POINT_COMPUTE, pipeline);
    b.bind(cmd);
    if (b.dispatch)
      b.dispatch(cmd);
    else
      vkCmdDispatch(cmd, spec.dispatch[0], spec.dispatch[1], spec.dispatch[2]);
    fullBarrier(cmd);
    if (b.readback) b.readback(cmd);
  });

  RunResult result;
  result.status = RunResult::Status::Ok;
  b.collect(result.outputs);
  for (const auto& name : spec.check)
    if (!result.outputs.count(name)) return failed("check '" + name + "' names no resource");
  return result;
}

RunResult VkRunner::Impl::run(const std::vector<uint32_t>& spirv, const RunSpec& spec,
                              const SubgroupSizeRequest& subgroupSize) {
  if (spec.isGraphics()) return failed("the spec is a graphics run; use runGraphics()");
  if (spec.isNode()) return failed("the spec is a node run; use runNode()");
  return guarded([&](RunContext& ctx) {
    // 1. What the shader needs, checked before the driver sees it.
    SpirvInfo shader;
    uint32_t requiredSize = checkCompute(spirv, spec, subgroupSize, shader);
    if (shader.usesPushConstants) return failed("shader uses push constants; the run spec provides none");

    // 2. The spec's resources at their direct-mapping bindings; the shader must match them.
    ResourceSet resources(ctx, spec, shader.descriptors, VK_SHADER_STAGE_COMPUTE_BIT);

    // 3. Pipeline, upload, dispatch, read back.
    ComputeBindings bindings;
    bindings.layout = resources.pipelineLayout();
    bindings.upload = [&](VkCommandBuffer cmd) { resources.recordUploads(cmd); };
    bindings.bind = [&](VkCommandBuffer cmd) { resources.bind(cmd, VK_PIPELINE_BIND_POINT_COMPUTE); };
    bindings.readback = [&](VkCommandBuffer cmd) { resources.recordReadbacks(cmd); };
    bindings.collect = [&](std::map<std::string, std::vector<uint32_t>>& outputs) { resources.collect(outputs); };
    return dispatchCompute(ctx, spirv, spec, shader, requiredSize, bindings);
  });
}

}  // namespace dxsv::exec
