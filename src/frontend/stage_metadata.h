// Stage metadata of a graphics entry point: the input, output and patch-constant signatures
// of dx.entryPoints, and the entry properties that only graphics stages have.
#pragma once

#include <llvm/IR/Function.h>
#include <llvm/IR/Metadata.h>

#include "common/status.h"
#include "ir/ir.h"

namespace dxsv::frontend {

// `signatures` is the entry record's third operand: !{inputs, outputs, patchConstants}, each
// a list of elements or null. Fills entry.inputs / outputs / patchConstants.
Status readSignatures(const llvm::MDNode* signatures, ir::EntryPoint& entry);

// Checks that the elements fit the stage: known semantic kinds, sizes within D3D's 32
// registers of 4 components, unique ids. Called after readSignatures.
Status checkSignatures(const ir::EntryPoint& entry);

// Reads a stage's entry property (dx.entryPoints extended properties): GS state (tag 1),
// DS state (2), HS state (3, whose patch-constant function is returned in
// `patchConstantFunction`), MS state (9), AS state (10). Returns false for other tags.
Result<bool> readStageProperty(uint64_t tag, const llvm::MDOperand& value, ir::EntryPoint& entry,
                               const llvm::Function*& patchConstantFunction);

}  // namespace dxsv::frontend
