// Internal state of the compatibility library: the dxil_spv_* handles and what the converter
// collects before run. Everything here talks to dxil-spirv through its public C API only.
#pragma once

#include <cstdarg>
#include <cstdint>
#include <string>
#include <vector>

#include "dxil_spirv/dxil_spirv.h"
// The adapter implements the experimental parts too (vkd3d-proton 3.x turns both on).
#define DXIL_SPV_ENABLE_EXPERIMENTAL_MULTIVIEW
#define DXIL_SPV_ENABLE_EXPERIMENTAL_WORKGRAPHS
#include "dxil_spirv_c.h"

namespace compat {

// This thread's log callback (dxil_spv_set_thread_log_callback). Messages end with a newline.
void log(dxil_spv_log_level level, const char* format, ...) __attribute__((format(printf, 2, 3)));

struct Entry {
  std::string name;  // dxil-spirv's export name; also given as the mangled name
  dxil_spv_shader_stage stage = DXIL_SPV_STAGE_UNKNOWN;
  bool node = false;  // a work-graph node: stage COMPUTE for the layer, converted as an export
};

dxil_spv_shader_stage stageFromName(const char* name);

}  // namespace compat

// Borrows the caller's bytes, as layers expect: they keep the blob alive while they use it, and
// read subobject payloads (which point into those bytes) after freeing the parsed blob.
struct dxil_spv_parsed_blob_s {
  const uint8_t* data = nullptr;
  size_t size = 0;
  std::vector<compat::Entry> entries;
  dxsv_entry_list list = nullptr;  // keeps the parse: conversions run from it (dxsv_convert_listed)
  dxsv_subobjects subobjects = nullptr;
  std::vector<dxil_spv_rdat_subobject> rdat;
  std::vector<std::vector<const char*>> rdatExports;  // what each rdat[i].exports points at
};

namespace compat {

// A callback and its user data, as the layer set them.
template <typename Fn>
struct Callback {
  Fn fn = nullptr;
  void* userdata = nullptr;
  explicit operator bool() const { return fn != nullptr; }
};

// What the option kinds set (options.cpp fills it, converter.cpp applies it).
struct OptionState {
  bool quadControl = false;
  // MIN_PRECISION_NATIVE_16BIT: the layer's default is min precision in 32 bits.
  bool minPrecisionNative16Bit = false;
  bool dualSourceBlending = false;
  // RASTERIZER_SAMPLE_COUNT: the count, or the SpecId holding it (spec constant).
  uint32_t rasterizerSampleCount = 0;
  bool rasterizerSampleCountSpecConstant = false;
  bool rootBlockInUniformBuffer = false;
  uint32_t rootBlockSet = 0, rootBlockBinding = 0;
  bool cbvAsSsboInHeap = false;
  bool typedBufferOffsets = false;
  bool offsetBufferLayoutGiven = false;
  uint32_t offsetUntyped = 0, offsetTyped = 1, offsetStride = 2;
  uint32_t ssboAlignment = 0;
  bool physicalStorageBuffer = false;
  bool sbtDescriptorSizeGiven = false;
  uint32_t sbtSrvUavCbvLog2 = 0, sbtSamplerLog2 = 0;
  // COMPUTE_SHADER_DERIVATIVES: the device has only the KHR extension.
  bool khrComputeShaderDerivatives = false;
  uint32_t shaderQuirks = 0;  // DXSV_QUIRK_* bits from SHADER_QUIRK
  uint32_t maxTessFactor = 0;
  // VIEW_INSTANCING.
  bool viewInstancing = false, viewInstancingLastPreRaster = false;
  uint32_t viewIndexToViewIdSpecId = UINT32_MAX, viewIdToViewportSpecId = UINT32_MAX;
  // NVAPI: the application's magic UAV, which dxil-spirv does not interpret.
  bool nvapi = false;
  uint32_t nvapiRegister = 0, nvapiSpace = 0;
};

// One parameter of a local root signature built by the add_local_root_* calls.
struct LocalRange {
  dxil_spv_resource_class resourceClass;
  uint32_t space, reg, count, offsetInHeap;
};
struct LocalParameter {
  enum Kind { Constants, Descriptor, Table } kind = Constants;
  dxil_spv_resource_class resourceClass = DXIL_SPV_RESOURCE_CLASS_CBV;  // Descriptor
  uint32_t space = 0, reg = 0, words = 0;                                // Constants / Descriptor
  std::vector<LocalRange> ranges;                                        // Table
};

// The serialized (RTS0 part, version 1.1) local root signature of these parameters.
std::vector<uint8_t> serializeLocalRootSignature(const std::vector<LocalParameter>& parameters);

}  // namespace compat

struct dxil_spv_converter_s {
  dxil_spv_parsed_blob blob = nullptr;
  std::string entryPoint;
  unsigned rootConstantWords = 0, rootDescriptorCount = 0;
  compat::OptionState options;

  compat::Callback<dxil_spv_srv_remapper_cb> srv;
  compat::Callback<dxil_spv_sampler_remapper_cb> sampler;
  compat::Callback<dxil_spv_uav_remapper_cb> uav;
  compat::Callback<dxil_spv_cbv_remapper_cb> cbv;
  compat::Callback<dxil_spv_vertex_input_remapper_cb> vertexInput;
  compat::Callback<dxil_spv_stream_output_remapper_cb> streamOutput;
  compat::Callback<dxil_spv_shader_stage_io_remapper_cb> stageInput, stageOutput;

  std::vector<compat::LocalParameter> localParameters;
  bool inTable = false;
  bool localSignatureError = false;

  // After run.
  bool compiled = false;
  std::vector<uint32_t> spirv;
  std::string compiledEntryPoint;
  unsigned workgroup[3] = {0, 0, 0};
  unsigned patchVertices = 0;
  unsigned waveMin = 0, waveMax = 0, wavePreferred = 0;
  bool multiviewCompatible = true;
};
