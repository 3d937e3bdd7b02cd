// Conversion speed: one benchmark per reference blob (no validation, as in a layer's hot path).
#include <benchmark/benchmark.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <vector>

#include "dxil_spirv/dxil_spirv.hpp"

namespace fs = std::filesystem;

static std::vector<uint8_t> readFile(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), {}};
}

int main(int argc, char** argv) {
  std::vector<fs::path> blobs;
  // reference/unit holds deliberately unsupported stages for the error-path tests; of
  // reference/graphics, the vertex and pixel shaders (the other stages are not translated yet).
  for (const char* area : {"compute", "controlflow", "binding", "graphics"})
    for (auto& entry : fs::directory_iterator(fs::path(DXSV_REFERENCE_DIR) / area)) {
      std::string stem = entry.path().stem().string();
      bool stageTranslated = std::string(area) != "graphics" || stem.starts_with("vs_") || stem.starts_with("ps_");
      if (entry.path().extension() == ".dxil" && stageTranslated) blobs.push_back(entry.path());
    }
  std::sort(blobs.begin(), blobs.end());
  for (const auto& path : blobs) {
    auto name = path.parent_path().filename().string() + "/" + path.stem().string();
    auto data = std::make_shared<std::vector<uint8_t>>(readFile(path));
    benchmark::RegisterBenchmark(name.c_str(), [data](benchmark::State& state) {
      dxsv::ConvertOptions options;
      options.validate = false;
      for (auto _ : state) {
        auto result = dxsv::convert(*data, options);
        if (!result.ok()) {
          state.SkipWithError(result.error.c_str());
          break;
        }
        benchmark::DoNotOptimize(result.spirv.data());
      }
    })->Unit(benchmark::kMicrosecond);
  }
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
}
