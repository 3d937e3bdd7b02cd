// DXIL bitcode → internal IR.
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "common/status.h"
#include "ir/ir.h"

namespace llvm {
class LLVMContext;
class Module;
}  // namespace llvm

namespace dxsv::frontend {

// Parses DXIL bitcode (the bytes a container's DXIL part points at) and lowers its entry
// point to IR. Fails with a message naming the function/block/instruction on anything
// malformed or unsupported.
// Libraries: `entryName` names the export to lower (with the functions it calls); empty
// picks a library's only export. Other shaders have one entry and ignore it.
Result<ir::Module> lowerDxil(std::span<const uint8_t> bitcode, const std::string& entryName = {});

// LLVM's full parse of the bitcode (every function body and all metadata read), with DXIL's
// datalayout replaced. lowerDxil runs it after the bitstream pre-check; the bench times it
// alone as the parse-only floor of a conversion.
Result<std::unique_ptr<llvm::Module>> parseLlvmBitcode(std::span<const uint8_t> bitcode, llvm::LLVMContext& context);

// The entries of a module: a library's exported shaders, or a shader's one entry point.
struct EntryInfo {
  std::string name;
  const char* stage;  // as --list-entries prints it (stageName)
};
Result<std::vector<EntryInfo>> listEntries(std::span<const uint8_t> bitcode);

}  // namespace dxsv::frontend
