// State shared by the frontend's lowering files while one DXIL function becomes IR.
#pragma once

#include <llvm/ADT/DenseMap.h>
#include <llvm/ADT/DenseSet.h>
#include <llvm/IR/BasicBlock.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/Function.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/Module.h>

#include <functional>
#include <map>
#include <tuple>
#include <string>
#include <unordered_map>

#include "common/status.h"
#include "ir/ir.h"

namespace dxsv::frontend {

class LowerContext {
 public:
  LowerContext(ir::Module& module, const llvm::Module& llvmModule) : module(module), llvmModule(llvmModule) {}

  ir::Module& module;
  const llvm::Module& llvmModule;

  // The function being lowered, and the IR function each lowered LLVM function became.
  ir::FunctionId functionId = ir::kNoFunction;
  llvm::DenseMap<const llvm::Function*, ir::FunctionId> functions;
  ir::Function& function() { return module.functions[functionId]; }
  const ir::Function& function() const { return module.functions[functionId]; }
  // The entry point whose functions are lowered (stage, signatures).
  const ir::EntryPoint& entry() const { return module.entryPoints.front(); }

  // Where lowering currently is, for error messages and for appending instructions.
  ir::BlockId currentBlock = ir::kNoBlock;
  const llvm::Instruction* currentInstr = nullptr;

  // Open-addressing maps (no node per entry): looked up for every operand. Never iterated,
  // so their order does not reach the output; no reference into them is held across an insert.
  llvm::DenseMap<const llvm::Value*, ir::ValueId> values;
  llvm::DenseMap<const llvm::BasicBlock*, ir::BlockId> blocks;
  // Blocks whose lowering was split (discard): the IR block that ends the LLVM block, the
  // predecessor its successors' phis name. Absent = the block itself.
  llvm::DenseMap<const llvm::BasicBlock*, ir::BlockId> exitBlocks;
  // Which resource (index into Module::resources) each handle value refers to.
  llvm::DenseMap<ir::ValueId, uint32_t> handleResources;
  // createHandleFromHeap results, typed by the annotateHandle that follows them.
  struct HeapHandle {
    ir::ValueId index = ir::kNoValue;
    bool samplerHeap = false, nonUniform = false;
  };
  std::unordered_map<const llvm::Value*, HeapHandle> heapHandles;
  // Libraries: the resource (Module::resources index) each resource global declares, and
  // the loads of those globals createHandleForLib turns into handles (dxop_raytracing.cpp).
  std::unordered_map<const llvm::Value*, uint32_t> resourceGlobals;
  struct LibraryResource {
    uint32_t resource = 0;
    const llvm::Value* index = nullptr;  // element of a resource array (null: element 0)
    bool nonUniform = false;
  };
  std::unordered_map<const llvm::Value*, LibraryResource> libraryResources;
  // Module::resources entry made for each distinct (annotateHandle properties, heap).
  std::map<std::tuple<uint32_t, uint32_t, bool>, uint32_t> heapResources;
  // Ray-query variables (AllocateRayQuery) and their constant flags, which TraceRayInline ORs
  // into its own (dxop_rayquery.cpp).
  std::unordered_map<ir::ValueId, uint32_t> rayQueryFlags;

  // Work-graph nodes (node_*.cpp): what the node handles of the function being lowered name,
  // and the state the launch wrapper gives the node's body.
  struct NodeOutputRef {
    uint32_t output = 0;                     // index into NodeState::outputs
    ir::ValueId arrayIndex = ir::kNoValue;   // i32 element of a node array (kNoValue: 0)
  };
  struct NodeRecordsRef {
    bool input = true;
    uint32_t output = 0;                     // outputs: index into NodeState::outputs
    ir::ValueId address = ir::kNoValue;      // outputs: u64 address of record 0
  };
  std::unordered_map<const llvm::Value*, NodeOutputRef> nodeOutputs;
  std::unordered_map<const llvm::Value*, NodeRecordsRef> nodeRecords;
  // Record pointers (address space 6) getNodeRecordPtr made, and GEPs of them: the only
  // addresses record memory is read or written through.
  llvm::DenseSet<const llvm::Value*> recordPointers;
  struct NodeLowering {
    ir::ValueId recordIndex = ir::kNoValue;  // Private u32: the linear index of the first input record
    ir::ValueId recordCount = ir::kNoValue;  // Private u32: input records of a coalescing group
    ir::ValueId groupId = ir::kNoValue;      // Private u32 x3: SV_GroupID of a broadcasting node
    ir::ValueId shared = ir::kNoValue;       // Workgroup u32: group-uniform results (allocations, sharing)
    ir::FunctionId recordAddress = ir::kNoFunction;  // u64 (u32 linear index)
    ir::FunctionId allocate = ir::kNoFunction;       // u32 byte offset (u32 node, u32 count, u32 stride)
  } node;

