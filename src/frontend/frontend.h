// DXIL bitcode → internal IR.
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "common/status.h"
#include "frontend/context_pool.h"
#include "ir/ir.h"

namespace llvm {
class LLVMContext;
class Module;
}  // namespace llvm

namespace dxsv::frontend {

// A parsed LLVM module and the pooled context it lives in. Lowering only reads it, so one
// parse serves listing and every conversion of a blob (one at a time: the context is not
// thread-safe).
class ParsedModule {
 public:
  ParsedModule(ContextLease lease, std::unique_ptr<llvm::Module> module, std::vector<std::string> structNames);
  ~ParsedModule();
  ParsedModule(const ParsedModule&) = delete;
  ParsedModule& operator=(const ParsedModule&) = delete;
  const llvm::Module& module() const { return *module_; }

 private:
  ContextLease lease_;  // declared first: outlives the module
  std::unique_ptr<llvm::Module> module_;
  std::vector<std::string> structNames_;  // the bitcode's, for the lease to forget
};

struct ParseOptions {
  bool freshContext = false;  // a new context instead of a pooled one (tests compare the two)
};
// The bitstream pre-check, then LLVM's full parse.
Result<std::unique_ptr<ParsedModule>> parseModule(std::span<const uint8_t> bitcode, const ParseOptions& options);

// Lowers the entry point of a parsed module to IR.
Result<ir::Module> lowerDxil(const ParsedModule& parsed, const std::string& entryName = {});

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
  ir::NodeState node;  // work-graph nodes (stage "node")
};
Result<std::vector<EntryInfo>> listEntries(std::span<const uint8_t> bitcode);
Result<std::vector<EntryInfo>> listEntries(const ParsedModule& parsed);

}  // namespace dxsv::frontend
