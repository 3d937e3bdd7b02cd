// Root-signature runs (vk_root_signature.h): the root-parameter block, buffer device
// addresses for root descriptors and the CBV/SRV/UAV heap set, then the usual dispatch.
#include "exec/vk_root_signature.h"

#include <algorithm>
#include <cstring>
#include <deque>
#include <map>
#include <set>

#include "exec/formats.h"
#include "exec/spirv_scan.h"
#include "exec/vk_context.h"

namespace dxsv::exec {
namespace {

// Bindings of the CBV/SRV/UAV heap set: the translator's HeapBinding (bindings/root_layout.h).
enum HeapBinding : uint32_t {
  kSampledImage, kStorageImage, kUniformTexelBuffer, kStorageTexelBuffer, kStorageBuffer, kUniformBuffer, kUavCounter,
  kHeapBindingCount
};
constexpr VkDescriptorType kHeapBindingType[kHeapBindingCount] = {
    VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE,        VK_DESCRIPTOR_TYPE_STORAGE_IMAGE,  VK_DESCRIPTOR_TYPE_UNIFORM_TEXEL_BUFFER,
    VK_DESCRIPTOR_TYPE_STORAGE_TEXEL_BUFFER, VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER,
    VK_DESCRIPTOR_TYPE_STORAGE_BUFFER};

uint32_t heapBindingOf(ResourceType t) {
  if (isStorageTexture(t)) return kStorageImage;
  if (isTexture(t)) return kSampledImage;
  switch (t) {
    case ResourceType::Buffer: return kUniformTexelBuffer;
    case ResourceType::RWBuffer: return kStorageTexelBuffer;
    case ResourceType::CBuffer: return kUniformBuffer;
    default: return kStorageBuffer;
  }
}

std::string regName(const ResourceSpec& r) { return r.reg + " space " + std::to_string(r.space); }

const char* kindName(RootParamKind kind) {
  switch (kind) {
    case RootParamKind::Table: return "descriptor table";
    case RootParamKind::Constants: return "root constants";
    case RootParamKind::CBV: return "root CBV";
    case RootParamKind::SRV: return "root SRV";
    case RootParamKind::UAV: return "root UAV";
  }
  return "?";
}

// The spec resource at a register; SIZE_MAX when none.
size_t findResource(const RunSpec& spec, char regClass, uint32_t reg, uint32_t space) {
  for (size_t k = 0; k < spec.resources.size(); ++k) {
    const ResourceSpec& r = spec.resources[k];
    if (r.regClass == regClass && r.regIndex == reg && r.space == space) return k;
  }
  return SIZE_MAX;
}


// Builds and owns (through the RunContext) everything a root-signature dispatch binds.
class RootBinder {
 public:
  RootBinder(RunContext& ctx, const RunSpec& spec, const RootSignatureRun& root, const SpirvInfo& shader)
      : ctx_(ctx), spec_(spec), root_(root), plan_(planHeaps(root.parameters, spec)) {
    checkShader(shader);
    placeResources();
    createBuffers();
    fillRootBlock();
    createSets();
  }

  VkPipelineLayout layout() const { return layout_; }

  void bind(VkCommandBuffer cmd) const {
    for (const auto& [set, ds] : sets_)
      vkCmdBindDescriptorSets(cmd, VK_PIPELINE_BIND_POINT_COMPUTE, layout_, set, 1, &ds, 0, nullptr);
    if (root_.blockInPushConstants && root_.blockBytes)
      vkCmdPushConstants(cmd, layout_, VK_SHADER_STAGE_COMPUTE_BIT, 0, root_.blockBytes, block_.data());
  }

  void collect(std::map<std::string, std::vector<uint32_t>>& outputs) const {
    for (const auto& name : spec_.check) {
      const ResourceSpec* res = spec_.find(name);
      if (!res) continue;
      const HostBuffer& b = buffers_[size_t(res - spec_.resources.data())];
      if (!b.data) continue;
      std::vector<uint32_t> words((res->size + 3) / 4);
      std::memcpy(words.data(), b.data, words.size() * 4);
      outputs[name] = std::move(words);
    }
  }

