// Caller-mode options with every resource a heap element whose view comes from an offset
// buffer (vkd3d-proton's layout on drivers without descriptor-size alignment): set 9,
// stride 2 words; typed buffers read slot `typedSlot` of their pair, the others slot 0.
#pragma once

#include "dxil_spirv/dxil_spirv.hpp"

namespace dxsv::testing {

inline dxsv::ConvertOptions offsetBufferOptions(uint32_t ssboAlignment, uint32_t typedSlot = 0) {
  dxsv::ConvertOptions options;
  options.validate = true;
  options.ssboAlignment = ssboAlignment;
  options.bindingMode = DXSV_BINDING_CALLER;
  options.rootConstantWords = 1;
  options.resourceMapper = [typedSlot](const dxsv_resource_desc& d, dxsv_resource_mapping& m) {
    m.resource.kind = DXSV_ACCESS_HEAP_ELEMENT;
    m.resource.set = 0;
    m.resource.root_word = 0;
    m.resource.base_index = d.lower_bound;
    m.resource.binding = m.resource.descriptor_type;
    m.resource.array_size = 0;
    m.resource.has_offset_buffer = 1;
    m.resource.offset_buffer_set = 9;
    m.resource.offset_buffer_stride = 2;
    m.resource.offset_buffer_slot = d.kind == DXSV_RESOURCE_KIND_TYPED_BUFFER ? typedSlot : 0;
    return DXSV_SUCCESS;
  };
  return options;
}

}  // namespace dxsv::testing
