// Routes dx.op calls to the per-family lowering files.
#include <llvm/IR/Constants.h>
#include <llvm/IR/Metadata.h>
#include <llvm/IR/Module.h>

#include "common/escape.h"
#include "frontend/dxil_op_classes.h"
#include "frontend/dxil_opcodes.h"
#include "frontend/lower_context.h"

namespace dxsv::frontend {

namespace {

// The newest DXIL version whose opcodes dxil_opcodes.h lists (1.9: RawBufferVectorLoad/Store).
constexpr uint64_t kNewestKnownDxil = 1 << 8 | 9;

// !dx.version {major, minor}, as major << 8 | minor (0 when absent or malformed).
uint64_t dxilVersion(const llvm::Module& module) {
  const llvm::NamedMDNode* named = module.getNamedMetadata("dx.version");
  const llvm::MDNode* node = named && named->getNumOperands() ? named->getOperand(0) : nullptr;
  if (!node || node->getNumOperands() != 2) return 0;
  uint64_t parts[2] = {0, 0};
  for (unsigned i = 0; i < 2; ++i) {
    auto* value = llvm::dyn_cast_or_null<llvm::ConstantAsMetadata>(node->getOperand(i).get());
    auto* c = value ? llvm::dyn_cast<llvm::ConstantInt>(value->getValue()) : nullptr;
    if (!c || c->getZExtValue() > 0xff) return 0;
    parts[i] = c->getZExtValue();
  }
  return parts[0] << 8 | parts[1];
}

}  // namespace

Status lowerDxOpCall(LowerContext& ctx, const llvm::CallInst& call) {
  auto* opcodeConst = call.arg_size() ? llvm::dyn_cast<llvm::ConstantInt>(call.getArgOperand(0)) : nullptr;
  if (!opcodeConst) return ctx.error("dx.op call without a constant opcode");
  if (opcodeConst->getValue().getActiveBits() > 32) return ctx.error("dx.op opcode does not fit in 32 bits");
  uint32_t opcode = uint32_t(opcodeConst->getZExtValue());
  // An opcode DXIL does not define breaks the format, unless the module is newer than the table.
  if (opcode >= kDxOpCount || llvm::StringRef(dxOpName(opcode)).starts_with("Reserved")) {
    const std::string what = "dx.op opcode " + std::to_string(opcode) + " is not an operation DXIL 1." +
                             std::to_string(kNewestKnownDxil & 0xff) + " defines";
    if (dxilVersion(ctx.llvmModule) > kNewestKnownDxil) return ctx.unsupported(what + " (the module is newer DXIL)");
    return ctx.error(what);
  }
  // The opcode and the function must agree: each lowering trusts the signature of its class.
  if (const char* opClass = dxOpClass(opcode); opClass && call.getCalledFunction()) {
    const llvm::StringRef name = call.getCalledFunction()->getName(), cls = opClass;
    // "dx.op." CLASS, then the end or a '.' (compared in place: this runs for every call).
    const llvm::StringRef rest = name.starts_with("dx.op.") ? name.drop_front(6) : llvm::StringRef();
    if (!rest.starts_with(cls) || (rest.size() > cls.size() && rest[cls.size()] != '.'))
      return ctx.error(std::string("dx.op '") + dxOpName(opcode) + "' (opcode " + std::to_string(opcode) +
                       ") called through '" + escapeText(name) + "', not dx.op." + opClass + ".*");
  }
  if (auto s = checkDxOpSignature(ctx, call, opcode); !s) return s;
  DxOpCall op{opcode, call};
  using Family = Result<bool> (*)(LowerContext&, const DxOpCall&);
  // Textures before buffers: GetDimensions is shared and the texture family takes textures.
  static constexpr Family families[] = {lowerComputeOp, lowerHandleOp, lowerTextureOp, lowerBufferOp, lowerMathOp,
                                        lowerExpandedMathOp, lowerAtomicOp, lowerWaveOp, lowerStageIoOp,
                                        lowerTessellationOp, lowerGeometryOp, lowerMeshOp, lowerRayQueryOp,
                                        lowerRayTracingOp, lowerNodeOp};
  for (Family family : families) {
    auto handled = family(ctx, op);
    if (!handled) return handled.takeError();
    if (*handled) return Status::success();
  }
  return ctx.unsupported(std::string("unsupported dx.op '") + dxOpName(opcode) + "' (opcode " + std::to_string(opcode) + ")");
}

}  // namespace dxsv::frontend
