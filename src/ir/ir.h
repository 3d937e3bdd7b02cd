// The internal IR: a small SSA IR between DXIL (LLVM) and SPIR-V.
//
// Invariants (checked by ir::verify):
//  - Module::values[0] is the "no value" sentinel; every other ValueId indexes a ValueDef.
//  - Every block ends in exactly one terminator (Branch, CondBranch, Switch, Return,
//    Unreachable); no terminator appears elsewhere.
//  - Phi instructions come first in a block; Phi::args[i] flows in from Phi::targets[i],
//    and the incoming blocks are exactly the block's predecessors.
//  - Instruction results are defined once; uses are dominated by definitions (after cfg/).
//  - A module holds functions (Module::functions) and entry points naming them. Values are
//    numbered module-wide; an instruction result or parameter belongs to the one function
//    that defines it. Functions call each other with Op::Call; there is no recursion.
//  - Memory variables are values of kind Variable: module-scope ones (groupshared, static
//    globals) in Module::variables, Function-space ones (allocas) in their Function::variables.
//  - Merge annotations (Block::merge*) are empty until cfg/ structurizes the function.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "ir/inline_vector.h"

namespace dxsv::ir {

using TypeId = uint32_t;   // index into TypeTable
using ValueId = uint32_t;  // index into Module::values; 0 = none
using BlockId = uint32_t;  // index into Function::blocks
using FunctionId = uint32_t;  // index into Module::functions

constexpr ValueId kNoValue = 0;
constexpr BlockId kNoBlock = 0xffffffffu;
constexpr FunctionId kNoFunction = 0xffffffffu;

// ---------------------------------------------------------------------------- types

// RayQuery: an inline ray query object (SM 6.5), opaque; only Function-space variables hold
// one (see Op::RayQuery).
enum class TypeKind : uint8_t { Void, Bool, Int, Float, Vector, Array, Struct, Pointer, RayQuery };
// TaskPayload: the amplification → mesh payload (groupshared in the amplification shader,
// read-only in the mesh shader). Ray tracing (module variables, one per use): RayPayload /
// CallableData hold a TraceRay / CallShader argument at the caller; IncomingRayPayload,
// HitAttribute and IncomingCallableData are a ray-tracing entry's pointer parameters.
enum class AddressSpace : uint8_t {
  Function, Private, Workgroup, TaskPayload,
  RayPayload, IncomingRayPayload, HitAttribute, CallableData, IncomingCallableData,
};

struct Type {
  TypeKind kind = TypeKind::Void;
  uint32_t bits = 0;             // Int / Float width
  uint32_t count = 0;            // Vector / Array element count
  TypeId element = 0;            // Vector / Array element, Pointer pointee
  AddressSpace space = AddressSpace::Function;  // Pointer only
  std::vector<TypeId> members;   // Struct only

  bool operator<(const Type& o) const;
};

// Interns types: equal types get equal ids. Id 0 is void.
class TypeTable {
 public:
  TypeTable();
  TypeId get(const Type& type);
  const Type& operator[](TypeId id) const { return types_[id]; }
  size_t size() const { return types_.size(); }

  TypeId voidType() const { return 0; }
  TypeId boolType();
  TypeId intType(uint32_t bits);
  TypeId floatType(uint32_t bits);
  TypeId vectorType(TypeId element, uint32_t count);
  TypeId arrayType(TypeId element, uint32_t count);
  TypeId structType(std::vector<TypeId> members);
  TypeId pointerType(TypeId pointee, AddressSpace space);
  TypeId rayQueryType();

  bool isInt(TypeId t) const { return types_[t].kind == TypeKind::Int; }
  bool isFloat(TypeId t) const { return types_[t].kind == TypeKind::Float; }
  bool isBool(TypeId t) const { return types_[t].kind == TypeKind::Bool; }
  // Size in bytes of a scalar/vector/array/struct laid out tightly (DXIL alloca/groupshared).
  uint32_t byteSize(TypeId t) const;
  std::string name(TypeId t) const;

