// dxil-spirv: converts a DXIL container (as written by DXC or dumped from a game) to SPIR-V.
#include <cstdlib>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <iterator>
#include <string>
#include <vector>

#include "bindings/bindings.h"
#include "dxil_spirv/dxil_spirv.hpp"

namespace {

const char* kUsage =
    "usage: dxil-spirv INPUT.dxil [-o OUT.spv] [--asm] [--glsl] [--validate]\n"
    "                  [--binding-shift t=0,s=100,b=200,u=300,c=400] [--target-env vulkan1.1|vulkan1.2|vulkan1.3]\n"
    "                  [--dump-cfg before|after FILE.dot] [--loop-exits-at-header]\n"
    "                  [--no-hash-check] [--discard-kill] [--rov-as-uav] [--early-and-late-fragment-tests]\n"
    "                  [--quad-control] [--interface] [--list-entries] [--entry NAME]\n"
    "                  [--root-signature embedded|FILE] [--root-descriptors-as-descriptors]\n"
    "                  [--descriptor-sets HEAP,SAMPLER_HEAP,STATIC_SAMPLERS,ROOT] [--heap-array-size N]\n"
    "                  [--push-constant-bytes N] [--binding-layout] [--local-root-signature library|FILE]\n"
    "  -o FILE            write the SPIR-V binary to FILE\n"
    "  --asm              print the SPIR-V disassembly\n"
    "  --glsl             print GLSL (SPIRV-Cross) of the result\n"
    "  --validate         run spirv-val on the result and fail if it is invalid\n"
    "  --binding-shift    binding = shift + register, per register class (set = space);\n"
    "                     c = hidden UAV counters (one uint each)\n"
    "  --target-env       Vulkan version to target (default vulkan1.1, SPIR-V 1.3)\n"
    "  --dump-cfg         write GraphViz of the control-flow graph before or after structurization\n"
    "                     (may be given twice; 'before' is written even when conversion fails)\n"
    "  --loop-exits-at-header  leave loops only from their header (lavapipe / Mesa 22.3 workaround)\n"
    "  --no-hash-check         accept a container whose header digest does not match (hand-edited blobs)\n"
    "  --discard-kill          pixel shaders: discard ends the lane (OpKill) instead of demoting it\n"
    "  --rov-as-uav            rasterizer-ordered views as plain UAVs (no fragment shader interlock:\n"
    "                          overlapping pixels race)\n"
    "  --early-and-late-fragment-tests  pixel shaders that write UAVs and export depth/stencil:\n"
    "                          EarlyAndLateFragmentTestsAMD (the device may cull before shading)\n"
    "  --list-entries          print the entries (a library's exports) as NAME STAGE, one per line\n"
    "  --entry NAME            libraries: convert export NAME (with the functions it calls)\n"
    "  --quad-control          QuadAny/QuadAll, [WaveOpsIncludeHelperLanes]: SPV_KHR_quad_control\n"
    "  --per-primitive-from-row N  pixel shaders after a mesh shader: user inputs at register N and\n"
    "                          above are per-primitive (N = the mesh shader's vertex output rows)\n"
    "  --interface             print each signature element's location and component (stderr)\n"
    "  --root-signature        root-signature binding model (docs/BINDING_MODEL.md), with the shader's\n"
    "                          own RTS0 part ('embedded') or a serialized root signature FILE\n"
    "  --root-descriptors-as-descriptors  root CBV/SRV/UAV as descriptors instead of device addresses\n"
    "  --descriptor-sets       the sets of the resource heap, sampler heap, static samplers and root\n"
    "                          descriptors (default 0,1,2,3)\n"
    "  --heap-array-size       heap arrays of N descriptors instead of runtime arrays\n"
    "  --push-constant-bytes   push-constant budget of the root-parameter block (default 128)\n"
    "  --binding-layout        print the push-constant layout and the sets a pipeline layout needs (stderr)\n"
    "  --local-root-signature  ray-tracing exports: local root arguments read from the shader record,\n"
    "                          laid out from a serialized local root signature FILE, or from the one the\n"
    "                          library's own subobjects associate with --entry ('library')\n";

int fail(const std::string& message) {
  std::cerr << "dxil-spirv: " << message << "\n";
  return 1;
}

bool writeText(const std::string& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
  return static_cast<bool>(out);
}

}  // namespace

