// Resource remapping: translates the layer's SRV/UAV/CBV/sampler remapper answers into
// dxil-spirv's answers. dxil-spirv's C API in this build has two fixed binding models (direct
// shifts, the root-signature ABI) and no caller-provided mapping, so a layer that maps
// resources itself cannot be served yet: the conversion fails with a message saying so.
#include "remap.h"

namespace compat {

bool configureBindings(dxil_spv_converter converter, dxil_spv_shader_stage, dxsv_options&, Bindings& bindings) {
  bindings.converter = converter;
  if (!converter->srv && !converter->uav && !converter->cbv && !converter->sampler) return true;  // direct mapping
  log(DXIL_SPV_LOG_LEVEL_ERROR,
      "resource remapping is not implemented: the layer maps resources through its SRV/UAV/CBV/sampler remappers, "
      "which needs dxil-spirv's caller binding mode (DXSV_BINDING_CALLER), not in this build's C API (version %d)",
      DXSV_API_VERSION);
  return false;
}

bool checkBindings(dxil_spv_converter, const Bindings& bindings) {
  if (bindings.error.empty()) return true;
  log(DXIL_SPV_LOG_LEVEL_ERROR, "%s", bindings.error.c_str());
  return false;
}

}  // namespace compat
