// The bitstream guard (frontend::checkBitcode) alone, next to LLVM's parse of the same
// bitcode, over the blobs of reference/{compute,controlflow,binding,graphics,raytracing}:
// guard/AREA/NAME and parse/AREA/NAME. Their ratio, taken in the same run, is the guard's
// cost in units of the parse floor (docs/PERFORMANCE.md).
#include <benchmark/benchmark.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <memory>
#include <string>
#include <vector>

#include "container/container.h"
#include "frontend/bitcode_guard.h"
#include "frontend/frontend.h"

namespace fs = std::filesystem;

int main(int argc, char** argv) {
  for (const char* area : {"compute", "controlflow", "binding", "graphics", "raytracing"}) {
    std::vector<fs::path> blobs;
    for (auto& entry : fs::directory_iterator(fs::path(DXSV_REFERENCE_DIR) / area))
      if (entry.path().extension() == ".dxil") blobs.push_back(entry.path());
    std::sort(blobs.begin(), blobs.end());
    for (const fs::path& path : blobs) {
      std::ifstream in(path, std::ios::binary);
      auto blob = std::make_shared<const std::vector<uint8_t>>(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
      auto container = dxsv::container::parse(*blob);
      if (!container) continue;
      auto program = dxsv::container::findProgram(*container);
      if (!program || !dxsv::frontend::checkBitcode(program->bitcode)) continue;  // error-path blobs
      const std::span<const uint8_t> bitcode = program->bitcode;  // points into *blob
      const std::string name = std::string(area) + "/" + path.stem().string();
      benchmark::RegisterBenchmark(("guard/" + name).c_str(), [blob, bitcode](benchmark::State& state) {
        for (auto _ : state) benchmark::DoNotOptimize(bool(dxsv::frontend::checkBitcode(bitcode)));
      })->Unit(benchmark::kMicrosecond);
      benchmark::RegisterBenchmark(("parse/" + name).c_str(), [blob, bitcode](benchmark::State& state) {
        for (auto _ : state) {
          llvm::LLVMContext context;
          auto module = dxsv::frontend::parseLlvmBitcode(bitcode, context);
          benchmark::DoNotOptimize(module ? module->get() : nullptr);
        }
      })->Unit(benchmark::kMicrosecond);
    }
  }
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
}
