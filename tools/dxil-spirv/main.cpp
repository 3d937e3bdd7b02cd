// dxil-spirv: converts a DXIL container (as written by DXC or dumped from a game) to SPIR-V.
// One file here; --batch (batch.cpp) converts many.
#include <cstring>
#include <iostream>
#include <string>
#include <vector>

#include "batch.h"
#include "common/escape.h"
#include "dxil_spirv/dxil_spirv.hpp"
#include "options.h"

using dxsv::cli::fail;
using dxsv::cli::kUsage;

int main(int argc, char** argv) {
  for (int i = 1; i < argc; ++i)
    if (std::strcmp(argv[i], "--batch") == 0) return dxsv::cli::runBatch(argc, argv);

  std::string input, output, cfgBeforePath, cfgAfterPath;
  bool listEntries = false;
  bool printAsm = false, printGlsl = false, printInterface = false, printBindingLayout = false;
  dxsv::cli::ConversionOptions shared;
  dxsv::ConvertOptions& options = shared.convert;
  options.validate = false;
  for (int i = 1; i < argc; ++i) {
    std::string error;
    switch (dxsv::cli::parseConversionOption(argc, argv, i, shared, error)) {
      case dxsv::cli::Parsed::Taken: continue;
      case dxsv::cli::Parsed::Error: return fail(error);
      case dxsv::cli::Parsed::NotMine: break;
    }
    std::string arg = argv[i];
    auto next = [&]() -> const char* { return i + 1 < argc ? argv[++i] : nullptr; };
    if (arg == "-h" || arg == "--help") {
      std::cout << kUsage;
      return 0;
    } else if (arg == "-o") {
      const char* v = next();
      if (!v) return fail("-o needs a file name\n" + std::string(kUsage));
      output = v;
    } else if (arg == "--asm") {
      printAsm = true;
    } else if (arg == "--glsl") {
      printGlsl = true;
    } else if (arg == "--list-entries") {
      listEntries = true;
    } else if (arg == "--entry") {
      const char* v = next();
      if (!v) return fail("--entry needs an export name");
      options.entryPoint = v;
    } else if (arg == "--interface") {
      printInterface = true;
    } else if (arg == "--binding-layout") {
      printBindingLayout = true;
    } else if (arg == "--dump-cfg") {
      const char* when = next();
      const char* file = next();
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

  std::vector<uint8_t> data;
  if (!dxsv::cli::readFile(input, data)) return fail("cannot open '" + input + "'");
  if (std::string error; !dxsv::cli::loadInputs(shared, error)) return fail(error);

  if (listEntries) {
    std::vector<dxsv::EntryInfo> entries;
    std::string error;
    if (dxsv::listEntries(data, entries, error) != DXSV_SUCCESS) return fail(input + ": " + error);
    for (const dxsv::EntryInfo& e : entries) std::cout << dxsv::escapeText(e.name) << " " << e.stage << "\n";
    return 0;
  }

  if (shared.usesLibraryRootSignatures()) {
    if (options.entryPoint.empty()) return fail("--local-root-signature library and --root-signature library need --entry NAME");
    dxsv::SubobjectsResult subobjects = dxsv::readSubobjects(data);
    if (!subobjects.ok()) return fail(input + ": subobjects: " + subobjects.error);
    std::string error;
    if (!dxsv::cli::applyLibraryRootSignatures(shared, subobjects.subobjects, options.entryPoint, options, error))
      return fail(input + ": " + error);
    if (shared.localRootSignatureFromLibrary && options.localRootSignature.empty())
      std::cerr << "dxil-spirv: note: no local root signature of the library is associated with '" << dxsv::escapeText(options.entryPoint)
                << "'\n";
  }

  dxsv::ConvertResult result = dxsv::convert(data, options);
  if (!cfgBeforePath.empty() && !result.cfgDotBefore.empty() && !dxsv::cli::writeFile(cfgBeforePath, result.cfgDotBefore.data(), result.cfgDotBefore.size()))
    return fail("cannot write '" + cfgBeforePath + "'");
  if (!cfgAfterPath.empty() && !result.cfgDotAfter.empty() && !dxsv::cli::writeFile(cfgAfterPath, result.cfgDotAfter.data(), result.cfgDotAfter.size()))
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
        std::cerr << (list == &result.inputs ? "input  " : "output ") << dxsv::escapeText(e.semanticName) << e.semanticIndex << " ("
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

  if (!output.empty() && !dxsv::cli::writeFile(output, result.spirv.data(), result.spirv.size() * 4))
    return fail("cannot write '" + output + "'");
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
