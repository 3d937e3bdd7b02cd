// Resource remapping, the one file that knows both sides: dxil-spirv asks the adapter (caller
// binding mode, DXSV_BINDING_CALLER) where each resource goes; the adapter asks the layer's
// SRV/UAV/CBV/sampler remapper and turns its answer into dxil-spirv's.
//
//   layer's answer                                  dxil-spirv's answer
//   BUFFER_DEVICE_ADDRESS, not in the heap          DEVICE_ADDRESS at root words 2i, 2i+1 (root descriptor i)
//   bindless.use_heap                               HEAP_ELEMENT (set, binding), runtime array;
//                                                   root word = 2 * root descriptors + root_constant_index
//                                                   (UINT32_MAX: none), base = heap_root_offset
//   otherwise                                       DESCRIPTOR (set, binding), one per register
//   CBV push_constant                               ROOT_CONSTANTS from 2 * root descriptors + offset_in_words
//   raw/structured SSBO / IDENTITY / TEXEL_BUFFER   storage buffer / texel buffer (r32ui) / texel buffer
//   heap CBV with BINDLESS_CBV_SSBO_EMULATION       storage buffer
//   offset_binding given (heap buffers)             offset buffer: slot untyped_offset for storage
//                                                   buffers (bytes), typed_offset for texel buffers
//                                                   (elements), stride from BINDLESS_OFFSET_BUFFER_LAYOUT
//   UAV counter in the heap: IDENTITY with          DEVICE_ADDRESS (the heap entry holds the counter's
//   PHYSICAL_STORAGE_BUFFER / TEXEL_BUFFER / SSBO   address) / storage texel buffer / storage buffer
//   acceleration structure in the heap as SSBO      ADDRESS_TABLE: the SSBO of uvec2 addresses, one per
//                                                   heap index (the layer's raw-VA buffer)
//   resource of a local root signature's table      the layer's answer (from its local bindings) for the
//                                                   array; root_word and base_index cleared: dxil-spirv
//                                                   reads the index from the shader record
#include <string>

#include "remap.h"

namespace compat {
namespace {

dxil_spv_shader_stage stageOf(dxsv_shader_stage s) {
  switch (s) {
    case DXSV_STAGE_PIXEL: return DXIL_SPV_STAGE_PIXEL;
    case DXSV_STAGE_VERTEX: return DXIL_SPV_STAGE_VERTEX;
    case DXSV_STAGE_GEOMETRY: return DXIL_SPV_STAGE_GEOMETRY;
    case DXSV_STAGE_HULL: return DXIL_SPV_STAGE_HULL;
    case DXSV_STAGE_DOMAIN: return DXIL_SPV_STAGE_DOMAIN;
    case DXSV_STAGE_COMPUTE: return DXIL_SPV_STAGE_COMPUTE;
    case DXSV_STAGE_RAY_GENERATION: return DXIL_SPV_STAGE_RAY_GENERATION;
    case DXSV_STAGE_INTERSECTION: return DXIL_SPV_STAGE_INTERSECTION;
    case DXSV_STAGE_ANY_HIT: return DXIL_SPV_STAGE_ANY_HIT;
    case DXSV_STAGE_CLOSEST_HIT: return DXIL_SPV_STAGE_CLOSEST_HIT;
    case DXSV_STAGE_MISS: return DXIL_SPV_STAGE_MISS;
    case DXSV_STAGE_CALLABLE: return DXIL_SPV_STAGE_CALLABLE;
    case DXSV_STAGE_MESH: return DXIL_SPV_STAGE_MESH;
    case DXSV_STAGE_AMPLIFICATION: return DXIL_SPV_STAGE_AMPLIFICATION;
    case DXSV_STAGE_LIBRARY: break;
  }
  return DXIL_SPV_STAGE_UNKNOWN;
}

const char* className(dxsv_resource_class c) {
  switch (c) {
    case DXSV_RESOURCE_CLASS_SRV: return "SRV";
    case DXSV_RESOURCE_CLASS_UAV: return "UAV";
    case DXSV_RESOURCE_CLASS_CBV: return "CBV";
    case DXSV_RESOURCE_CLASS_SAMPLER: return "sampler";
  }
  return "resource";
}

bool isRawOrStructured(dxsv_resource_kind k) {
  return k == DXSV_RESOURCE_KIND_RAW_BUFFER || k == DXSV_RESOURCE_KIND_STRUCTURED_BUFFER;
}
bool isBuffer(dxsv_resource_kind k) { return isRawOrStructured(k) || k == DXSV_RESOURCE_KIND_TYPED_BUFFER; }

struct Mapper {
  dxil_spv_converter c;
  const dxsv_resource_desc& desc;
  std::string name;  // "UAV 'name' (space s, register r)" for messages
  bool singleDescriptor = false;  // an unbounded range the layer binds as one descriptor