  // (function type, opcode) pairs checkDxOpSignature has accepted.
  llvm::DenseSet<std::pair<const llvm::FunctionType*, uint32_t>> checkedDxOpTypes;

  // Type of an LLVM value in the IR. Pointers need the pointee, which opaque pointers lost.
  Result<ir::TypeId> lowerType(const llvm::Type* type);
  Result<ir::TypeId> pointerTypeFor(const llvm::Type* pointee, unsigned addressSpace);

  // Pointer type of an access chain {base, indices...}, from the IR type of the base (the
  // GEP's own source type may name floats where the variable stores integers).
  Result<ir::TypeId> accessChainType(const ir::ValueList& chain);

  // The IR value for an LLVM operand (constants and globals are created on demand).
  Result<ir::ValueId> operand(const llvm::Value* value);

  // Appends an instruction to the current block; returns its result id (kNoValue for void).
  ir::ValueId emit(ir::Op op, ir::TypeId type, ir::ValueList args = {}, ir::LiteralList lits = {},
                   ir::TargetList targets = {});
  // Splits the current block: `body` runs in a block of its own where `cond` == `runWhen`, then both
  // paths meet in a new block, where lowering goes on (it ends the LLVM block for its
  // successors' phis). `suffix` names the new blocks. Returns the block the split left and
  // the block the body ended in.
  std::pair<ir::BlockId, ir::BlockId> emitIf(ir::ValueId cond, bool runWhen, const std::string& suffix,
                                             const std::function<void()>& body);
  // Pixel shaders: `body` runs only in lanes that are not helpers (D3D's wave ops leave
  // helper lanes out; Vulkan lets them take part). Splits the block: the result is the body's
  // value, undef in helper lanes. Other stages run `body` directly.
  // `helperValue`: what helper lanes get instead (kNoValue: undef).
  ir::ValueId emitOutsideHelperLanes(ir::TypeId type, const std::function<ir::ValueId()>& body,
                                     ir::ValueId helperValue = ir::kNoValue);
  ir::ValueId emitMath(ir::MathOp op, ir::TypeId type, ir::ValueList args) {
    return emit(ir::Op::Math, type, std::move(args), {uint64_t(op)});
  }

  // "function 'main', block 'if.then', instruction '%5 = ...': why". error() is for broken
  // input, unsupported() for valid input not translated yet.
  Error error(const std::string& why, ErrorKind kind = ErrorKind::Malformed) const;
  Error unsupported(const std::string& why) const { return error(why, ErrorKind::Unsupported); }

  ir::TypeId i32() { return module.types.intType(32); }
  ir::TypeId f32() { return module.types.floatType(32); }

