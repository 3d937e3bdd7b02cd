// Stage metadata of a graphics entry point: the input, output and patch-constant signatures
// of dx.entryPoints, and the entry properties that only graphics stages have.
#pragma once

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

}  // namespace dxsv::frontend
