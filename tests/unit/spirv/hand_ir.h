// Test helper: a one-function IR module built by hand, emitted and validated. For emitter
// tests of ops and stages no DXIL input reaches yet (device-address ops, work-graph nodes).
#pragma once

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "bindings/bindings.h"
#include "dxil_spirv/dxil_spirv.hpp"
#include "ir/ir.h"
#include "ir/verifier.h"
#include "spirv/emitter.h"

namespace dxsv::testing {

struct HandIr {
  ir::Module m;
  ir::FunctionId f = 0;
  ir::BlockId b = 0;

  explicit HandIr(ir::ShaderStage stage = ir::ShaderStage::Compute) {
    f = m.addFunction("main");
    b = m.functions[f].addBlock("entry");
    ir::EntryPoint e;
    e.name = "main";
    e.stage = stage;
    e.function = f;
    m.entryPoints.push_back(e);
  }
  ir::EntryPoint& entry() { return m.entryPoints.front(); }
  ir::TypeId i32() { return m.types.intType(32); }
  ir::TypeId i64() { return m.types.intType(64); }

  ir::ValueId emit(ir::Op op, ir::TypeId type, ir::ValueList args, ir::LiteralList lits = {}) {
    ir::Instr in;
    in.op = op;
    in.type = type;
    if (type != m.types.voidType()) in.result = m.newValue(ir::ValueKind::Instruction, type);
    in.args = std::move(args);
    in.lits = std::move(lits);
    m.functions[f].blocks[b].instrs.push_back(in);
    return in.result;
  }
  ir::ValueId builtin(ir::Builtin which, ir::TypeId type, ir::ValueList args = {}) {
    return emit(ir::Op::ReadBuiltin, type, std::move(args), {uint64_t(which)});
  }

  // Ends the block, verifies the IR and emits it (the direct binding mapping unless given).
  Result<std::vector<uint32_t>> spirv(const bindings::BindingMapper* mapper = nullptr, spirv::EmitOptions options = {}) {
    emit(ir::Op::Return, m.types.voidType(), {});
    if (Status s = ir::verify(m); !s) return s.takeError();
    bindings::DirectBindingMapper direct(bindings::BindingShifts{});
    return spirv::emitModule(m, mapper ? *mapper : direct, options);
  }
};

// spirv-val's verdict for `env` ("" when valid).
inline std::string validationError(const std::vector<uint32_t>& words, dxsv_target_env env = DXSV_TARGET_VULKAN_1_1) {
  std::string error;
  return dxsv::validateSpirv(words, env, error) ? "" : (error.empty() ? "invalid" : error);
}

inline std::string disassembly(const std::vector<uint32_t>& words) {
  std::string text, error;
  EXPECT_TRUE(dxsv::disassembleSpirv(words, text, error)) << error;
  return text;
}

}  // namespace dxsv::testing
