#include "exec/vk_context.h"

#include <cstring>

namespace dxsv::exec {

void throwSkip(std::string why) { throw RunError{RunResult::Status::Skipped, std::move(why)}; }
void throwFail(std::string why) { throw RunError{RunResult::Status::Failed, std::move(why)}; }

RunContext::~RunContext() {
  if (leak) return;
  for (auto it = cleanups_.rbegin(); it != cleanups_.rend(); ++it) (*it)();
}

void RunContext::check(VkResult r, const char* what) {
  if (r != VK_SUCCESS) throw RunError{RunResult::Status::Failed, std::string(what) + " failed: " + vkResultName(r), r};
}

namespace {

uint32_t memoryType(const VkPhysicalDeviceMemoryProperties& memory, uint32_t allowed, VkMemoryPropertyFlags want) {
  for (uint32_t i = 0; i < memory.memoryTypeCount; ++i)
    if ((allowed & (1u << i)) && (memory.memoryTypes[i].propertyFlags & want) == want) return i;
  return UINT32_MAX;
}

}  // namespace

HostBuffer RunContext::hostBuffer(VkDeviceSize size, VkBufferUsageFlags usage, bool deviceAddress) {
  HostBuffer out;
  out.size = (size + 3) & ~VkDeviceSize(3);
  VkBufferCreateInfo bci{VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO};
  bci.size = out.size ? out.size : 4;
  bci.usage = usage | (deviceAddress ? VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT : 0);
  check(vkCreateBuffer(device, &bci, nullptr, &out.buffer), "vkCreateBuffer");
  VkBuffer buffer = out.buffer;
  onExit([d = device, buffer] { vkDestroyBuffer(d, buffer, nullptr); });
  VkMemoryRequirements req;
  vkGetBufferMemoryRequirements(device, out.buffer, &req);
  uint32_t type = memoryType(impl.memory, req.memoryTypeBits,
                             VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT);
  if (type == UINT32_MAX) throwFail("no host-visible coherent memory type for a buffer");
  VkMemoryAllocateInfo mai{VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO};
  mai.allocationSize = req.size;
  mai.memoryTypeIndex = type;
  VkMemoryAllocateFlagsInfo flags{VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_FLAGS_INFO};
  flags.flags = VK_MEMORY_ALLOCATE_DEVICE_ADDRESS_BIT;
  if (deviceAddress) mai.pNext = &flags;
  VkDeviceMemory mem;
  check(vkAllocateMemory(device, &mai, nullptr, &mem), "vkAllocateMemory");
  onExit([d = device, mem] { vkFreeMemory(d, mem, nullptr); });
  check(vkBindBufferMemory(device, out.buffer, mem, 0), "vkBindBufferMemory");
  if (deviceAddress) {
    VkBufferDeviceAddressInfo bdai{VK_STRUCTURE_TYPE_BUFFER_DEVICE_ADDRESS_INFO};
    bdai.buffer = out.buffer;
    out.address = vkGetBufferDeviceAddress(device, &bdai);
  }
  check(vkMapMemory(device, mem, 0, VK_WHOLE_SIZE, 0, &out.data), "vkMapMemory");
  std::memset(out.data, 0, bci.size);
  return out;
}

VkDeviceMemory RunContext::bindImageMemory(VkImage image) {
  VkMemoryRequirements req;
  vkGetImageMemoryRequirements(device, image, &req);
  uint32_t type = memoryType(impl.memory, req.memoryTypeBits, VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT);
  if (type == UINT32_MAX) type = memoryType(impl.memory, req.memoryTypeBits, 0);
  if (type == UINT32_MAX) throwFail("no memory type for an image");
  VkMemoryAllocateInfo mai{VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO};
  mai.allocationSize = req.size;
  mai.memoryTypeIndex = type;
  VkDeviceMemory mem;
  check(vkAllocateMemory(device, &mai, nullptr, &mem), "vkAllocateMemory");
  onExit([d = device, mem] { vkFreeMemory(d, mem, nullptr); });
  check(vkBindImageMemory(device, image, mem, 0), "vkBindImageMemory");
  return mem;
}

VkImageView RunContext::imageView(const VkImageViewCreateInfo& info) {
  VkImageView view;
  check(vkCreateImageView(device, &info, nullptr, &view), "vkCreateImageView");
  onExit([d = device, view] { vkDestroyImageView(d, view, nullptr); });
  return view;
}

VkSampler RunContext::sampler(const VkSamplerCreateInfo& info) {
  VkSampler s;
  check(vkCreateSampler(device, &info, nullptr, &s), "vkCreateSampler");
  onExit([d = device, s] { vkDestroySampler(d, s, nullptr); });
  return s;
}

VkShaderModule RunContext::shaderModule(const uint32_t* words, size_t count) {
  VkShaderModuleCreateInfo smci{VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO};
  smci.codeSize = count * sizeof(uint32_t);
  smci.pCode = words;
  VkShaderModule m;
  check(vkCreateShaderModule(device, &smci, nullptr, &m), "vkCreateShaderModule");
  onExit([d = device, m] { vkDestroyShaderModule(d, m, nullptr); });
  return m;
}

VkDescriptorSetLayout RunContext::setLayout(const std::vector<VkDescriptorSetLayoutBinding>& bindings) {
  VkDescriptorSetLayoutCreateInfo lci{VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO};
  lci.bindingCount = uint32_t(bindings.size());
  lci.pBindings = bindings.data();
  VkDescriptorSetLayout l;
  check(vkCreateDescriptorSetLayout(device, &lci, nullptr, &l), "vkCreateDescriptorSetLayout");
  onExit([d = device, l] { vkDestroyDescriptorSetLayout(d, l, nullptr); });
  return l;
}

VkPipelineLayout RunContext::pipelineLayout(const std::vector<VkDescriptorSetLayout>& sets, uint32_t pushConstantBytes,
                                            VkShaderStageFlags pushStages) {
  VkPipelineLayoutCreateInfo plci{VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO};
  plci.setLayoutCount = uint32_t(sets.size());
  plci.pSetLayouts = sets.data();
  VkPushConstantRange range{pushStages, 0, pushConstantBytes};
  if (pushConstantBytes) {
    plci.pushConstantRangeCount = 1;
    plci.pPushConstantRanges = &range;
  }
  VkPipelineLayout l;
  check(vkCreatePipelineLayout(device, &plci, nullptr, &l), "vkCreatePipelineLayout");
  onExit([d = device, l] { vkDestroyPipelineLayout(d, l, nullptr); });
  return l;
}

std::vector<VkDescriptorSet> RunContext::allocateSets(const std::vector<VkDescriptorSetLayout>& layouts,
                                                      const std::map<VkDescriptorType, uint32_t>& counts) {
  std::vector<VkDescriptorSet> sets(layouts.size(), VK_NULL_HANDLE);
  if (layouts.empty()) return sets;
  std::vector<VkDescriptorPoolSize> sizes;
  for (auto [type, n] : counts) sizes.push_back({type, n});
  VkDescriptorPoolCreateInfo dpci{VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO};
  dpci.maxSets = uint32_t(layouts.size());
  dpci.poolSizeCount = uint32_t(sizes.size());
  dpci.pPoolSizes = sizes.data();
  VkDescriptorPool pool;
  check(vkCreateDescriptorPool(device, &dpci, nullptr, &pool), "vkCreateDescriptorPool");
  onExit([d = device, pool] { vkDestroyDescriptorPool(d, pool, nullptr); });
  VkDescriptorSetAllocateInfo dsai{VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO};
  dsai.descriptorPool = pool;
  dsai.descriptorSetCount = uint32_t(layouts.size());
  dsai.pSetLayouts = layouts.data();
  check(vkAllocateDescriptorSets(device, &dsai, sets.data()), "vkAllocateDescriptorSets");
  return sets;
}

void RunContext::submit(const std::function<void(VkCommandBuffer)>& record) {
  VkCommandBufferAllocateInfo cbai{VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO};
  cbai.commandPool = impl.commandPool;
  cbai.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
  cbai.commandBufferCount = 1;
  VkCommandBuffer cmd;
  check(vkAllocateCommandBuffers(device, &cbai, &cmd), "vkAllocateCommandBuffers");
  onExit([d = device, pool = impl.commandPool, cmd] { vkFreeCommandBuffers(d, pool, 1, &cmd); });
  VkCommandBufferBeginInfo cbbi{VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO};
  cbbi.flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT;
  check(vkBeginCommandBuffer(cmd, &cbbi), "vkBeginCommandBuffer");
  record(cmd);
  VkMemoryBarrier toHost{VK_STRUCTURE_TYPE_MEMORY_BARRIER};
  toHost.srcAccessMask = VK_ACCESS_MEMORY_WRITE_BIT;
  toHost.dstAccessMask = VK_ACCESS_HOST_READ_BIT;
  vkCmdPipelineBarrier(cmd, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT, VK_PIPELINE_STAGE_HOST_BIT, 0, 1, &toHost, 0, nullptr,
                       0, nullptr);
  check(vkEndCommandBuffer(cmd), "vkEndCommandBuffer");
  VkFenceCreateInfo fci{VK_STRUCTURE_TYPE_FENCE_CREATE_INFO};
  VkFence fence;
  check(vkCreateFence(device, &fci, nullptr, &fence), "vkCreateFence");
  onExit([d = device, fence] { vkDestroyFence(d, fence, nullptr); });
  VkSubmitInfo si{VK_STRUCTURE_TYPE_SUBMIT_INFO};
  si.commandBufferCount = 1;
  si.pCommandBuffers = &cmd;
  check(vkQueueSubmit(impl.queue, 1, &si, fence), "vkQueueSubmit");
  uint64_t ns = uint64_t(impl.timeout.count()) * 1000000ull;
  VkResult r = vkWaitForFences(device, 1, &fence, VK_TRUE, ns);
  if (r == VK_TIMEOUT) {
    impl.lost = true;
    leak = true;  // the device may still be using them
    throwFail("the work did not finish within " + std::to_string(impl.timeout.count()) + " ms");
  }
  if (r == VK_ERROR_DEVICE_LOST) leak = true;
  check(r, "vkWaitForFences");
}

void fullBarrier(VkCommandBuffer cmd) {
  VkMemoryBarrier b{VK_STRUCTURE_TYPE_MEMORY_BARRIER};
  b.srcAccessMask = VK_ACCESS_MEMORY_WRITE_BIT;
  b.dstAccessMask = VK_ACCESS_MEMORY_READ_BIT | VK_ACCESS_MEMORY_WRITE_BIT;
  vkCmdPipelineBarrier(cmd, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT, 0, 1, &b, 0,
                       nullptr, 0, nullptr);
}

void toGeneralLayout(VkCommandBuffer cmd, VkImage image, VkImageAspectFlags aspect) {
  VkImageMemoryBarrier b{VK_STRUCTURE_TYPE_IMAGE_MEMORY_BARRIER};
  b.srcAccessMask = 0;
  b.dstAccessMask = VK_ACCESS_MEMORY_READ_BIT | VK_ACCESS_MEMORY_WRITE_BIT;
  b.oldLayout = VK_IMAGE_LAYOUT_UNDEFINED;
  b.newLayout = VK_IMAGE_LAYOUT_GENERAL;
  b.srcQueueFamilyIndex = b.dstQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED;
  b.image = image;
  b.subresourceRange = {aspect, 0, VK_REMAINING_MIP_LEVELS, 0, VK_REMAINING_ARRAY_LAYERS};
  vkCmdPipelineBarrier(cmd, VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT, 0, 0, nullptr, 0,
                       nullptr, 1, &b);
}

}  // namespace dxsv::exec