  Mapper(dxil_spv_converter converter, const dxsv_resource_desc& d) : c(converter), desc(d) {
    name = std::string(className(d.resource_class)) + " '" + (d.name ? d.name : "") + "'";
    if (d.heap)
      name += " (descriptor heap)";
    else
      name += " (space " + std::to_string(d.register_space) + ", register " + std::to_string(d.lower_bound) + ")";
  }

  dxsv_status fail(const std::string& why) const {
    log(DXIL_SPV_LOG_LEVEL_ERROR, "%s: %s", name.c_str(), why.c_str());
    return DXSV_ERROR_INVALID_ARGUMENT;
  }

  dxil_spv_d3d_binding d3d() const {
    dxil_spv_d3d_binding b{};
    b.stage = stageOf(desc.stage);
    b.kind = dxil_spv_resource_kind(desc.kind);
    b.resource_index = desc.resource_index;
    b.register_space = desc.register_space;
    b.register_index = desc.lower_bound;
    b.range_size = desc.range_size;
    b.alignment = desc.structure_stride;
    return b;
  }

  // The layer refuses an unbounded range where it binds a single descriptor (a root descriptor,
  // a table range of one): D3D reaches only that descriptor then, so it is asked again for a
  // range of 1 and the resource becomes that one descriptor.
  template <typename Fn, typename In, typename Out>
  bool ask(const Callback<Fn>& cb, In& in, dxil_spv_d3d_binding& d3dIn, Out& out) {
    if (cb.fn(cb.userdata, &in, &out)) return true;
    if (d3dIn.range_size != UINT32_MAX) return false;
    d3dIn.range_size = 1;
    out = Out{};
    if constexpr (requires { out.offset_binding; }) out.offset_binding = {UINT32_MAX, UINT32_MAX};
    if (!cb.fn(cb.userdata, &in, &out)) return false;
    singleDescriptor = true;
    return true;
  }

  uint32_t rootWord(uint32_t rootConstantIndex) const {
    return rootConstantIndex == UINT32_MAX ? UINT32_MAX : 2 * c->rootDescriptorCount + rootConstantIndex;
  }

  // Where: device address, heap element or descriptor. The descriptor type is left as
  // pre-filled (the resource's natural one) for the caller to adjust.
  dxsv_status place(const dxil_spv_vulkan_binding& b, dxsv_resource_access& out) const {
    if (b.descriptor_type == DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_BUFFER_DEVICE_ADDRESS && !b.bindless.use_heap) {
      out.kind = DXSV_ACCESS_DEVICE_ADDRESS;
      out.root_word = 2 * b.root_constant_index;
      out.word_count = 2;
      return DXSV_SUCCESS;
    }
    out.set = b.set;
    out.binding = b.binding;
    if (b.bindless.use_heap) {
      out.kind = DXSV_ACCESS_HEAP_ELEMENT;
      out.array_size = 0;
      out.root_word = rootWord(b.root_constant_index);
      out.base_index = b.bindless.heap_root_offset;
      return DXSV_SUCCESS;
    }
    // A plain binding is one descriptor per register (binding + register - base).
    if (desc.range_size != 1 && !singleDescriptor)
      return fail("the layer places a range of " + std::to_string(desc.range_size) +
                  " registers at consecutive bindings, which dxil-spirv cannot reach with a dynamic index");
    out.kind = DXSV_ACCESS_DESCRIPTOR;
    out.array_size = 1;
    out.base_index = 0;
    out.root_word = UINT32_MAX;
    return DXSV_SUCCESS;
  }