 private:
  bool runtimeHeap() const { return root_.heapArraySize == 0; }

  // The shader may declare only what the ABI defines, with the types and array sizes it gives.
  // Sized heap arrays are indexed with dynamically uniform values from the root block; for
  // texel buffers Vulkan ties that to shader{Uniform,Storage}TexelBufferArrayDynamicIndexing,
  // which lavapipe 22.3 does not report but handles: the run does not skip for it.
  void checkShader(const SpirvInfo& shader) {
    const auto& limits = ctx_.impl.properties.limits;
    for (const auto& d : shader.descriptors) {
      std::string where = "shader resource '" + d.name + "' (set " + std::to_string(d.set) + ", binding " +
                          std::to_string(d.binding) + ", " + descriptorTypeName(d.type) + ")";
      if (d.set == root_.resourceHeapSet) {
        if (d.binding >= kHeapBindingCount || d.type != kHeapBindingType[d.binding])
          throwFail(where + " is not a binding of the resource heap");
        if (d.binding == kSampledImage || d.binding == kStorageImage)
          throwSkip(where + ": the root-signature runner binds no textures in the heap");
        if (d.count != root_.heapArraySize)
          throwFail(where + " has " + std::to_string(d.count) + " elements; the conversion asked for " +
                    std::to_string(root_.heapArraySize));
        heapBindings_.insert(d.binding);
      } else if (d.set == root_.samplerHeapSet || d.set == root_.staticSamplerSet) {
        throwSkip(where + ": the root-signature runner binds no samplers (sampler heap, static samplers)");
      } else if (d.set == root_.rootSet && d.binding == 0 && !root_.blockInPushConstants &&
                 d.type == VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER) {
        rootUbo_ = true;
      } else {
        throwFail(where + " is outside the root-signature ABI (plain root descriptors are not bound)");
      }
    }
    if (shader.usesPushConstants && (!root_.blockInPushConstants || !root_.blockBytes))
      throwFail("the shader uses push constants, but the root-parameter block is not in them");
    if (root_.blockInPushConstants && root_.blockBytes > limits.maxPushConstantsSize)
      throwFail("a root-parameter block of " + std::to_string(root_.blockBytes) + " bytes in push constants exceeds " +
                "maxPushConstantsSize (" + std::to_string(limits.maxPushConstantsSize) + ")");
    if (!runtimeHeap() && plan_.resourceHeapSize > root_.heapArraySize)
      throwFail("the tables span " + std::to_string(plan_.resourceHeapSize) + " heap elements; the heap arrays have " +
                std::to_string(root_.heapArraySize));
    if (runtimeHeap() && !heapBindings_.empty() && !ctx_.impl.runtimeHeaps)
      throwSkip(ctx_.impl.info.name + " lacks runtime heap arrays (partially bound, update-after-bind descriptors)");
    heapCount_ = runtimeHeap() ? std::max(plan_.resourceHeapSize, 1u) : root_.heapArraySize;
    checkLimits();
  }

  void checkLimits() const {
    const auto& l = ctx_.impl.properties.limits;
    const auto& u = ctx_.impl.indexing;
    bool uab = runtimeHeap();
    auto n = [&](uint32_t binding) { return heapBindings_.count(binding) ? heapCount_ : 0u; };
    struct Limit {
      const char* what;
      uint64_t count, max;
    } checks[] = {
        {"uniform buffers", uint64_t(n(kUniformBuffer)) + rootUbo_,
         uab ? u.maxPerStageDescriptorUpdateAfterBindUniformBuffers : l.maxPerStageDescriptorUniformBuffers},
        {"storage buffers", uint64_t(n(kStorageBuffer)) + n(kUavCounter),
         uab ? u.maxPerStageDescriptorUpdateAfterBindStorageBuffers : l.maxPerStageDescriptorStorageBuffers},
        {"sampled images and uniform texel buffers", uint64_t(n(kSampledImage)) + n(kUniformTexelBuffer),
         uab ? u.maxPerStageDescriptorUpdateAfterBindSampledImages : l.maxPerStageDescriptorSampledImages},
        {"storage images and storage texel buffers", uint64_t(n(kStorageImage)) + n(kStorageTexelBuffer),
         uab ? u.maxPerStageDescriptorUpdateAfterBindStorageImages : l.maxPerStageDescriptorStorageImages},
    };
    for (const Limit& c : checks)
      if (c.count > c.max)
        throwSkip("heap arrays of " + std::to_string(heapCount_) + " need " + std::to_string(c.count) + " " + c.what +
                  " per stage; " + ctx_.impl.info.name + " allows " + std::to_string(c.max));
  }

