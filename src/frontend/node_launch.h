// Work-graph node shaders: the layer's node ABI in IR (docs/ARCHITECTURE.md, "Work graphs").
// A node's own function becomes the body a wrapper entry calls once per record (thread),
// group of records (coalescing) or virtual group of a record's grid (broadcasting).
#pragma once

#include "frontend/lower_context.h"

namespace dxsv::frontend {

constexpr unsigned kNodeRecordAddressSpace = 6;  // DXIL 1.8: node record memory

// Before a node's functions are lowered: the variables its body and the wrapper share.
void declareNodeState(LowerContext& ctx);
// After: makes the wrapper the entry's function, calling `body`.
Status buildNodeEntry(LowerContext& ctx, ir::FunctionId body);

// A node ABI value (push constant or specialization constant, ir::Builtin::Node*).
ir::ValueId readNodeValue(LowerContext& ctx, ir::Builtin builtin, ir::ValueList args = {});
// The u64 address of input record `linear` (u32), whatever pipeline the layer runs.
ir::ValueId nodeRecordAddress(LowerContext& ctx, ir::ValueId linear);
// Allocates `count` (u32) output records of `stride` bytes for graph node `nodeIndex` (u32)
// and announces them to the layer; the u32 byte offset of the first in the output buffer.
ir::ValueId nodeAllocate(LowerContext& ctx, ir::ValueId nodeIndex, ir::ValueId count, uint32_t stride);
// The u64 address of output byte `offset` (u32).
ir::ValueId nodeOutputAddress(LowerContext& ctx, ir::ValueId offset);
// Runs `body` in invocation 0 of the workgroup only, between group barriers, and gives every
// invocation the u32 it returned (through groupshared memory).
ir::ValueId groupUniform(LowerContext& ctx, const std::function<ir::ValueId()>& body);
// Whether a group-scope node operation acts once per invocation: thread-launch nodes are
// one-invocation groups to D3D.
bool nodeGroupIsInvocation(const LowerContext& ctx);

}  // namespace dxsv::frontend
