#include "exec/vk_resources.h"

#include <algorithm>
#include <cstring>

#include "exec/formats.h"
#include "exec/vk_accel.h"

namespace dxsv::exec {
namespace {

// Register class shifts of the translator's default direct mapping.
constexpr uint32_t kShiftT = 0, kShiftS = 100, kShiftB = 200, kShiftU = 300, kShiftCounter = 400;

VkDescriptorType descriptorTypeOf(ResourceType t) {
  if (isSampler(t)) return VK_DESCRIPTOR_TYPE_SAMPLER;
  if (isStorageTexture(t)) return VK_DESCRIPTOR_TYPE_STORAGE_IMAGE;
  if (isTexture(t)) return VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE;
  switch (t) {
    case ResourceType::CBuffer: return VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER;
    case ResourceType::Buffer: return VK_DESCRIPTOR_TYPE_UNIFORM_TEXEL_BUFFER;
    case ResourceType::RWBuffer: return VK_DESCRIPTOR_TYPE_STORAGE_TEXEL_BUFFER;
    case ResourceType::RaytracingAccelerationStructure: return VK_DESCRIPTOR_TYPE_ACCELERATION_STRUCTURE_KHR;
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

const char* dimName(uint32_t dim) {
  static const char* kNames[] = {"1D", "2D", "3D", "Cube", "Rect", "Buffer", "SubpassData"};
  return dim < std::size(kNames) ? kNames[dim] : "?";
}

}  // namespace

std::vector<SpirvDescriptor> descriptorUnion(const std::vector<std::pair<const char*, const SpirvInfo*>>& stages) {
  std::vector<SpirvDescriptor> all;
  std::vector<const char*> declaredBy;
  for (const auto& [name, info] : stages)
    for (const SpirvDescriptor& d : info->descriptors) {
      auto same = std::find_if(all.begin(), all.end(),
                               [&](const SpirvDescriptor& o) { return o.set == d.set && o.binding == d.binding; });
      if (same == all.end()) {
        all.push_back(d);
        declaredBy.push_back(name);
      } else if (same->type != d.type) {
        throwFail("set " + std::to_string(d.set) + ", binding " + std::to_string(d.binding) + " is a " +
                  descriptorTypeName(same->type) + " in the " + declaredBy[same - all.begin()] + " but a " +
                  descriptorTypeName(d.type) + " in the " + name);
      }
    }
  return all;
}

ResourceSet::ResourceSet(RunContext& ctx, const RunSpec& spec, const std::vector<SpirvDescriptor>& descriptors,
                         VkShaderStageFlags stages, uint32_t pushConstantBytes)
    : ctx_(ctx), spec_(spec), pushConstantBytes_(pushConstantBytes) {
  addSpecResources();
  if (spec_.callerViews) adoptCallerViews(descriptors);
  addHiddenCounters(descriptors);
  checkShaderMatches(descriptors);
  checkLimits(stages);
  createObjects();
  writeDescriptors(stages);
}

void ResourceSet::addSpecResources() {
  const auto& limits = ctx_.impl.properties.limits;
  const std::string& dev = ctx_.impl.info.name;
  for (const auto& r : spec_.resources) {
    Slot slot;
    slot.res = &r;
    slot.type = descriptorTypeOf(r.type);
    if (slot.type == VK_DESCRIPTOR_TYPE_UNIFORM_TEXEL_BUFFER || slot.type == VK_DESCRIPTOR_TYPE_STORAGE_TEXEL_BUFFER) {
      const FormatInfo* f = findFormat(r.format);
      if (!f) throwFail(r.reg + ": the runner does not know format " + r.format);
      slot.format = f->vk;
      slot.texelBytes = f->bytes;
      VkFormatProperties fp;
      vkGetPhysicalDeviceFormatProperties(ctx_.impl.physical, slot.format, &fp);
      VkFormatFeatureFlags need = slot.type == VK_DESCRIPTOR_TYPE_UNIFORM_TEXEL_BUFFER
                                      ? VK_FORMAT_FEATURE_UNIFORM_TEXEL_BUFFER_BIT
                                      : VK_FORMAT_FEATURE_STORAGE_TEXEL_BUFFER_BIT;
      if (!(fp.bufferFeatures & need))
        throwSkip(r.reg + ": " + dev + " cannot use " + r.format + " in a " + descriptorTypeName(slot.type));
      if (r.size / slot.texelBytes == 0) throwFail(r.reg + ": size is smaller than one texel");
      if (r.size / slot.texelBytes > limits.maxTexelBufferElements)
        throwSkip(r.reg + ": more texels than maxTexelBufferElements");
    }
    if (slot.type == VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER && r.size > limits.maxUniformBufferRange)
      throwSkip(r.reg + ": larger than maxUniformBufferRange");
    if (slot.type == VK_DESCRIPTOR_TYPE_STORAGE_BUFFER && r.size > limits.maxStorageBufferRange)
      throwSkip(r.reg + ": larger than maxStorageBufferRange");
    setCount_ = std::max(setCount_, r.space + 1);
    slots_.emplace(std::make_pair(r.space, bindingOf(r)), slot);
  }
}

void ResourceSet::adoptCallerViews(const std::vector<SpirvDescriptor>& descriptors) {
  for (const auto& d : descriptors) {
    auto it = slots_.find({d.set, d.binding});
    if (it == slots_.end()) continue;
    Slot& slot = it->second;
    bool texel = d.type == VK_DESCRIPTOR_TYPE_UNIFORM_TEXEL_BUFFER || d.type == VK_DESCRIPTOR_TYPE_STORAGE_TEXEL_BUFFER;
    if (slot.type == VK_DESCRIPTOR_TYPE_STORAGE_BUFFER && texel) {
      if (slot.res->size % 4) throwFail(slot.res->reg + ": an r32ui view needs a size in whole words");
      slot.type = d.type;
      slot.format = VK_FORMAT_R32_UINT;
      slot.texelBytes = 4;
    } else if (slot.type == VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER && d.type == VK_DESCRIPTOR_TYPE_STORAGE_BUFFER) {
      slot.type = d.type;
    }
  }
}

void ResourceSet::addHiddenCounters(const std::vector<SpirvDescriptor>& descriptors) {
  // One zeroed uint each, as D3D applications reset them.
  for (const auto& d : descriptors) {
    bool texelCounter = spec_.callerViews && d.type == VK_DESCRIPTOR_TYPE_STORAGE_TEXEL_BUFFER;
    if (d.binding < kShiftCounter || (d.type != VK_DESCRIPTOR_TYPE_STORAGE_BUFFER && !texelCounter) ||
        slots_.count({d.set, d.binding}))
      continue;
    ResourceSpec& counter = counters_.emplace_back();
    counter.reg = registerFor(d.set, d.binding);
    counter.regIndex = d.binding - kShiftCounter;
    counter.space = d.set;
    counter.type = ResourceType::RWStructuredBuffer;
    counter.size = 4;
    counter.stride = 4;
    Slot slot;
    slot.res = &counter;
    slot.type = d.type;
    if (texelCounter) {
      slot.format = VK_FORMAT_R32_UINT;
      slot.texelBytes = 4;
    }
    slots_.emplace(std::make_pair(d.set, d.binding), slot);
    setCount_ = std::max(setCount_, d.set + 1);
  }
}

void ResourceSet::checkShaderMatches(const std::vector<SpirvDescriptor>& descriptors) {
  for (const auto& d : descriptors) {
    auto it = slots_.find({d.set, d.binding});
    std::string where = "shader resource '" + d.name + "' (set " + std::to_string(d.set) + ", binding " +
                        std::to_string(d.binding) + ", " + descriptorTypeName(d.type) + ")";
    if (d.type == VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER)
      throwFail(where + " is a combined image sampler; the runner binds images and samplers separately");
    if (it == slots_.end())
      throwFail(where + " has no resource in the run spec (direct mapping: " + registerFor(d.set, d.binding) + ")");
    const ResourceSpec& res = *it->second.res;
    if (d.type != it->second.type)
      throwFail(where + " is bound to " + res.reg + " (" + std::string(resourceTypeName(res.type)) + "), which is a " +
                descriptorTypeName(it->second.type));
    if (d.count != 1) throwFail(where + " is a descriptor array; the runner binds single descriptors");
    if (isTexture(res.type) && d.imageDim != UINT32_MAX) {
      ImageShape want = imageShapeOf(res.type);
      if (d.imageDim != want.dim || d.arrayed != want.arrayed || d.multisampled != want.multisampled)
        throwFail(where + " is a " + std::string(d.multisampled ? "multisampled " : "") + dimName(d.imageDim) +
                  (d.arrayed ? " array" : "") + " image, but " + res.reg + " is a " +
                  std::string(resourceTypeName(res.type)));
    }
    setCount_ = std::max(setCount_, d.set + 1);
  }
}

void ResourceSet::checkLimits(VkShaderStageFlags stages) const {
  const auto& limits = ctx_.impl.properties.limits;
  std::map<VkDescriptorType, uint32_t> n;
  for (const auto& [key, slot] : slots_) n[slot.type]++;
  using T = VkDescriptorType;
  auto count = [&](T t) { return n.count(t) ? n.at(t) : 0u; };
  if (count(VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER) > limits.maxPerStageDescriptorUniformBuffers)
    throwSkip("too many constant buffers for the device");
  if (count(VK_DESCRIPTOR_TYPE_STORAGE_BUFFER) > limits.maxPerStageDescriptorStorageBuffers)
    throwSkip("too many storage buffers for the device");
  if (count(VK_DESCRIPTOR_TYPE_UNIFORM_TEXEL_BUFFER) + count(VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE) >
      limits.maxPerStageDescriptorSampledImages)
    throwSkip("too many textures and typed buffers for the device");
  if (count(VK_DESCRIPTOR_TYPE_STORAGE_TEXEL_BUFFER) + count(VK_DESCRIPTOR_TYPE_STORAGE_IMAGE) >
      limits.maxPerStageDescriptorStorageImages)
    throwSkip("too many storage images and typed UAV buffers for the device");
  if (count(VK_DESCRIPTOR_TYPE_SAMPLER) > limits.maxPerStageDescriptorSamplers)
    throwSkip("too many samplers for the device");
  if (setCount_ > limits.maxBoundDescriptorSets)
    throwSkip("needs " + std::to_string(setCount_) + " descriptor sets; the device binds " +
              std::to_string(limits.maxBoundDescriptorSets));
  (void)stages;
}

void ResourceSet::createObjects() {
  for (auto& [key, slot] : slots_) {
    const ResourceSpec& res = *slot.res;
    if (slot.type == VK_DESCRIPTOR_TYPE_SAMPLER) {
      slot.sampler = createSampler(ctx_, res);
    } else if (isTexture(res.type)) {
      slot.texture = textures_.size();
      textures_.push_back(createTexture(ctx_, res));
    } else if (slot.type == VK_DESCRIPTOR_TYPE_ACCELERATION_STRUCTURE_KHR) {
      slot.accelerationStructure = buildAccelerationStructure(ctx_, res);
    } else {
      VkBufferUsageFlags usage = slot.type == VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER ? VK_BUFFER_USAGE_UNIFORM_BUFFER_BIT
                                 : slot.type == VK_DESCRIPTOR_TYPE_UNIFORM_TEXEL_BUFFER
                                     ? VK_BUFFER_USAGE_UNIFORM_TEXEL_BUFFER_BIT
                                 : slot.type == VK_DESCRIPTOR_TYPE_STORAGE_TEXEL_BUFFER
                                     ? VK_BUFFER_USAGE_STORAGE_TEXEL_BUFFER_BIT
                                     : VK_BUFFER_USAGE_STORAGE_BUFFER_BIT;
      // Root descriptors in shader records are device addresses.
      slot.buffer = ctx_.hostBuffer(res.size, usage, ctx_.impl.has(Feature::BufferDeviceAddress));
      if (!res.init.empty()) std::memcpy(slot.buffer.data, res.init.data(), res.init.size());
    }
  }
}

VkDeviceAddress ResourceSet::addressOf(const std::string& reg, uint32_t space) const {
  for (const auto& [key, slot] : slots_)
    if (slot.res->reg == reg && slot.res->space == space) {
      if (!slot.buffer.buffer || !slot.buffer.address)
        throwFail(reg + " space " + std::to_string(space) + " has no device address (a buffer on a device with bufferDeviceAddress)");
      return slot.buffer.address;
    }
  throwFail("no resource " + reg + " space " + std::to_string(space) + " for a device address");
}

void ResourceSet::writeDescriptors(VkShaderStageFlags stages) {
  // One layout per set index up to the highest used (empty ones fill gaps).
  std::vector<std::vector<VkDescriptorSetLayoutBinding>> bindings(setCount_);
  std::map<VkDescriptorType, uint32_t> poolCounts;
  for (const auto& [key, slot] : slots_) {
    bindings[key.first].push_back({key.second, slot.type, 1, stages, nullptr});
    poolCounts[slot.type]++;
  }
  for (uint32_t s = 0; s < setCount_; ++s) setLayouts_.push_back(ctx_.setLayout(bindings[s]));
  sets_ = ctx_.allocateSets(setLayouts_, poolCounts);
  pipelineLayout_ = ctx_.pipelineLayout(setLayouts_, pushConstantBytes_, stages);

  // Stable storage for the pointers the writes hold.
  std::deque<VkDescriptorBufferInfo> bufferInfos;
  std::deque<VkDescriptorImageInfo> imageInfos;
  std::deque<VkBufferView> views;
  std::deque<VkWriteDescriptorSetAccelerationStructureKHR> accelerationStructures;
  std::vector<VkWriteDescriptorSet> writes;
  for (const auto& [key, slot] : slots_) {
    VkWriteDescriptorSet w{VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET};
    w.dstSet = sets_[key.first];
    w.dstBinding = key.second;
    w.descriptorCount = 1;
    w.descriptorType = slot.type;
    if (slot.type == VK_DESCRIPTOR_TYPE_SAMPLER) {
      w.pImageInfo = &imageInfos.emplace_back(VkDescriptorImageInfo{slot.sampler, VK_NULL_HANDLE, VK_IMAGE_LAYOUT_UNDEFINED});
    } else if (slot.type == VK_DESCRIPTOR_TYPE_ACCELERATION_STRUCTURE_KHR) {
      VkWriteDescriptorSetAccelerationStructureKHR& as = accelerationStructures.emplace_back();
      as = {VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET_ACCELERATION_STRUCTURE_KHR};
      as.accelerationStructureCount = 1;
      as.pAccelerationStructures = &slot.accelerationStructure;
      w.pNext = &as;
    } else if (slot.texture != SIZE_MAX) {
      w.pImageInfo = &imageInfos.emplace_back(
          VkDescriptorImageInfo{VK_NULL_HANDLE, textures_[slot.texture].view, VK_IMAGE_LAYOUT_GENERAL});
    } else if (slot.format != VK_FORMAT_UNDEFINED) {
      VkBufferViewCreateInfo vci{VK_STRUCTURE_TYPE_BUFFER_VIEW_CREATE_INFO};
      vci.buffer = slot.buffer.buffer;
      vci.format = slot.format;
      vci.range = slot.res->size / slot.texelBytes * slot.texelBytes;
      VkBufferView view;
      ctx_.check(vkCreateBufferView(ctx_.device, &vci, nullptr, &view), "vkCreateBufferView");
      ctx_.onExit([d = ctx_.device, view] { vkDestroyBufferView(d, view, nullptr); });
      w.pTexelBufferView = &views.emplace_back(view);
    } else {
      w.pBufferInfo = &bufferInfos.emplace_back(VkDescriptorBufferInfo{slot.buffer.buffer, 0, VK_WHOLE_SIZE});
    }
    writes.push_back(w);
  }
  if (!writes.empty()) vkUpdateDescriptorSets(ctx_.device, uint32_t(writes.size()), writes.data(), 0, nullptr);
}

void ResourceSet::recordUploads(VkCommandBuffer cmd) {
  for (const auto& tex : textures_) recordTextureUpload(ctx_, cmd, tex);
}

void ResourceSet::bind(VkCommandBuffer cmd, VkPipelineBindPoint point) {
  if (!sets_.empty())
    vkCmdBindDescriptorSets(cmd, point, pipelineLayout_, 0, uint32_t(sets_.size()), sets_.data(), 0, nullptr);
}

void ResourceSet::recordReadbacks(VkCommandBuffer cmd) {
  for (const auto& tex : textures_)
    if (std::find(spec_.check.begin(), spec_.check.end(), tex.res->reg) != spec_.check.end())
      recordTextureReadback(ctx_, cmd, tex);
}

void ResourceSet::collect(std::map<std::string, std::vector<uint32_t>>& outputs) const {
  for (const auto& [key, slot] : slots_) {
    const ResourceSpec& res = *slot.res;
    if (std::find(spec_.check.begin(), spec_.check.end(), res.reg) == spec_.check.end()) continue;
    if (slot.texture != SIZE_MAX) {
      outputs[res.reg] = textureWords(textures_[slot.texture]);
    } else if (slot.buffer.data) {
      std::vector<uint32_t> words((res.size + 3) / 4);
      std::memcpy(words.data(), slot.buffer.data, words.size() * 4);
      outputs[res.reg] = std::move(words);
    }
  }
}

}  // namespace dxsv::exec