  // Which spec resource each heap element and root descriptor holds.
  void placeResources() {
    auto usable = [&](size_t k, const std::string& where) {
      const ResourceSpec& r = spec_.resources[k];
      if (isTexture(r.type) || isSampler(r.type))
        throwSkip(where + " holds " + regName(r) + " (" + std::string(resourceTypeName(r.type)) +
                  "); the root-signature runner binds buffers only");
      placed_.insert(k);
    };
    for (const HeapPlan::Entry& e : plan_.entries) {
      if (e.samplerHeap) continue;  // a shader reading the sampler heap was skipped above
      std::string where = "heap element " + std::to_string(e.index);
      usable(e.resource, where);
      uint32_t binding = heapBindingOf(spec_.resources[e.resource].type);
      auto [it, fresh] = heap_.emplace(std::make_pair(binding, e.index), e.resource);
      if (!fresh && it->second != e.resource)
        throwFail(where + " holds both " + regName(spec_.resources[it->second]) + " and " +
                  regName(spec_.resources[e.resource]) + " (overlapping table ranges)");
    }
    rootResource_.assign(root_.parameters.size(), SIZE_MAX);
    for (size_t i = 0; i < root_.parameters.size(); ++i) {
      const RootParam& p = root_.parameters[i];
      std::string where = "root parameter " + std::to_string(i) + " (" + kindName(p.kind) + ")";
      if (p.kind == RootParamKind::Table) continue;
      if (p.offsetBytes == UINT32_MAX) throwFail(where + " is not in the root-parameter block");
      char cls = p.kind == RootParamKind::SRV ? 't' : p.kind == RootParamKind::UAV ? 'u' : 'b';
      size_t k = findResource(spec_, cls, p.reg, p.space);
      rootResource_[i] = k;
      if (p.kind == RootParamKind::Constants) continue;  // copied into the block, no buffer of its own
      if (k == SIZE_MAX) {
        if (p.used)
          throwFail(where + ": the shader reads " + std::string(1, cls) + std::to_string(p.reg) + " space " +
                    std::to_string(p.space) + ", which the run spec does not give");
        continue;
      }
      usable(k, where);
      if (!ctx_.impl.has(Feature::BufferDeviceAddress))
        throwSkip(where + " needs bufferDeviceAddress, which " + ctx_.impl.info.name + " lacks");
      addressed_.insert(k);
      if (p.kind == RootParamKind::CBV) rootCbv_.insert(k);
    }
    for (const auto& name : spec_.check)
      if (const ResourceSpec* r = spec_.find(name); r && !placed_.count(size_t(r - spec_.resources.data())))
        throwFail("checked register " + name + " is in no root parameter or descriptor table");
  }

  void createBuffers() {
    const auto& limits = ctx_.impl.properties.limits;
    const VkBufferUsageFlags usage = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_UNIFORM_BUFFER_BIT |
                                     VK_BUFFER_USAGE_UNIFORM_TEXEL_BUFFER_BIT |
                                     VK_BUFFER_USAGE_STORAGE_TEXEL_BUFFER_BIT;
    buffers_.resize(spec_.resources.size());
    for (size_t k : placed_) {
      const ResourceSpec& r = spec_.resources[k];
      // A root CBV is read as whole 16-byte rows.
      VkDeviceSize size = rootCbv_.count(k) ? (r.size + 15) & ~VkDeviceSize(15) : r.size;
      buffers_[k] = ctx_.hostBuffer(size, usage, addressed_.count(k) != 0);
      if (!r.init.empty()) std::memcpy(buffers_[k].data, r.init.data(), std::min<size_t>(r.init.size(), size));
      if (r.type == ResourceType::CBuffer && r.size > limits.maxUniformBufferRange)
        throwSkip(r.reg + ": larger than maxUniformBufferRange");
      if (r.type != ResourceType::CBuffer && r.size > limits.maxStorageBufferRange)
        throwSkip(r.reg + ": larger than maxStorageBufferRange");
    }
    // Valid descriptors for heap elements no table range fills (sized arrays must be complete).
    dummy_ = ctx_.hostBuffer(256, usage);
  }

