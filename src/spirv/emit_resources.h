// Helpers shared by the resource emitters: buffers (emit_resources.cpp), image and sampler
// declarations (emit_images.cpp) and texture ops (emit_textures.cpp).
#pragma once

#include <functional>

#include "spirv/emit_context.h"

namespace dxsv::spirv {

bool isSignedComponent(ir::ComponentType t);
bool isFloatComponent(ir::ComponentType t);
bool is16BitComponent(ir::ComponentType t);
// R32f / R32i / R32ui for the element type (typed UAV reads and atomics).
spv::ImageFormat singleChannelFormat(ir::ComponentType t);
// Whether an instruction that `matches` takes resource `index` as its first operand.
bool usesResource(const ir::Module& module, uint32_t index, const std::function<bool(const ir::Instr&)>& matches);
// Whether any instruction reads or does an atomic on typed resource `index`.
bool isTypedRead(const ir::Module& module, uint32_t index);

// Index into Module::resources of a handle operand.
Result<uint32_t> resourceIndex(EmitContext& ctx, ir::ValueId handle);

// A 32-bit texel component converted to / from an IR scalar type (16-bit values are
// converted, not bitcast).
uint32_t fromTexelComponent(EmitContext& ctx, uint32_t component, uint32_t texelType, ir::TypeId to);
uint32_t toTexelComponent(EmitContext& ctx, uint32_t value, ir::TypeId from, uint32_t texelType, bool signedTexel);

// Declares the image or sampler of resource `index` (emit_images.cpp): fills its ResourceVar
// (variable, imageType, elementType = sampled scalar type). Decorations are the caller's.
Status declareImage(EmitContext& ctx, uint32_t index, const bindings::ResourceBinding& binding);

}  // namespace dxsv::spirv
