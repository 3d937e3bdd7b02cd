// One ray-tracing dispatch: a pipeline of the given shader groups, a shader binding table
// holding each group's handle followed by its shader-record bytes, the spec's resources
// (visible to every ray-tracing stage), vkCmdTraceRaysKHR over spec.dispatch, read-back.
#include <algorithm>
#include <cstring>

#include <spirv/unified1/spirv.hpp>

#include "exec/spirv_scan.h"
#include "exec/vk_resources.h"

namespace dxsv::exec {

bool VkRunner::Impl::RayTracingCommands::load(VkDevice device) {
  bool ok = loadDeviceCommand(device, createPipelines, "vkCreateRayTracingPipelinesKHR");
  ok = loadDeviceCommand(device, groupHandles, "vkGetRayTracingShaderGroupHandlesKHR") && ok;
  return loadDeviceCommand(device, traceRays, "vkCmdTraceRaysKHR") && ok;
}

namespace {


VkDeviceSize alignUp(VkDeviceSize v, VkDeviceSize a) { return (v + a - 1) / a * a; }

// The pipeline's shaders and groups, in SBT order.
struct Layout {
  std::vector<VkPipelineShaderStageCreateInfo> stages;
  std::vector<VkRayTracingShaderGroupCreateInfoKHR> groups;
  std::vector<const std::vector<uint8_t>*> records;  // per group
  std::vector<const std::vector<RecordAddress>*> addresses;  // per group
  std::vector<SpirvInfo> infos;                       // per stage
  std::vector<const char*> names;                     // per stage, for messages
  uint32_t missCount = 0, hitCount = 0, callableCount = 0;
};

uint32_t addStage(RunContext& ctx, Layout& l, const std::vector<uint32_t>& spirv, VkShaderStageFlagBits bit,
                  spv::ExecutionModel model, const char* what) {
  if (spirv.empty()) return VK_SHADER_UNUSED_KHR;
  SpirvInfo info;
  std::string error;
  if (!scanSpirv(spirv, info, error)) throwFail(std::string(what) + " SPIR-V: " + error);
  if (!info.hasEntryPoint(model, "main")) throwFail(std::string(what) + " SPIR-V has no entry point \"main\" of its stage");
  if (std::string why = ctx.impl.missingForShader(info); !why.empty()) throwSkip(std::string(what) + ": " + why);
  VkPipelineShaderStageCreateInfo& s = l.stages.emplace_back();
  s = {VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO};
  s.stage = bit;
  s.module = ctx.shaderModule(spirv.data(), spirv.size());
  s.pName = "main";
  l.infos.push_back(std::move(info));
  l.names.push_back(what);
  return uint32_t(l.stages.size() - 1);
}

VkRayTracingShaderGroupCreateInfoKHR group(VkRayTracingShaderGroupTypeKHR type) {
  VkRayTracingShaderGroupCreateInfoKHR g{VK_STRUCTURE_TYPE_RAY_TRACING_SHADER_GROUP_CREATE_INFO_KHR};
  g.type = type;
  g.generalShader = g.closestHitShader = g.anyHitShader = g.intersectionShader = VK_SHADER_UNUSED_KHR;
  return g;
}

Layout layoutOf(RunContext& ctx, const RayTracingStages& s) {
  Layout l;
  auto general = [&](const RayTracingShader& shader, VkShaderStageFlagBits bit, spv::ExecutionModel model, const char* what) {
    VkRayTracingShaderGroupCreateInfoKHR g = group(VK_RAY_TRACING_SHADER_GROUP_TYPE_GENERAL_KHR);
    g.generalShader = addStage(ctx, l, shader.spirv, bit, model, what);
    if (g.generalShader == VK_SHADER_UNUSED_KHR) throwFail(std::string(what) + ": no SPIR-V given");
    l.groups.push_back(g);
    l.records.push_back(&shader.record);
    l.addresses.push_back(&shader.addresses);
  };
  general(s.raygen, VK_SHADER_STAGE_RAYGEN_BIT_KHR, spv::ExecutionModelRayGenerationKHR, "ray-generation shader");
  for (const auto& m : s.miss) general(m, VK_SHADER_STAGE_MISS_BIT_KHR, spv::ExecutionModelMissKHR, "miss shader");
  for (const auto& h : s.hitGroups) {
    VkRayTracingShaderGroupCreateInfoKHR g = group(h.intersection.empty() ? VK_RAY_TRACING_SHADER_GROUP_TYPE_TRIANGLES_HIT_GROUP_KHR
                                                                          : VK_RAY_TRACING_SHADER_GROUP_TYPE_PROCEDURAL_HIT_GROUP_KHR);
    g.closestHitShader = addStage(ctx, l, h.closestHit, VK_SHADER_STAGE_CLOSEST_HIT_BIT_KHR, spv::ExecutionModelClosestHitKHR,
                                  "closest-hit shader");
    g.anyHitShader = addStage(ctx, l, h.anyHit, VK_SHADER_STAGE_ANY_HIT_BIT_KHR, spv::ExecutionModelAnyHitKHR, "any-hit shader");
    g.intersectionShader = addStage(ctx, l, h.intersection, VK_SHADER_STAGE_INTERSECTION_BIT_KHR,
                                    spv::ExecutionModelIntersectionKHR, "intersection shader");
    l.groups.push_back(g);
    l.records.push_back(&h.record);
    l.addresses.push_back(&h.addresses);
  }
  for (const auto& c : s.callable) general(c, VK_SHADER_STAGE_CALLABLE_BIT_KHR, spv::ExecutionModelCallableKHR, "callable shader");
  l.missCount = uint32_t(s.miss.size());
  l.hitCount = uint32_t(s.hitGroups.size());
  l.callableCount = uint32_t(s.callable.size());
  return l;
}

// The union of every stage's descriptors (descriptorUnion).
std::vector<SpirvDescriptor> descriptorsOf(const Layout& l) {
  std::vector<std::pair<const char*, const SpirvInfo*>> infos;
  for (size_t i = 0; i < l.infos.size(); ++i) infos.push_back({l.names[i], &l.infos[i]});
  return descriptorUnion(infos);
}

}  // namespace

RunResult VkRunner::Impl::runRayTracing(const RayTracingStages& shaders, const RunSpec& spec) {
  return guarded([&](RunContext& ctx) {
    if (!has(Feature::RayTracingPipeline))
      return skipped("a ray-tracing pipeline needs rayTracingPipeline (VK_KHR_ray_tracing_pipeline), which " + info.name + " lacks");
    if (shaders.maxRecursionDepth > rayTracingProperties.maxRayRecursionDepth)
      return skipped("recursion depth " + std::to_string(shaders.maxRecursionDepth) + " exceeds " + info.name + "'s maxRayRecursionDepth");
    Layout l = layoutOf(ctx, shaders);
    const VkShaderStageFlags stageBits = VK_SHADER_STAGE_RAYGEN_BIT_KHR | VK_SHADER_STAGE_MISS_BIT_KHR |
                                         VK_SHADER_STAGE_CLOSEST_HIT_BIT_KHR | VK_SHADER_STAGE_ANY_HIT_BIT_KHR |
                                         VK_SHADER_STAGE_INTERSECTION_BIT_KHR | VK_SHADER_STAGE_CALLABLE_BIT_KHR;
    ResourceSet resources(ctx, spec, descriptorsOf(l), stageBits);

    VkRayTracingPipelineCreateInfoKHR pci{VK_STRUCTURE_TYPE_RAY_TRACING_PIPELINE_CREATE_INFO_KHR};
    pci.stageCount = uint32_t(l.stages.size());
    pci.pStages = l.stages.data();
    pci.groupCount = uint32_t(l.groups.size());
    pci.pGroups = l.groups.data();
    pci.maxPipelineRayRecursionDepth = shaders.maxRecursionDepth;
    pci.layout = resources.pipelineLayout();
    VkPipeline pipeline = VK_NULL_HANDLE;
    ctx.check(rayTracing.createPipelines(device, VK_NULL_HANDLE, VK_NULL_HANDLE, 1, &pci, nullptr, &pipeline),
              "vkCreateRayTracingPipelinesKHR");
    ctx.onExit([d = device, pipeline] { vkDestroyPipeline(d, pipeline, nullptr); });

    // The SBT: each region's records share one stride (the handle, then the largest record,
    // aligned to shaderGroupHandleAlignment); each region starts at shaderGroupBaseAlignment.
    const VkDeviceSize handleSize = rayTracingProperties.shaderGroupHandleSize;
    std::vector<uint8_t> handles(handleSize * l.groups.size());
    ctx.check(rayTracing.groupHandles(device, pipeline, 0, uint32_t(l.groups.size()), handles.size(), handles.data()),
              "vkGetRayTracingShaderGroupHandlesKHR");
    struct Region {
      uint32_t first, count;
      VkStridedDeviceAddressRegionKHR vk{};
      VkDeviceSize offset = 0;
    };
    Region regions[4] = {{0, 1}, {1, l.missCount}, {1 + l.missCount, l.hitCount}, {1 + l.missCount + l.hitCount, l.callableCount}};
    VkDeviceSize total = 0;
    for (Region& r : regions) {
      size_t largest = 0;
      for (uint32_t g = r.first; g < r.first + r.count; ++g) largest = std::max(largest, l.records[g]->size());
      r.vk.stride = alignUp(handleSize + largest, rayTracingProperties.shaderGroupHandleAlignment);
      if (r.count && r.vk.stride > rayTracingProperties.maxShaderGroupStride)
        return skipped("a shader record of " + std::to_string(largest) + " bytes exceeds " + info.name + "'s maxShaderGroupStride");
      r.offset = alignUp(total, rayTracingProperties.shaderGroupBaseAlignment);
      r.vk.size = r.vk.stride * r.count;
      total = r.offset + r.vk.size;
    }
    regions[0].vk.size = regions[0].vk.stride;  // raygen: size == stride
    HostBuffer sbt = ctx.hostBuffer(total + rayTracingProperties.shaderGroupBaseAlignment,
                                    VK_BUFFER_USAGE_SHADER_BINDING_TABLE_BIT_KHR, true);
    VkDeviceAddress base = alignUp(sbt.address, rayTracingProperties.shaderGroupBaseAlignment);
    uint8_t* bytes = static_cast<uint8_t*>(sbt.data) + (base - sbt.address);
    for (Region& r : regions) {
      if (!r.count) {
        r.vk = {};
        continue;
      }
      r.vk.deviceAddress = base + r.offset;
      for (uint32_t i = 0; i < r.count; ++i) {
        uint8_t* record = bytes + r.offset + i * r.vk.stride;
        std::memcpy(record, handles.data() + (r.first + i) * handleSize, handleSize);
        const std::vector<uint8_t>& data = *l.records[r.first + i];
        if (!data.empty()) std::memcpy(record + handleSize, data.data(), data.size());
        for (const RecordAddress& a : *l.addresses[r.first + i]) {
          if (a.offset + 8 > data.size()) throwFail("a record's device address lies past its bytes");
          VkDeviceAddress address = resources.addressOf(a.reg, a.space);
          std::memcpy(record + handleSize + a.offset, &address, 8);
        }
      }
    }

    ctx.submit([&](VkCommandBuffer cmd) {
      resources.recordUploads(cmd);
      fullBarrier(cmd);
      vkCmdBindPipeline(cmd, VK_PIPELINE_BIND_POINT_RAY_TRACING_KHR, pipeline);
      resources.bind(cmd, VK_PIPELINE_BIND_POINT_RAY_TRACING_KHR);
      rayTracing.traceRays(cmd, &regions[0].vk, &regions[1].vk, &regions[2].vk, &regions[3].vk, spec.dispatch[0],
                           spec.dispatch[1], spec.dispatch[2]);
      fullBarrier(cmd);
      resources.recordReadbacks(cmd);
    });
    RunResult result;
    result.status = RunResult::Status::Ok;
    resources.collect(result.outputs);
    return result;
  });
}

RunResult VkRunner::runRayTracing(const RayTracingStages& stages, const RunSpec& spec) {
  return impl_->runRayTracing(stages, spec);
}

}  // namespace dxsv::exec
