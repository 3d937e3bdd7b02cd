// Resource remapping: the layer's SRV/UAV/CBV/sampler answers turned into dxil-spirv's own
// (remap.cpp, the one file that knows both sides).
#pragma once

#include "compat.h"

namespace compat {

// The state dxil-spirv's resource mapper callback works from.
struct Bindings {
  dxil_spv_converter converter = nullptr;
};

// Points `options` at the layer's remappers (caller binding mode) and root-block layout; without
// remappers the direct mapping stays. An answer dxil-spirv cannot use fails the conversion, the
// reason logged by the callback.
void configureBindings(dxil_spv_converter converter, dxsv_options& options, Bindings& bindings);
// dxil-spirv's resource mapper callback (options.resource_mapper), user data a Bindings.
dxsv_status mapResource(void* bindings, const dxsv_resource_desc* desc, dxsv_resource_mapping* mapping);

}  // namespace compat
