// The conversion pipeline, a plain driver: container → frontend → cfg → bindings::makeMapper →
// spirv (→ validation). Options pass through unchanged: BindingOptions to bindings/,
// CodegenOptions to the emitter.
#include <spirv-tools/libspirv.hpp>

#include <memory>

#include "bindings/mapper.h"
#include "cfg/structurize.h"
#include "container/container.h"
#include "container/digest.h"
#include "dxil_spirv/dxil_spirv.hpp"
#include "frontend/frontend.h"
#include "frontend/library_metadata.h"
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

ConvertResult failure(dxsv_status status, std::string message) {
  ConvertResult result;
  result.status = status;
  result.error = std::move(message);
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

std::vector<InterfaceElement> interfaceOf(const std::vector<ir::SignatureElement>& signature) {
  std::vector<InterfaceElement> list;
  for (const ir::SignatureElement& e : signature) {
    InterfaceElement out;
    out.semanticName = e.semanticName;
    out.semanticIndex = e.semanticIndices.empty() ? 0 : e.semanticIndices[0];
    out.systemValue = uint32_t(e.kind);
    out.rows = e.rows;
    out.cols = e.cols;
    spirv::InterfaceSlot slot = spirv::interfaceSlot(e);
    out.location = slot.location;
    out.component = slot.component;
    list.push_back(std::move(out));
  }
  return list;
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
  error = messages.empty() ? "spirv-val rejected the module" : messages;
  return false;
}

bool disassembleSpirv(const std::vector<uint32_t>& spirv, std::string& text, std::string& error) {
  spvtools::SpirvTools tools(SPV_ENV_VULKAN_1_3);
  tools.SetMessageConsumer([&](spv_message_level_t, const char*, const spv_position_t&, const char* message) {
    error += message;
  });
  return tools.Disassemble(spirv, &text, SPV_BINARY_TO_TEXT_OPTION_FRIENDLY_NAMES | SPV_BINARY_TO_TEXT_OPTION_INDENT);
}

dxsv_status listEntries(std::span<const uint8_t> dxil, std::vector<EntryInfo>& entries, std::string& error) {
  entries.clear();
  if (dxil.empty()) return error = "input is empty", DXSV_ERROR_INVALID_ARGUMENT;
  auto container = container::parse(dxil);
  if (!container) return error = container.error().message, DXSV_ERROR_MALFORMED_INPUT;
  auto program = container::findProgram(*container);
  if (!program) return error = program.error().message, DXSV_ERROR_MALFORMED_INPUT;
  auto list = frontend::listEntries(program->bitcode);
  if (!list) return error = list.error().message, statusFor(list.error());
  for (const frontend::EntryInfo& e : *list) entries.push_back({e.name, frontend::stageName(e.stage)});
  return DXSV_SUCCESS;
}

ConvertResult convert(std::span<const uint8_t> dxil, const ConvertOptions& options) {
  if (dxil.empty()) return failure(DXSV_ERROR_INVALID_ARGUMENT, "input is empty");
  if (!options.skipHashCheck)
    if (auto digest = container::checkDigest(dxil); !digest) return failure(DXSV_ERROR_MALFORMED_INPUT, digest.error().message);
  auto container = container::parse(dxil);
  if (!container) return failure(DXSV_ERROR_MALFORMED_INPUT, container.error().message);
  auto program = container::findProgram(*container);
  if (!program) return failure(DXSV_ERROR_MALFORMED_INPUT, program.error().message);

  auto module = frontend::lowerDxil(program->bitcode, options.entryPoint);
  if (!module) return failure(module.error());
  std::string cfgBefore = options.dumpCfgBefore ? cfg::toDot(*module) : std::string();
  cfg::StructurizeOptions structurizeOptions;
  structurizeOptions.exitLoopsAtHeader = options.loopExitsAtHeader;
  if (auto status = cfg::structurize(*module, structurizeOptions); !status) {
    ConvertResult result = failure(status.error());
    result.cfgDotBefore = std::move(cfgBefore);
    return result;
  }
  std::string cfgAfter = options.dumpCfgAfter ? cfg::toDot(*module) : std::string();

  const container::Part* rts0 = container->find(container::fourcc("RTS0"));
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
      entry.stage == ir::ShaderStage::Amplification)
    for (int i = 0; i < 3; ++i) result.workgroupSize[i] = entry.numThreads[i];
  if (entry.stage == ir::ShaderStage::Hull || entry.stage == ir::ShaderStage::Domain)
    result.inputControlPoints = entry.tessellation.inputControlPoints;
  if (entry.stage == ir::ShaderStage::Hull) result.outputControlPoints = entry.tessellation.outputControlPoints;
  result.inputs = interfaceOf(module->entryPoints.front().inputs);
  result.outputs = interfaceOf(module->entryPoints.front().outputs);
  result.binding = bindings::layoutOf(*module, **mapper);
  return withCfg(std::move(result));
}

}  // namespace dxsv
