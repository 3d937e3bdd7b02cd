// AGGRESSIVE_NONUNIFORM: which values are provably uniform. Deliberately small: a value is
// uniform when it is a constant, or the result of a pure op (arithmetic, compares,
// conversions, composites, math but derivatives) or a cbuffer load whose operands are all
// uniform. Phis (divergent control flow may pick different inputs per lane), memory loads,
// built-ins, wave ops, calls and parameters are not: an index the analysis cannot prove
// uniform gets NonUniform, which is always correct, only slower.
#include "spirv/quirks.h"

namespace dxsv::spirv {

namespace {

bool preservesUniformity(const ir::Instr& in) {
  using O = ir::Op;
  switch (in.op) {
    case O::Select:
    case O::IAdd: case O::ISub: case O::IMul: case O::SDiv: case O::UDiv: case O::SRem: case O::URem:
    case O::Shl: case O::LShr: case O::AShr: case O::And: case O::Or: case O::Xor:
    case O::FAdd: case O::FSub: case O::FMul: case O::FDiv: case O::FRem: case O::FNeg:
    case O::ICmp: case O::FCmp:
    case O::Trunc: case O::ZExt: case O::SExt: case O::FPTrunc: case O::FPExt: case O::FPToUI: case O::FPToSI:
    case O::UIToFP: case O::SIToFP: case O::Bitcast:
    case O::ExtractValue: case O::InsertValue: case O::CompositeConstruct:
    case O::ResourceHandle:  // the same descriptor when its index is uniform
    case O::CBufferLoadLegacy: case O::CBufferLoad:  // one cbuffer (uniform handle), one address
      return true;
    case O::Math: {
      auto m = ir::MathOp(in.lits.at(0));
      return m != ir::MathOp::DerivCoarseX && m != ir::MathOp::DerivCoarseY && m != ir::MathOp::DerivFineX &&
             m != ir::MathOp::DerivFineY;
    }
    default: return false;
  }
}

}  // namespace

std::vector<bool> uniformValues(const ir::Module& module) {
  std::vector<bool> uniform(module.values.size(), false);
  for (ir::ValueId v = 1; v < module.values.size(); ++v) {
    auto kind = module.values[v].kind;
    // Undef is not: each lane may see its own value.
    uniform[v] = kind == ir::ValueKind::Constant || kind == ir::ValueKind::ConstantComposite ||
                 kind == ir::ValueKind::ConstantNull;
  }
  // Monotone (a value only becomes uniform), so repeating until nothing changes terminates;
  // block order may put a use before its definition, hence more than one pass.
  for (bool changed = true; changed;) {
    changed = false;
    ir::forEachInstruction(module, [&](const ir::Instr& in) {
      if (in.result == ir::kNoValue || uniform[in.result] || !preservesUniformity(in)) return;
      for (ir::ValueId a : in.args)
        if (a != ir::kNoValue && !uniform[a]) return;
      uniform[in.result] = true;
      changed = true;
    });
  }
  return uniform;
}

}  // namespace dxsv::spirv
