// State of one IR → SPIR-V emission, shared by the emit_*.cpp files.
#pragma once

#include <map>
#include <tuple>
#include <string>
#include <unordered_map>
#include <vector>

#include "bindings/bindings.h"
#include "common/status.h"
#include "ir/ir.h"
#include "spirv/builder.h"
#include "spirv/emitter.h"
#include "spirv/module_facts.h"

namespace dxsv::spirv {

class StageEmitter;

// How a declared resource is reached from SPIR-V (bindings::ResourceAccess made concrete).
struct ResourceVar {
  bindings::ResourceAccess access;
  // OpVariable: the descriptor, descriptor array or heap array; 0 for root constants and
  // device addresses, which are reached through the root-parameter block.
  uint32_t variable = 0;
  spv::StorageClass storageClass = spv::StorageClassStorageBuffer;  // of the buffer's data
  uint32_t pointerToBlock = 0;  // pointer type to one buffer block, image or sampler
  uint32_t pointerToData = 0;  // storage/uniform buffers: pointer type to one array element
  uint32_t elementType = 0;    // storage buffers: u32; uniform buffers: uvec4; texel buffers: image type
  uint32_t imageType = 0;      // images, samplers and texel buffers
  uint32_t accelerationStructureType = 0;  // RaytracingAccelerationStructure SRVs
  uint32_t counterVariable = 0;  // UAVs with a hidden counter: storage buffer { uint count; } (or an array of them)
  uint32_t counterPointerToBlock = 0;
  bindings::ResourceAccess counterAccess;
  // Raw/structured buffers with 64-bit atomics: a second, aliased view of the same binding
  // as `uint64_t[]` (the atomics need 64-bit words; other accesses keep using the uint view).
  uint32_t variable64 = 0;
  uint32_t pointerToBlock64 = 0;
  uint32_t pointerToData64 = 0;
  // Half-word buffers (access.halfWords) with 32-bit atomics: an aliased `uint[]` view of the
  // same binding, as D3D's atomics are 4-byte aligned.
  uint32_t variable32 = 0;
  uint32_t pointerToBlock32 = 0;
  uint32_t pointerToData32 = 0;
  // Raw/structured buffers the caller maps to an r32ui texel buffer: word w is texel w.
  bool texelWords = false;
  // Typed UAVs with 64-bit atomics (D3D: an R32G32_UINT/SINT view): an R64ui/R64i image of
  // 64-bit texels; loads and stores see the texel as two 32-bit components, low word first.
  bool int64Texels = false;
  // Counters: an r32ui storage texel buffer (its image type), or a device address read from an
  // address table (counterAccess.kind DeviceAddress: counterVariable is the table).
  uint32_t counterImageType = 0;
  bool indexed() const {  // whether each handle picks an element of an array
    return access.kind == bindings::AccessKind::HeapElement ||
           (access.kind == bindings::AccessKind::Descriptor && access.arraySize != 1);
  }
};

// What one ResourceHandle resolved to, at the point where the handle was created.
struct HandleAccess {
  uint32_t resource = 0;  // index into Module::resources
  uint32_t base = 0;      // pointer to the buffer block, image, sampler or acceleration structure (0: root
                          //   constants); a root SRV acceleration structure: the structure itself
  uint32_t base64 = 0;    // the 64-bit view's block
  uint32_t base32 = 0;    // a half-word buffer's 32-bit view's block (atomics)
  uint32_t counter = 0;   // pointer to the hidden counter's block (or texel buffer); by address: its 64-bit address
  bool nonUniform = false;
  // With an offset buffer: the view's offset and size in the units the accesses index (words
  // for raw/structured buffers, halves for half-word ones, texels for typed ones); 0 when the
  // view is the descriptor.
  uint32_t viewOffset = 0, viewSize = 0;
  // Raw/structured storage buffers with an offset buffer: the view's byte offset mod 4 (an id;
  // 0 when none), which the word offset drops: 16-bit structured views may start mid-word.
  uint32_t viewByteRemainder = 0;
};

class EmitContext {
 public:
  EmitContext(const ir::Module& module, const ir::EntryPoint& entry, const bindings::BindingMapper& bindings,
              const EmitOptions& options)
      : module(module), entry(entry), bindings(bindings), options(options) {}

  const ir::Module& module;
  const ir::EntryPoint& entry;  // the entry point being emitted
  const bindings::BindingMapper& bindings;
  const EmitOptions& options;
  Builder b;
  ModuleFacts facts;  // whole-module questions, answered before emission (module_facts.h)

  // Where emission is, for error messages (and the function whose blocks labels name).
  const ir::Function* function = nullptr;
  ir::BlockId currentBlock = ir::kNoBlock;
  const ir::Instr* currentInstr = nullptr;