 private:
  std::vector<Type> types_;
  std::map<Type, TypeId> index_;
};

// ---------------------------------------------------------------------------- values

enum class ValueKind : uint8_t {
  None,
  Instruction,        // result of an instruction
  Constant,           // scalar constant: bits holds the value (floats as their bit pattern)
  ConstantComposite,  // struct/array/vector constant built from `elements`
  ConstantNull,       // zero of any type
  Undef,
  Variable,           // memory; type is a Pointer type
  Parameter,          // a function's parameter (Function::params)
};

struct ValueDef {
  ValueKind kind = ValueKind::None;
  TypeId type = 0;
  uint64_t bits = 0;               // Constant
  std::vector<ValueId> elements;   // ConstantComposite
  ValueId initializer = kNoValue;  // Variable (a constant), optional
  std::string name;                // for debugging output only
};

// ---------------------------------------------------------------------------- instructions

// DXIL's legacy barrier mode bits (DXIL.rst BarrierMode), Op::Barrier's lits[0].
constexpr uint64_t kBarrierSyncThreadGroup = 1, kBarrierUavFenceGlobal = 2, kBarrierUavFenceThreadGroup = 4,
                   kBarrierTgsmFence = 8;

enum class Op : uint16_t {
  // SSA plumbing
  Phi,          // args[i] from targets[i]
  Select,       // args: cond, ifTrue, ifFalse
  // Integer arithmetic (operands and result share a type; Bool allowed for And/Or/Xor)
  IAdd, ISub, IMul, SDiv, UDiv, SRem, URem, Shl, LShr, AShr, And, Or, Xor,
  // Float arithmetic
  FAdd, FSub, FMul, FDiv, FRem, FNeg,
  // Compares; lits[0] = CmpPredicate; result Bool
  ICmp, FCmp,
  // Conversions; result type is the destination
  Trunc, ZExt, SExt, FPTrunc, FPExt, FPToUI, FPToSI, UIToFP, SIToFP, Bitcast,
  // Composites
  ExtractValue,        // args[0] composite; lits = indices
  InsertValue,         // args: composite, element; lits = indices
  CompositeConstruct,  // args = elements
  // Memory on Variables
  AccessChain,  // args[0] base pointer, args[1..] index values; result pointer
  Load,         // args[0] pointer
  Store,        // args: pointer, value
  // Shader inputs; lits[0] = Builtin; args[0] optional component index value
  ReadBuiltin,
  // Stage I/O against the entry's signatures (SignatureElement::id = lits[0]; the column
  // relative to the element's start column = lits[1]; the row relative to its start row =
  // args[0], constant or dynamic).
  LoadInput,    // args: row, vertex (kNoValue, or the vertex of a per-vertex input); result: scalar
  StoreOutput,  // args: row, value
  EvalInput,    // args: row, then the sample index (EvalSample) or the x, y offsets in 1/16
                //   pixel (EvalSnapped); lits[2] = EvalMode; result: scalar
  // Pixel shader: discard (D3D keeps the lane alive as a helper for derivatives). args:
  // none; the frontend splits the block so that this op is unconditional.
  Discard,
  // Geometry shaders; lits[0] = stream (0-3).
  EmitVertex,     // EmitStream: the outputs stored so far become the next vertex of the stream
  EndPrimitive,   // CutStream: ends the current strip of the stream
  // Hull and domain shaders; lits as LoadInput (element id of the patch-constant or output
  // signature, column), args[0] = row.
  StorePatchConstant,      // args: row, value (hull shader, patch-constant function)
  LoadPatchConstant,       // args: row; result scalar (domain shader; hull patch-constant function)
  LoadOutputControlPoint,  // args: row, control point; result scalar (hull patch-constant function)
  // Mesh shaders. StoreVertexOutput/StorePrimitiveOutput: lits as StoreOutput (an element of
  // the output signature, or of the primitive signature, Entry::patchConstants).
  SetMeshOutputCounts,   // args: vertex count, primitive count
  EmitIndices,           // args: primitive index, then 3 (triangles) or 2 (lines) vertex indices
  StoreVertexOutput,     // args: row, value, vertex index
  StorePrimitiveOutput,  // args: row, value, primitive index
  // Amplification shaders: launches the mesh shader groups with the payload.
  DispatchMesh,          // args: x, y, z group counts, payload (a TaskPayload variable)
  // Ray tracing (SPV_KHR_ray_tracing). The payload / callable data is a RayPayload /
  // CallableData variable the frontend copies the caller's memory into and back out of.
  TraceRay,    // args: acceleration structure handle, ray flags, instance mask, hit-group offset,
               //   geometry stride, miss index, origin x/y/z, tMin, direction x/y/z, tMax, payload
  CallShader,  // args: shader index, callable data variable
  ReportHit,   // args: tHit, hit kind; result bool (accepted). The attributes were stored
               //   into the HitAttribute variable before it.
  IgnoreHit,              // any-hit: ends the invocation (the rest of the block is not run)
  AcceptHitAndEndSearch,  // any-hit: ends the invocation and the ray's traversal
  // Math; lits[0] = MathOp; args = operands
  Math,
  // A call; lits[0] = the callee's FunctionId; args = arguments (one per Function::params);
  // the result (if the callee returns one) has the callee's return type.
  Call,
  // Resources; see Resource ops below
  ResourceHandle,     // lits[0] = resource index (Module::resources); args[0] = index within range
  RawBufferLoad,      // args: handle, byteAddress; lits[0] = component mask, lits[1] = alignment; result: struct/vector
  RawBufferStore,     // args: handle, byteAddress, v0..v3 (kNoValue if absent); lits[0] = mask, lits[1] = alignment
  TypedBufferLoad,    // args: handle, elementIndex; lits[0] = kTexSparse when the status is read; result ResRet struct
  TypedBufferStore,   // args: handle, elementIndex, v0..v3; lits[0] = mask
  CBufferLoadLegacy,  // args: handle, row (16-byte register index); result CBufRet struct
  CBufferLoad,        // args: handle, byteOffset; lits[0] = alignment; result: one 16/32/64-bit scalar
  BufferAtomic,       // args: handle, address (byte for raw, element for typed), value; lits[0] = AtomicOp
                      //   CompareExchange: handle, address, comparator, newValue
  PointerAtomic,      // args: pointer, value (CompareExchange: pointer, comparator, newValue); lits[0] = AtomicOp
  BufferGetDimensions,// args: handle; result: element count (typed/structured) or byte size (raw)
  BufferUpdateCounter,// args: handle (a UAV with a hidden counter); lits[0] = 1 increment, 0 decrement;
                      //   result u32: the count before an increment / after a decrement (D3D)
  // Textures (dxop_textures.cpp → emit_textures.cpp). `coord` is one value (scalar or vector)
  // with as many components as the resource kind addresses (array layer last; cubes: 3 + layer);
  // `offset` is an i32 scalar/vector texel offset or kNoValue; absent operands are kNoValue.
  // Results that are ResRet structs carry the sparse status as member 4 (lits flag kTexSparse).
  TextureSample,      // args: texture, sampler, coord, offset, lodOrBias, ddx, ddy, compare, minLod;
                      //   lits[0] = SampleMode, lits[1] = kTex* flags; result ResRet
  TextureGather,      // args: texture, sampler, coord, offset, compare; lits[0] = channel (0-3),
                      //   lits[1] = kTex* flags (kTexRaw: GatherRaw, the bits of channel 0/1)
  TextureLoad,        // args: texture, coord (integer), mipOrSample, offset; lits[0] = kTex* flags
  TextureStore,       // args: texture, coord, v0..v3, sampleIndex (kNoValue: not multisampled);
                      //   lits[0] = component mask
  TextureAtomic,      // args: texture, coord, value (CompareExchange: coord, comparator, newValue);
                      //   lits[0] = AtomicOp
  TextureDimensions,  // args: texture, mipLevel; result Dimensions {width, height, depth/layers,
                      //   mips or samples}, unused members undefined
  TextureLod,         // args: texture, sampler, coord (no layer); lits[0] = 1 clamped, 0 unclamped; result f32
  TextureSamplePosition,  // args: texture (multisampled), sampleIndex; result {f32, f32} offset from the centre
  TexelsResident,     // args: status (member 4 of a sparse ResRet); result bool (CheckAccessFullyMapped)
  // WriteSamplerFeedback*: records in a feedback texture which mips (and regions of them) a
  // sample of `texture` would read. args: feedback, texture, sampler, coord (layer last),
  // lodOrBias, ddx, ddy, minLod (kNoValue when absent); lits[0] = SampleMode; no result
  SamplerFeedback,
  // Pipeline state: RenderTargetGetSampleCount; no args; result i32, the rasterizer's sample
  // count (EmitOptions::rasterizerSampleCount: a constant or a specialization constant).
  RenderTargetSampleCount,
  // Synchronization; lits[0] = DXIL barrier mode bits (kBarrier*): a memory fence, a
  // thread-group sync, or both (kBarrierUavFenceGlobal also orders device-address memory)
  Barrier,
  // Memory at a 64-bit device address (work-graph records and the layer's node buffers;
  // SPIR-V PhysicalStorageBuffer). args[0] = the u64 address; lits[0] = its alignment in bytes.
  DeviceLoad,    // result: a scalar or vector
  DeviceStore,   // args: address, value
  DeviceAtomic,  // args: address, value (CompareExchange: address, comparator, newValue);
                 //   lits[0] = alignment, lits[1] = AtomicOp; result: the old value (i32 or i64)
  // Wave ops; lits[0] = WaveOp, lits[1..] op-specific; args op-specific
  Wave,
  // Inline ray queries (SM 6.5; dxop_rayquery.cpp → emit_rayquery.cpp). lits[0] = RayQueryOp;
  // args[0] = the query: a Function-space variable of type RayQuery, one per AllocateRayQuery,
  // owned by the function that allocates it. Other operands per RayQueryOp below.
  RayQuery,
  // Terminators
  Branch,       // targets[0]
  CondBranch,   // args[0] cond; targets: true, false
  Switch,       // args[0] selector; lits = case values; targets[0] default, targets[1+i] for lits[i]
  Return,       // args[0]: the returned value, in functions that return one
  Unreachable,
};

enum class CmpPredicate : uint8_t {
  // Integer
  Eq, Ne, Ugt, Uge, Ult, Ule, Sgt, Sge, Slt, Sle,
  // Float, ordered: false if either is NaN
  FOeq, FOne, FOgt, FOge, FOlt, FOle, FOrd,
  // Float, unordered: true if either is NaN
  FUeq, FUne, FUgt, FUge, FUlt, FUle, FUno,
  FFalse, FTrue,
};

enum class Builtin : uint8_t {
  ThreadId,                  // SV_DispatchThreadID, component arg
  GroupId,                   // SV_GroupID, component arg
  ThreadIdInGroup,           // SV_GroupThreadID, component arg
  FlattenedThreadIdInGroup,  // SV_GroupIndex
  WaveLaneCount,
  WaveLaneIndex,
  // Graphics system values read through their own dx.ops (signature system values are
  // LoadInput of their SignatureElement).
  SampleIndex,            // PS: the sample being shaded (implies per-sample shading)
  Coverage,               // PS: input coverage mask
  InnerCoverage,          // PS: 1 if the pixel is fully covered (conservative rasterization)
  IsHelperLane,           // PS: the lane is a helper (or was discarded); false elsewhere
  ViewId,                 // SV_ViewID (multiview)
  StartVertexLocation,    // SM 6.8: the draw's base vertex
  StartInstanceLocation,  // SM 6.8: the draw's base instance
  GSInstanceId,           // GS: SV_GSInstanceID ([instance(N)])
  OutputControlPointId,   // HS: SV_OutputControlPointID (the control point this invocation writes)
  PrimitiveId,            // GS/HS/DS: SV_PrimitiveID read through dx.op.primitiveID
  DomainLocation,         // DS: SV_DomainLocation, component arg (D3D order: u, v, w)
  // Ray tracing system values; component arg for the vectors.
  DispatchRaysIndex, DispatchRaysDimensions,  // u32 x3
  WorldRayOrigin, WorldRayDirection, ObjectRayOrigin, ObjectRayDirection,  // f32 x3
  RayTMin, RayTCurrent,  // f32
  RayFlags, InstanceIndex, InstanceID, GeometryIndex, PrimitiveIndex, HitKind,  // u32
  // The 3x4 transforms (row, column) of D3D's ObjectToWorld3x4 / WorldToObject3x4: args
  // row, column (the 4x3 forms are transposed by the frontend).
  ObjectToWorld, WorldToObject,
  // Compute-like stages: the dispatch's group count (SPIR-V NumWorkgroups), component arg.
  NumWorkGroups,
  // Work-graph nodes: the layer's node ABI (docs/ARCHITECTURE.md, "Work graphs"). The push
  // constants the layer writes per dispatch (u64 device addresses, then two u32):
  NodePayloadAddress, NodeLinearOffsetAddress, NodeTotalNodesAddress, NodeStrideOrOffsetsAddress,
  NodeOutputAddress, NodeOutputAtomicAddress, NodeLocalRootAddress,
  NodeOutputOffset, NodeRemainingRecursionLevels,
  // Specialization constants the layer sets per pipeline: bool, except NodeOutputIndex (u32,
  // the graph's index of output args[0]'s node, array element 0).
  NodeIsEntry, NodeIsIndirectStride, NodeIsStaticBroadcast, NodeOutputIndex,
};

enum class EvalMode : uint8_t { Centroid, Sample, Snapped };

// DXIL semantic kinds, numbered as in the DXIL spec.
enum class SemanticKind : uint8_t {
  Arbitrary = 0, VertexID, InstanceID, Position, RenderTargetArrayIndex, ViewportArrayIndex,
  ClipDistance, CullDistance, OutputControlPointID, DomainLocation, PrimitiveID, GSInstanceID,
  SampleIndex, IsFrontFace, Coverage, InnerCoverage, Target, Depth, DepthLessEqual,
  DepthGreaterEqual, StencilRef, DispatchThreadID, GroupID, GroupIndex, GroupThreadID,
  TessFactor, InsideTessFactor, ViewID, Barycentrics, ShadingRate, CullPrimitive,
  StartVertexLocation, StartInstanceLocation, Invalid,
};

// DXIL interpolation modes, numbered as in the DXIL spec.
enum class InterpolationMode : uint8_t {
  Undefined = 0, Constant, Linear, LinearCentroid, LinearNoperspective, LinearNoperspectiveCentroid,
  LinearSample, LinearNoperspectiveSample,
};

enum class MathOp : uint16_t {
  // Float unary
  FAbs, Saturate, Cos, Sin, Tan, Acos, Asin, Atan, Hcos, Hsin, Htan, Exp2, Frc, Log2, Sqrt,
  Rsqrt, RoundNE, RoundNI, RoundPI, RoundZ, IsNaN, IsInf, IsFinite, IsNormal,
  // Integer unary
  Bfrev, Countbits, FirstbitLo, FirstbitHi, FirstbitSHi,
  // Binary
  FMax, FMin, IMax, IMin, UMax, UMin,
  IMulHi, UMulHi,  // high half of the widened product (DXIL IMul/UMul component 0)
  // Tertiary
  FMad, Fma, IMad, UMad, Ibfe, Ubfe,
  Bfi,             // width, offset, value, replacedValue
  Msad,
  // Dot products: args = a0..aN-1, b0..bN-1; result float
  Dot2, Dot3, Dot4,
  // Conversions
  LegacyF32ToF16, LegacyF16ToF32,
  MakeDouble,      // lo, hi -> double
  SplitDoubleLo, SplitDoubleHi,
  Dot2AddHalf,     // acc, a.x, a.y, b.x, b.y
  Dot4AddI8Packed, Dot4AddU8Packed,  // acc, a, b
  // Derivatives over the 2x2 quad (SM 6.6 in compute: quads from numthreads)
  DerivCoarseX, DerivCoarseY, DerivFineX, DerivFineY,
};

enum class AtomicOp : uint8_t {
  Add, And, Or, Xor, IMin, IMax, UMin, UMax, Exchange, CompareExchange,
};

// Wave (subgroup) operations over the lanes active at the instruction. Operands (args):
enum class WaveOp : uint8_t {
  IsFirstLane,     // () -> bool
  AnyTrue,         // (bool) -> bool
  AllTrue,         // (bool) -> bool
  AllEqual,        // (value) -> bool
  Ballot,          // (bool) -> {i32 x4} struct (DXIL fouri32), lane i at bit i%32 of word i/32
  ReadLaneAt,      // (value, lane) -> value
  ReadLaneFirst,   // (value) -> value
  ActiveOp,        // (value) -> value; lits[1] = ReduceOp (Sum/Product/Min/Max), lits[2] = 1 if unsigned
  ActiveBit,       // (value) -> value; lits[1] = ReduceOp (And/Or/Xor)
  PrefixOp,        // (value) -> value, exclusive; lits[1] = ReduceOp (Sum/Product), lits[2] = 1 if unsigned
  AllBitCount,     // (bool) -> i32: lanes where true
  PrefixBitCount,  // (bool) -> i32: lower lanes where true
  QuadReadLaneAt,  // (value, quadLane) -> value
  QuadReadAcrossX, QuadReadAcrossY, QuadReadAcrossDiagonal,  // (value) -> value
  QuadVote,        // (bool) -> bool over the lane's quad, helper lanes included; lits[1] = 0 any, 1 all
  Match,           // (value) -> {i32 x4}: the active lanes whose value equals this lane's
  MultiPrefixOp,   // (value, mask0..mask3) -> value, exclusive over the lanes in the mask;
                   //   lits[1] = ReduceOp (Sum/Product/And/Or/Xor), lits[2] = 1 if unsigned
  MultiPrefixBitCount,  // (bool, mask0..mask3) -> i32
};

enum class ReduceOp : uint8_t { Sum, Product, Min, Max, And, Or, Xor };

// Op::RayQuery's lits[0]. Operands after the query (args[0]):
enum class RayQueryOp : uint8_t {
  TraceRayInline,   // args: query, acceleration structure (a ResourceHandle), ray flags (the
                    //   query's template flags already ORed in), instance mask, origin (f32 x3),
                    //   tMin, direction (f32 x3), tMax
  Proceed,          // () -> bool: whether a candidate needs the shader's decision
  Abort,            // (): ends the traversal
  CommitNonOpaqueTriangleHit,    // (): accepts the candidate triangle
  CommitProceduralPrimitiveHit,  // (t): accepts the candidate procedural primitive at t
  // State getters. lits[1] = 1 for the committed hit, 0 for the candidate (ignored by the
  // ray's own state: RayFlags, RayTMin, WorldRayOrigin/Direction). Vector getters return one
  // component, lits[2]; matrix getters one element of the 3x4 matrix, row lits[2], column
  // lits[3] (the 4x3 HLSL forms are the same op, transposed by DXIL).
  Status,           // -> i32: committed status (lits[1] = 1) or candidate type (lits[1] = 0),
                    //   with D3D's numbering (which SPIR-V's intersection types share)
  ObjectToWorld, WorldToObject,  // -> f32 element
  ProceduralNonOpaque,           // -> bool (candidate only)
  TriangleFrontFace,             // -> bool
  TriangleBarycentrics,          // -> f32 component (0-1)
  RayFlags,                      // -> i32
  WorldRayOrigin, WorldRayDirection,  // -> f32 component (0-2)
  RayTMin,                       // -> f32
  RayT,                          // -> f32: the candidate triangle's or the committed hit's t
  InstanceIndex, InstanceId, InstanceContributionToHitGroupIndex, GeometryIndex,
  PrimitiveIndex,                // -> i32
  ObjectRayOrigin, ObjectRayDirection,  // -> f32 component (0-2)
};

// How TextureSample picks its level of detail (lits[0]); a `compare` operand makes it a
// depth comparison.
enum class SampleMode : uint8_t {
  Implicit,  // derivatives of coord (Sample, SampleCmp)
  Bias,      // implicit + args[4] (SampleBias, SampleCmpBias)
  Level,     // args[4] (SampleLevel, SampleCmpLevel; SampleCmpLevelZero with 0)
  Grad,      // args[5] / args[6] (SampleGrad, SampleCmpGrad)
};
// Texture op flags (lits[1] of TextureSample/TextureGather, lits[0] of TextureLoad).
constexpr uint64_t kTexSparse = 1;  // the sparse status (ResRet member 4) is read
constexpr uint64_t kTexRaw = 2;     // TextureGather: GatherRaw

// Most instructions have at most four operands, two literals and two targets: kept inline.
using ValueList = InlineVector<ValueId, 4>;
using LiteralList = InlineVector<uint64_t, 2>;
using TargetList = InlineVector<BlockId, 2>;

struct Instr {
  Op op = Op::Unreachable;
  TypeId type = 0;            // result type (void if none)
  ValueId result = kNoValue;  // kNoValue if the instruction has no result
  ValueList args;
  LiteralList lits;
  TargetList targets;
  // Float op that must not be contracted or reassociated (DXIL `precise`: no fast-math flags).
  bool precise = false;

