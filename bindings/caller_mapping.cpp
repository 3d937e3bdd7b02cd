// CallerBindingMapper: the caller's answers, asked once per resource and checked.
#include "bindings/caller_mapping.h"

#include <string>
#include <unordered_map>

namespace dxsv::bindings {

namespace {

dxsv_shader_stage stageOf(ir::ShaderStage stage) {
  switch (stage) {
    case ir::ShaderStage::Pixel: return DXSV_STAGE_PIXEL;
    case ir::ShaderStage::Vertex: return DXSV_STAGE_VERTEX;
    case ir::ShaderStage::Geometry: return DXSV_STAGE_GEOMETRY;
    case ir::ShaderStage::Hull: return DXSV_STAGE_HULL;
    case ir::ShaderStage::Domain: return DXSV_STAGE_DOMAIN;
    case ir::ShaderStage::Compute: return DXSV_STAGE_COMPUTE;
    case ir::ShaderStage::Mesh: return DXSV_STAGE_MESH;
    case ir::ShaderStage::Amplification: return DXSV_STAGE_AMPLIFICATION;
    case ir::ShaderStage::Library: return DXSV_STAGE_LIBRARY;
    case ir::ShaderStage::RayGeneration: return DXSV_STAGE_RAY_GENERATION;
    case ir::ShaderStage::Intersection: return DXSV_STAGE_INTERSECTION;
    case ir::ShaderStage::AnyHit: return DXSV_STAGE_ANY_HIT;
    case ir::ShaderStage::ClosestHit: return DXSV_STAGE_CLOSEST_HIT;
    case ir::ShaderStage::Miss: return DXSV_STAGE_MISS;
    case ir::ShaderStage::Callable: return DXSV_STAGE_CALLABLE;
    case ir::ShaderStage::Node: return DXSV_STAGE_COMPUTE;  // layers run nodes as compute pipelines
  }
  return DXSV_STAGE_COMPUTE;
}

uint32_t usageOf(ir::Op op) {
  switch (op) {
    case ir::Op::RawBufferStore: case ir::Op::TypedBufferStore: case ir::Op::TextureStore: return DXSV_RESOURCE_USAGE_WRITE;
    case ir::Op::BufferAtomic: case ir::Op::TextureAtomic: case ir::Op::BufferUpdateCounter: return DXSV_RESOURCE_USAGE_ATOMIC;
    case ir::Op::BufferGetDimensions: case ir::Op::TextureDimensions: return 0;  // queries read no data
    default: return DXSV_RESOURCE_USAGE_READ;
  }
}

// Usage bits per resource: one pass over the module.
std::vector<uint32_t> usageOfResources(const ir::Module& module) {
  std::vector<uint32_t> usage(module.resources.size(), 0);
  std::unordered_map<ir::ValueId, uint32_t> handles;
  ir::forEachInstruction(module, [&](const ir::Instr& instr) {
    if (instr.op == ir::Op::ResourceHandle) {
      handles[instr.result] = uint32_t(instr.lits[0]);
      return;
    }
    for (ir::ValueId arg : instr.args) {
      auto it = handles.find(arg);
      if (it != handles.end() && it->second < usage.size()) usage[it->second] |= usageOf(instr.op);
    }
  });
  return usage;
}

}  // namespace

dxsv_resource_desc describeResource(const ir::Module& module, uint32_t index, std::vector<uint32_t>& usage) {
  if (usage.size() != module.resources.size()) usage = usageOfResources(module);
  const ir::Resource& r = module.resources[index];
  dxsv_resource_desc d{};
  d.resource_class = dxsv_resource_class(r.cls);
  d.kind = dxsv_resource_kind(r.kind);
  d.register_space = r.fromHeap ? UINT32_MAX : r.space;
  d.lower_bound = r.fromHeap ? UINT32_MAX : r.lowerBound;
  d.range_size = r.fromHeap ? UINT32_MAX : r.rangeSize;
  d.stage = stageOf(module.entryPoints.front().stage);
  d.structure_stride = r.kind == ir::ResourceKind::StructuredBuffer ? r.stride : 0;
  d.has_counter = r.hasCounter;
  d.heap = r.fromHeap;
  d.rasterizer_ordered = r.rasterizerOrdered;
  d.globally_coherent = r.globallyCoherent;
  d.usage = usage[index];
  d.name = r.name.c_str();
  d.resource_index = index;
  return d;
}

dxsv_resource_mapping defaultMapping(const ir::Resource& r) {
  dxsv_resource_mapping m{};
  dxsv_resource_access& a = m.resource;
  a.kind = r.fromHeap ? DXSV_ACCESS_HEAP_ELEMENT : DXSV_ACCESS_DESCRIPTOR;
  a.descriptor_type = dxsv_descriptor_type(descriptorTypeFor(r));
  a.set = r.fromHeap ? 0 : r.space;
  a.binding = r.fromHeap ? 0 : r.lowerBound;
  a.array_size = r.fromHeap || r.rangeSize == UINT32_MAX ? 0 : r.rangeSize;
  a.root_word = kNoRootDword;
  m.counter = a;
  m.counter.descriptor_type = DXSV_DESCRIPTOR_STORAGE_BUFFER;
  return m;
}

RootLayout callerRootLayout(const BindingOptions& options) {
  RootLayout layout;
  layout.blockDwords = 2 * options.rootDescriptorCount + options.rootConstantWords;
  layout.blockInPushConstants = !options.rootBlockInUniformBuffer;
  layout.heaps.rootSet = options.rootBlockSet;
  layout.rootBlockBinding = options.rootBlockBinding;
  return layout;
}

Result<std::unique_ptr<BindingMapper>> CallerBindingMapper::create(const BindingOptions& options, const ir::Module& module) {
  if (!options.resourceMapper)
    return makeError("caller binding mode: no resource mapper callback was given", ErrorKind::InvalidArgument);
  if (uint64_t(options.rootDescriptorCount) * 2 + options.rootConstantWords > 0xffffu)
    return makeError("caller binding mode: a root block of " + std::to_string(options.rootDescriptorCount) +
                         " root descriptors and " + std::to_string(options.rootConstantWords) + " root constant words is implausibly large",
                     ErrorKind::InvalidArgument);
  auto mapper = std::unique_ptr<CallerBindingMapper>(new CallerBindingMapper());
  mapper->layout_ = callerRootLayout(options);
  std::vector<uint32_t> usage;
  for (uint32_t i = 0; i < module.resources.size(); ++i) {
    const ir::Resource& r = module.resources[i];
    dxsv_resource_desc desc = describeResource(module, i, usage);
    dxsv_resource_mapping mapping = defaultMapping(r);
    dxsv_status status = options.resourceMapper(desc, mapping);
    if (status != DXSV_SUCCESS)
      return makeError("resource " + resourceName(r) + ": the resource mapper callback failed (status " + std::to_string(int(status)) + ")",
                       ErrorKind::InvalidArgument);
    Answer answer;
    answer.resource = &r;
    auto access = acceptResourceAnswer(r, mapping.resource, mapper->layout_, options.rootDescriptorCount);
    if (!access) return access.takeError();
    answer.access = *access;
    if (r.hasCounter) {
      auto counter = acceptCounterAnswer(r, mapping.counter, mapper->layout_);
      if (!counter) return counter.takeError();
      answer.counter = *counter;
    }
    mapper->answers_.push_back(answer);
  }
  return std::unique_ptr<BindingMapper>(std::move(mapper));
}

const CallerBindingMapper::Answer* CallerBindingMapper::find(const ir::Resource& r) const {
  for (const Answer& a : answers_)
    if (a.resource == &r) return &a;
  return nullptr;
}

Result<ResourceAccess> CallerBindingMapper::map(const ir::Resource& r) const {
  if (const Answer* a = find(r)) return a->access;
  return makeError("resource " + resourceName(r) + " was not mapped by the caller", ErrorKind::Internal);
}

std::optional<ResourceAccess> CallerBindingMapper::localTableArray(const ir::Resource& r) const {
  const Answer* a = find(r);
  if (!a || (a->access.kind != AccessKind::HeapElement && a->access.kind != AccessKind::AddressTable)) return std::nullopt;
  return a->access;
}

std::optional<ResourceAccess> CallerBindingMapper::localTableCounterArray(const ir::Resource& r) const {
  const Answer* a = find(r);
  if (!a || !r.hasCounter || (a->counter.kind != AccessKind::HeapElement && a->counter.kind != AccessKind::DeviceAddress))
    return std::nullopt;
  return a->counter;
}

Result<ResourceAccess> CallerBindingMapper::mapCounter(const ir::Resource& r) const {
  const Answer* a = find(r);
  if (!a || !r.hasCounter) return makeError("resource " + resourceName(r) + " has no hidden counter", ErrorKind::Internal);
  return a->counter;
}

}  // namespace dxsv::bindings