  void fillRootBlock() {
    block_.assign(std::max<size_t>((root_.blockBytes + 15) / 16 * 16, 16), 0);
    for (size_t i = 0; i < root_.parameters.size(); ++i) {
      const RootParam& p = root_.parameters[i];
      if (p.offsetBytes == UINT32_MAX) continue;
      size_t room = p.offsetBytes < block_.size() ? block_.size() - p.offsetBytes : 0;
      uint8_t* at = block_.data() + p.offsetBytes;
      auto put = [&](const void* data, size_t bytes) {
        if (bytes > room) throwFail("root parameter " + std::to_string(i) + " lies outside the root-parameter block");
        std::memcpy(at, data, bytes);
      };
      size_t k = rootResource_[i];
      if (p.kind == RootParamKind::Table) {
        put(&plan_.tableOffset[i], 4);
      } else if (p.kind == RootParamKind::Constants) {
        // The first DWORDs of the cbuffer data the spec gives for that register.
        std::vector<uint8_t> values(size_t(p.num32BitValues) * 4, 0);
        if (k != SIZE_MAX) {
          const auto& init = spec_.resources[k].init;
          std::memcpy(values.data(), init.data(), std::min(values.size(), init.size()));
        }
        put(values.data(), values.size());
      } else {
        uint64_t address = k == SIZE_MAX ? 0 : buffers_[k].address;  // unused without a resource
        uint8_t le[8];
        for (int b = 0; b < 8; ++b) le[b] = uint8_t(address >> (8 * b));
        put(le, 8);
      }
    }
  }

  VkBufferView texelView(VkBuffer buffer, VkFormat format, VkDeviceSize range) {
    VkBufferViewCreateInfo vci{VK_STRUCTURE_TYPE_BUFFER_VIEW_CREATE_INFO};
    vci.buffer = buffer;
    vci.format = format;
    vci.range = range;
    VkBufferView view;
    ctx_.check(vkCreateBufferView(ctx_.device, &vci, nullptr, &view), "vkCreateBufferView");
    ctx_.onExit([d = ctx_.device, view] { vkDestroyBufferView(d, view, nullptr); });
    return view;
  }

  // The view of a typed buffer in the heap, with the format checks a D3D layer would make.
  VkBufferView resourceView(size_t k, uint32_t binding) {
    const ResourceSpec& r = spec_.resources[k];
    const FormatInfo* f = findFormat(r.format);
    if (!f) throwFail(r.reg + ": the runner does not know format " + r.format);
    VkFormatProperties fp;
    vkGetPhysicalDeviceFormatProperties(ctx_.impl.physical, f->vk, &fp);
    VkFormatFeatureFlags need = binding == kUniformTexelBuffer ? VK_FORMAT_FEATURE_UNIFORM_TEXEL_BUFFER_BIT
                                                               : VK_FORMAT_FEATURE_STORAGE_TEXEL_BUFFER_BIT;
    if (!(fp.bufferFeatures & need))
      throwSkip(r.reg + ": " + ctx_.impl.info.name + " cannot use " + r.format + " in a " +
                descriptorTypeName(kHeapBindingType[binding]));
    VkDeviceSize texels = r.size / f->bytes;
    if (texels == 0) throwFail(r.reg + ": size is smaller than one texel");
    if (texels > ctx_.impl.properties.limits.maxTexelBufferElements)
      throwSkip(r.reg + ": more texels than maxTexelBufferElements");
    return texelView(buffers_[k].buffer, f->vk, texels * f->bytes);
  }

