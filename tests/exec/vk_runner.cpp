// One dispatch: buffers from the RunSpec, descriptor sets under the direct binding mapping
// (set = space, binding = class shift + register), a compute pipeline, a fenced submit and
// the read-back of every checked buffer. Hidden UAV counters (bindings from 400) that the
// spec does not list get a zeroed one-uint buffer each.
#include <algorithm>
#include <cstring>
#include <deque>
#include <map>

#include "exec/spirv_scan.h"
#include "exec/vk_runner_impl.h"

namespace dxsv::exec {
namespace {

// Register class shifts of the translator's default direct mapping.
constexpr uint32_t kShiftT = 0, kShiftS = 100, kShiftB = 200, kShiftU = 300, kShiftCounter = 400;

// DXGI typed-buffer formats and their Vulkan equivalents (DXGI names components from
// the low bits, hence the PACK32 formats with reversed component names).
struct FormatRow {
  const char* dxgi;
  VkFormat vk;
  uint32_t bytes;  // per texel
};

constexpr FormatRow kFormats[] = {
    {"R32G32B32A32_FLOAT", VK_FORMAT_R32G32B32A32_SFLOAT, 16},
    {"R32G32B32A32_UINT", VK_FORMAT_R32G32B32A32_UINT, 16},
    {"R32G32B32A32_SINT", VK_FORMAT_R32G32B32A32_SINT, 16},
    {"R32G32B32_FLOAT", VK_FORMAT_R32G32B32_SFLOAT, 12},
    {"R32G32B32_UINT", VK_FORMAT_R32G32B32_UINT, 12},
    {"R32G32B32_SINT", VK_FORMAT_R32G32B32_SINT, 12},
    {"R16G16B16A16_FLOAT", VK_FORMAT_R16G16B16A16_SFLOAT, 8},
    {"R16G16B16A16_UNORM", VK_FORMAT_R16G16B16A16_UNORM, 8},
    {"R16G16B16A16_UINT", VK_FORMAT_R16G16B16A16_UINT, 8},
    {"R16G16B16A16_SNORM", VK_FORMAT_R16G16B16A16_SNORM, 8},
    {"R16G16B16A16_SINT", VK_FORMAT_R16G16B16A16_SINT, 8},
    {"R32G32_FLOAT", VK_FORMAT_R32G32_SFLOAT, 8},
    {"R32G32_UINT", VK_FORMAT_R32G32_UINT, 8},
    {"R32G32_SINT", VK_FORMAT_R32G32_SINT, 8},
    {"R10G10B10A2_UNORM", VK_FORMAT_A2B10G10R10_UNORM_PACK32, 4},
    {"R10G10B10A2_UINT", VK_FORMAT_A2B10G10R10_UINT_PACK32, 4},
    {"R11G11B10_FLOAT", VK_FORMAT_B10G11R11_UFLOAT_PACK32, 4},
    {"R8G8B8A8_UNORM", VK_FORMAT_R8G8B8A8_UNORM, 4},
    {"R8G8B8A8_UINT", VK_FORMAT_R8G8B8A8_UINT, 4},
    {"R8G8B8A8_SNORM", VK_FORMAT_R8G8B8A8_SNORM, 4},
    {"R8G8B8A8_SINT", VK_FORMAT_R8G8B8A8_SINT, 4},
    {"B8G8R8A8_UNORM", VK_FORMAT_B8G8R8A8_UNORM, 4},
    {"R16G16_FLOAT", VK_FORMAT_R16G16_SFLOAT, 4},
    {"R16G16_UNORM", VK_FORMAT_R16G16_UNORM, 4},
    {"R16G16_UINT", VK_FORMAT_R16G16_UINT, 4},
    {"R16G16_SNORM", VK_FORMAT_R16G16_SNORM, 4},
    {"R16G16_SINT", VK_FORMAT_R16G16_SINT, 4},
    {"R32_FLOAT", VK_FORMAT_R32_SFLOAT, 4},
    {"R32_UINT", VK_FORMAT_R32_UINT, 4},
    {"R32_SINT", VK_FORMAT_R32_SINT, 4},
    {"R8G8_UNORM", VK_FORMAT_R8G8_UNORM, 2},
    {"R8G8_UINT", VK_FORMAT_R8G8_UINT, 2},
    {"R8G8_SNORM", VK_FORMAT_R8G8_SNORM, 2},
    {"R8G8_SINT", VK_FORMAT_R8G8_SINT, 2},
    {"R16_FLOAT", VK_FORMAT_R16_SFLOAT, 2},
    {"R16_UNORM", VK_FORMAT_R16_UNORM, 2},
    {"R16_UINT", VK_FORMAT_R16_UINT, 2},
    {"R16_SNORM", VK_FORMAT_R16_SNORM, 2},
    {"R16_SINT", VK_FORMAT_R16_SINT, 2},
    {"R8_UNORM", VK_FORMAT_R8_UNORM, 1},
    {"R8_UINT", VK_FORMAT_R8_UINT, 1},
    {"R8_SNORM", VK_FORMAT_R8_SNORM, 1},
    {"R8_SINT", VK_FORMAT_R8_SINT, 1},
};

VkDescriptorType descriptorTypeOf(ResourceType t) {
  switch (t) {
    case ResourceType::CBuffer: return VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER;
    case ResourceType::Buffer: return VK_DESCRIPTOR_TYPE_UNIFORM_TEXEL_BUFFER;
    case ResourceType::RWBuffer: return VK_DESCRIPTOR_TYPE_STORAGE_TEXEL_BUFFER;
    default: return VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
  }
}

uint32_t bindingOf(const ResourceSpec& r) {
  switch (r.regClass) {
    case 't': return kShiftT + r.regIndex;
    case 's': return kShiftS + r.regIndex;
    case 'b': return kShiftB + r.regIndex;
    default: return kShiftU + r.regIndex;
  }
}

// The register a binding stands for under the direct mapping, for messages.
std::string registerFor(uint32_t set, uint32_t binding) {
  std::string reg = binding >= kShiftCounter ? "counter of u" + std::to_string(binding - kShiftCounter)
                    : binding >= kShiftU ? "u" + std::to_string(binding - kShiftU)
                    : binding >= kShiftB ? "b" + std::to_string(binding - kShiftB)
                    : binding >= kShiftS ? "s" + std::to_string(binding - kShiftS)
                                         : "t" + std::to_string(binding);
  return reg + " space " + std::to_string(set);
}

// Everything one run creates; destroyed on scope exit unless the device may still use it.
struct RunObjects {
  VkDevice device;
  bool leak = false;
  std::vector<VkBuffer> buffers;
  std::vector<VkDeviceMemory> memories;
  std::vector<VkBufferView> views;
  std::vector<VkDescriptorSetLayout> setLayouts;
  VkDescriptorPool pool = VK_NULL_HANDLE;
  VkPipelineLayout pipelineLayout = VK_NULL_HANDLE;
  VkShaderModule module = VK_NULL_HANDLE;
  VkPipeline pipeline = VK_NULL_HANDLE;
  VkFence fence = VK_NULL_HANDLE;
  VkCommandPool commandPool = VK_NULL_HANDLE;
  VkCommandBuffer cmd = VK_NULL_HANDLE;

