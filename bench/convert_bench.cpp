// Conversion speed over every reference blob of every stage (no validation, as in a layer's
// hot path), next to the parse-only floor of each blob: the container parse plus LLVM's full
// parse of its DXIL part, done as the library does it (frontend::parseLlvmBitcode, a fresh
// LLVMContext each time). tools/bench.sh turns the two into ratios.
//
// Names: parse/AREA/NAME, and convert/AREA/NAME, or convert/AREA/NAME.EXPORT for each export
// of a ray-tracing library (its ratio is taken against the library's parse); listed/... is the
// same conversion the way the compatibility library runs it (list the entries, then convert
// from the list's parse). Blobs listed in
// an area's unsupported.txt (expected to fail) are left out; reference/unit holds the
// error-path blobs and is not benched.
#include <benchmark/benchmark.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "container/container.h"
#include "convert_loop.h"
#include "dxil_spirv/dxil_spirv.hpp"
#include "frontend/frontend.h"

namespace fs = std::filesystem;

namespace {

std::vector<uint8_t> readFile(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), {}};
}

// NAMEs (or NAME.EXPORTs) listed in DIR/unsupported.txt.
std::set<std::string> unsupportedIn(const fs::path& dir) {
  std::set<std::string> names;
  std::ifstream in(dir / "unsupported.txt");
  for (std::string line; std::getline(in, line);)
    if (!line.empty() && line[0] != '#') names.insert(line.substr(0, line.find(':')));
  return names;
}

using Blob = std::shared_ptr<const std::vector<uint8_t>>;

void registerParse(const std::string& name, Blob data) {
  benchmark::RegisterBenchmark(("parse/" + name).c_str(), [data](benchmark::State& state) {
    for (auto _ : state) {
      auto container = dxsv::container::parse(*data);
      if (!container) {
        state.SkipWithError(container.error().message.c_str());
        break;
      }
      auto program = dxsv::container::findProgram(*container);
      if (!program) {
        state.SkipWithError(program.error().message.c_str());
        break;
      }
      llvm::LLVMContext context;
      auto module = dxsv::frontend::parseLlvmBitcode(program->bitcode, context);
      if (!module) {
        state.SkipWithError(module.error().message.c_str());
        break;
      }
      benchmark::DoNotOptimize(module->get());
    }
  })->Unit(benchmark::kMicrosecond);
}

void registerConvert(const std::string& name, Blob data, const std::string& entry) {
  benchmark::RegisterBenchmark(("convert/" + name).c_str(), [data, entry](benchmark::State& state) {
    dxsv::ConvertOptions options;
    options.validate = false;
    options.entryPoint = entry;
    convertLoop(state, *data, options);
  })->Unit(benchmark::kMicrosecond);
}

// The layer's path (vkd3d-proton through the compatibility library): list the entries, which
// keeps the parse, then convert the entry from it; both timed, once per iteration.
void registerListed(const std::string& name, Blob data, const std::string& entry) {
  benchmark::RegisterBenchmark(("listed/" + name).c_str(), [data, entry](benchmark::State& state) {
    dxsv::ConvertOptions options;
    options.validate = false;
    options.entryPoint = entry;
    std::vector<dxsv::EntryInfo> entries;
    std::string error;
    for (auto _ : state) {
      dxsv::ParsedDxilPtr parsed;
      if (dxsv::listEntries(*data, entries, error, parsed) != DXSV_SUCCESS) {
        state.SkipWithError(error.c_str());
        break;
      }
      auto result = dxsv::convert(*parsed, options);
      if (!result.ok()) {
        state.SkipWithError(result.error.c_str());
        break;
      }
      benchmark::DoNotOptimize(result.spirv.data());
    }
  })->Unit(benchmark::kMicrosecond);
}

}  // namespace

int main(int argc, char** argv) {
  for (const char* area : {"compute", "controlflow", "binding", "handwritten", "graphics", "raytracing"}) {
    fs::path dir = fs::path(DXSV_REFERENCE_DIR) / area;
    std::set<std::string> unsupported = unsupportedIn(dir);
    std::vector<fs::path> blobs;
    for (auto& entry : fs::directory_iterator(dir))
      if (entry.path().extension() == ".dxil") blobs.push_back(entry.path());
    std::sort(blobs.begin(), blobs.end());
    for (const fs::path& path : blobs) {
      std::string stem = path.stem().string();
      if (unsupported.count(stem)) continue;
      std::string name = std::string(area) + "/" + stem;
      Blob data = std::make_shared<const std::vector<uint8_t>>(readFile(path));
      // Each blob's parse runs right before its conversions, so that their ratio is taken
      // under the same load (the machine is shared).
      registerParse(name, data);
      std::vector<dxsv::EntryInfo> entries;
      std::string error;
      bool library = dxsv::container::isLibrary(*data) && dxsv::listEntries(*data, entries, error) == DXSV_SUCCESS &&
                     !entries.empty();
      if (!library) {
        registerConvert(name, data, {});
        registerListed(name, data, {});
        continue;
      }
      for (const dxsv::EntryInfo& e : entries) {
        if (unsupported.count(stem + "." + e.name)) continue;
        registerConvert(name + "." + e.name, data, e.name);
        registerListed(name + "." + e.name, data, e.name);
      }
    }
  }
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
}