  VkDescriptorSetLayout setLayout(const std::vector<VkDescriptorSetLayoutBinding>& bindings, bool updateAfterBind) {
    std::vector<VkDescriptorBindingFlags> flags(
        bindings.size(), VK_DESCRIPTOR_BINDING_PARTIALLY_BOUND_BIT | VK_DESCRIPTOR_BINDING_UPDATE_AFTER_BIND_BIT);
    VkDescriptorSetLayoutBindingFlagsCreateInfo bfci{VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_BINDING_FLAGS_CREATE_INFO};
    bfci.bindingCount = uint32_t(flags.size());
    bfci.pBindingFlags = flags.data();
    VkDescriptorSetLayoutCreateInfo lci{VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO};
    lci.bindingCount = uint32_t(bindings.size());
    lci.pBindings = bindings.data();
    if (updateAfterBind) {
      lci.flags = VK_DESCRIPTOR_SET_LAYOUT_CREATE_UPDATE_AFTER_BIND_POOL_BIT;
      lci.pNext = &bfci;
    }
    VkDescriptorSetLayout l;
    ctx_.check(vkCreateDescriptorSetLayout(ctx_.device, &lci, nullptr, &l), "vkCreateDescriptorSetLayout");
    ctx_.onExit([d = ctx_.device, l] { vkDestroyDescriptorSetLayout(d, l, nullptr); });
    return l;
  }

  VkDescriptorSet allocateSet(VkDescriptorSetLayout layout, const std::vector<VkDescriptorPoolSize>& sizes,
                              bool updateAfterBind) {
    VkDescriptorPoolCreateInfo dpci{VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO};
    dpci.flags = updateAfterBind ? VK_DESCRIPTOR_POOL_CREATE_UPDATE_AFTER_BIND_BIT : 0;
    dpci.maxSets = 1;
    dpci.poolSizeCount = uint32_t(sizes.size());
    dpci.pPoolSizes = sizes.data();
    VkDescriptorPool pool;
    ctx_.check(vkCreateDescriptorPool(ctx_.device, &dpci, nullptr, &pool), "vkCreateDescriptorPool");
    ctx_.onExit([d = ctx_.device, pool] { vkDestroyDescriptorPool(d, pool, nullptr); });
    VkDescriptorSetAllocateInfo dsai{VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO};
    dsai.descriptorPool = pool;
    dsai.descriptorSetCount = 1;
    dsai.pSetLayouts = &layout;
    VkDescriptorSet set;
    ctx_.check(vkAllocateDescriptorSets(ctx_.device, &dsai, &set), "vkAllocateDescriptorSets");
    return set;
  }

