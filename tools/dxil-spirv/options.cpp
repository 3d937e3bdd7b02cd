// Command-line options shared by single-file and batch mode.
#include "options.h"

#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <iterator>

#include "bindings/bindings.h"
#include "common/escape.h"

namespace dxsv::cli {

const char* const kUsage =
    "usage: dxil-spirv INPUT.dxil [-o OUT.spv] [--asm] [--glsl] [--validate]\n"
    "                  [--binding-shift t=0,s=100,b=200,u=300,c=400] [--target-env vulkan1.1|vulkan1.2|vulkan1.3]\n"
    "                  [--dump-cfg before|after FILE.dot] [--loop-exits-at-header]\n"
    "                  [--no-hash-check] [--discard-kill] [--rov-as-uav] [--early-and-late-fragment-tests]\n"
    "                  [--quad-control] [--khr-compute-derivatives] [--min-precision-32bit] [--interface] [--list-entries] [--entry NAME]\n"
    "                  [--root-signature embedded|library|FILE] [--root-descriptors-as-descriptors]\n"
    "                  [--descriptor-sets HEAP,SAMPLER_HEAP,STATIC_SAMPLERS,ROOT] [--heap-array-size N]\n"
    "                  [--push-constant-bytes N] [--binding-layout] [--local-root-signature library|FILE]\n"
    "                  [--stream-output SEMANTIC[INDEX]=BUFFER:OFFSET:STRIDE,...] [--dual-source-blending]\n"
    "                  [--rasterizer-sample-count N|spec:ID]\n"
    "  -o FILE            write the SPIR-V binary to FILE\n"
    "  --asm              print the SPIR-V disassembly\n"
    "  --glsl             print GLSL (SPIRV-Cross) of the result\n"
    "  --validate         run spirv-val on the result and fail if it is invalid\n"
    "  --binding-shift    binding = shift + register, per register class (set = space);\n"
    "                     c = hidden UAV counters (one uint each)\n"
    "  --target-env       Vulkan version to target (default vulkan1.1, SPIR-V 1.3)\n"
    "  --dump-cfg         write GraphViz of the control-flow graph before or after structurization\n"
    "                     (may be given twice; 'before' is written even when conversion fails)\n"
    "  --loop-exits-at-header  leave loops only from their header (workaround for lavapipe of Mesa 22.3)\n"
    "  --no-hash-check         accept a container whose header digest does not match (hand-edited blobs)\n"
    "  --discard-kill          pixel shaders: discard ends the lane (OpKill) instead of demoting it\n"
    "  --rov-as-uav            rasterizer-ordered views as plain UAVs (no fragment shader interlock:\n"
    "                          overlapping pixels race)\n"
    "  --early-and-late-fragment-tests  pixel shaders that write UAVs and export depth/stencil:\n"
    "                          EarlyAndLateFragmentTestsAMD (the device may cull before shading)\n"
    "  --list-entries          print the entries (a library's exports) as NAME STAGE, one per line\n"
    "  --entry NAME            libraries: convert export NAME (with the functions it calls)\n"
    "  --quad-control          QuadAny/QuadAll, [WaveOpsIncludeHelperLanes]: SPV_KHR_quad_control\n"
    "  --khr-compute-derivatives  compute-shader derivatives: SPV_KHR_compute_shader_derivatives\n"
    "                          (VK_KHR_compute_shader_derivatives) instead of the NV extension\n"
    "  --min-precision-32bit   without -enable-16bit-types: min16float/min16int/min16uint in 32 bits\n"
    "                          (devices without native 16-bit arithmetic)\n"
    "  --per-primitive-from-row N  pixel shaders after a mesh shader: user inputs at register N and\n"
    "                          above are per-primitive (N = the mesh shader's vertex output rows)\n"
    "  --stream-output SPEC    vertex, domain, geometry shaders: capture these outputs by transform\n"
    "                          feedback (whole elements; bytes; e.g. SV_Position=0:0:32,COLOR=0:16:32)\n"
    "  --dual-source-blending  pixel shaders: SV_Target0/1 are Location 0 Index 0/1 (SRC1 blend factors)\n"
    "  --rasterizer-sample-count N|spec:ID  what RenderTargetGetSampleCount returns: the count N, or\n"
    "                          the specialization constant with SpecId ID (default value 1)\n"
    "  --interface             print each signature element's location and component (stderr)\n"
    "  --root-signature        root-signature binding model (docs/BINDING_MODEL.md), with the shader's\n"
    "                          own RTS0 part ('embedded'), a serialized root signature FILE, or for a\n"
    "                          library export the global root signature its subobjects give it ('library')\n"
    "  --root-descriptors-as-descriptors  root CBV/SRV/UAV as descriptors instead of device addresses\n"
    "  --descriptor-sets       the sets of the resource heap, sampler heap, static samplers and root\n"
    "                          descriptors (default 0,1,2,3)\n"
    "  --heap-array-size       heap arrays of N descriptors instead of runtime arrays\n"
    "  --push-constant-bytes   push-constant budget of the root-parameter block (default 128)\n"
    "  --binding-layout        print the push-constant layout and the sets a pipeline layout needs (stderr)\n"
    "  --local-root-signature  ray-tracing exports: local root arguments read from the shader record,\n"
    "                          laid out from a serialized local root signature FILE, or from the one the\n"
    "                          library's own subobjects associate with each export ('library')\n"
    "  --shader-record-descriptor-size-log2 R,S  a shader record's table slot holds heap index << R\n"
    "                          (CBV/SRV/UAV tables) or << S (sampler tables), as D3D12 handles (default 0,0)\n"
    "\n"
    "       dxil-spirv --batch DIR_OR_FILE... --out-dir OUT [-j N] [--asm] [--glsl] [--validate]\n"
    "                  [--report FILE] [conversion options above]\n"
    "  --batch            convert every .dxil under the inputs (directories recursively) on N threads;\n"
    "                     IN/a/b.dxil -> OUT/a/b.spv (+ .spvasm with --asm, .glsl with --glsl);\n"
    "                     ray-tracing libraries: OUT/a/b.EXPORT.spv per export\n"
    "  --out-dir          where the outputs go (required)\n"
    "  -j N               worker threads (default: the hardware's)\n"
    "  --report FILE      failures, one line each: INPUT<TAB>KIND<TAB>MESSAGE (default OUT/failures.txt)\n";

int fail(const std::string& message) {
  std::cerr << "dxil-spirv: " << dxsv::printableMessage(message) << "\n";
  return 1;
}

bool readFile(const std::string& path, std::vector<uint8_t>& data) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return false;
  std::streamoff size = in.seekg(0, std::ios::end) ? std::streamoff(in.tellg()) : -1;
  if (size < 0) {  // a pipe: read to the end
    in.clear();
    data.assign(std::istreambuf_iterator<char>(in), {});
    return !in.bad();
  }
  data.resize(size_t(size));
  in.seekg(0);
  return size == 0 || static_cast<bool>(in.read(reinterpret_cast<char*>(data.data()), size));
}