  bool isTerminator() const {
    return op == Op::Branch || op == Op::CondBranch || op == Op::Switch || op == Op::Return ||
           op == Op::Unreachable;
  }
};

// ---------------------------------------------------------------------------- blocks

enum class MergeKind : uint8_t { None, Selection, Loop };

struct Block {
  std::string name;
  std::vector<Instr> instrs;
  // Structured control flow, filled by cfg/.
  MergeKind merge = MergeKind::None;
  BlockId mergeBlock = kNoBlock;
  BlockId continueBlock = kNoBlock;  // loops only

  const Instr& terminator() const { return instrs.back(); }
  Instr& terminator() { return instrs.back(); }
  std::vector<BlockId> successors() const;
};

struct Function {
  std::string name;
  std::vector<Block> blocks;
  BlockId entry = 0;
  // Block emission order after structurization (dominators first); empty = index order.
  std::vector<BlockId> layout;
  TypeId returnType = 0;          // void
  std::vector<ValueId> params;    // ValueKind::Parameter values, in order
  std::vector<ValueId> variables; // Function-space variables (allocas), in creation order

  BlockId addBlock(std::string name = {});

  // Distinct predecessors of every block, in order of first appearance (block index order).
  std::vector<std::vector<BlockId>> predecessors() const;
};

// ---------------------------------------------------------------------------- resources

enum class ResourceClass : uint8_t { SRV = 0, UAV = 1, CBV = 2, Sampler = 3 };

// DXIL resource kinds, numbered as in the DXIL spec.
enum class ResourceKind : uint8_t {
  Invalid = 0, Texture1D, Texture2D, Texture2DMS, Texture3D, TextureCube, Texture1DArray,
  Texture2DArray, Texture2DMSArray, TextureCubeArray, TypedBuffer, RawBuffer,
  StructuredBuffer, CBuffer, Sampler, TBuffer, RTAccelerationStructure, FeedbackTexture2D,
  FeedbackTexture2DArray,
};

// DXIL component types, numbered as in the DXIL spec.
enum class ComponentType : uint8_t {
  Invalid = 0, I1, I16, U16, I32, U32, I64, U64, F16, F32, F64, SNormF16, UNormF16,
  SNormF32, UNormF32, SNormF64, UNormF64, PackedS8x32, PackedU8x32,
};
// Float, snorm and unorm components: what a float image reads.
inline bool isFloatComponent(ComponentType t) {
  return (t >= ComponentType::F16 && t <= ComponentType::F64) || (t >= ComponentType::SNormF16 && t <= ComponentType::UNormF64);
}

struct Resource {
  ResourceClass cls = ResourceClass::SRV;
  ResourceKind kind = ResourceKind::Invalid;
  uint32_t rangeId = 0;      // id within its class (createHandle's rangeId)
  uint32_t space = 0;
  uint32_t lowerBound = 0;
  uint32_t rangeSize = 1;    // 0xffffffff = unbounded
  uint32_t stride = 0;       // StructuredBuffer element stride in bytes
  uint32_t cbufferSize = 0;  // CBuffer size in bytes
  ComponentType elementType = ComponentType::Invalid;  // typed buffers/textures
  bool globallyCoherent = false;
  bool hasCounter = false;
  bool rasterizerOrdered = false;
  // SM 6.6 ResourceDescriptorHeap / SamplerDescriptorHeap access (createHandleFromHeap): no
  // register range; the handle's index is the heap index. The frontend makes one per distinct
  // annotateHandle property set.
  bool fromHeap = false;
  std::string name;
};

// ---------------------------------------------------------------------------- module

enum class ShaderStage : uint8_t {
  Pixel, Vertex, Geometry, Hull, Domain, Compute, Mesh, Amplification, Library,
  Node,  // a work-graph node shader (SM 6.8 library export, shader kind 15)
  // Library exports (dx.entryPoints shader kind tag)
  RayGeneration, Intersection, AnyHit, ClosestHit, Miss, Callable,
};
inline bool isRayTracingStage(ShaderStage s) { return s >= ShaderStage::RayGeneration && s <= ShaderStage::Callable; }

// Stage properties of dx.entryPoints, numbered as in the DXIL spec.
enum class GsInputPrimitive : uint8_t {
  Undefined = 0, Point = 1, Line = 2, Triangle = 3, LineWithAdjacency = 6, TriangleWithAdjacency = 7,
  // 8..39: ControlPointPatch1..32 (patches into a geometry shader)
};
enum class PrimitiveTopology : uint8_t { Undefined = 0, PointList = 1, LineList = 2, LineStrip = 3, TriangleList = 4, TriangleStrip = 5 };
enum class TessDomain : uint8_t { Undefined = 0, IsoLine = 1, Tri = 2, Quad = 3 };
enum class TessPartitioning : uint8_t { Undefined = 0, Integer = 1, Pow2 = 2, FractionalOdd = 3, FractionalEven = 4 };
enum class TessOutputPrimitive : uint8_t { Undefined = 0, Point = 1, Line = 2, TriangleCW = 3, TriangleCCW = 4 };
enum class MeshOutputTopology : uint8_t { Undefined = 0, Line = 1, Triangle = 2 };

struct GeometryState {
  uint32_t inputPrimitive = 0;   // GsInputPrimitive (or 8 + N - 1 for an N-point patch)
  uint32_t maxVertexCount = 0;   // [maxvertexcount]
  uint32_t streamMask = 1;       // streams written (bit i = stream i)
  PrimitiveTopology outputTopology = PrimitiveTopology::Undefined;  // PointList, LineStrip or TriangleStrip
  uint32_t instanceCount = 1;    // [instance(N)]
};

// Hull shaders (every field) and domain shaders (domain, inputControlPoints).
struct TessellationState {
  TessDomain domain = TessDomain::Undefined;
  TessPartitioning partitioning = TessPartitioning::Undefined;
  TessOutputPrimitive outputPrimitive = TessOutputPrimitive::Undefined;
  uint32_t inputControlPoints = 0, outputControlPoints = 0;
  float maxTessFactor = 64.0f;
};

// Mesh shaders (every field) and amplification shaders (payloadBytes).
struct MeshState {
  uint32_t maxVertexCount = 0, maxPrimitiveCount = 0;
  MeshOutputTopology topology = MeshOutputTopology::Undefined;
  uint32_t payloadBytes = 0;
};

// Ray-tracing exports: the payload / attribute sizes in bytes from dx.entryPoints.
struct RayTracingState {
  uint32_t payloadBytes = 0, attributeBytes = 0;
};

// Work-graph node shaders (SM 6.8): dx.entryPoints' node properties, numbered as in the DXIL spec.
enum class NodeLaunch : uint8_t { Invalid = 0, Broadcasting = 1, Coalescing = 2, Thread = 3 };
// DXIL NodeIOFlags.
constexpr uint32_t kNodeIoInput = 0x1, kNodeIoOutput = 0x2, kNodeIoReadWrite = 0x4, kNodeIoEmptyRecord = 0x8,
                   kNodeIoNodeArray = 0x10, kNodeIoThreadRecord = 0x20, kNodeIoGroupRecord = 0x40,
                   kNodeIoDispatchRecord = 0x60, kNodeIoGranularityMask = 0x60, kNodeIoTrackRWInputSharing = 0x100,
                   kNodeIoGloballyCoherent = 0x200;
constexpr uint32_t kNodeUnbounded = 0xffffffffu;  // an unbounded node array / no table index

// A record type (kDxilNodeRecordTypeTag): its size and alignment, and where SV_DispatchGrid is.
struct NodeRecordType {
  uint32_t size = 0, alignment = 0;
  bool hasDispatchGrid = false;
  uint32_t gridOffset = 0;                            // byte offset of SV_DispatchGrid
  ComponentType gridType = ComponentType::Invalid;    // U32 or U16
  uint32_t gridComponents = 0;                        // 1-3
  // Bytes per SV_DispatchGrid component: 2 for 16-bit grids, else 4.
  uint32_t gridComponentBytes() const { return gridType == ComponentType::U16 || gridType == ComponentType::I16 ? 2 : 4; }
};

// One input or output of a node (kDxilNodeInputsTag / kDxilNodeOutputsTag entries).
struct NodeIo {
  uint32_t flags = 0;           // kNodeIo*
  NodeRecordType record;
  std::string id;               // outputs: the target node's name (kDxilNodeOutputIDTag)
  uint32_t idIndex = 0;         //   and array index
  uint32_t maxRecords = 0;      // [MaxRecords]
  uint32_t maxRecordsSharedWith = kNodeUnbounded;  // [MaxRecordsSharedWith]: the output index (DXIL writes an i32)
  uint32_t arraySize = 0;       // NodeOutputArray: [NodeArraySize] (kNodeUnbounded: unbounded); 0 = not an array
  bool allowSparseNodes = false;
  bool empty() const { return (flags & kNodeIoEmptyRecord) != 0; }
  // Bytes between records in the layer's buffers: the record rounded up to its alignment, and
  // 4 more for the group count of [NodeTrackRWInputSharing] (its last u32); 0 for empty records.
  // Producer and consumer agree: both sides of an edge carry the same record type and flags.
  uint32_t stride() const {
    if (empty()) return 0;
    uint32_t align = record.alignment ? record.alignment : 4;
    uint32_t bytes = (record.size + align - 1) / align * align;
    return bytes + ((flags & kNodeIoTrackRWInputSharing) ? 4 : 0);
  }
};

struct NodeState {
  NodeLaunch launch = NodeLaunch::Invalid;
  bool isProgramEntry = false;
  std::string id;               // [NodeID] (default: the export's name)
  uint32_t idIndex = 0;
  uint32_t localRootArgumentsTableIndex = kNodeUnbounded;  // none
  std::string shareInputOf;     // [NodeShareInputOf], "" if none
  uint32_t shareInputOfIndex = 0;
  uint32_t dispatchGrid[3] = {0, 0, 0};  // [NodeDispatchGrid] or [NodeMaxDispatchGrid]
  bool maxDispatchGrid = false;           // the grid is [NodeMaxDispatchGrid]: records carry SV_DispatchGrid
  uint32_t maxRecursionDepth = 0;
  std::vector<NodeIo> inputs, outputs;    // at most one input
  // Input records per workgroup of a coalescing node ([MaxRecords] of its input, at least 1);
  // 1 for the other launch types. The layer dispatches ceil(records / this) groups.
  uint32_t coalesceFactor() const {
    if (launch != NodeLaunch::Coalescing || inputs.empty() || inputs[0].maxRecords < 1) return 1;
    return inputs[0].maxRecords;
  }
};

// DXIL's "fp32-denorm-mode" function attribute (-denorm); Any leaves it to the device.
enum class DenormMode : uint8_t { Any, Preserve, FlushToZero };

// One element of an input, output or patch-constant signature (dx.entryPoints metadata).
struct SignatureElement {
  uint32_t id = 0;                   // the id loadInput/storeOutput name
  std::string semanticName;          // "TEXCOORD", "SV_Position"
  std::vector<uint32_t> semanticIndices;  // one per row
  SemanticKind kind = SemanticKind::Arbitrary;
  ComponentType componentType = ComponentType::F32;
  InterpolationMode interpolation = InterpolationMode::Undefined;
  uint32_t rows = 1, cols = 1;
  int32_t startRow = -1, startCol = -1;  // -1: not packed (system values without a register)
  uint32_t outputStream = 0;             // GS only
  bool notWritten = false;  // an input the previous stage does not write (stage_input_mapper): reads 0
  bool isPacked() const { return startRow >= 0 && startCol >= 0; }
};

struct EntryPoint {
  std::string name;
  ShaderStage stage = ShaderStage::Compute;
  FunctionId function = 0;  // the entry's body (void, no parameters)
  // Hull shaders: the patch-constant function (void, no parameters), run once per patch
  // after every control point's invocation.
  FunctionId patchConstantFunction = kNoFunction;
  uint32_t shaderModelMajor = 6, shaderModelMinor = 0;
  uint32_t numThreads[3] = {1, 1, 1};
  // [WaveSize]: the wave (subgroup) sizes the shader may run with, powers of two; all 0 = any.
  // [WaveSize(N)] gives min = max = preferred = N; preferred 0 = no preference.
  uint32_t waveSizeMin = 0, waveSizeMax = 0, waveSizePreferred = 0;
  uint64_t shaderFlags = 0;
  bool nativeLowPrecision = false;  // -enable-16bit-types: min16 types are real 16-bit
  DenormMode fp32Denorm = DenormMode::Any;
  // Graphics stages: the signatures (read by the frontend's stage metadata reader).
  // `patchConstants` is the patch-constant signature of hull and domain shaders, and the
  // per-primitive output signature of mesh shaders.
  std::vector<SignatureElement> inputs, outputs, patchConstants;
  GeometryState geometry;
  TessellationState tessellation;
  MeshState mesh;
  RayTracingState rayTracing;
  NodeState node;  // work-graph nodes
  bool earlyDepthStencil = false;  // PS [earlydepthstencil] (shader flag)
  bool waveOpsIncludeHelperLanes = false;  // PS [WaveOpsIncludeHelperLanes] (SM 6.7)
  const SignatureElement* input(uint32_t id) const { return id < inputs.size() && inputs[id].id == id ? &inputs[id] : find(inputs, id); }
  const SignatureElement* output(uint32_t id) const { return id < outputs.size() && outputs[id].id == id ? &outputs[id] : find(outputs, id); }
  const SignatureElement* patchConstant(uint32_t id) const {
    return id < patchConstants.size() && patchConstants[id].id == id ? &patchConstants[id] : find(patchConstants, id);
  }

