// The front door of bindings/: one function builds the BindingMapper of any binding mode from
// the one options struct (dxsv::BindingOptions), one reports the layout a pipeline needs.
// dxsv::convert calls these two and nothing else of bindings/.
#pragma once

#include <memory>
#include <optional>
#include <span>

#include "bindings/bindings.h"
#include "dxil_spirv/dxil_spirv.hpp"

namespace dxsv::bindings {

// The mapper for `options.bindingMode` (wrapped for a local root signature when one is
// given). `embeddedRootSignature`: the shader's RTS0 part, or null. Errors carry the kind the
// API returns (a missing or unusable caller input: InvalidArgument; a broken root signature:
// Malformed).
Result<std::unique_ptr<BindingMapper>> makeMapper(const BindingOptions& options, std::optional<std::span<const uint8_t>> embeddedRootSignature,
                                                  const ir::Module& module);

// What the layer needs for its pipeline layout: every resource mapped once more, noting the
// root parameters and heaps it reaches.
BindingLayout layoutOf(const ir::Module& module, const BindingMapper& mapper);

}  // namespace dxsv::bindings
