// Memory read through a pointer of another type (a pointer bitcast in DXIL). DXC does this
// to move a whole matrix member: a float4x4, {[4 x <4 x float>]}, loaded or stored as
// <16 x float>. SPIR-V's logical pointers cannot be cast, so when the two types put the same
// scalars at the same byte offsets (DXIL's data layout), the access becomes one access per
// scalar of the memory's own type. Anything else stays UNSUPPORTED, naming the mismatch.
#pragma once

#include <vector>

#include "frontend/lower_context.h"

namespace dxsv::frontend {

// True when `a` and `b` have the same structure with scalars of the same width (an integer
// variable read as float, which loads and stores bitcast).
bool sameShape(const ir::TypeTable& types, ir::TypeId a, ir::TypeId b);

// How many first-member steps (index 0) lead from `from` to a type of the same shape as
// `to`, or -1. LLVM 19 drops all-zero GEPs, so an access may name an inner type.
int firstMemberDepth(const ir::TypeTable& types, ir::TypeId from, ir::TypeId to);

// Loads a `wanted` value from memory of another type at `pointer`, scalar by scalar.
Result<ir::ValueId> loadReinterpreted(LowerContext& ctx, ir::ValueId pointer, ir::TypeId wanted);

// Stores `value` into memory of another type at `pointer`, scalar by scalar.
Status storeReinterpreted(LowerContext& ctx, ir::ValueId pointer, ir::ValueId value);

// A GEP that indexes `pointer` as if it pointed to `viewed` (constant indices, the first
// one 0 and left out): a pointer to the sub-object of the real memory at the same offset
// that holds the indexed element (of type `element`).
Result<ir::ValueId> gepReinterpreted(LowerContext& ctx, ir::ValueId pointer, ir::TypeId viewed,
                                     const std::vector<uint64_t>& indices, ir::TypeId element);

}  // namespace dxsv::frontend