 private:
  static const SignatureElement* find(const std::vector<SignatureElement>& list, uint32_t id) {
    for (const SignatureElement& e : list)
      if (e.id == id) return &e;
    return nullptr;
  }
};

class Module {
 public:
  Module();

  TypeTable types;
  std::vector<ValueDef> values;     // [0] = sentinel
  std::vector<ValueId> variables;   // module-scope Variable values, in creation order
  std::vector<Resource> resources;
  std::vector<Function> functions;  // entry bodies, the functions they call, and (hull
                                    //   shaders) the patch-constant function
  std::vector<EntryPoint> entryPoints;

  ValueId newValue(ValueKind kind, TypeId type);
  ValueId constant(TypeId type, uint64_t bits);  // deduplicated
  ValueId constantInt(uint32_t bits, uint64_t value) { return constant(types.intType(bits), value); }
  ValueId constantBool(bool value) { return constant(types.boolType(), value ? 1 : 0); }
  ValueId constantComposite(TypeId type, std::vector<ValueId> elements);
  ValueId constantNull(TypeId type);
  ValueId undef(TypeId type);
  // A module-scope variable (Private or Workgroup pointer type).
  ValueId variable(TypeId pointerType, ValueId initializer = kNoValue, std::string name = {});
  // A Function-space variable of `function`.
  ValueId localVariable(FunctionId function, TypeId pointerType, ValueId initializer = kNoValue, std::string name = {});
  // A parameter appended to `function`'s list.
  ValueId parameter(FunctionId function, TypeId type, std::string name = {});
  FunctionId addFunction(std::string name);

  const ValueDef& value(ValueId id) const { return values[id]; }
  TypeId typeOf(ValueId id) const { return values[id].type; }
  bool isConstant(ValueId id) const {
    auto k = values[id].kind;
    return k == ValueKind::Constant || k == ValueKind::ConstantComposite ||
           k == ValueKind::ConstantNull || k == ValueKind::Undef;
  }

 private:
  std::map<std::pair<TypeId, uint64_t>, ValueId> constants_;
  std::map<TypeId, ValueId> undefs_, nulls_;
};

// Calls `visit` on every instruction of every function, in function and block order.
template <class Visit>
void forEachInstruction(const Module& module, Visit&& visit) {
  for (const Function& f : module.functions)
    for (const Block& b : f.blocks)
      for (const Instr& in : b.instrs) visit(in);
}
template <class Visit>
void forEachInstruction(Module& module, Visit&& visit) {
  for (Function& f : module.functions)
    for (Block& b : f.blocks)
      for (Instr& in : b.instrs) visit(in);
}

// Human-readable dump, for tests and --dump-ir.
std::string print(const Module& module);
// One value as the printer writes it (%12, i32 5, undef, @name).
std::string printValue(const Module& module, ValueId id);

}  // namespace dxsv::ir