  // A raw or structured buffer's view: storage buffer (SSBO) or r32ui texel buffer.
  void bufferType(const dxil_spv_vulkan_binding& b, dxsv_resource_access& out) const {
    if (!isRawOrStructured(desc.kind) || out.kind == DXSV_ACCESS_DEVICE_ADDRESS) return;
    if (b.descriptor_type == DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_SSBO)
      out.descriptor_type = DXSV_DESCRIPTOR_STORAGE_BUFFER;
    else
      out.descriptor_type = desc.resource_class == DXSV_RESOURCE_CLASS_UAV ? DXSV_DESCRIPTOR_STORAGE_TEXEL_BUFFER
                                                                          : DXSV_DESCRIPTOR_UNIFORM_TEXEL_BUFFER;
  }

  void offsetBuffer(const dxil_spv_vulkan_offset_binding& o, dxsv_resource_access& out) const {
    if (o.set == UINT32_MAX || out.kind != DXSV_ACCESS_HEAP_ELEMENT || !isBuffer(desc.kind)) return;
    bool storage = out.descriptor_type == DXSV_DESCRIPTOR_STORAGE_BUFFER;
    if (!storage && desc.kind == DXSV_RESOURCE_KIND_TYPED_BUFFER && !c->options.typedBufferOffsets) return;
    out.has_offset_buffer = 1;
    out.offset_buffer_set = o.set;
    out.offset_buffer_binding = o.binding;
    out.offset_buffer_stride = c->options.offsetStride;
    out.offset_buffer_slot = storage ? c->options.offsetUntyped : c->options.offsetTyped;
  }

  // The layer keeps the heap's acceleration structures as an array of device addresses (an
  // SSBO of uvec2, one per heap index): an ADDRESS_TABLE indexed as the heap element.
  void accelerationStructure(const dxil_spv_vulkan_binding& b, dxsv_resource_access& out) const {
    if (desc.kind != DXSV_RESOURCE_KIND_RT_ACCELERATION_STRUCTURE || out.kind != DXSV_ACCESS_HEAP_ELEMENT) return;
    if (b.descriptor_type == DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_SSBO) out.kind = DXSV_ACCESS_ADDRESS_TABLE;
  }

  dxsv_status srv(dxsv_resource_mapping& m) {
    dxil_spv_d3d_binding in = d3d();
    dxil_spv_srv_vulkan_binding out{};
    out.offset_binding = {UINT32_MAX, UINT32_MAX};
    if (!ask(c->srv, in, in, out)) return fail("the layer's SRV remapper has no binding for it");
    if (auto s = place(out.buffer_binding, m.resource); s != DXSV_SUCCESS) return s;
    accelerationStructure(out.buffer_binding, m.resource);
    bufferType(out.buffer_binding, m.resource);
    offsetBuffer(out.offset_binding, m.resource);
    return DXSV_SUCCESS;
  }

