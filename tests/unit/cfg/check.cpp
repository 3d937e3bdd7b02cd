#include "check.h"

#include <gtest/gtest.h>

#include "cfg/passes.h"
#include "cfg/structurize.h"
#include "convergence.h"
#include "interpreter.h"
#include "ir/verifier.h"
#include "spirv_check.h"

namespace dxsv::cfg::test {

ir::Module structurizeAndCheck(Builder& b, const std::vector<std::vector<uint64_t>>& inputs,
                               const StructurizeOptions& options) {
  ir::Module out = b.module();
  Status s = structurize(out, options);
  EXPECT_TRUE(s.ok()) << (s.ok() ? "" : s.error().message) << "\n" << ir::print(b.module());
  if (!s.ok()) return out;
  Status v = ir::verify(out);
  EXPECT_TRUE(v.ok()) << (v.ok() ? "" : v.error().message) << "\n" << ir::print(out);
  std::string val = validateSkeleton(out.functions[0]);
  EXPECT_EQ(val, "") << ir::print(out);
  ir::Module normalized = b.module();
  if (normalize(normalized).ok() && normalized.functions[0].blocks.size() == b.module().functions[0].blocks.size()) {
    std::string conv = checkConvergence(normalized, out);
    EXPECT_EQ(conv, "") << ir::print(b.module()) << "after:\n" << ir::print(out);
  }
  for (const auto& in : inputs) {
    RunResult before = run(b.module(), {}, in, b.condVar, b.selVar);
    RunResult after = run(out, {}, in, b.condVar, b.selVar);
    EXPECT_EQ(before.error, "");
    EXPECT_EQ(after.error, "") << ir::print(out);
    EXPECT_EQ(before.trace, after.trace) << ir::print(out);
  }
  return out;
}

std::vector<std::vector<uint64_t>> allBoolInputs(size_t length) {
  std::vector<std::vector<uint64_t>> all;
  for (uint64_t bits = 0; bits < (uint64_t{1} << length); ++bits) {
    std::vector<uint64_t> in;
    for (size_t i = 0; i < length; ++i) in.push_back((bits >> i) & 1);
    all.push_back(in);
  }
  return all;
}

}  // namespace dxsv::cfg::test