bool writeFile(const std::string& path, const void* data, size_t size) {
  std::ofstream out(path, std::ios::binary);
  out.write(static_cast<const char*>(data), std::streamsize(size));
  return static_cast<bool>(out);
}

namespace {

struct StreamOutputEntry {
  std::string semantic;  // upper case
  uint32_t index = 0, buffer = 0, offset = 0, stride = 0;
};

std::string upper(std::string s) {
  for (char& c : s) c = char(std::toupper(static_cast<unsigned char>(c)));
  return s;
}

// "SV_Position=0:0:16,TEXCOORD1=0:16:32": semantic names compare case-insensitively (as D3D's
// SO declarations); trailing digits are the semantic index.
bool parseStreamOutput(const std::string& spec, dxsv::StreamOutputMapper& mapper, std::string& why) {
  std::vector<StreamOutputEntry> entries;
  size_t at = 0;
  while (at <= spec.size()) {
    size_t end = spec.find(',', at);
    std::string item = spec.substr(at, end == std::string::npos ? std::string::npos : end - at);
    size_t eq = item.find('=');
    StreamOutputEntry entry;
    unsigned buffer, offset, stride;
    char extra;
    if (eq == std::string::npos || eq == 0 ||
        std::sscanf(item.c_str() + eq + 1, "%u:%u:%u%c", &buffer, &offset, &stride, &extra) != 3) {
      why = "(not '" + item + "')";
      return false;
    }
    std::string name = item.substr(0, eq);
    size_t digits = name.find_last_not_of("0123456789") + 1;
    if (digits == 0) {
      why = "(a semantic name in '" + item + "')";
      return false;
    }
    entry.semantic = upper(name.substr(0, digits));
    entry.index = digits < name.size() ? uint32_t(std::strtoul(name.c_str() + digits, nullptr, 10)) : 0;
    entry.buffer = buffer;
    entry.offset = offset;
    entry.stride = stride;
    entries.push_back(entry);
    if (end == std::string::npos) break;
    at = end + 1;
  }
  mapper = [entries](const dxsv_stream_output_element& e, dxsv_stream_output_target& target) {
    std::string name = upper(e.semantic_name);
    for (const StreamOutputEntry& entry : entries)
      if (entry.semantic == name && entry.index == e.semantic_index) {
        target = {1, entry.buffer, entry.offset, entry.stride};
        break;
      }
    return DXSV_SUCCESS;
  };
  return true;
}

}  // namespace

