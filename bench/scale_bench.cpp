// Structurizer scaling: the full conversion (container, LLVM parse, lowering, every cfg pass,
// emission) of synthetic compute shaders whose CFGs are nested loops and switches
// (tests/common/synthetic_cfg.h), from 100 to 10,000 blocks. tools/bench.sh prints the time per
// size and per block; near-linear growth keeps the per-block figure flat.
#include <benchmark/benchmark.h>

#include <memory>
#include <string>
#include <vector>

#include "common/dxil_assembler.h"
#include "common/synthetic_cfg.h"
#include "convert_loop.h"
#include "dxil_spirv/dxil_spirv.hpp"

int main(int argc, char** argv) {
  for (int blocks : {100, 300, 1000, 3000, 10000}) {
    std::string error;
    auto data = std::make_shared<const std::vector<uint8_t>>(
        dxsv::testing::assembleDxil(dxsv::testing::syntheticCfgLl(blocks), error));
    benchmark::RegisterBenchmark(("scale/" + std::to_string(blocks)).c_str(), [data, error](benchmark::State& state) {
      if (data->empty()) {
        state.SkipWithError(("the synthetic shader does not assemble: " + error).c_str());
        return;
      }
      dxsv::ConvertOptions options;
      options.validate = false;
      convertLoop(state, *data, options);
    })->Unit(benchmark::kMillisecond);
  }
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
}