  // The heap set (every element of a sized array written; only the resources of a runtime
  // one), the root block's uniform buffer, and the pipeline layout over them.
  void createSets() {
    std::map<uint32_t, VkDescriptorSetLayout> layouts;
    std::deque<VkDescriptorBufferInfo> bufferInfos;
    std::deque<VkBufferView> views;
    std::vector<VkWriteDescriptorSet> writes;
    auto write = [&](VkDescriptorSet set, uint32_t binding, uint32_t element, VkDescriptorType type) {
      VkWriteDescriptorSet w{VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET};
      w.dstSet = set;
      w.dstBinding = binding;
      w.dstArrayElement = element;
      w.descriptorCount = 1;
      w.descriptorType = type;
      return &writes.emplace_back(w);
    };
    if (!heapBindings_.empty()) {
      std::vector<VkDescriptorSetLayoutBinding> bindings;
      std::map<VkDescriptorType, uint32_t> counts;
      for (uint32_t b : heapBindings_) {
        bindings.push_back({b, kHeapBindingType[b], heapCount_, VK_SHADER_STAGE_COMPUTE_BIT, nullptr});
        counts[kHeapBindingType[b]] += heapCount_;
      }
      std::vector<VkDescriptorPoolSize> sizes;
      for (auto [type, n] : counts) sizes.push_back({type, n});
      VkDescriptorSetLayout layout = setLayout(bindings, runtimeHeap());
      VkDescriptorSet set = allocateSet(layout, sizes, runtimeHeap());
      layouts[root_.resourceHeapSet] = layout;
      sets_[root_.resourceHeapSet] = set;
      VkBufferView dummyView = VK_NULL_HANDLE;
      for (uint32_t b : heapBindings_) {
        for (uint32_t i = 0; i < heapCount_; ++i) {
          VkBuffer buffer = VK_NULL_HANDLE;
          VkBufferView view = VK_NULL_HANDLE;
          uint32_t owner = b == kUavCounter ? kStorageBuffer : b;
          auto it = heap_.find({owner, i});
          if (b == kUavCounter) {
            // A zeroed hidden counter beside each RWStructuredBuffer, as D3D applications reset them.
            if (it != heap_.end() && spec_.resources[it->second].type == ResourceType::RWStructuredBuffer)
              buffer = ctx_.hostBuffer(4, VK_BUFFER_USAGE_STORAGE_BUFFER_BIT).buffer;
          } else if (it != heap_.end()) {
            if (b == kUniformTexelBuffer || b == kStorageTexelBuffer) view = resourceView(it->second, b);
            else buffer = buffers_[it->second].buffer;
          }
          if (!buffer && !view) {
            if (runtimeHeap()) continue;  // partially bound
            if (b == kUniformTexelBuffer || b == kStorageTexelBuffer) {
              if (!dummyView) dummyView = texelView(dummy_.buffer, VK_FORMAT_R32_UINT, VK_WHOLE_SIZE);
              view = dummyView;
            } else {
              buffer = dummy_.buffer;
            }
          }
          VkWriteDescriptorSet* w = write(set, b, i, kHeapBindingType[b]);
          if (view) w->pTexelBufferView = &views.emplace_back(view);
          else w->pBufferInfo = &bufferInfos.emplace_back(VkDescriptorBufferInfo{buffer, 0, VK_WHOLE_SIZE});
        }
      }
    }
    if (rootUbo_) {
      // The shader declares uvec4 rows[ceil(bytes / 16)]: block_ is that size.
      HostBuffer ubo = ctx_.hostBuffer(block_.size(), VK_BUFFER_USAGE_UNIFORM_BUFFER_BIT);
      std::memcpy(ubo.data, block_.data(), block_.size());
      VkDescriptorSetLayout layout =
          setLayout({{0, VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER, 1, VK_SHADER_STAGE_COMPUTE_BIT, nullptr}}, false);
      if (layouts.count(root_.rootSet)) throwFail("the root set is also the resource heap set");
      layouts[root_.rootSet] = layout;
      sets_[root_.rootSet] = allocateSet(layout, {{VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER, 1}}, false);
      write(sets_[root_.rootSet], 0, 0, VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER)->pBufferInfo =
          &bufferInfos.emplace_back(VkDescriptorBufferInfo{ubo.buffer, 0, VK_WHOLE_SIZE});
    }
    if (!writes.empty()) vkUpdateDescriptorSets(ctx_.device, uint32_t(writes.size()), writes.data(), 0, nullptr);

    // Sets up to the highest used; the ones between get empty layouts.
    std::vector<VkDescriptorSetLayout> all;
    uint32_t setCount = layouts.empty() ? 0 : layouts.rbegin()->first + 1;
    if (setCount > ctx_.impl.properties.limits.maxBoundDescriptorSets)
      throwSkip("needs " + std::to_string(setCount) + " descriptor sets; the device binds " +
                std::to_string(ctx_.impl.properties.limits.maxBoundDescriptorSets));
    for (uint32_t s = 0; s < setCount; ++s) all.push_back(layouts.count(s) ? layouts[s] : ctx_.setLayout({}));
    layout_ = ctx_.pipelineLayout(all, root_.blockInPushConstants ? root_.blockBytes : 0, VK_SHADER_STAGE_COMPUTE_BIT);
  }

