// The local root signature a ray-tracing export reads from its shader record, built by the
// dxil_spv_converter_add_local_root_* calls and handed to dxil-spirv serialized, as
// D3D12SerializeRootSignature would give it (RTS0 part, version 1.0, LOCAL_ROOT_SIGNATURE flag).
#include <cstring>

#include "compat.h"

namespace compat {
namespace {

constexpr uint32_t kVersion10 = 1;
constexpr uint32_t kFlagLocalRootSignature = 0x80;
enum : uint32_t { kTable = 0, kConstants = 1, kCbv = 2, kSrv = 3, kUav = 4 };

uint32_t rangeType(dxil_spv_resource_class c) {
  switch (c) {
    case DXIL_SPV_RESOURCE_CLASS_SRV: return 0;
    case DXIL_SPV_RESOURCE_CLASS_UAV: return 1;
    case DXIL_SPV_RESOURCE_CLASS_CBV: return 2;
    case DXIL_SPV_RESOURCE_CLASS_SAMPLER: return 3;
  }
  return 0;
}

uint32_t descriptorType(dxil_spv_resource_class c) {
  return c == DXIL_SPV_RESOURCE_CLASS_SRV ? kSrv : c == DXIL_SPV_RESOURCE_CLASS_UAV ? kUav : kCbv;
}

void put(std::vector<uint8_t>& out, size_t at, uint32_t value) { std::memcpy(out.data() + at, &value, 4); }
size_t append(std::vector<uint8_t>& out, std::initializer_list<uint32_t> words) {
  size_t at = out.size();
  out.resize(at + 4 * words.size());
  size_t i = 0;
  for (uint32_t w : words) put(out, at + 4 * i++, w);
  return at;
}

}  // namespace

std::vector<uint8_t> serializeLocalRootSignature(const std::vector<LocalParameter>& parameters) {
  std::vector<uint8_t> out;
  // Header, then the parameter records (type, visibility ALL, payload offset), then payloads.
  append(out, {kVersion10, uint32_t(parameters.size()), 24, 0, 0, kFlagLocalRootSignature});
  size_t records = out.size();
  out.resize(records + 12 * parameters.size());
  for (size_t i = 0; i < parameters.size(); ++i) {
    const LocalParameter& p = parameters[i];
    size_t payload = 0;
    uint32_t type = 0;
    switch (p.kind) {
      case LocalParameter::Constants:
        type = kConstants;
        payload = append(out, {p.reg, p.space, p.words});
        break;
      case LocalParameter::Descriptor:
        type = descriptorType(p.resourceClass);
        payload = append(out, {p.reg, p.space});
        break;
      case LocalParameter::Table: {
        type = kTable;
        payload = append(out, {uint32_t(p.ranges.size()), 0});
        size_t ranges = out.size();
        put(out, payload + 4, uint32_t(ranges));
        for (const LocalRange& r : p.ranges) append(out, {rangeType(r.resourceClass), r.count, r.reg, r.space, r.offsetInHeap});
        break;
      }
    }
    put(out, records + 12 * i, type);
    put(out, records + 12 * i + 4, 0);
    put(out, records + 12 * i + 8, uint32_t(payload));
  }
  return out;
}

}  // namespace compat

extern "C" {

dxil_spv_result dxil_spv_converter_add_local_root_constants(dxil_spv_converter converter, unsigned register_space,
                                                            unsigned register_index, unsigned num_words) {
  if (!converter || converter->inTable) return DXIL_SPV_ERROR_INVALID_ARGUMENT;
  compat::LocalParameter p;
  p.kind = compat::LocalParameter::Constants;
  p.space = register_space;
  p.reg = register_index;
  p.words = num_words;
  converter->localParameters.push_back(std::move(p));
  return DXIL_SPV_SUCCESS;
}

dxil_spv_result dxil_spv_converter_add_local_root_descriptor(dxil_spv_converter converter,
                                                             dxil_spv_resource_class resource_class,
                                                             unsigned register_space, unsigned register_index) {
  if (!converter || converter->inTable || resource_class == DXIL_SPV_RESOURCE_CLASS_SAMPLER) {
    if (converter) converter->localSignatureError = true;
    return DXIL_SPV_ERROR_INVALID_ARGUMENT;
  }
  compat::LocalParameter p;
  p.kind = compat::LocalParameter::Descriptor;
  p.resourceClass = resource_class;
  p.space = register_space;
  p.reg = register_index;
  converter->localParameters.push_back(std::move(p));
  return DXIL_SPV_SUCCESS;
}

dxil_spv_result dxil_spv_converter_begin_local_root_descriptor_table(dxil_spv_converter converter) {
  if (!converter || converter->inTable) {
    if (converter) converter->localSignatureError = true;
    return DXIL_SPV_ERROR_INVALID_ARGUMENT;
  }
  converter->inTable = true;
  compat::LocalParameter table;
  table.kind = compat::LocalParameter::Table;
  converter->localParameters.push_back(std::move(table));
  return DXIL_SPV_SUCCESS;
}

dxil_spv_result dxil_spv_converter_add_local_root_descriptor_table(dxil_spv_converter converter,
                                                                   dxil_spv_resource_class resource_class,
                                                                   unsigned register_space, unsigned register_index,
                                                                   unsigned num_descriptors_in_range,
                                                                   unsigned offset_in_heap) {
  if (!converter || !converter->inTable) {
    if (converter) converter->localSignatureError = true;
    return DXIL_SPV_ERROR_INVALID_ARGUMENT;
  }
  // The layer reports a D3D range once per Vulkan binding it made for it (vkd3d-proton: raw
  // addresses, texel buffers, storage buffers, images of one UAV range): one range in the table.
  compat::LocalRange range{resource_class, register_space, register_index, num_descriptors_in_range, offset_in_heap};
  auto& ranges = converter->localParameters.back().ranges;
  for (const compat::LocalRange& r : ranges)
    if (r.resourceClass == range.resourceClass && r.space == range.space && r.reg == range.reg && r.count == range.count &&
        r.offsetInHeap == range.offsetInHeap)
      return DXIL_SPV_SUCCESS;
  ranges.push_back(range);
  return DXIL_SPV_SUCCESS;
}

dxil_spv_result dxil_spv_converter_end_local_root_descriptor_table(dxil_spv_converter converter) {
  if (!converter || !converter->inTable) {
    if (converter) converter->localSignatureError = true;
    return DXIL_SPV_ERROR_INVALID_ARGUMENT;
  }
  converter->inTable = false;
  return DXIL_SPV_SUCCESS;
}

}  // extern "C"