  dxsv_status uav(dxsv_resource_mapping& m) {
    dxil_spv_uav_d3d_binding in{d3d(), desc.has_counter ? DXIL_SPV_TRUE : DXIL_SPV_FALSE};
    dxil_spv_uav_vulkan_binding out{};
    out.offset_binding = {UINT32_MAX, UINT32_MAX};
    if (!ask(c->uav, in, in.d3d_binding, out)) return fail("the layer's UAV remapper has no binding for it");
    if (auto s = place(out.buffer_binding, m.resource); s != DXSV_SUCCESS) return s;
    bufferType(out.buffer_binding, m.resource);
    offsetBuffer(out.offset_binding, m.resource);
    if (!desc.has_counter) return DXSV_SUCCESS;
    const dxil_spv_vulkan_binding& b = out.counter_binding;
    if (auto s = place(b, m.counter); s != DXSV_SUCCESS) return s;
    if (m.counter.kind == DXSV_ACCESS_DEVICE_ADDRESS)
      return fail("the layer places the UAV counter at a root descriptor address");
    if (b.descriptor_type == DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_TEXEL_BUFFER)
      m.counter.descriptor_type = DXSV_DESCRIPTOR_STORAGE_TEXEL_BUFFER;
    else if (b.descriptor_type == DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_SSBO)
      m.counter.descriptor_type = DXSV_DESCRIPTOR_STORAGE_BUFFER;
    else if (b.bindless.use_heap && c->options.physicalStorageBuffer)
      m.counter.kind = DXSV_ACCESS_DEVICE_ADDRESS;  // the heap entry is the counter's address
    else
      m.counter.descriptor_type = DXSV_DESCRIPTOR_STORAGE_BUFFER;
    return DXSV_SUCCESS;
  }

  dxsv_status cbv(dxsv_resource_mapping& m) {
    dxil_spv_d3d_binding in = d3d();
    dxil_spv_cbv_vulkan_binding out{};
    if (!ask(c->cbv, in, in, out)) return fail("the layer's CBV remapper has no binding for it");
    if (out.push_constant) {
      uint32_t word = 2 * c->rootDescriptorCount + out.vulkan.push_constant.offset_in_words;
      uint32_t end = 2 * c->rootDescriptorCount + c->rootConstantWords;
      if (word >= end)
        return fail("the layer places it at root constant word " + std::to_string(out.vulkan.push_constant.offset_in_words) +
                    ", outside its " + std::to_string(c->rootConstantWords) + " root constant words");
      m.resource.kind = DXSV_ACCESS_ROOT_CONSTANTS;
      m.resource.root_word = word;
      m.resource.word_count = end - word;  // the layer does not say the size; the rest of the block
      return DXSV_SUCCESS;
    }
    if (auto s = place(out.vulkan.uniform_binding, m.resource); s != DXSV_SUCCESS) return s;
    if (m.resource.kind == DXSV_ACCESS_HEAP_ELEMENT && c->options.cbvAsSsboInHeap)
      m.resource.descriptor_type = DXSV_DESCRIPTOR_STORAGE_BUFFER;
    return DXSV_SUCCESS;
  }

