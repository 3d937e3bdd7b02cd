// The conversion pipeline, a plain driver: container → frontend → cfg → bindings::makeMapper →
// spirv (→ validation). Options pass through unchanged: BindingOptions to bindings/,
// CodegenOptions to the emitter.
#include <spirv-tools/libspirv.hpp>
#include <spirv/unified1/spirv.hpp>

#include <algorithm>
#include <cstring>
#include <memory>
#include <mutex>
#include <unordered_set>

#include "bindings/mapper.h"
#include "cfg/structurize.h"
#include "common/escape.h"
#include "container/container.h"
#include "container/digest.h"
#include "dxil_spirv/dxil_spirv.hpp"
#include "frontend/frontend.h"
#include "frontend/library_metadata.h"
#include "api/input_placement.h"
#include "api/node_info.h"
#include "ir/min_precision.h"
#include "spirv/emitter.h"

namespace dxsv {

namespace {

dxsv_status statusFor(const Error& error) {
  switch (error.kind) {
    case ErrorKind::Malformed: return DXSV_ERROR_MALFORMED_INPUT;
    case ErrorKind::Unsupported: return DXSV_ERROR_UNSUPPORTED;
    case ErrorKind::Internal: return DXSV_ERROR_INTERNAL;
    case ErrorKind::InvalidArgument: return DXSV_ERROR_INVALID_ARGUMENT;
  }
  return DXSV_ERROR_INTERNAL;
}

// Every message leaves through here (or listEntries): escaped once more, so that no input byte
// outside printable ASCII reaches the caller, whichever stage quoted it.
ConvertResult failure(dxsv_status status, const std::string& message) {
  ConvertResult result;
  result.status = status;
  result.error = printableMessage(message);
  return result;
}

ConvertResult failure(const Error& error) { return failure(statusFor(error), error.message); }

spv_target_env spirvToolsEnv(dxsv_target_env env) {
  switch (env) {
    case DXSV_TARGET_VULKAN_1_2: return SPV_ENV_VULKAN_1_2;
    case DXSV_TARGET_VULKAN_1_3: return SPV_ENV_VULKAN_1_3;
    default: return SPV_ENV_VULKAN_1_1;
  }
}

template <typename SlotOf>
std::vector<InterfaceElement> interfaceOf(const std::vector<ir::SignatureElement>& signature, SlotOf slotOf) {
  std::vector<InterfaceElement> list;
  for (const ir::SignatureElement& e : signature) {
    InterfaceElement out;
    out.semanticName = e.semanticName;
    out.semanticIndex = e.semanticIndices.empty() ? 0 : e.semanticIndices[0];
    out.systemValue = uint32_t(e.kind);
    out.rows = e.rows;
    out.cols = e.cols;
    spirv::InterfaceSlot slot = slotOf(e);
    out.location = slot.location;
    out.component = slot.component;
    list.push_back(std::move(out));
  }
  return list;
}

// Calls visit(at, opcode, wordCount) for each instruction after the header, in order, until
// it returns false. False where a word count is 0 or runs past the end (the rewrites below
// then give up: validation of the original reports it).
template <typename Visit>
bool forEachInstruction(const std::vector<uint32_t>& spirv, Visit visit) {
  for (size_t i = 5; i < spirv.size();) {
    uint32_t count = spirv[i] >> 16, opcode = spirv[i] & 0xffff;
    if (count == 0 || i + count > spirv.size()) return false;
    if (!visit(i, opcode, count)) return true;
    i += count;
  }
  return true;
}

// The module with its OpExtension "SPV_KHR_compute_shader_derivatives" renamed to the NV
// extension it promotes (same capabilities 5288/5350 and execution modes 5289/5290; the KHR
// one adds only mesh and task stages); empty when it declares none. Both names take 9 words.
std::vector<uint32_t> withNvComputeDerivatives(const std::vector<uint32_t>& spirv) {
  constexpr char kKhr[] = "SPV_KHR_compute_shader_derivatives", kNv[] = "SPV_NV_compute_shader_derivatives";
  constexpr size_t kWords = (sizeof(kKhr) + 3) / 4;
  static_assert((sizeof(kNv) + 3) / 4 == kWords);
  size_t found = 0;
  bool wellFormed = forEachInstruction(spirv, [&](size_t at, uint32_t opcode, uint32_t count) {
    if (opcode == spv::OpExtension && count == 1 + kWords && std::memcmp(&spirv[at + 1], kKhr, sizeof(kKhr)) == 0)
      found = at;
    return found == 0;
  });
  if (!wellFormed || found == 0) return {};
  std::vector<uint32_t> copy = spirv;
  std::memset(&copy[found + 1], 0, kWords * 4);
  std::memcpy(&copy[found + 1], kNv, sizeof(kNv));
  return copy;
}

// Whether SPIRV-Tools 2023.1 allows `opcode` only in Fragment and GLCompute: the implicit-LOD
// image instructions and OpImageQueryLod (the derivatives are handled apart).
bool implicitLodOp(uint32_t opcode) {
  switch (opcode) {
    case spv::OpImageSampleImplicitLod: case spv::OpImageSampleDrefImplicitLod:
    case spv::OpImageSampleProjImplicitLod: case spv::OpImageSampleProjDrefImplicitLod:
    case spv::OpImageSparseSampleImplicitLod: case spv::OpImageSparseSampleDrefImplicitLod:
    case spv::OpImageSparseSampleProjImplicitLod: case spv::OpImageSparseSampleProjDrefImplicitLod:
    case spv::OpImageQueryLod:
      return true;
    default: return false;
  }
}

// The module with what takes derivatives replaced, when a MeshEXT or TaskEXT entry point
// exists and every such entry declares a derivative group mode; empty otherwise. SPIRV-Tools
// older than the KHR extension allow those only in Fragment and GLCompute, so the rest of
// such a module is validated this way (the mode's presence is checked here in their place):
// OpDPdx* .. OpFwidth* become OpCopyObject (same words, operand still checked); implicit-LOD
// samples and OpImageQueryLod become OpUndef of their type, padded with OpNop.
std::vector<uint32_t> withMeshDerivativesReplaced(const std::vector<uint32_t>& spirv) {
  std::unordered_set<uint32_t> meshEntries, withMode;
  bool wellFormed = forEachInstruction(spirv, [&](size_t i, uint32_t opcode, uint32_t count) {
    if (opcode == spv::OpEntryPoint && count > 2 &&
        (spirv[i + 1] == spv::ExecutionModelMeshEXT || spirv[i + 1] == spv::ExecutionModelTaskEXT))
      meshEntries.insert(spirv[i + 2]);
    if (opcode == spv::OpExecutionMode && count > 2 &&
        (spirv[i + 2] == spv::ExecutionModeDerivativeGroupQuadsNV || spirv[i + 2] == spv::ExecutionModeDerivativeGroupLinearNV))
      withMode.insert(spirv[i + 1]);
    return true;
  });
  if (!wellFormed || meshEntries.empty()) return {};
  for (uint32_t entry : meshEntries)
    if (!withMode.count(entry)) return {};
  std::vector<uint32_t> copy = spirv;
  bool changed = false;
  forEachInstruction(spirv, [&](size_t i, uint32_t opcode, uint32_t count) {
    if (opcode >= spv::OpDPdx && opcode <= spv::OpFwidthCoarse && count == 4) {
      copy[i] = (4u << 16) | spv::OpCopyObject;
      changed = true;
    } else if (implicitLodOp(opcode) && count >= 3) {
      copy[i] = (3u << 16) | spv::OpUndef;  // keeps result type and id
      for (size_t k = 3; k < count; ++k) copy[i + k] = (1u << 16) | spv::OpNop;
      changed = true;
    }
    return true;
  });
  if (!changed) return {};
  return copy;
}

// The module with each non-constant Offset image operand dropped from samples and fetches
// (mask bit cleared, its id removed); empty when none has one. VK_KHR_maintenance8 allows
// Offset there; SPIRV-Tools older than it (Debian's 2023.1) take it only on gathers. The
// emitter gives constants as ConstOffset, so a constant Offset is kept (and still fails).
std::vector<uint32_t> withoutSampleOffsets(const std::vector<uint32_t>& spirv) {
  std::vector<uint32_t> copy(spirv.begin(), spirv.begin() + std::min<size_t>(5, spirv.size()));
  bool changed = false, truncated = false;  // truncated: an Offset operand past the word count
  std::unordered_set<uint32_t> constants;
  bool wellFormed = forEachInstruction(spirv, [&](size_t i, uint32_t opcode, uint32_t count) {
    if ((opcode == spv::OpConstant || opcode == spv::OpConstantComposite || opcode == spv::OpConstantNull) && count > 2)
      constants.insert(spirv[i + 2]);
    // Words before the image-operand mask: type, result, image, coordinate (and Dref).
    size_t maskAt = 0;
    switch (opcode) {
      case spv::OpImageSampleImplicitLod: case spv::OpImageSampleExplicitLod: case spv::OpImageFetch:
      case spv::OpImageSparseSampleImplicitLod: case spv::OpImageSparseSampleExplicitLod: case spv::OpImageSparseFetch:
        maskAt = 5;
        break;
      case spv::OpImageSampleDrefImplicitLod: case spv::OpImageSampleDrefExplicitLod:
      case spv::OpImageSparseSampleDrefImplicitLod: case spv::OpImageSparseSampleDrefExplicitLod:
        maskAt = 6;
        break;
      default: break;
    }
    uint32_t mask = maskAt && maskAt < count ? spirv[i + maskAt] : 0;
    size_t start = copy.size();
    copy.insert(copy.end(), spirv.begin() + i, spirv.begin() + i + count);
    if (mask & spv::ImageOperandsOffsetMask) {
      // Operands come in mask-bit order; before Offset: Bias, Lod, Grad (two ids), ConstOffset.
      size_t at = maskAt + 1 + bool(mask & spv::ImageOperandsBiasMask) + bool(mask & spv::ImageOperandsLodMask) +
                  2 * bool(mask & spv::ImageOperandsGradMask) + bool(mask & spv::ImageOperandsConstOffsetMask);
      if (at >= count) {
        truncated = true;
        return false;
      }
      if (!constants.count(spirv[i + at])) {
        copy.erase(copy.begin() + (start + at));
        copy[start] = ((count - 1) << 16) | opcode;
        copy[start + maskAt] = mask & ~uint32_t(spv::ImageOperandsOffsetMask);
        changed = true;
      }
    }
    return true;
  });
  if (!wellFormed || truncated || !changed) return {};
  return copy;
}

}  // namespace

bool validateSpirv(const std::vector<uint32_t>& spirv, dxsv_target_env env, std::string& error) {
  spv_target_env target = spirvToolsEnv(env);
  // Mesh and amplification shaders raise a vulkan1.1 module to SPIR-V 1.4 (VK_EXT_mesh_shader
  // requires VK_KHR_spirv_1_4): validate it as such.
  if (target == SPV_ENV_VULKAN_1_1 && spirv.size() > 1 && spirv[1] >= 0x10400) target = SPV_ENV_VULKAN_1_1_SPIRV_1_4;
  spvtools::SpirvTools tools(target);
  std::string messages;
  tools.SetMessageConsumer([&](spv_message_level_t, const char*, const spv_position_t& position, const char* message) {
    messages += "word " + std::to_string(position.index) + ": " + message + "\n";
  });
  if (tools.Validate(spirv)) return true;
  // SPIRV-Tools older than SPV_KHR_compute_shader_derivatives (Debian's 2023.1) do not let
  // that extension enable its capabilities: such a module is validated under the NV name.
  // Older than VK_KHR_maintenance8, they refuse Offset on samples and fetches: such a module
  // is validated without those operands. Older than the KHR extension's mesh and task
  // stages, they refuse derivatives there: such a module is validated with those replaced.
  // Any of the rewrites may apply.
  std::vector<uint32_t> copy = spirv;
  bool rewritten = false;
  if (std::vector<uint32_t> nv = withNvComputeDerivatives(copy); !nv.empty()) copy = std::move(nv), rewritten = true;
  if (std::vector<uint32_t> bare = withoutSampleOffsets(copy); !bare.empty()) copy = std::move(bare), rewritten = true;
  if (std::vector<uint32_t> copies = withMeshDerivativesReplaced(copy); !copies.empty()) copy = std::move(copies), rewritten = true;
  if (rewritten) {
    spvtools::SpirvTools retryTools(target);
    if (retryTools.Validate(copy)) return true;
  }
  error = messages.empty() ? "spirv-val rejected the module" : printableMessage(messages);
  return false;
}

bool disassembleSpirv(const std::vector<uint32_t>& spirv, std::string& text, std::string& error) {
  spvtools::SpirvTools tools(SPV_ENV_VULKAN_1_3);
  tools.SetMessageConsumer([&](spv_message_level_t, const char*, const spv_position_t&, const char* message) {
    error += printableMessage(message);
  });
  return tools.Disassemble(spirv, &text, SPV_BINARY_TO_TEXT_OPTION_FRIENDLY_NAMES | SPV_BINARY_TO_TEXT_OPTION_INDENT);
}

// The container's parts and its parsed module, kept by listEntries for later conversions.
class ParsedDxil {
 public:
  std::vector<uint8_t> bytes;
  container::Container container;  // its parts point into `bytes`
  std::span<const uint8_t> bitcode;
  std::unique_ptr<frontend::ParsedModule> module;
  std::string digestError;  // the header digest's mismatch, checked once; empty when it matches
  std::mutex busy;  // held by the conversion using `module` (an LLVMContext is single-threaded)
};

void ParsedDxilDeleter::operator()(ParsedDxil* parsed) const { delete parsed; }

namespace {

ConvertResult convertModule(const frontend::ParsedModule& parsed, const container::Container& container,
                            const ConvertOptions& options);

}  // namespace

dxsv_status listEntries(std::span<const uint8_t> dxil, std::vector<EntryInfo>& entries, std::string& error,
                        ParsedDxilPtr& kept) {
  entries.clear();
  kept.reset();
  if (dxil.empty()) return error = "input is empty", DXSV_ERROR_INVALID_ARGUMENT;
  ParsedDxilPtr parsed(new ParsedDxil);
  parsed->bytes.assign(dxil.begin(), dxil.end());
  auto container = container::parse(parsed->bytes);
  if (!container) return error = printableMessage(container.error().message), DXSV_ERROR_MALFORMED_INPUT;
  parsed->container = std::move(*container);
  auto program = container::findProgram(parsed->container);
  if (!program) return error = printableMessage(program.error().message), statusFor(program.error());
  parsed->bitcode = program->bitcode;
  if (auto digest = container::checkDigest(parsed->bytes); !digest) parsed->digestError = digest.error().message;
  auto module = frontend::parseModule(parsed->bitcode, {});
  if (!module) return error = printableMessage(module.error().message), statusFor(module.error());
  parsed->module = std::move(*module);
  auto list = frontend::listEntries(*parsed->module);
  if (!list) return error = printableMessage(list.error().message), statusFor(list.error());
  for (const frontend::EntryInfo& e : *list)
    entries.push_back({e.name, e.stage, std::string_view(e.stage) == "node" ? makeNodeInfo(e.node) : nullptr});
  kept = std::move(parsed);
  return DXSV_SUCCESS;
}

dxsv_status listEntries(std::span<const uint8_t> dxil, std::vector<EntryInfo>& entries, std::string& error) {
  ParsedDxilPtr unused;
  return listEntries(dxil, entries, error, unused);
}

ConvertResult convert(std::span<const uint8_t> dxil, const ConvertOptions& options) {
  if (dxil.empty()) return failure(DXSV_ERROR_INVALID_ARGUMENT, "input is empty");
  if (!options.skipHashCheck)
    if (auto digest = container::checkDigest(dxil); !digest) return failure(DXSV_ERROR_MALFORMED_INPUT, digest.error().message);
  auto container = container::parse(dxil);
  if (!container) return failure(DXSV_ERROR_MALFORMED_INPUT, container.error().message);
  auto program = container::findProgram(*container);
  if (!program) return failure(program.error());  // SM 4/5 bytecode: Unsupported
  auto parsed = frontend::parseModule(program->bitcode, {.freshContext = options.freshLlvmContext});
  if (!parsed) return failure(parsed.error());
  return convertModule(**parsed, *container, options);
}

ConvertResult convert(ParsedDxil& parsed, const ConvertOptions& options) {
  if (!options.skipHashCheck && !parsed.digestError.empty()) return failure(DXSV_ERROR_MALFORMED_INPUT, parsed.digestError);
  std::unique_lock lock(parsed.busy, std::try_to_lock);
  if (lock && !options.freshLlvmContext) return convertModule(*parsed.module, parsed.container, options);
  // Another thread is converting from the shared parse: parse a copy of our own.
  auto own = frontend::parseModule(parsed.bitcode, {.freshContext = options.freshLlvmContext});
  if (!own) return failure(own.error());
  return convertModule(**own, parsed.container, options);
}

namespace {

ConvertResult convertModule(const frontend::ParsedModule& parsed, const container::Container& container,
                            const ConvertOptions& options) {
  auto module = frontend::lowerDxil(parsed, options.entryPoint);
  if (!module) return failure(module.error());
  if (options.minPrecisionAs32Bit && !module->entryPoints.front().nativeLowPrecision)
    if (auto status = ir::widenMinPrecision(*module); !status) return failure(status.error());
  if (options.stageInputs)
    if (auto status = placeInputs(module->entryPoints.front(), options.stageInputs); !status) return failure(status.error());
  std::string cfgBefore = options.dumpCfgBefore ? cfg::toDot(*module) : std::string();
  cfg::StructurizeOptions structurizeOptions;
  structurizeOptions.exitLoopsAtHeader = options.loopExitsAtHeader;
  if (auto status = cfg::structurize(*module, structurizeOptions); !status) {
    ConvertResult result = failure(status.error());
    result.cfgDotBefore = std::move(cfgBefore);
    return result;
  }
  std::string cfgAfter = options.dumpCfgAfter ? cfg::toDot(*module) : std::string();

  const container::Part* rts0 = container.find(container::fourcc("RTS0"));
  auto mapper = bindings::makeMapper(options, rts0 ? std::optional(rts0->data) : std::nullopt, *module);
  if (!mapper) return failure(mapper.error());
  auto withCfg = [&](ConvertResult result) {
    result.cfgDotBefore = std::move(cfgBefore);
    result.cfgDotAfter = std::move(cfgAfter);
    return result;
  };
  auto words = spirv::emitModule(*module, **mapper, options);
  if (!words) return withCfg(failure(words.error()));

  if (options.validate) {
    std::string error;
    if (!validateSpirv(*words, options.targetEnv, error))
      return withCfg(failure(DXSV_ERROR_VALIDATION, "generated SPIR-V failed validation (translator bug): " + error));
  }
  ConvertResult result;
  result.status = DXSV_SUCCESS;
  result.spirv = std::move(*words);
  result.waveSizeMin = module->entryPoints.front().waveSizeMin;
  result.waveSizeMax = module->entryPoints.front().waveSizeMax;
  result.waveSizePreferred = module->entryPoints.front().waveSizePreferred;
  const ir::EntryPoint& entry = module->entryPoints.front();
  if (entry.stage == ir::ShaderStage::Compute || entry.stage == ir::ShaderStage::Mesh ||
      entry.stage == ir::ShaderStage::Amplification || entry.stage == ir::ShaderStage::Node)
    for (int i = 0; i < 3; ++i) result.workgroupSize[i] = entry.numThreads[i];
  // A thread-launch node's workgroup is the layer's specialization constant (at its default).
  if (entry.stage == ir::ShaderStage::Node && entry.node.launch == ir::NodeLaunch::Thread)
    result.workgroupSize[0] = DXSV_NODE_THREAD_LAUNCH_GROUP_SIZE;
  if (entry.stage == ir::ShaderStage::Hull || entry.stage == ir::ShaderStage::Domain)
    result.inputControlPoints = entry.tessellation.inputControlPoints;
  if (entry.stage == ir::ShaderStage::Hull) result.outputControlPoints = entry.tessellation.outputControlPoints;
  spirv::StageSlots slots(entry);
  result.inputs = interfaceOf(entry.inputs, [&](const ir::SignatureElement& e) { return slots(e, false); });
  result.outputs = interfaceOf(entry.outputs, [&](const ir::SignatureElement& e) { return slots(e, true); });
  if (entry.stage == ir::ShaderStage::Mesh)
    result.primitiveOutputs =
        interfaceOf(entry.patchConstants, [&](const ir::SignatureElement& e) { return spirv::meshPrimitiveSlot(entry, e); });
  result.binding = bindings::layoutOf(*module, **mapper);
  result.multiviewCompatible = spirv::multiviewCompatible(entry, options);
  return withCfg(std::move(result));
}

}  // namespace

}  // namespace dxsv
