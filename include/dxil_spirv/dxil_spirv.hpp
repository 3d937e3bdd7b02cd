// Thin C++ API over the same conversion as the C API.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "dxil_spirv/dxil_spirv.h"

namespace dxsv {

// Caller binding mode: tells how one resource is reached (see dxsv_resource_mapper_fn; the
// mapping arrives pre-filled). Anything but DXSV_SUCCESS fails the conversion.
using ResourceMapper = std::function<dxsv_status(const dxsv_resource_desc&, dxsv_resource_mapping&)>;

// Stream output (transform feedback): where one output element of the stage before the
// rasterizer is captured (see dxsv_stream_output_fn; the target arrives with enable = 0).
// Anything but DXSV_SUCCESS fails the conversion.
using StreamOutputMapper = std::function<dxsv_status(const dxsv_stream_output_element&, dxsv_stream_output_target&)>;
using StageInputMapper = std::function<dxsv_status(dxsv_stage_input_element&)>;

// Where resources go (docs/BINDING_MODEL.md): read by bindings::makeMapper only.
struct BindingOptions {
  // The binding model; see dxsv_options.binding_mode.
  dxsv_binding_mode bindingMode = DXSV_BINDING_DIRECT;
  // Direct mode: binding = shift + register per register class (uavCounterShift: hidden counters).
  uint32_t srvShift = 0, samplerShift = 100, cbvShift = 200, uavShift = 300, uavCounterShift = 400;
  // A serialized root signature (a DXBC container with an RTS0 part, or the part's bytes);
  // empty: the shader's own RTS0 part.
  std::vector<uint8_t> rootSignature;
  uint32_t resourceHeapSet = 0, samplerHeapSet = 1, staticSamplerSet = 2, rootSet = 3;
  uint32_t heapArraySize = 0;  // 0: runtime descriptor arrays
  uint32_t pushConstantBytes = 128;
  bool rootDescriptorsAsDescriptors = false;
  // Ray-tracing exports: the serialized local root signature associated with the export being
  // converted (a DXBC container with an RTS0 part, or the part's bytes; its
  // D3D12_ROOT_SIGNATURE_FLAG_LOCAL_ROOT_SIGNATURE set). Its arguments are read from the
  // shader record (docs/BINDING_MODEL.md, "Local root signatures and shader records"); the
  // global root signature (or the direct mapping) binds the rest. Empty: none.
  std::vector<uint8_t> localRootSignature;
  // A shader record's table slot holds heap index << this (resource tables, sampler tables);
  // see dxsv_options.shader_record_resource_descriptor_size_log2.
  uint32_t shaderRecordResourceDescriptorSizeLog2 = 0, shaderRecordSamplerDescriptorSizeLog2 = 0;
  // DXSV_BINDING_CALLER (v11): the caller's answer per resource, and its root block (see
  // dxsv_options.root_descriptor_count ...).
  ResourceMapper resourceMapper;
  uint32_t rootDescriptorCount = 0, rootConstantWords = 0;
  bool rootBlockInUniformBuffer = false;
  uint32_t rootBlockSet = 0, rootBlockBinding = 0;
  // Storage-buffer offset alignment the layer guarantees; 1 or 2 give structured buffers of a
  // stride not a multiple of 4 16-bit elements. See dxsv_options.ssbo_alignment.
  uint32_t ssboAlignment = 0;
};

// How the SPIR-V is written (read by the emitter only).
struct CodegenOptions {
  dxsv_target_env targetEnv = DXSV_TARGET_VULKAN_1_1;
  // fp32 denorm execution modes the device supports; see dxsv_options.supported_fp32_denorm_modes.
  bool fp32DenormPreserveSupported = true, fp32DenormFlushToZeroSupported = true;
  // Pixel shaders: discard ends the lane (OpKill) instead of demoting it to a helper; see
  // dxsv_options.discard_as_kill.
  bool discardAsKill = false;
  // Pixel shaders drawn after a mesh shader: the user inputs at this register (start row) and
  // above are the mesh shader's per-primitive attributes (PerPrimitiveEXT). The DXIL pixel
  // signature cannot say which inputs are per-primitive (D3D links them by name); pass the
  // row count of the mesh shader's vertex output signature (docs/ARCHITECTURE.md, "Stage
  // interface"). 0: none. Needs a SPIR-V 1.4 target (vulkan1.2 or later).
  uint32_t perPrimitiveInputRow = 0;
  // Rasterizer-ordered views become plain UAVs (no fragment shader interlock); overlapping
  // invocations then race. See dxsv_options.rov_as_uav.
  bool rasterizerOrderedViewsAsUavs = false;
  // Pixel shaders that write UAVs and export depth/stencil: EarlyAndLateFragmentTestsAMD; see
  // dxsv_options.early_and_late_fragment_tests.
  bool earlyAndLateFragmentTests = false;
  // SM 6.7 quad ops as SPV_KHR_quad_control; see dxsv_options.quad_control.
  bool quadControl = false;
  // Compute-shader derivative groups through SPV_KHR_compute_shader_derivatives instead of the
  // NV extension; see dxsv_options.khr_compute_shader_derivatives.
  bool khrComputeShaderDerivatives = false;
  // Vertex, domain and geometry shaders: which outputs are captured by stream output, and
  // where; see dxsv_options.stream_output_mapper. Empty: none.
  StreamOutputMapper streamOutput;
  // Pixel shaders: SV_Target0/1 are the two sources of render target 0's blend; see
  // dxsv_options.dual_source_blending.
  bool dualSourceBlending = false;
  // RenderTargetGetSampleCount (a pipeline-state value): the rasterizer's sample count, or with
  // rasterizerSampleCountSpecConstant the SpecId of the 32-bit integer specialization constant
  // holding it. Neither given (0, false): a shader that asks fails with DXSV_ERROR_UNSUPPORTED.
  // See dxsv_options.rasterizer_sample_count.
  uint32_t rasterizerSampleCount = 0;
  bool rasterizerSampleCountSpecConstant = false;
  // DXSV_QUIRK_* bits (per-game workarounds); see dxsv_options.shader_quirks.
  uint32_t shaderQuirks = 0;
  // Hull shaders: tessellation factors clamped to at most this; 0: no clamp.
  uint32_t maxTessFactor = 0;
  // View instancing on Vulkan multiview; see dxsv_options.view_instancing.
  bool viewInstancing = false, viewInstancingLastPreRaster = false;
  uint32_t viewIndexToViewIdSpecId = UINT32_MAX, viewIdToViewportSpecId = UINT32_MAX;
};

// The DXSV_QUIRK_* bits this build implements; others are refused (dxsv_options.shader_quirks).
inline constexpr uint32_t kImplementedQuirks =
    DXSV_QUIRK_AGGRESSIVE_NONUNIFORM | DXSV_QUIRK_FIXUP_LOOP_HEADER_UNDEF_PHIS | DXSV_QUIRK_FIXUP_RSQRT_INF_NAN |
    DXSV_QUIRK_GROUP_SHARED_AUTO_BARRIER | DXSV_QUIRK_IGNORE_PRIMITIVE_SHADING_RATE | DXSV_QUIRK_PRECISE_FMA |
    DXSV_QUIRK_PROMOTE_GROUP_TO_DEVICE_MEMORY_BARRIER | DXSV_QUIRK_ROBUST_COMPUTE_QUAD_BROADCAST |
    DXSV_QUIRK_ROBUST_PHYSICAL_CBV_FORWARDING | DXSV_QUIRK_FORCE_DEVICE_MEMORY_BARRIERS_THREAD_GROUP_COHERENCE |
    DXSV_QUIRK_ASSUME_BROKEN_SUB_8x8_CUBE_MIPS;

// Every option, declared once: the binding and code-generation parts are the base structs
// that dxsv::convert hands to bindings/ and the emitter as they are.
struct ConvertOptions : BindingOptions, CodegenOptions {
  bool validate = true;
  // Driver workaround: see DXSV_WORKAROUND_LOOP_EXITS_AT_HEADER.
  bool loopExitsAtHeader = false;
  // Accept a container whose header digest does not match; see dxsv_options.skip_hash_check.
  bool skipHashCheck = false;
  // Libraries: the export to convert (see dxsv_options.entry_point); empty: the only export.
  std::string entryPoint;
  // Modules without native 16-bit types: min-precision half / i16 computed as float / i32
  // (ir::widenMinPrecision); see dxsv_options.min_precision_32bit.
  bool minPrecisionAs32Bit = false;
  // Hull, domain, geometry and pixel shaders: where each user input goes (where the previous
  // stage wrote it); see dxsv_options.stage_input_mapper and ir::placeInputs. Empty: at its
  // start register.
  StageInputMapper stageInputs;
  // Debugging aid: GraphViz (dot) of the control-flow graph before and after structurization,
  // returned in ConvertResult::cfgDotBefore / cfgDotAfter (C++ API only).
  bool dumpCfgBefore = false, dumpCfgAfter = false;
  // Parse in a new LLVMContext instead of a pooled one (C++ API only: tests compare the two).
  bool freshLlvmContext = false;
};

// One signature element and where the SPIR-V interface puts it; see dxsv_interface_element.
struct InterfaceElement {
  std::string semanticName;
  uint32_t semanticIndex = 0;
  uint32_t systemValue = 0;  // DXIL semantic kind; 0 = user-defined
  uint32_t rows = 1, cols = 1;
  int32_t location = -1;     // -1: a built-in (see dxsv_interface_element for the exceptions)
  uint32_t component = 0;
};

// One root parameter as the root-signature ABI places it; see dxsv_root_parameter_info.
struct RootParameterInfo {
  uint32_t type = 0;         // D3D12_ROOT_PARAMETER_TYPE
  uint32_t offsetBytes = 0;  // in the root-parameter block; UINT32_MAX when not in it
  uint32_t sizeBytes = 0;
  uint32_t set = 0, binding = 0;  // plain root descriptors
  bool used = false;         // the shader reads a resource through it
};

// What a layer needs to build the pipeline layout; see dxsv_binding_layout.
struct BindingLayout {
  bool rootSignature = false;
  uint32_t rootBlockBytes = 0;
  bool rootBlockInPushConstants = true;
  bool usesRootBlock = false, usesResourceHeap = false, usesSamplerHeap = false, usesStaticSamplers = false;
  uint32_t resourceHeapSet = 0, samplerHeapSet = 1, staticSamplerSet = 2, rootSet = 3;
  std::vector<RootParameterInfo> parameters;
  // With a local root signature: the shader record's argument bytes and each local root
  // parameter's offset and size in it (set and binding unused); whether the shader reads it.
  uint32_t shaderRecordBytes = 0;
  bool usesShaderRecord = false;
  std::vector<RootParameterInfo> localParameters;
};

struct ConvertResult {
  dxsv_status status = DXSV_ERROR_INTERNAL;
  std::vector<uint32_t> spirv;
  std::string error;
  // Subgroup sizes the shader requires ([WaveSize]); all 0 = any. See dxsv_result_wave_size.
  uint32_t waveSizeMin = 0, waveSizeMax = 0, waveSizePreferred = 0;
  // See dxsv_result_stage_info: [numthreads] of compute, mesh and amplification shaders; the
  // control points of hull (input, output) and domain (input) shaders. 0 where not applicable.
  uint32_t workgroupSize[3] = {0, 0, 0};
  uint32_t inputControlPoints = 0, outputControlPoints = 0;
  // Graphics stages: the input and output signatures and their locations; a mesh shader's
  // primitive signature (see DXSV_INTERFACE_PRIMITIVE_OUTPUT).
  std::vector<InterfaceElement> inputs, outputs, primitiveOutputs;
  BindingLayout binding;
  // Filled when asked for, as far as the conversion got: a CFG the structurizer rejects
  // still has its "before" graph.
  std::string cfgDotBefore, cfgDotAfter;
  // See dxsv_result_multiview_compatible.
  bool multiviewCompatible = true;
  bool ok() const { return status == DXSV_SUCCESS; }
};

ConvertResult convert(std::span<const uint8_t> dxil, const ConvertOptions& options = {});

// One subobject of a DXIL library; see dxsv_subobject (only its kind's fields are set).
struct Subobject {
  dxsv_subobject_kind kind = DXSV_SUBOBJECT_STATE_OBJECT_CONFIG;
  std::string name;
  uint32_t stateObjectFlags = 0;
  std::vector<uint8_t> rootSignature;  // serialized RTS0 bytes (global/local root signatures)
  std::string associatedSubobject;
  std::vector<std::string> exports;
  uint32_t maxPayloadSizeInBytes = 0, maxAttributeSizeInBytes = 0;
  uint32_t maxTraceRecursionDepth = 0, pipelineFlags = 0;
  uint32_t hitGroupType = 0;  // 0 triangles, 1 procedural primitive
  std::string anyHit, closestHit, intersection;
};

struct SubobjectsResult {
  dxsv_status status = DXSV_ERROR_INTERNAL;
  std::string error;
  std::vector<Subobject> subobjects;  // in the library's order
  bool ok() const { return status == DXSV_SUCCESS; }
};

// The subobjects of a DXIL container (its RDAT part); none for a container without them.
// Every count and offset is checked; embedded root signatures must parse and validate.
SubobjectsResult readSubobjects(std::span<const uint8_t> dxil);
// The local (global) root signature the library's associations give an export: one naming the
// export or a hit group holding it wins over a default one (an association without exports, or
// a root signature no association names). Null when none applies; null with `error` set when
// two associations of the same level conflict.
const Subobject* localRootSignatureFor(const std::vector<Subobject>& subobjects, std::string_view exportName,
                                       std::string& error);
const Subobject* globalRootSignatureFor(const std::vector<Subobject>& subobjects, std::string_view exportName,
                                        std::string& error);
// A node entry's work-graph metadata, as dxsv_entry_list_node_* report it. The C structs'
// strings point into the object, which is shared and never changed (not copyable).
struct NodeInfo {
  dxsv_node_input input{};
  std::vector<dxsv_node_output> outputs;
  std::string id, shareInputId;
  std::vector<std::string> outputIds;
  NodeInfo() = default;
  NodeInfo(const NodeInfo&) = delete;
  NodeInfo& operator=(const NodeInfo&) = delete;
};
// One entry of a container (see dxsv_list_entries).
struct EntryInfo {
  std::string name;
  std::string stage;
  std::shared_ptr<const NodeInfo> node;  // stage "node" only
};
// The entries of a container: a library's exported shaders, or a shader's one entry point.
dxsv_status listEntries(std::span<const uint8_t> dxil, std::vector<EntryInfo>& entries, std::string& error);

// A container parsed once (a copy of its bytes, its parts, LLVM's module of its bitcode) for
// listing its entries and converting any of them without parsing again. Conversions of one
// ParsedDxil may run on several threads: one at a time reuses the parse, the others parse
// their own copy. The output is the same either way.
class ParsedDxil;
struct ParsedDxilDeleter {
  void operator()(ParsedDxil* parsed) const;
};
using ParsedDxilPtr = std::unique_ptr<ParsedDxil, ParsedDxilDeleter>;
// listEntries that keeps the parse in `parsed` (null on failure).
dxsv_status listEntries(std::span<const uint8_t> dxil, std::vector<EntryInfo>& entries, std::string& error,
                        ParsedDxilPtr& parsed);
ConvertResult convert(ParsedDxil& parsed, const ConvertOptions& options = {});

// Tools over SPIR-V words (SPIRV-Tools / SPIRV-Cross); they return false and set `error`.
bool validateSpirv(const std::vector<uint32_t>& spirv, dxsv_target_env env, std::string& error);
bool disassembleSpirv(const std::vector<uint32_t>& spirv, std::string& text, std::string& error);
bool spirvToGlsl(const std::vector<uint32_t>& spirv, std::string& glsl, std::string& error);

}  // namespace dxsv
