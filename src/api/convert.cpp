// The conversion pipeline: container → frontend → cfg → spirv (→ validation).
#include <spirv-tools/libspirv.hpp>

#include <memory>

#include "bindings/bindings.h"
#include "bindings/shader_record.h"
#include "cfg/structurize.h"
#include "common/escape.h"
#include "container/container.h"
#include "container/digest.h"
#include "container/root_signature.h"
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

// The root signature of root-signature mode, parsed and validated: the caller's serialized
// one, else the shader's RTS0 part (which the caller checked is there).
Result<container::RootSignature> rootSignatureFor(const container::Part* rts0, const ConvertOptions& options) {
  auto signature = options.rootSignature.empty() ? container::parseRootSignature(rts0->data)
                                                 : container::parseSerializedRootSignature(options.rootSignature);
  if (!signature) return signature;
  if (auto valid = container::validateRootSignature(*signature); !valid) return valid.takeError();
  return signature;
}

// What the layer needs for its pipeline layout: every resource mapped once more, noting the
// root parameters and heaps it reaches.
BindingLayout bindingLayoutOf(const ir::Module& module, const bindings::BindingMapper& mapper) {
  const bindings::RootLayout& root = mapper.rootLayout();
  BindingLayout out;
  out.rootSignature = root.hasRootSignature;
  out.rootBlockBytes = root.blockDwords * 4;
  out.rootBlockInPushConstants = root.blockInPushConstants;
  out.resourceHeapSet = root.heaps.resourceHeapSet;
  out.samplerHeapSet = root.heaps.samplerHeapSet;
  out.staticSamplerSet = root.heaps.staticSamplerSet;
  out.rootSet = root.heaps.rootSet;
  for (size_t i = 0; i < root.signature.parameters.size(); ++i) {
    const container::RootParameter& p = root.signature.parameters[i];
    RootParameterInfo info;
    info.type = uint32_t(p.type);
    bool address = p.type == container::RootParameterType::CBV || p.type == container::RootParameterType::SRV ||
                   p.type == container::RootParameterType::UAV;
    if (address && root.rootDescriptorsAsDescriptors) {
      info.offsetBytes = UINT32_MAX;
      info.set = root.heaps.rootSet;
      info.binding = bindings::rootDescriptorBinding(uint32_t(i));
    } else {
      info.offsetBytes = root.parameterDword[i] * 4;
      info.sizeBytes = address ? 8 : p.type == container::RootParameterType::Constants32Bit ? p.num32BitValues * 4 : 4;
    }
    out.parameters.push_back(info);
  }
  if (const bindings::ShaderRecordLayout* record = mapper.shaderRecordLayout()) {
    out.shaderRecordBytes = record->sizeBytes;
    for (size_t i = 0; i < record->signature.parameters.size(); ++i) {
      RootParameterInfo info;
      info.type = uint32_t(record->signature.parameters[i].type);
      info.offsetBytes = record->parameterOffset[i];
      info.sizeBytes = record->parameterSize[i];
      out.localParameters.push_back(info);
    }
  }
  auto note = [&](const bindings::ResourceAccess& access) {
    if (access.rootSource == bindings::RootSource::ShaderRecord) {
      out.usesShaderRecord = true;
      if (access.rootParameter < out.localParameters.size()) out.localParameters[access.rootParameter].used = true;
      if (access.kind == bindings::AccessKind::HeapElement)
        (access.descriptorType == bindings::DescriptorType::Sampler ? out.usesSamplerHeap : out.usesResourceHeap) = true;
      return;
    }
    if (access.rootParameter < out.parameters.size()) out.parameters[access.rootParameter].used = true;
    if (access.rootDword != bindings::kNoRootDword) out.usesRootBlock = true;
    if (access.kind == bindings::AccessKind::HeapElement) {
      (access.descriptorType == bindings::DescriptorType::Sampler ? out.usesSamplerHeap : out.usesResourceHeap) = true;
    }
    if (access.kind == bindings::AccessKind::Descriptor && root.hasRootSignature && access.set == root.heaps.staticSamplerSet &&
        access.descriptorType == bindings::DescriptorType::Sampler)
      out.usesStaticSamplers = true;
  };
  for (const ir::Resource& r : module.resources) {
    if (auto access = mapper.map(r)) note(*access);
    if (r.hasCounter)
      if (auto access = mapper.mapCounter(r)) note(*access);
  }
  return out;
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

dxsv_status listEntries(std::span<const uint8_t> dxil, std::vector<EntryInfo>& entries, std::string& error) {
  entries.clear();
  if (dxil.empty()) return error = "input is empty", DXSV_ERROR_INVALID_ARGUMENT;
  auto container = container::parse(dxil);
  if (!container) return error = printableMessage(container.error().message), DXSV_ERROR_MALFORMED_INPUT;
  auto program = container::findProgram(*container);
  if (!program) return error = printableMessage(program.error().message), DXSV_ERROR_MALFORMED_INPUT;
  auto list = frontend::listEntries(program->bitcode);
  if (!list) return error = printableMessage(list.error().message), statusFor(list.error());
  for (const frontend::EntryInfo& e : *list) entries.push_back({e.name, e.stage});
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

  bindings::BindingShifts shifts{options.srvShift, options.samplerShift, options.cbvShift, options.uavShift,
                                 options.uavCounterShift};
  bindings::HeapLayout heaps{options.resourceHeapSet, options.samplerHeapSet, options.staticSamplerSet, options.rootSet,
                             options.heapArraySize};
  std::unique_ptr<bindings::BindingMapper> mapper;
  if (options.bindingMode == DXSV_BINDING_ROOT_SIGNATURE) {
    const container::Part* rts0 = container->find(container::fourcc("RTS0"));
    if (options.rootSignature.empty() && !rts0)
      return failure(DXSV_ERROR_INVALID_ARGUMENT,
                     "root-signature binding mode: the shader has no RTS0 part and no root signature was given");
    auto signature = rootSignatureFor(rts0, options);
    if (!signature) return failure(DXSV_ERROR_MALFORMED_INPUT, signature.error().message);
    bindings::RootLayoutOptions layoutOptions{heaps, options.pushConstantBytes, options.rootDescriptorsAsDescriptors};
    auto layout = bindings::makeRootLayout(*signature, layoutOptions);
    if (!layout) return failure(DXSV_ERROR_MALFORMED_INPUT, layout.error().message);
    mapper = std::make_unique<bindings::RootSignatureBindingMapper>(std::move(*layout), module->entryPoints.front().stage);
  } else {
    mapper = std::make_unique<bindings::DirectBindingMapper>(shifts, heaps);
  }
  if (!options.localRootSignature.empty()) {
    auto local = bindings::withLocalRootSignature(options.localRootSignature, std::move(mapper), module->entryPoints.front().stage);
    if (!local) return failure(local.error().kind == ErrorKind::Malformed ? DXSV_ERROR_INVALID_ARGUMENT : statusFor(local.error()),
                               local.error().message);
    mapper = std::move(*local);
  }
  spirv::EmitOptions emitOptions;
  emitOptions.targetEnv = options.targetEnv == DXSV_TARGET_VULKAN_1_3   ? spirv::TargetEnv::Vulkan13
                          : options.targetEnv == DXSV_TARGET_VULKAN_1_2 ? spirv::TargetEnv::Vulkan12
                                                                         : spirv::TargetEnv::Vulkan11;
  emitOptions.fp32DenormPreserveSupported = options.fp32DenormPreserveSupported;
  emitOptions.fp32DenormFlushToZeroSupported = options.fp32DenormFlushToZeroSupported;
  emitOptions.discardAsKill = options.discardAsKill;
  emitOptions.perPrimitiveInputRow = options.perPrimitiveInputRow;
  emitOptions.rasterizerOrderedViewsAsUavs = options.rasterizerOrderedViewsAsUavs;
  emitOptions.earlyAndLateFragmentTests = options.earlyAndLateFragmentTests;
  emitOptions.quadControl = options.quadControl;
  auto withCfg = [&](ConvertResult result) {
    result.cfgDotBefore = std::move(cfgBefore);
    result.cfgDotAfter = std::move(cfgAfter);
    return result;
  };
  auto words = spirv::emitModule(*module, *mapper, emitOptions);
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
  result.inputs = interfaceOf(module->entryPoints.front().inputs);
  result.outputs = interfaceOf(module->entryPoints.front().outputs);
  result.binding = bindingLayoutOf(*module, *mapper);
  return withCfg(std::move(result));
}

}  // namespace dxsv