Parsed parseConversionOption(int argc, char** argv, int& i, ConversionOptions& all, std::string& error) {
  dxsv::ConvertOptions& options = all.convert;
  std::string arg = argv[i];
  auto next = [&]() -> const char* { return i + 1 < argc ? argv[++i] : nullptr; };
  auto bad = [&](std::string message) {
    error = std::move(message);
    return Parsed::Error;
  };
  if (arg == "--validate") {
    options.validate = true;
  } else if (arg == "--loop-exits-at-header") {
    options.loopExitsAtHeader = true;
  } else if (arg == "--no-hash-check") {
    options.skipHashCheck = true;
  } else if (arg == "--discard-kill") {
    options.discardAsKill = true;
  } else if (arg == "--rov-as-uav") {
    options.rasterizerOrderedViewsAsUavs = true;
  } else if (arg == "--early-and-late-fragment-tests") {
    options.earlyAndLateFragmentTests = true;
  } else if (arg == "--quad-control") {
    options.quadControl = true;
  } else if (arg == "--khr-compute-derivatives") {
    options.khrComputeShaderDerivatives = true;
  } else if (arg == "--min-precision-32bit") {
    options.minPrecisionAs32Bit = true;
  } else if (arg == "--dual-source-blending") {
    options.dualSourceBlending = true;
  } else if (arg == "--rasterizer-sample-count") {
    const char* v = next();
    std::string text = v ? v : "";
    bool spec = text.rfind("spec:", 0) == 0;
    unsigned value;
    char extra;
    if (std::sscanf(text.c_str() + (spec ? 5 : 0), "%u%c", &value, &extra) != 1 || (!spec && value == 0) ||
        !std::isdigit(static_cast<unsigned char>(text[spec ? 5 : 0])))
      return bad("--rasterizer-sample-count needs a sample count N > 0 or spec:ID");
    options.rasterizerSampleCount = value;
    options.rasterizerSampleCountSpecConstant = spec;
  } else if (arg == "--stream-output") {
    const char* v = next();
    std::string why;
    if (!v || !parseStreamOutput(v, options.streamOutput, why))
      return bad("--stream-output needs SEMANTIC[INDEX]=BUFFER:OFFSET:STRIDE,... " + why);
  } else if (arg == "--per-primitive-from-row") {
    const char* v = next();
    if (!v || std::atoi(v) <= 0) return bad("--per-primitive-from-row needs a row number > 0");
    options.perPrimitiveInputRow = uint32_t(std::atoi(v));
  } else if (arg == "--root-signature") {
    const char* v = next();
    if (!v) return bad("--root-signature needs 'embedded', 'library' or a file name");
    options.bindingMode = DXSV_BINDING_ROOT_SIGNATURE;
    all.rootSignatureFromLibrary = std::string(v) == "library";
    all.rootSignaturePath = std::string(v) == "embedded" || all.rootSignatureFromLibrary ? "" : v;
  } else if (arg == "--local-root-signature") {
    const char* v = next();
    if (!v) return bad("--local-root-signature needs 'library' or a file name");
    all.localRootSignatureFromLibrary = std::string(v) == "library";
    all.localRootSignaturePath = all.localRootSignatureFromLibrary ? "" : v;
  } else if (arg == "--shader-record-descriptor-size-log2") {
    const char* v = next();
    unsigned shifts[2];
    char extra;
    if (!v || std::sscanf(v, "%u,%u%c", &shifts[0], &shifts[1], &extra) != 2 || shifts[0] > 31 || shifts[1] > 31)
      return bad("--shader-record-descriptor-size-log2 needs R,S (each 0..31)");
    options.shaderRecordResourceDescriptorSizeLog2 = shifts[0];
    options.shaderRecordSamplerDescriptorSizeLog2 = shifts[1];
  } else if (arg == "--root-descriptors-as-descriptors") {
    options.rootDescriptorsAsDescriptors = true;
  } else if (arg == "--descriptor-sets") {
    const char* v = next();
    unsigned sets[4];
    char extra;
    if (!v || std::sscanf(v, "%u,%u,%u,%u%c", &sets[0], &sets[1], &sets[2], &sets[3], &extra) != 4)
      return bad("--descriptor-sets needs four set numbers: HEAP,SAMPLER_HEAP,STATIC_SAMPLERS,ROOT");
    options.resourceHeapSet = sets[0];
    options.samplerHeapSet = sets[1];
    options.staticSamplerSet = sets[2];
    options.rootSet = sets[3];
  } else if (arg == "--heap-array-size" || arg == "--push-constant-bytes") {
    const char* v = next();
    unsigned value;
    char extra;
    if (!v || std::sscanf(v, "%u%c", &value, &extra) != 1) return bad(arg + " needs a number");
    (arg == "--heap-array-size" ? options.heapArraySize : options.pushConstantBytes) = value;
  } else if (arg == "--binding-shift") {
    const char* v = next();
    if (!v) return bad("--binding-shift needs a value such as t=0,s=100,b=200,u=300,c=400");
    dxsv::bindings::BindingShifts base{options.srvShift, options.samplerShift, options.cbvShift, options.uavShift,
                                       options.uavCounterShift};
    auto shifts = dxsv::bindings::parseBindingShifts(v, base);
    if (!shifts) return bad(shifts.error().message);
    options.srvShift = shifts->srv;
    options.samplerShift = shifts->sampler;
    options.cbvShift = shifts->cbv;
    options.uavShift = shifts->uav;
    options.uavCounterShift = shifts->uavCounter;
  } else if (arg == "--target-env") {
    const char* v = next();
    std::string env = v ? v : "";
    if (env == "vulkan1.1") options.targetEnv = DXSV_TARGET_VULKAN_1_1;
    else if (env == "vulkan1.2") options.targetEnv = DXSV_TARGET_VULKAN_1_2;
    else if (env == "vulkan1.3") options.targetEnv = DXSV_TARGET_VULKAN_1_3;
    else return bad("--target-env must be vulkan1.1, vulkan1.2 or vulkan1.3");
  } else {
    return Parsed::NotMine;
  }
  return Parsed::Taken;
}