  RunContext& ctx_;
  const RunSpec& spec_;
  const RootSignatureRun& root_;
  HeapPlan plan_;
  std::set<uint32_t> heapBindings_;  // heap bindings the shader declares
  bool rootUbo_ = false;             // the shader reads the block from a uniform buffer
  uint32_t heapCount_ = 0;           // elements of each heap binding
  std::map<std::pair<uint32_t, uint32_t>, size_t> heap_;  // (heap binding, index) -> spec resource
  std::vector<size_t> rootResource_;                      // per root parameter; SIZE_MAX: none
  std::set<size_t> placed_, addressed_, rootCbv_;         // spec resources in tables or root descriptors
  std::vector<HostBuffer> buffers_;                       // per spec resource (placed ones only)
  HostBuffer dummy_;
  std::vector<uint8_t> block_;
  std::map<uint32_t, VkDescriptorSet> sets_;
  VkPipelineLayout layout_ = VK_NULL_HANDLE;
};

}  // namespace

HeapPlan planHeaps(const std::vector<RootParam>& parameters, const RunSpec& spec) {
  HeapPlan plan;
  plan.tableOffset.assign(parameters.size(), 0);
  uint64_t next[2] = {0, 0};  // resource heap, sampler heap
  for (size_t i = 0; i < parameters.size(); ++i) {
    const RootParam& p = parameters[i];
    if (p.kind != RootParamKind::Table) continue;
    bool samplers = std::any_of(p.ranges.begin(), p.ranges.end(), [](const RootRange& r) { return r.regClass == 's'; });
    uint64_t start = next[samplers], extent = 0;
    for (const RootRange& r : p.ranges) {
      bool unbounded = r.count == kUnboundedRange;
      uint64_t end = uint64_t(r.offsetInTable) + (unbounded ? 0 : r.count);
      for (size_t k = 0; k < spec.resources.size(); ++k) {
        const ResourceSpec& res = spec.resources[k];
        if (res.regClass != r.regClass || res.space != r.space || res.regIndex < r.baseRegister) continue;
        uint64_t inRange = res.regIndex - r.baseRegister;
        if (!unbounded && inRange >= r.count) continue;
        uint64_t index = start + r.offsetInTable + inRange;
        end = std::max(end, r.offsetInTable + inRange + 1);
        plan.entries.push_back({samplers, uint32_t(std::min<uint64_t>(index, UINT32_MAX)), k});
      }
      extent = std::max(extent, end);
    }
    plan.tableOffset[i] = uint32_t(std::min<uint64_t>(start, UINT32_MAX));
    next[samplers] = start + extent;
  }
  plan.resourceHeapSize = uint32_t(std::min<uint64_t>(next[0], UINT32_MAX));
  plan.samplerHeapSize = uint32_t(std::min<uint64_t>(next[1], UINT32_MAX));
  return plan;
}

RunResult VkRunner::Impl::runRootSignature(const std::vector<uint32_t>& spirv, const RunSpec& spec,
                                           const RootSignatureRun& root, const SubgroupSizeRequest& subgroupSize) {
  if (spec.isGraphics()) return failed("root-signature runs are compute only");
  return guarded([&](RunContext& ctx) {
    SpirvInfo shader;
    uint32_t requiredSize = checkCompute(spirv, spec, subgroupSize, shader);
    RootBinder binder(ctx, spec, root, shader);
    ComputeBindings bindings;
    bindings.layout = binder.layout();
    bindings.bind = [&](VkCommandBuffer cmd) { binder.bind(cmd); };
    bindings.collect = [&](std::map<std::string, std::vector<uint32_t>>& outputs) { binder.collect(outputs); };
    return dispatchCompute(ctx, spirv, spec, shader, requiredSize, bindings);
  });
}

RunResult VkRunner::runRootSignature(const std::vector<uint32_t>& spirv, const RunSpec& spec,
                                     const RootSignatureRun& root, const SubgroupSizeRequest& subgroupSize) {
  return impl_->runRootSignature(spirv, spec, root, subgroupSize);
}

RootSignatureSupport VkRunner::rootSignatureSupport() const {
  if (!available()) return {};
  return {impl_->properties.limits.maxPushConstantsSize, impl_->runtimeHeaps, impl_->has(Feature::BufferDeviceAddress)};
}

}  // namespace dxsv::exec