  std::vector<uint32_t> interface;  // entry-point interface variables
  std::vector<ResourceVar> resources;               // parallel to module.resources
  std::unordered_map<ir::ValueId, HandleAccess> handles;  // ResourceHandle results
  // Heap arrays, shared by the resources of one (set, binding, element type).
  std::map<std::tuple<uint32_t, uint32_t, uint32_t>, uint32_t> heapVariables;
  uint32_t rootBlock = 0;  // the root-parameter block variable, once something reads it
  uint32_t shaderRecord = 0;  // the ShaderRecordBufferKHR block (local root arguments), once read
  uint32_t shaderRecordPointerType = 0;  // local root arguments by address (nodes): pointer to their block
  std::map<std::vector<uint32_t>, uint32_t> layoutTypes;  // block types shared by heap arrays
  // Function-space OpVariables of each function (declareVariables), opening its first block.
  std::vector<std::vector<uint32_t>> localVariables;
  // Helper functions (wave ops built from loops), emitted after the entry point.
  std::vector<uint32_t> helperCode;
  std::map<std::string, uint32_t> helperFunctions;  // name -> function id
  // f32 -> f16 FPTrunc results: their f32 source. An FPExt back to f32 is OpQuantizeToF16 of
  // it: drivers fold the FConvert pair to the unrounded value (vkd3d-proton
  // test_shader_instructions_dxil, fptrunc_roundtrip, on NVIDIA), while D3D rounds.
  std::unordered_map<ir::ValueId, uint32_t> halfRoundedFrom;
  bool usesDerivatives = false;  // the entry point then needs a derivative group mode
  bool usesQuadOps = false;  // QuadReadLaneAt/Across*, QuadAny/All (compute: see stage_compute.cpp)
  bool transformFeedback = false;  // an output is captured (stream_output.h): ExecutionMode Xfb
  // Set by a stage op that ends the SPIR-V block itself (OpEmitMeshTasksEXT): the rest of
  // the IR block and its terminator are not emitted. Reset at every block.
  bool blockTerminated = false;
  StageEmitter* stage = nullptr;  // the entry's stage (stage.h)
  uint32_t samplePositions = 0;  // D3D's standard sample pattern table (emit_textures.cpp)
  // The lowest SPIR-V version the module's features need (ray queries: 1.4), decided before
  // emission; spirvVersion() takes the highest of this, the stage's and the target's.
  uint32_t minimumVersion = 0;
  // DXSV_QUIRK_AGGRESSIVE_NONUNIFORM only: uniformValues(module) (quirks.h); empty otherwise.
  std::vector<bool> uniformValues;

  uint32_t spirvVersion() const;
  bool interfaceListsAllGlobals() const { return spirvVersion() >= 0x10400; }

  uint32_t type(ir::TypeId type);
  uint32_t value(ir::ValueId value);  // ids for constants are created lazily
  uint32_t label(ir::BlockId block) { return labels_.at(functionIndex_).at(block); }  // of the current function
  uint32_t functionId(ir::FunctionId function);  // reserved on first use, with its parameters' ids
  void setValue(ir::ValueId value, uint32_t id) {
    if (value >= ids_.size()) ids_.resize(size_t(value) + 1, 0);
    ids_[value] = id;
  }
  uint32_t resultId(const ir::Instr& instr);  // the id reserved for instr.result

  uint32_t u32() { return b.typeInt(32); }
  uint32_t f32() { return b.typeFloat(32); }
  uint32_t u32Const(uint32_t v) { return b.constantU32(v); }
  // Emits `opcode` with a fresh result id and returns it. The operands are written straight
  // into the function body (no list built per instruction).
  uint32_t op(spv::Op opcode, uint32_t resultType, std::initializer_list<uint32_t> operands) {
    return op(opcode, resultType, operands.begin(), operands.size());
  }
  uint32_t op(spv::Op opcode, uint32_t resultType, const std::vector<uint32_t>& operands) {
    return op(opcode, resultType, operands.data(), operands.size());
  }
  uint32_t op(spv::Op opcode, uint32_t resultType, const uint32_t* operands, size_t count);
  // Emits the instruction that defines instr.result, with its reserved id and type.
  uint32_t define(const ir::Instr& instr, spv::Op opcode, std::initializer_list<uint32_t> operands) {
    return define(instr, opcode, operands.begin(), operands.size());
  }
  uint32_t define(const ir::Instr& instr, spv::Op opcode, const std::vector<uint32_t>& operands) {
    return define(instr, opcode, operands.data(), operands.size());
  }
  uint32_t define(const ir::Instr& instr, spv::Op opcode, const uint32_t* operands, size_t count);
  uint32_t defineGlsl(const ir::Instr& instr, uint32_t instruction, std::initializer_list<uint32_t> operands) {
    return defineGlsl(instr, instruction, operands.begin(), operands.size());
  }
  uint32_t defineGlsl(const ir::Instr& instr, uint32_t instruction, const std::vector<uint32_t>& operands) {
    return defineGlsl(instr, instruction, operands.data(), operands.size());
  }
  uint32_t defineGlsl(const ir::Instr& instr, uint32_t instruction, const uint32_t* operands, size_t count);
  // Defines instr.result as a copy of an already computed id.
  void defineAs(const ir::Instr& instr, uint32_t id) { define(instr, spv::OpCopyObject, {id}); }
  uint32_t glsl(uint32_t resultType, uint32_t instruction, std::initializer_list<uint32_t> operands) {
    return glsl(resultType, instruction, operands.begin(), operands.size());
  }
  uint32_t glsl(uint32_t resultType, uint32_t instruction, const std::vector<uint32_t>& operands) {
    return glsl(resultType, instruction, operands.data(), operands.size());
  }
  uint32_t glsl(uint32_t resultType, uint32_t instruction, const uint32_t* operands, size_t count);
  // A float constant of `bits` width; half supports the exact values used here (0, +-1,
  // the smallest normal).
  uint32_t floatConst(uint32_t type, uint32_t bits, double value);
  // Converts `id` of IR type `from` to `to` with OpBitcast when they differ.
  uint32_t bitcast(uint32_t toType, uint32_t id) { return op(spv::OpBitcast, toType, {id}); }