bool loadInputs(ConversionOptions& options, std::string& error) {
  auto load = [&](const std::string& path, std::vector<uint8_t>& bytes) {
    if (path.empty()) return true;
    if (!readFile(path, bytes)) {
      error = "cannot open '" + path + "'";
      return false;
    }
    if (bytes.empty()) {
      error = "'" + path + "' is empty";
      return false;
    }
    return true;
  };
  return load(options.rootSignaturePath, options.convert.rootSignature) &&
         load(options.localRootSignaturePath, options.convert.localRootSignature);
}

bool applyLibraryRootSignatures(const ConversionOptions& options, const std::vector<dxsv::Subobject>& subobjects,
                                const std::string& entry, dxsv::ConvertOptions& convert, std::string& error) {
  if (options.localRootSignatureFromLibrary) {
    const dxsv::Subobject* local = dxsv::localRootSignatureFor(subobjects, entry, error);
    if (!error.empty()) return false;
    convert.localRootSignature = local ? local->rootSignature : std::vector<uint8_t>();
  }
  if (options.rootSignatureFromLibrary) {
    const dxsv::Subobject* global = dxsv::globalRootSignatureFor(subobjects, entry, error);
    if (!error.empty()) return false;
    if (!global) {
      error = "no global root signature of the library applies to '" + entry + "'";
      return false;
    }
    convert.rootSignature = global->rootSignature;
  }
  return true;
}

}  // namespace dxsv::cli
