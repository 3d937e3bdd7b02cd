// Test helper: assembles hand-written LLVM 19 IR text, writes it as bitcode and wraps it in
// a DXBC container with a DXIL part, ready for the public conversion API.
#pragma once

#include <gtest/gtest.h>
#include <llvm/AsmParser/Parser.h>
#include <llvm/Bitcode/BitcodeWriter.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/SourceMgr.h>
#include <llvm/Support/raw_ostream.h>

#include <string>

#include "container_builder.h"

namespace dxsv::testing {

// Records a test failure with LLVM's diagnostic and returns no bytes when `text` is invalid.
inline Bytes assembleLl(const std::string& text) {
  llvm::LLVMContext context;
  llvm::SMDiagnostic diag;
  auto module = llvm::parseAssemblyString(text, diag, context);
  if (!module) {
    std::string message;
    llvm::raw_string_ostream os(message);
    diag.print("test", os);
    ADD_FAILURE() << os.str();
    return {};
  }
  std::string bitcode;
  llvm::raw_string_ostream os(bitcode);
  llvm::WriteBitcodeToFile(*module, os);
  os.flush();
  while (bitcode.size() % 4) bitcode.push_back('\0');
  return buildContainer({{code("DXIL"), buildProgram(Bytes(bitcode.begin(), bitcode.end()))}});
}

}  // namespace dxsv::testing