  // Builtin input variable (created once).
  uint32_t builtinInput(spv::BuiltIn builtin, uint32_t type);

  // A failure located at the current block: broken input, or (unsupported) valid input not
  // translated yet.
  Error error(const std::string& why, ErrorKind kind = ErrorKind::Malformed) const;
  Error unsupported(const std::string& why) const { return error(why, ErrorKind::Unsupported); }
  // Reserves every label and result id up front (phis reference forward).
  void prepareIds();
  void enterFunction(ir::FunctionId function);  // makes it the current function

 private:
  // Indexed by IR type / value id; 0 = no SPIR-V id yet.
  std::vector<uint32_t> types_;
  std::vector<uint32_t> ids_;
  std::vector<std::vector<uint32_t>> labels_;  // per function, per block
  std::vector<uint32_t> functionIds_;          // 0 = not reserved yet
  ir::FunctionId functionIndex_ = 0;
  std::unordered_map<uint32_t, uint32_t> builtins_;
};

// Builds a helper function while the caller's block is being written to the builder: the
// caller's code is set aside for the scope's life; at its end the helper's words go to
// EmitContext::helperCode (emitted after the functions) and the caller's code comes back.
class HelperFunctionScope {
 public:
  explicit HelperFunctionScope(EmitContext& ctx) : ctx_(ctx), callerCode_(std::move(ctx.b.code())) { ctx.b.code().clear(); }
  ~HelperFunctionScope() {
    ctx_.helperCode.insert(ctx_.helperCode.end(), ctx_.b.code().begin(), ctx_.b.code().end());
    ctx_.b.code() = std::move(callerCode_);
  }
  HelperFunctionScope(const HelperFunctionScope&) = delete;
  HelperFunctionScope& operator=(const HelperFunctionScope&) = delete;

 private:
  EmitContext& ctx_;
  std::vector<uint32_t> callerCode_;
};

// Per-family emission; each returns false in `handled` when the op is not theirs.
Result<bool> emitArithmetic(EmitContext& ctx, const ir::Instr& instr);
Result<bool> emitMemory(EmitContext& ctx, const ir::Instr& instr);
Result<bool> emitMath(EmitContext& ctx, const ir::Instr& instr);
Result<bool> emitResourceOp(EmitContext& ctx, const ir::Instr& instr);
Result<bool> emitSyncOp(EmitContext& ctx, const ir::Instr& instr);  // barriers, wave built-ins
Result<bool> emitWaveOp(EmitContext& ctx, const ir::Instr& instr);
Result<bool> emitTextureOp(EmitContext& ctx, const ir::Instr& instr);
Result<bool> emitSamplerFeedback(EmitContext& ctx, const ir::Instr& instr);  // emit_sampler_feedback.cpp
Result<bool> emitRayQueryOp(EmitContext& ctx, const ir::Instr& instr);  // emit_rayquery.cpp
Result<bool> emitDeviceMemoryOp(EmitContext& ctx, const ir::Instr& instr);  // emit_device_memory.cpp
// The acceleration structure a handle names, ready for OpRayQueryInitializeKHR / OpTraceRayKHR:
// loaded from its descriptor, or converted from a root SRV address (emit_rayquery.cpp).
Result<uint32_t> accelerationStructure(EmitContext& ctx, ir::ValueId handle);

// Inline ray queries (emit_rayquery.cpp): the capability and extension, and the SPIR-V
// version a module with ray queries needs (0 without).
void requireRayQuery(EmitContext& ctx);
uint32_t rayQueryMinimumSpirvVersion(const EmitContext& ctx);

// The SPIR-V atomic for a read-modify-write AtomicOp (not CompareExchange).
spv::Op atomicOpcode(ir::AtomicOp op);

// The SPIR-V storage class of a module or Function variable in `space`.
spv::StorageClass storageClassOf(ir::AddressSpace space);

// Declarations done before the function body.
Status declareResources(EmitContext& ctx);
Status declareVariables(EmitContext& ctx);  // module-scope and Function-space variables


}  // namespace dxsv::spirv
