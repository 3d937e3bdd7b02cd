// Hand-written LLVM 19 IR text -> a DXBC container (dxil_assembler.h). Compiled once into
// dxsv_test_assembler, so that the tests including the header do not parse LLVM's IR headers.
#include "common/dxil_assembler.h"

#include <llvm/AsmParser/Parser.h>
#include <llvm/Bitcode/BitcodeWriter.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Metadata.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/SourceMgr.h>
#include <llvm/Support/raw_ostream.h>

namespace dxsv::testing {

// Shader kind numbers of the DXIL program header.
uint32_t programKind(const std::string& name) {
  static const std::pair<const char*, uint32_t> kinds[] = {
      {"ps", 0}, {"vs", 1}, {"gs", 2}, {"hs", 3}, {"ds", 4}, {"cs", 5}, {"lib", 6}, {"ms", 13}, {"as", 14}};
  for (const auto& [n, kind] : kinds)
    if (name == n) return kind;
  return 5;
}

// Returns an empty blob and sets `error` when the text does not parse.
Bytes assembleDxil(const std::string& text, std::string& error) {
  llvm::LLVMContext context;
  llvm::SMDiagnostic diag;
  auto module = llvm::parseAssemblyString(text, diag, context);
  if (!module) {
    llvm::raw_string_ostream os(error);
    diag.print("ll", os);
    return {};
  }
  uint32_t kind = 5, minor = 0;
  if (const llvm::NamedMDNode* sm = module->getNamedMetadata("dx.shaderModel"); sm && sm->getNumOperands()) {
    const llvm::MDNode* node = sm->getOperand(0);
    if (node->getNumOperands() == 3) {
      if (auto* name = llvm::dyn_cast<llvm::MDString>(node->getOperand(0))) kind = programKind(name->getString().str());
      if (auto* m = llvm::mdconst::dyn_extract<llvm::ConstantInt>(node->getOperand(2))) minor = uint32_t(m->getZExtValue());
    }
  }
  std::string bitcode;
  llvm::raw_string_ostream os(bitcode);
  llvm::WriteBitcodeToFile(*module, os);
  os.flush();
  while (bitcode.size() % 4) bitcode.push_back('\0');
  return buildContainer({{code("DXIL"), buildProgram(Bytes(bitcode.begin(), bitcode.end()), kind, minor)}});
}

}  // namespace dxsv::testing
