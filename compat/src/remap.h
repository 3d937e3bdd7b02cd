// Resource remapping: the layer's SRV/UAV/CBV/sampler answers turned into dxil-spirv's own
// (remap.cpp, the one file that knows both sides).
#pragma once

#include <string>

#include "compat.h"

namespace compat {

// What the callbacks saw during one conversion, checked after it.
struct Bindings {
  dxil_spv_converter converter = nullptr;
  std::string error;  // the first answer that could not be used
};

// Points `options` at the layer's remappers and root-block layout. False, with a message naming
// what is missing, when dxil-spirv's C API cannot express the layer's choices.
bool configureBindings(dxil_spv_converter converter, dxil_spv_shader_stage stage, dxsv_options& options,
                       Bindings& bindings);
// After a successful conversion: false (logged) when an answer was refused or could not be used.
bool checkBindings(dxil_spv_converter converter, const Bindings& bindings);

}  // namespace compat