  dxsv_status sampler(dxsv_resource_mapping& m) {
    dxil_spv_d3d_binding in = d3d();
    dxil_spv_vulkan_binding out{};
    if (!ask(c->sampler, in, in, out)) return fail("the layer's sampler remapper has no binding for it");
    return place(out, m.resource);
  }
};

dxil_spv_resource_class layerClass(dxsv_resource_class c) {
  switch (c) {
    case DXSV_RESOURCE_CLASS_SRV: return DXIL_SPV_RESOURCE_CLASS_SRV;
    case DXSV_RESOURCE_CLASS_UAV: return DXIL_SPV_RESOURCE_CLASS_UAV;
    case DXSV_RESOURCE_CLASS_CBV: return DXIL_SPV_RESOURCE_CLASS_CBV;
    case DXSV_RESOURCE_CLASS_SAMPLER: break;
  }
  return DXIL_SPV_RESOURCE_CLASS_SAMPLER;
}

enum class Local { None, Argument, Table };

// Whether the export's local root signature binds the resource. Its root constants and
// descriptors: dxil-spirv reads them from the shader record and ignores the answer, and the
// layer has none for them. Its tables: the layer's answer names the heap array (its local
// bindings), dxil-spirv takes the index from the shader record.
Local localRootSignatureBinds(dxil_spv_converter c, const dxsv_resource_desc& d) {
  if (d.heap) return Local::None;
  dxil_spv_resource_class cls = layerClass(d.resource_class);
  auto holds = [&](uint32_t space, uint32_t base, uint32_t count) {
    return space == d.register_space && d.lower_bound >= base && (count == UINT32_MAX || d.lower_bound - base < count);
  };
  for (const LocalParameter& p : c->localParameters) {
    switch (p.kind) {
      case LocalParameter::Constants:
        if (cls == DXIL_SPV_RESOURCE_CLASS_CBV && holds(p.space, p.reg, 1)) return Local::Argument;
        break;
      case LocalParameter::Descriptor:
        if (cls == p.resourceClass && holds(p.space, p.reg, 1)) return Local::Argument;
        break;
      case LocalParameter::Table:
        for (const LocalRange& r : p.ranges)
          if (cls == r.resourceClass && holds(r.space, r.reg, r.count)) return Local::Table;
        break;
    }
  }
  return Local::None;
}

// A local table's answer: only the array counts; the index is the shader record's.
void arrayOnly(dxsv_resource_access& a, bool counter) {
  bool table = a.kind == DXSV_ACCESS_HEAP_ELEMENT || a.kind == DXSV_ACCESS_ADDRESS_TABLE || (counter && a.kind == DXSV_ACCESS_DEVICE_ADDRESS);
  if (!table) return;
  a.root_word = UINT32_MAX;
  a.base_index = 0;
}

// The layer's answer for one resource, through its remapper of the resource's class.
dxsv_status answer(dxil_spv_converter c, const dxsv_resource_desc& desc, dxsv_resource_mapping& m) {
  Mapper mapper(c, desc);
  switch (desc.resource_class) {
    case DXSV_RESOURCE_CLASS_SRV:
      if (!c->srv) return mapper.fail("the layer set no SRV remapper");
      return mapper.srv(m);
    case DXSV_RESOURCE_CLASS_UAV:
      if (!c->uav) return mapper.fail("the layer set no UAV remapper");
      if (c->options.nvapi && !desc.heap && desc.register_space == c->options.nvapiSpace &&
          desc.lower_bound <= c->options.nvapiRegister &&
          (desc.range_size == UINT32_MAX || c->options.nvapiRegister - desc.lower_bound < desc.range_size))
        return mapper.fail("it is the NVAPI shader-extension UAV; NVAPI intrinsics are not translated");
      return mapper.uav(m);
    case DXSV_RESOURCE_CLASS_CBV:
      if (!c->cbv) return mapper.fail("the layer set no CBV remapper");
      return mapper.cbv(m);
    case DXSV_RESOURCE_CLASS_SAMPLER:
      if (!c->sampler) return mapper.fail("the layer set no sampler remapper");
      return mapper.sampler(m);
  }
  return mapper.fail("unknown resource class");
}

}  // namespace

dxsv_status mapResource(void* userData, const dxsv_resource_desc* desc, dxsv_resource_mapping* mapping) {
  auto* bindings = static_cast<Bindings*>(userData);
  Local local = localRootSignatureBinds(bindings->converter, *desc);
  if (local == Local::Argument) return DXSV_SUCCESS;  // the pre-filled answer, unused
  dxsv_status status = answer(bindings->converter, *desc, *mapping);
  if (status == DXSV_SUCCESS && local == Local::Table) {
    arrayOnly(mapping->resource, false);
    arrayOnly(mapping->counter, true);
  }
  return status;
}

void configureBindings(dxil_spv_converter converter, dxsv_options& options, Bindings& bindings) {
  bindings.converter = converter;
  if (!converter->srv && !converter->uav && !converter->cbv && !converter->sampler) return;  // direct mapping
  options.binding_mode = DXSV_BINDING_CALLER;
  options.resource_mapper = mapResource;
  options.resource_mapper_user_data = &bindings;
  options.root_descriptor_count = converter->rootDescriptorCount;
  options.root_constant_words = converter->rootConstantWords;
  options.root_block_in_uniform_buffer = converter->options.rootBlockInUniformBuffer;
  options.root_block_set = converter->options.rootBlockSet;
  options.root_block_binding = converter->options.rootBlockBinding;
  options.ssbo_alignment = converter->options.ssboAlignment;
}

}  // namespace compat
