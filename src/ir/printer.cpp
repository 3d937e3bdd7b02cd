// ir::print: a readable dump of the IR, for tests, --dump-ir and error messages.
#include <sstream>

#include "ir/ir.h"

namespace dxsv::ir {
namespace {

const char* opName(Op op) {
  switch (op) {
#define DXSV_OP(name) case Op::name: return #name;
    DXSV_OP(Phi) DXSV_OP(Select) DXSV_OP(IAdd) DXSV_OP(ISub) DXSV_OP(IMul) DXSV_OP(SDiv)
    DXSV_OP(UDiv) DXSV_OP(SRem) DXSV_OP(URem) DXSV_OP(Shl) DXSV_OP(LShr) DXSV_OP(AShr)
    DXSV_OP(And) DXSV_OP(Or) DXSV_OP(Xor) DXSV_OP(FAdd) DXSV_OP(FSub) DXSV_OP(FMul)
    DXSV_OP(FDiv) DXSV_OP(FRem) DXSV_OP(FNeg) DXSV_OP(ICmp) DXSV_OP(FCmp) DXSV_OP(Trunc)
    DXSV_OP(ZExt) DXSV_OP(SExt) DXSV_OP(FPTrunc) DXSV_OP(FPExt) DXSV_OP(FPToUI)
    DXSV_OP(FPToSI) DXSV_OP(UIToFP) DXSV_OP(SIToFP) DXSV_OP(Bitcast) DXSV_OP(ExtractValue)
    DXSV_OP(InsertValue) DXSV_OP(CompositeConstruct) DXSV_OP(AccessChain) DXSV_OP(Load)
    DXSV_OP(Store) DXSV_OP(ReadBuiltin) DXSV_OP(LoadInput) DXSV_OP(StoreOutput)
    DXSV_OP(EvalInput) DXSV_OP(Discard) DXSV_OP(EmitVertex) DXSV_OP(EndPrimitive) DXSV_OP(StorePatchConstant)
    DXSV_OP(LoadPatchConstant) DXSV_OP(LoadOutputControlPoint) DXSV_OP(SetMeshOutputCounts) DXSV_OP(EmitIndices)
    DXSV_OP(StoreVertexOutput) DXSV_OP(StorePrimitiveOutput) DXSV_OP(DispatchMesh) DXSV_OP(TraceRay) DXSV_OP(CallShader) DXSV_OP(ReportHit) DXSV_OP(IgnoreHit) DXSV_OP(AcceptHitAndEndSearch) DXSV_OP(Call)
    DXSV_OP(Math) DXSV_OP(ResourceHandle)
    DXSV_OP(RawBufferLoad) DXSV_OP(RawBufferStore) DXSV_OP(TypedBufferLoad)
    DXSV_OP(TypedBufferStore) DXSV_OP(CBufferLoadLegacy) DXSV_OP(CBufferLoad) DXSV_OP(BufferAtomic)
    DXSV_OP(PointerAtomic) DXSV_OP(BufferGetDimensions) DXSV_OP(BufferUpdateCounter)
    DXSV_OP(TextureSample) DXSV_OP(TextureGather) DXSV_OP(TextureLoad) DXSV_OP(TextureStore) DXSV_OP(TextureAtomic)
    DXSV_OP(TextureDimensions) DXSV_OP(TextureLod) DXSV_OP(TextureSamplePosition) DXSV_OP(TexelsResident) DXSV_OP(SamplerFeedback)
    DXSV_OP(RenderTargetSampleCount)
    DXSV_OP(Barrier) DXSV_OP(DeviceLoad) DXSV_OP(DeviceStore) DXSV_OP(DeviceAtomic) DXSV_OP(Wave) DXSV_OP(RayQuery)
    DXSV_OP(Branch) DXSV_OP(CondBranch) DXSV_OP(Switch) DXSV_OP(Return) DXSV_OP(Unreachable)
#undef DXSV_OP
  }
  return "?";
}

std::string blockName(const Function& f, BlockId b) {
  std::string s = "bb" + std::to_string(b);
  if (b < f.blocks.size() && !f.blocks[b].name.empty()) s += "." + f.blocks[b].name;
  return s;
}

}  // namespace

std::string printValue(const Module& m, ValueId id) {
  if (id == kNoValue) return "none";
  if (id >= m.values.size()) return "<bad %" + std::to_string(id) + ">";
  const ValueDef& v = m.values[id];
  switch (v.kind) {
    case ValueKind::Constant: return m.types.name(v.type) + " " + std::to_string(v.bits);
    case ValueKind::ConstantNull: return m.types.name(v.type) + " null";
    case ValueKind::Undef: return m.types.name(v.type) + " undef";
    case ValueKind::Variable: return "@" + (v.name.empty() ? std::to_string(id) : v.name);
    case ValueKind::ConstantComposite: {
      std::string s = m.types.name(v.type) + " {";
      for (size_t i = 0; i < v.elements.size(); ++i)
        s += (i ? ", " : "") + printValue(m, v.elements[i]);
      return s + "}";
    }
    default: return "%" + std::to_string(id);
  }
}

namespace {

void printFunction(const Module& m, const Function& f, std::ostringstream& out) {
  for (ValueId var : f.variables)
    out << printValue(m, var) << " = variable " << m.types.name(m.typeOf(var)) << "\n";
  out << "function " << f.name;
  if (f.returnType != 0) out << " returns " << m.types.name(f.returnType);
  for (size_t i = 0; i < f.params.size(); ++i)
    out << (i ? ", " : " params ") << printValue(m, f.params[i]) << ":" << m.types.name(m.typeOf(f.params[i]));
  out << " entry " << blockName(f, f.entry) << "\n";
  std::vector<BlockId> order = f.layout;
  if (order.empty())
    for (BlockId b = 0; b < f.blocks.size(); ++b) order.push_back(b);
  for (BlockId b : order) {
    if (b >= f.blocks.size()) {
      out << "<bad block " << b << " in layout>\n";
      continue;
    }
    const Block& block = f.blocks[b];
    out << blockName(f, b) << ":";
    if (block.merge == MergeKind::Selection) out << "  ; selection merge " << blockName(f, block.mergeBlock);
    if (block.merge == MergeKind::Loop)
      out << "  ; loop merge " << blockName(f, block.mergeBlock) << " continue "
          << blockName(f, block.continueBlock);
    out << "\n";
    for (const Instr& in : block.instrs) {
      out << "  ";
      if (in.result != kNoValue) out << "%" << in.result << ":" << m.types.name(in.type) << " = ";
      out << opName(in.op);
      if (in.op == Op::Phi) {
        for (size_t i = 0; i < in.args.size(); ++i)
          out << (i ? ", [" : " [") << printValue(m, in.args[i]) << ", "
              << (i < in.targets.size() ? blockName(f, in.targets[i]) : "?") << "]";
        out << "\n";
        continue;
      }
      for (size_t i = 0; i < in.args.size(); ++i) out << (i ? ", " : " ") << printValue(m, in.args[i]);
      if (!in.lits.empty()) {
        out << " lits(";
        for (size_t i = 0; i < in.lits.size(); ++i) out << (i ? "," : "") << in.lits[i];
        out << ")";
      }
      for (size_t i = 0; i < in.targets.size(); ++i) {
        out << (i || in.args.size() || in.lits.size() ? ", " : " ");
        if (in.op == Op::Switch) out << (i == 0 ? "default " : "case ");
        out << blockName(f, in.targets[i]);
      }
      out << "\n";
    }
  }
}

}  // namespace

std::string print(const Module& m) {
  std::ostringstream out;
  for (ValueId var : m.variables)
    out << printValue(m, var) << " = variable " << m.types.name(m.typeOf(var)) << "\n";
  for (const Function& f : m.functions) printFunction(m, f, out);
  return out.str();
}

}  // namespace dxsv::ir