  explicit RunObjects(VkDevice d) : device(d) {}
  ~RunObjects() {
    if (leak) return;
    if (cmd) vkFreeCommandBuffers(device, commandPool, 1, &cmd);
    if (fence) vkDestroyFence(device, fence, nullptr);
    if (pipeline) vkDestroyPipeline(device, pipeline, nullptr);
    if (module) vkDestroyShaderModule(device, module, nullptr);
    if (pipelineLayout) vkDestroyPipelineLayout(device, pipelineLayout, nullptr);
    if (pool) vkDestroyDescriptorPool(device, pool, nullptr);
    for (auto l : setLayouts) vkDestroyDescriptorSetLayout(device, l, nullptr);
    for (auto v : views) vkDestroyBufferView(device, v, nullptr);
    for (auto b : buffers) vkDestroyBuffer(device, b, nullptr);
    for (auto m : memories) vkFreeMemory(device, m, nullptr);
  }
};

RunResult skipped(std::string why) { return RunResult{RunResult::Status::Skipped, std::move(why), {}}; }
RunResult failed(std::string why) { return RunResult{RunResult::Status::Failed, std::move(why), {}}; }

}  // namespace

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

RunResult VkRunner::Impl::run(const std::vector<uint32_t>& spirv, const RunSpec& spec,
                              const SubgroupSizeRequest& subgroupSize) {
  if (!unavailable.empty()) return skipped(unavailable);
  if (lost) return failed("the device is unusable after an earlier timeout or device loss");

  // 1. What the shader needs, checked before the driver sees it.
  SpirvInfo shader;
  std::string error;
  if (!scanSpirv(spirv, shader, error)) return failed("SPIR-V: " + error);
  if (std::find(shader.computeEntryPoints.begin(), shader.computeEntryPoints.end(), "main") ==
      shader.computeEntryPoints.end())
    return failed("SPIR-V has no GLCompute entry point named \"main\"");
  for (uint32_t cap : shader.capabilities)
    if (std::string why = missingForCapability(cap); !why.empty()) return skipped(why);
  for (const auto& ext : shader.extensions)
    if (std::string why = missingForExtension(ext); !why.empty()) return skipped(why);
  if (shader.usesSubgroupExtendedTypes && !has(Feature::SubgroupExtendedTypes))
    return skipped(std::string("device lacks ") + featureName(Feature::SubgroupExtendedTypes) +
                   " (8/16/64-bit subgroup operations)");
  if (shader.usesPushConstants) return failed("shader uses push constants; the run spec provides none");
  const auto& limits = properties.limits;
  for (int i = 0; i < 3; ++i) {
    if (shader.localSize[i] > limits.maxComputeWorkGroupSize[i])
      return skipped("workgroup size exceeds the device limit in dimension " + std::to_string(i));
    if (spec.dispatch[i] > limits.maxComputeWorkGroupCount[i])
      return skipped("dispatch count exceeds the device limit in dimension " + std::to_string(i));
  }
  if (uint64_t(shader.localSize[0]) * shader.localSize[1] * shader.localSize[2] > limits.maxComputeWorkGroupInvocations)
    return skipped("workgroup has more invocations than the device allows");
  std::string sizeProblem;
  uint32_t requiredSize = chooseSubgroupSize(subgroupSize, shader.localSize, sizeProblem);
  if (!sizeProblem.empty()) return skipped(sizeProblem);

  // 2. The spec's resources at their direct-mapping bindings; the shader must match them.
  struct Slot {
    const ResourceSpec* res;
    VkDescriptorType type;
    VkFormat format = VK_FORMAT_UNDEFINED;
    uint32_t texelBytes = 0;
  };
  std::map<std::pair<uint32_t, uint32_t>, Slot> slots;
  std::deque<ResourceSpec> counters;  // hidden UAV counters: one zeroed uint each, as D3D apps reset them
  uint32_t setCount = 0, ubos = 0, ssbos = 0, utb = 0, stb = 0;
  for (const auto& r : spec.resources) {
    Slot slot{&r, descriptorTypeOf(r.type)};
    if (slot.type == VK_DESCRIPTOR_TYPE_UNIFORM_TEXEL_BUFFER || slot.type == VK_DESCRIPTOR_TYPE_STORAGE_TEXEL_BUFFER) {
      auto row = std::find_if(std::begin(kFormats), std::end(kFormats),
                              [&](const FormatRow& f) { return r.format == f.dxgi; });
      if (row == std::end(kFormats)) return failed(r.reg + ": the runner does not know format " + r.format);
      slot.format = row->vk;
      slot.texelBytes = row->bytes;
      VkFormatProperties fp;
      vkGetPhysicalDeviceFormatProperties(physical, slot.format, &fp);
      VkFormatFeatureFlags need = slot.type == VK_DESCRIPTOR_TYPE_UNIFORM_TEXEL_BUFFER
                                      ? VK_FORMAT_FEATURE_UNIFORM_TEXEL_BUFFER_BIT
                                      : VK_FORMAT_FEATURE_STORAGE_TEXEL_BUFFER_BIT;
      if (!(fp.bufferFeatures & need))
        return skipped(r.reg + ": " + info.name + " cannot use " + r.format + " in a " +
                       descriptorTypeName(slot.type));
      if (r.size / slot.texelBytes == 0) return failed(r.reg + ": size is smaller than one texel");
      if (r.size / slot.texelBytes > limits.maxTexelBufferElements)
        return skipped(r.reg + ": more texels than maxTexelBufferElements");
    }
    if (slot.type == VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER && r.size > limits.maxUniformBufferRange)
      return skipped(r.reg + ": larger than maxUniformBufferRange");
    if (slot.type == VK_DESCRIPTOR_TYPE_STORAGE_BUFFER && r.size > limits.maxStorageBufferRange)
      return skipped(r.reg + ": larger than maxStorageBufferRange");
    ubos += slot.type == VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER;
    ssbos += slot.type == VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
    utb += slot.type == VK_DESCRIPTOR_TYPE_UNIFORM_TEXEL_BUFFER;
    stb += slot.type == VK_DESCRIPTOR_TYPE_STORAGE_TEXEL_BUFFER;
    setCount = std::max(setCount, r.space + 1);
    slots.emplace(std::make_pair(r.space, bindingOf(r)), slot);
  }
  for (const auto& d : shader.descriptors) {
    if (d.binding < kShiftCounter || d.type != VK_DESCRIPTOR_TYPE_STORAGE_BUFFER || slots.count({d.set, d.binding}))
      continue;
    ResourceSpec& counter = counters.emplace_back();
    counter.reg = registerFor(d.set, d.binding);
    counter.regIndex = d.binding - kShiftCounter;
    counter.space = d.set;
    counter.type = ResourceType::RWStructuredBuffer;
    counter.size = 4;
    counter.stride = 4;
    slots.emplace(std::make_pair(d.set, d.binding), Slot{&counter, VK_DESCRIPTOR_TYPE_STORAGE_BUFFER});
    ++ssbos;
    setCount = std::max(setCount, d.set + 1);
  }
  if (ubos > limits.maxPerStageDescriptorUniformBuffers) return skipped("too many constant buffers for the device");
  if (ssbos > limits.maxPerStageDescriptorStorageBuffers) return skipped("too many storage buffers for the device");
  if (utb + stb > limits.maxPerStageDescriptorSampledImages + limits.maxPerStageDescriptorStorageImages)
    return skipped("too many typed buffers for the device");
  for (const auto& d : shader.descriptors) {
    auto it = slots.find({d.set, d.binding});
    std::string where = "shader resource '" + d.name + "' (set " + std::to_string(d.set) + ", binding " +
                        std::to_string(d.binding) + ", " + descriptorTypeName(d.type) + ")";
    if (it == slots.end())
      return failed(where + " has no resource in the run spec (direct mapping: " + registerFor(d.set, d.binding) + ")");
    if (d.type != it->second.type)
      return failed(where + " is bound to " + it->second.res->reg + " (" +
                    std::string(resourceTypeName(it->second.res->type)) + "), which is a " +
                    descriptorTypeName(it->second.type));
    if (d.count != 1) return failed(where + " is a descriptor array; the runner binds single descriptors");
    setCount = std::max(setCount, d.set + 1);
  }
  if (setCount > limits.maxBoundDescriptorSets)
    return skipped("needs " + std::to_string(setCount) + " descriptor sets; the device binds " +
                   std::to_string(limits.maxBoundDescriptorSets));

  RunObjects o(device);
  auto vkFail = [&](const char* what, VkResult r) {
    if (r == VK_ERROR_DEVICE_LOST) lost = true;
    return failed(std::string(what) + " failed: " + vkResultName(r));
  };
  VkResult r;

  // 3. Buffers in host-visible, coherent memory, filled with `init` and zeros.
  std::map<const ResourceSpec*, std::pair<VkBuffer, void*>> mapped;
  for (const auto& [key, slot] : slots) {
    const ResourceSpec& res = *slot.res;
    VkBufferCreateInfo bci{VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO};
    bci.size = (res.size + 3) & ~uint64_t(3);
    bci.usage = slot.type == VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER         ? VK_BUFFER_USAGE_UNIFORM_BUFFER_BIT
                : slot.type == VK_DESCRIPTOR_TYPE_UNIFORM_TEXEL_BUFFER ? VK_BUFFER_USAGE_UNIFORM_TEXEL_BUFFER_BIT
                : slot.type == VK_DESCRIPTOR_TYPE_STORAGE_TEXEL_BUFFER ? VK_BUFFER_USAGE_STORAGE_TEXEL_BUFFER_BIT
                                                                       : VK_BUFFER_USAGE_STORAGE_BUFFER_BIT;
    VkBuffer buffer;
    if ((r = vkCreateBuffer(device, &bci, nullptr, &buffer)) != VK_SUCCESS) return vkFail("vkCreateBuffer", r);
    o.buffers.push_back(buffer);
    VkMemoryRequirements req;
    vkGetBufferMemoryRequirements(device, buffer, &req);
    const VkMemoryPropertyFlags want = VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT;
    uint32_t typeIndex = UINT32_MAX;
    for (uint32_t i = 0; i < memory.memoryTypeCount && typeIndex == UINT32_MAX; ++i)
      if ((req.memoryTypeBits & (1u << i)) && (memory.memoryTypes[i].propertyFlags & want) == want) typeIndex = i;
    if (typeIndex == UINT32_MAX) return failed("no host-visible coherent memory type for " + res.reg);
    VkMemoryAllocateInfo mai{VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO};
    mai.allocationSize = req.size;
    mai.memoryTypeIndex = typeIndex;
    VkDeviceMemory mem;
    if ((r = vkAllocateMemory(device, &mai, nullptr, &mem)) != VK_SUCCESS) return vkFail("vkAllocateMemory", r);
    o.memories.push_back(mem);
    if ((r = vkBindBufferMemory(device, buffer, mem, 0)) != VK_SUCCESS) return vkFail("vkBindBufferMemory", r);
    void* ptr = nullptr;
    if ((r = vkMapMemory(device, mem, 0, VK_WHOLE_SIZE, 0, &ptr)) != VK_SUCCESS) return vkFail("vkMapMemory", r);
    std::memset(ptr, 0, bci.size);
    if (!res.init.empty()) std::memcpy(ptr, res.init.data(), res.init.size());
    mapped[&res] = {buffer, ptr};
  }

  // 4. One layout per set index up to the highest used (empty ones fill gaps), then the sets.
  std::vector<std::vector<VkDescriptorSetLayoutBinding>> layoutBindings(setCount);
  std::map<VkDescriptorType, uint32_t> poolCounts;
  for (const auto& [key, slot] : slots) {
    VkDescriptorSetLayoutBinding b{};
    b.binding = key.second;
    b.descriptorType = slot.type;
    b.descriptorCount = 1;
    b.stageFlags = VK_SHADER_STAGE_COMPUTE_BIT;
    layoutBindings[key.first].push_back(b);
    poolCounts[slot.type]++;
  }
  for (uint32_t s = 0; s < setCount; ++s) {
    VkDescriptorSetLayoutCreateInfo lci{VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO};
    lci.bindingCount = uint32_t(layoutBindings[s].size());
    lci.pBindings = layoutBindings[s].data();
    VkDescriptorSetLayout layout;
    if ((r = vkCreateDescriptorSetLayout(device, &lci, nullptr, &layout)) != VK_SUCCESS)
      return vkFail("vkCreateDescriptorSetLayout", r);
    o.setLayouts.push_back(layout);
  }
  std::vector<VkDescriptorSet> sets(setCount, VK_NULL_HANDLE);
  if (setCount) {
    std::vector<VkDescriptorPoolSize> sizes;
    for (auto [type, n] : poolCounts) sizes.push_back({type, n});
    VkDescriptorPoolCreateInfo dpci{VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO};
    dpci.maxSets = setCount;
    dpci.poolSizeCount = uint32_t(sizes.size());
    dpci.pPoolSizes = sizes.data();
    if ((r = vkCreateDescriptorPool(device, &dpci, nullptr, &o.pool)) != VK_SUCCESS)
      return vkFail("vkCreateDescriptorPool", r);
    VkDescriptorSetAllocateInfo dsai{VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO};
    dsai.descriptorPool = o.pool;
    dsai.descriptorSetCount = setCount;
    dsai.pSetLayouts = o.setLayouts.data();
    if ((r = vkAllocateDescriptorSets(device, &dsai, sets.data())) != VK_SUCCESS)
      return vkFail("vkAllocateDescriptorSets", r);
  }
  // Stable storage for the pointers the writes hold.
  std::vector<VkDescriptorBufferInfo> bufferInfos;
  std::vector<VkBufferView> viewHandles;
  bufferInfos.reserve(slots.size());
  viewHandles.reserve(slots.size());
  std::vector<VkWriteDescriptorSet> writes;
  for (const auto& [key, slot] : slots) {
    VkWriteDescriptorSet w{VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET};
    w.dstSet = sets[key.first];
    w.dstBinding = key.second;
    w.descriptorCount = 1;
    w.descriptorType = slot.type;
    VkBuffer buffer = mapped[slot.res].first;
    if (slot.format != VK_FORMAT_UNDEFINED) {
      VkBufferViewCreateInfo vci{VK_STRUCTURE_TYPE_BUFFER_VIEW_CREATE_INFO};
      vci.buffer = buffer;
      vci.format = slot.format;
      vci.range = slot.res->size / slot.texelBytes * slot.texelBytes;
      VkBufferView view;
      if ((r = vkCreateBufferView(device, &vci, nullptr, &view)) != VK_SUCCESS) return vkFail("vkCreateBufferView", r);
      o.views.push_back(view);
      viewHandles.push_back(view);
      w.pTexelBufferView = &viewHandles.back();
    } else {
      bufferInfos.push_back({buffer, 0, VK_WHOLE_SIZE});
      w.pBufferInfo = &bufferInfos.back();
    }
    writes.push_back(w);
  }
  if (!writes.empty()) vkUpdateDescriptorSets(device, uint32_t(writes.size()), writes.data(), 0, nullptr);

  // 5. Pipeline.
  VkPipelineLayoutCreateInfo plci{VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO};
  plci.setLayoutCount = uint32_t(o.setLayouts.size());
  plci.pSetLayouts = o.setLayouts.data();
  if ((r = vkCreatePipelineLayout(device, &plci, nullptr, &o.pipelineLayout)) != VK_SUCCESS)
    return vkFail("vkCreatePipelineLayout", r);
  VkShaderModuleCreateInfo smci{VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO};
  smci.codeSize = spirv.size() * sizeof(uint32_t);
  smci.pCode = spirv.data();
  if ((r = vkCreateShaderModule(device, &smci, nullptr, &o.module)) != VK_SUCCESS)
    return vkFail("vkCreateShaderModule", r);
  VkComputePipelineCreateInfo cpci{VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO};
  cpci.stage = {VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO};
  cpci.stage.stage = VK_SHADER_STAGE_COMPUTE_BIT;
  cpci.stage.module = o.module;
  cpci.stage.pName = "main";
  VkPipelineShaderStageRequiredSubgroupSizeCreateInfoEXT sizeInfo{
      VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_REQUIRED_SUBGROUP_SIZE_CREATE_INFO_EXT};
  if (requiredSize) {
    sizeInfo.requiredSubgroupSize = requiredSize;
    cpci.stage.pNext = &sizeInfo;
    // D3D fills waves: ask for full subgroups where the workgroup's x size allows it.
    if (has(Feature::ComputeFullSubgroups) && shader.localSize[0] % requiredSize == 0)
      cpci.stage.flags |= VK_PIPELINE_SHADER_STAGE_CREATE_REQUIRE_FULL_SUBGROUPS_BIT_EXT;
  }
  cpci.layout = o.pipelineLayout;
  if ((r = vkCreateComputePipelines(device, VK_NULL_HANDLE, 1, &cpci, nullptr, &o.pipeline)) != VK_SUCCESS)
    return vkFail("vkCreateComputePipelines", r);

  // 6. Record, submit, wait with a bound so a runaway shader is a failure, not a hang.
  VkCommandBufferAllocateInfo cbai{VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO};
  cbai.commandPool = commandPool;
  cbai.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
  cbai.commandBufferCount = 1;
  if ((r = vkAllocateCommandBuffers(device, &cbai, &o.cmd)) != VK_SUCCESS) return vkFail("vkAllocateCommandBuffers", r);
  o.commandPool = commandPool;
  VkCommandBufferBeginInfo cbbi{VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO};
  cbbi.flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT;
  vkBeginCommandBuffer(o.cmd, &cbbi);
  vkCmdBindPipeline(o.cmd, VK_PIPELINE_BIND_POINT_COMPUTE, o.pipeline);
  if (setCount)
    vkCmdBindDescriptorSets(o.cmd, VK_PIPELINE_BIND_POINT_COMPUTE, o.pipelineLayout, 0, setCount, sets.data(), 0,
                            nullptr);
  vkCmdDispatch(o.cmd, spec.dispatch[0], spec.dispatch[1], spec.dispatch[2]);
  VkMemoryBarrier barrier{VK_STRUCTURE_TYPE_MEMORY_BARRIER};
  barrier.srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT;
  barrier.dstAccessMask = VK_ACCESS_HOST_READ_BIT;
  vkCmdPipelineBarrier(o.cmd, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_PIPELINE_STAGE_HOST_BIT, 0, 1, &barrier, 0,
                       nullptr, 0, nullptr);
  if ((r = vkEndCommandBuffer(o.cmd)) != VK_SUCCESS) return vkFail("vkEndCommandBuffer", r);
  VkFenceCreateInfo fci{VK_STRUCTURE_TYPE_FENCE_CREATE_INFO};
  if ((r = vkCreateFence(device, &fci, nullptr, &o.fence)) != VK_SUCCESS) return vkFail("vkCreateFence", r);
  VkSubmitInfo si{VK_STRUCTURE_TYPE_SUBMIT_INFO};
  si.commandBufferCount = 1;
  si.pCommandBuffers = &o.cmd;
  if ((r = vkQueueSubmit(queue, 1, &si, o.fence)) != VK_SUCCESS) return vkFail("vkQueueSubmit", r);
  uint64_t ns = uint64_t(timeout.count()) * 1000000ull;
  r = vkWaitForFences(device, 1, &o.fence, VK_TRUE, ns);
  if (r == VK_TIMEOUT) {
    lost = true;
    o.leak = true;  // the device may still be using them
    return failed("the dispatch did not finish within " + std::to_string(timeout.count()) + " ms");
  }
  if (r != VK_SUCCESS) {
    o.leak = r == VK_ERROR_DEVICE_LOST;
    return vkFail("vkWaitForFences", r);
  }

  // 7. Read back the checked resources as little-endian words.
  RunResult result;
  result.status = RunResult::Status::Ok;
  for (const auto& name : spec.check) {
    const ResourceSpec* res = spec.find(name);
    if (!res) return failed("check '" + name + "' names no resource");
    std::vector<uint32_t> words((res->size + 3) / 4);
    std::memcpy(words.data(), mapped[res].second, words.size() * 4);
    result.outputs[name] = std::move(words);
  }
  return result;
}

}  // namespace dxsv::exec