int main(int argc, char** argv) {
  std::string input, output, cfgBeforePath, cfgAfterPath, rootSignaturePath, localRootSignaturePath;
  bool listEntries = false;
  bool printAsm = false, printGlsl = false, printInterface = false, printBindingLayout = false;
  dxsv::ConvertOptions options;
  options.validate = false;
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    auto next = [&](const char* what) -> const char* {
      if (i + 1 >= argc) return nullptr;
      (void)what;
      return argv[++i];
    };
    if (arg == "-h" || arg == "--help") {
      std::cout << kUsage;
      return 0;
    } else if (arg == "-o") {
      const char* v = next("-o");
      if (!v) return fail("-o needs a file name\n" + std::string(kUsage));
      output = v;
    } else if (arg == "--asm") {
      printAsm = true;
    } else if (arg == "--glsl") {
      printGlsl = true;
    } else if (arg == "--validate") {
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
    } else if (arg == "--list-entries") {
      listEntries = true;
    } else if (arg == "--entry") {
      const char* v = next("--entry");
      if (!v) return fail("--entry needs an export name");
      options.entryPoint = v;
    } else if (arg == "--quad-control") {
      options.quadControl = true;
    } else if (arg == "--per-primitive-from-row") {
      const char* v = next("--per-primitive-from-row");
      if (!v || std::atoi(v) <= 0) return fail("--per-primitive-from-row needs a row number > 0");
      options.perPrimitiveInputRow = uint32_t(std::atoi(v));
    } else if (arg == "--interface") {
      printInterface = true;
    } else if (arg == "--root-signature") {
      const char* v = next("--root-signature");
      if (!v) return fail("--root-signature needs 'embedded' or a file name");
      options.bindingMode = DXSV_BINDING_ROOT_SIGNATURE;
      if (std::string(v) != "embedded") rootSignaturePath = v;
    } else if (arg == "--local-root-signature") {
      const char* v = next("--local-root-signature");
      if (!v) return fail("--local-root-signature needs 'library' or a file name");
      localRootSignaturePath = v;
    } else if (arg == "--root-descriptors-as-descriptors") {
      options.rootDescriptorsAsDescriptors = true;
    } else if (arg == "--binding-layout") {
      printBindingLayout = true;
    } else if (arg == "--descriptor-sets") {
      const char* v = next("--descriptor-sets");
      unsigned sets[4];
      char extra;
      if (!v || std::sscanf(v, "%u,%u,%u,%u%c", &sets[0], &sets[1], &sets[2], &sets[3], &extra) != 4)
        return fail("--descriptor-sets needs four set numbers: HEAP,SAMPLER_HEAP,STATIC_SAMPLERS,ROOT");
      options.resourceHeapSet = sets[0];
      options.samplerHeapSet = sets[1];
      options.staticSamplerSet = sets[2];
      options.rootSet = sets[3];
    } else if (arg == "--heap-array-size" || arg == "--push-constant-bytes") {
      const char* v = next(arg.c_str());
      unsigned value;
      char extra;
      if (!v || std::sscanf(v, "%u%c", &value, &extra) != 1) return fail(arg + " needs a number");
      (arg == "--heap-array-size" ? options.heapArraySize : options.pushConstantBytes) = value;
    } else if (arg == "--binding-shift") {
      const char* v = next("--binding-shift");
      if (!v) return fail("--binding-shift needs a value such as t=0,s=100,b=200,u=300,c=400");
      dxsv::bindings::BindingShifts base{options.srvShift, options.samplerShift, options.cbvShift, options.uavShift,
                                         options.uavCounterShift};
      auto shifts = dxsv::bindings::parseBindingShifts(v, base);
      if (!shifts) return fail(shifts.error().message);
      options.srvShift = shifts->srv;
      options.samplerShift = shifts->sampler;
      options.cbvShift = shifts->cbv;
      options.uavShift = shifts->uav;
      options.uavCounterShift = shifts->uavCounter;
    } else if (arg == "--target-env") {
      const char* v = next("--target-env");
      std::string env = v ? v : "";
      if (env == "vulkan1.1") options.targetEnv = DXSV_TARGET_VULKAN_1_1;
      else if (env == "vulkan1.2") options.targetEnv = DXSV_TARGET_VULKAN_1_2;
      else if (env == "vulkan1.3") options.targetEnv = DXSV_TARGET_VULKAN_1_3;
      else return fail("--target-env must be vulkan1.1, vulkan1.2 or vulkan1.3");
    } else if (arg == "--dump-cfg") {
      const char* when = next("--dump-cfg");
      const char* file = next("--dump-cfg");
      std::string w = when ? when : "";
      if (!file || (w != "before" && w != "after")) return fail("--dump-cfg needs 'before' or 'after' and a file name");
      (w == "before" ? cfgBeforePath : cfgAfterPath) = file;
      (w == "before" ? options.dumpCfgBefore : options.dumpCfgAfter) = true;
    } else if (!arg.empty() && arg[0] == '-') {
      return fail("unknown option '" + arg + "'\n" + kUsage);
    } else if (input.empty()) {
      input = arg;
    } else {
      return fail("more than one input file given\n" + std::string(kUsage));
    }
  }
  if (input.empty()) return fail(std::string("no input file\n") + kUsage);

  std::ifstream in(input, std::ios::binary);
  if (!in) return fail("cannot open '" + input + "'");
  std::vector<uint8_t> data{std::istreambuf_iterator<char>(in), {}};

  if (!rootSignaturePath.empty()) {
    std::ifstream rs(rootSignaturePath, std::ios::binary);
    if (!rs) return fail("cannot open '" + rootSignaturePath + "'");
    options.rootSignature.assign(std::istreambuf_iterator<char>(rs), {});
    if (options.rootSignature.empty()) return fail("'" + rootSignaturePath + "' is empty");
  }

  if (localRootSignaturePath == "library") {
    if (options.entryPoint.empty()) return fail("--local-root-signature library needs --entry NAME");
    dxsv::SubobjectsResult subobjects = dxsv::readSubobjects(data);
    if (!subobjects.ok()) return fail(input + ": " + subobjects.error);
    std::string error;
    const dxsv::Subobject* local = dxsv::localRootSignatureFor(subobjects.subobjects, options.entryPoint, error);
    if (!local) {
      if (!error.empty()) return fail(input + ": " + error);
      return fail(input + ": no local root signature of the library is associated with '" + options.entryPoint + "'");
    }
    options.localRootSignature = local->rootSignature;
  } else if (!localRootSignaturePath.empty()) {
    std::ifstream rs(localRootSignaturePath, std::ios::binary);
    if (!rs) return fail("cannot open '" + localRootSignaturePath + "'");
    options.localRootSignature.assign(std::istreambuf_iterator<char>(rs), {});
    if (options.localRootSignature.empty()) return fail("'" + localRootSignaturePath + "' is empty");
  }

  if (listEntries) {
    std::vector<dxsv::EntryInfo> entries;
    std::string error;
    if (dxsv::listEntries(data, entries, error) != DXSV_SUCCESS) return fail(input + ": " + error);
    for (const dxsv::EntryInfo& e : entries) std::cout << e.name << " " << e.stage << "\n";
    return 0;
  }

  dxsv::ConvertResult result = dxsv::convert(data, options);
  if (!cfgBeforePath.empty() && !result.cfgDotBefore.empty() && !writeText(cfgBeforePath, result.cfgDotBefore))
    return fail("cannot write '" + cfgBeforePath + "'");
  if (!cfgAfterPath.empty() && !result.cfgDotAfter.empty() && !writeText(cfgAfterPath, result.cfgDotAfter))
    return fail("cannot write '" + cfgAfterPath + "'");
  if (!result.ok()) return fail(input + ": " + result.error);
  if (result.waveSizeMin) {
    // SPIR-V cannot say it: the pipeline must request the size (see dxsv_result_wave_size).
    std::string sizes = result.waveSizeMin == result.waveSizeMax
                            ? std::to_string(result.waveSizeMin)
                            : std::to_string(result.waveSizeMin) + ".." + std::to_string(result.waveSizeMax);
    if (result.waveSizePreferred && result.waveSizeMin != result.waveSizeMax)
      sizes += " (preferred " + std::to_string(result.waveSizePreferred) + ")";
    std::cerr << "dxil-spirv: note: [WaveSize] requires subgroup size " << sizes
              << " (VkPipelineShaderStageRequiredSubgroupSizeCreateInfo)\n";
  }

  if (printInterface) {
    for (const auto* list : {&result.inputs, &result.outputs}) {
      for (const dxsv::InterfaceElement& e : *list) {
        std::cerr << (list == &result.inputs ? "input  " : "output ") << e.semanticName << e.semanticIndex << " ("
                  << e.rows << "x" << e.cols << "): ";
        if (e.location < 0) std::cerr << "built-in (system value " << e.systemValue << ")\n";
        else std::cerr << "location " << e.location << ", component " << e.component << "\n";
      }
    }
  }

  if (printBindingLayout) {
    const dxsv::BindingLayout& b = result.binding;
    if (b.rootSignature) {
      std::cerr << "root parameters: " << b.rootBlockBytes << " bytes in "
                << (b.rootBlockInPushConstants ? "push constants" : "a uniform buffer at set " + std::to_string(b.rootSet) + ", binding 0")
                << (b.usesRootBlock ? "" : " (unused)") << "\n";
      static const char* types[] = {"table", "constants", "CBV", "SRV", "UAV"};
      for (size_t i = 0; i < b.parameters.size(); ++i) {
        const dxsv::RootParameterInfo& p = b.parameters[i];
        std::cerr << "  parameter " << i << " (" << (p.type < 5 ? types[p.type] : "?") << "): ";
        if (p.offsetBytes == UINT32_MAX) std::cerr << "set " << p.set << ", binding " << p.binding;
        else std::cerr << "offset " << p.offsetBytes << ", " << p.sizeBytes << " bytes";
        std::cerr << (p.used ? "" : " (unused)") << "\n";
      }
    }
    if (b.usesResourceHeap) std::cerr << "resource heap: set " << b.resourceHeapSet << "\n";
    if (b.usesSamplerHeap) std::cerr << "sampler heap: set " << b.samplerHeapSet << "\n";
    if (b.usesStaticSamplers) std::cerr << "static samplers: set " << b.staticSamplerSet << "\n";
  }

  if (!output.empty()) {
    std::ofstream out(output, std::ios::binary);
    out.write(reinterpret_cast<const char*>(result.spirv.data()), std::streamsize(result.spirv.size() * 4));
    if (!out) return fail("cannot write '" + output + "'");
  }
  std::string text, error;
  if (printAsm) {
    if (!dxsv::disassembleSpirv(result.spirv, text, error)) return fail("disassembly failed: " + error);
    std::cout << text;
  }
  if (printGlsl) {
    if (!dxsv::spirvToGlsl(result.spirv, text, error)) return fail("GLSL conversion failed: " + error);
    std::cout << text;
  }
  if (output.empty() && !printAsm && !printGlsl && cfgBeforePath.empty() && cfgAfterPath.empty()) std::cerr << "dxil-spirv: converted " << input << " (no output requested; use -o, --asm or --glsl)\n";
  return 0;
}
