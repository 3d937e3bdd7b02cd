// The timed loop shared by the conversion benches: convert, keep the result alive, stop the
// benchmark with the error on a failure.
#pragma once

#include <benchmark/benchmark.h>

#include <cstdint>
#include <vector>

#include "dxil_spirv/dxil_spirv.hpp"

inline void convertLoop(benchmark::State& state, const std::vector<uint8_t>& blob, const dxsv::ConvertOptions& options) {
  for (auto _ : state) {
    auto result = dxsv::convert(blob, options);
    if (!result.ok()) {
      state.SkipWithError(result.error.c_str());
      break;
    }
    benchmark::DoNotOptimize(result.spirv.data());
  }
}