 private:
  Result<ir::ValueId> lowerConstant(const llvm::Constant* constant);
  Result<ir::ValueId> lowerConstantExpr(const llvm::ConstantExpr* expr);
};

// The IR atomic of an atomicrmw operation; UNSUPPORTED for the ones not translated.
Result<ir::AtomicOp> atomicRmwOp(LowerContext& ctx, llvm::AtomicRMWInst::BinOp op);

// Lowers an LLVM instruction that is not a dx.op call into ctx's current block.
Status lowerInstruction(LowerContext& ctx, const llvm::Instruction& instr);

// Resource handles (%dx.types.Handle) name a resource; they have no value in SPIR-V, so they
// may pass only between dx.op calls. Fails for any other instruction that takes or makes one.
Status checkHandleUse(LowerContext& ctx, const llvm::Instruction& instr);

// LLVM's IR rules that lowering relies on and the bitcode reader leaves to the verifier
// (llvm_rules.cpp): per function (its blocks' shape), per lowered instruction.
Status checkFunctionRules(LowerContext& ctx, const llvm::Function& fn);
Status checkInstructionRules(LowerContext& ctx, const llvm::Instruction& instr);

// Lowers a call to a function defined in the module (already given its IR function).
Status lowerFunctionCall(LowerContext& ctx, const llvm::CallInst& call, ir::FunctionId callee);

// Lowers a call to a dx.op.* function (dispatches to the family files).
Status lowerDxOpCall(LowerContext& ctx, const llvm::CallInst& call);

// Whether the program reads the sparse status (member 4) of a dx.op call's ResRet result.
bool readsStatus(const llvm::CallInst& call);

// The call's function type against the opcode's signature (dxop_signature.cpp).
Status checkDxOpSignature(LowerContext& ctx, const llvm::CallInst& call, uint32_t opcode);

// Lowers a call to an LLVM intrinsic (llvm.*): drops those without effect, rejects the
// others by name (llvm_intrinsics.cpp).
Status lowerIntrinsicCall(LowerContext& ctx, const llvm::CallInst& call);

// Family handlers: each returns false in `handled` when the opcode is not theirs.
struct DxOpCall {
  uint32_t opcode;
  const llvm::CallInst& call;
  const llvm::Value* arg(unsigned i) const { return call.getArgOperand(i); }  // 0 = opcode
  unsigned argCount() const { return call.arg_size(); }
};
Result<bool> lowerComputeOp(LowerContext& ctx, const DxOpCall& op);
Result<bool> lowerHandleOp(LowerContext& ctx, const DxOpCall& op);
Result<bool> lowerBufferOp(LowerContext& ctx, const DxOpCall& op);
Result<bool> lowerMathOp(LowerContext& ctx, const DxOpCall& op);
Result<bool> lowerExpandedMathOp(LowerContext& ctx, const DxOpCall& op);
Result<bool> lowerAtomicOp(LowerContext& ctx, const DxOpCall& op);
Result<bool> lowerWaveOp(LowerContext& ctx, const DxOpCall& op);
Result<bool> lowerStageIoOp(LowerContext& ctx, const DxOpCall& op);
Result<bool> lowerTextureOp(LowerContext& ctx, const DxOpCall& op);
Result<bool> lowerTessellationOp(LowerContext& ctx, const DxOpCall& op);
Result<bool> lowerGeometryOp(LowerContext& ctx, const DxOpCall& op);
Result<bool> lowerMeshOp(LowerContext& ctx, const DxOpCall& op);
Result<bool> lowerRayQueryOp(LowerContext& ctx, const DxOpCall& op);

Result<bool> lowerRayTracingOp(LowerContext& ctx, const DxOpCall& op);
Result<bool> lowerNodeOp(LowerContext& ctx, const DxOpCall& op);
// Loads, stores, atomics and GEPs on work-graph record memory (address space 6, device
// addresses in the IR); false for other instructions (node_records.cpp).
Result<bool> lowerNodeMemoryAccess(LowerContext& ctx, const llvm::Instruction& instr);
// Libraries: a load or GEP of a resource global (lowered by createHandleForLib instead);
// false for other instructions.
Result<bool> lowerResourceGlobalAccess(LowerContext& ctx, const llvm::Instruction& instr);
// Ray-tracing entry functions: their pointer parameters (payload, hit attributes, callable
// data) become module variables of the matching address space.
Status declareRayTracingParameters(LowerContext& ctx, const llvm::Function& fn);

// Amplification shaders: whether a groupshared global is the payload DispatchMesh sends (it
// becomes a TaskPayload variable instead of Workgroup memory; dxop_mesh.cpp).
bool isMeshPayloadGlobal(const LowerContext& ctx, const llvm::GlobalVariable& global);

// The resource a handle value names (handles must come straight from handle creation).
Result<const ir::Resource*> resourceOf(LowerContext& ctx, ir::ValueId handle);
// Byte address of a raw (index = byte offset) or structured (index * stride + offset)
// buffer access; `offset` may be null or undef.
Result<ir::ValueId> byteAddress(LowerContext& ctx, const ir::Resource& r, const llvm::Value* index, const llvm::Value* offset);

// The integer texel address of texture `r` from operands first.. (as many as its kind
// addresses, array layer last): one i32 or an i32 vector (dxop_textures.cpp).
Result<ir::ValueId> textureCoordinates(LowerContext& ctx, const ir::Resource& r, const DxOpCall& op, unsigned first);

// A signature element named by a dx.op's (sigId, row, col) operands (dxop_stage_io.cpp).
enum class SignatureKind { Input, Output, PatchConstant };
struct ElementRef {
  const ir::SignatureElement* element = nullptr;
  ir::ValueId row = ir::kNoValue;
  uint32_t column = 0;
};
// (sigId, row, col) at arguments first..first+2, checked against the entry's signature `sig`.
Result<ElementRef> elementArgs(LowerContext& ctx, const DxOpCall& op, unsigned first, SignatureKind sig);
// The op's result type, which must be a 16- or 32-bit scalar (what stage I/O moves).
Result<ir::TypeId> stageScalarResult(LowerContext& ctx, const DxOpCall& op);
bool isStageValueType(LowerContext& ctx, ir::TypeId type);

// Reads a constant integer argument or fails with a message naming the argument.
Result<uint64_t> constantArg(LowerContext& ctx, const DxOpCall& op, unsigned index, const char* what);

}  // namespace dxsv::frontend
