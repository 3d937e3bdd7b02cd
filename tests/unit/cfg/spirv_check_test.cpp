// The oracle itself must reject unstructured control flow, or the other tests prove nothing.
#include <gtest/gtest.h>

#include "builder.h"
#include "spirv_check.h"

namespace dxsv::cfg::test {
namespace {

TEST(SpirvCheck, AcceptsAnnotatedDiamond) {
  Builder b;
  auto bb = b.diamond();
  ir::Block& h = b.module().functions[0].blocks[0];
  h.merge = ir::MergeKind::Selection;
  h.mergeBlock = bb[3];
  EXPECT_EQ(validateSkeleton(b.module().functions[0]), "");
}

TEST(SpirvCheck, RejectsMissingMerge) {
  Builder b;
  auto bb = b.diamond();
  EXPECT_NE(validateSkeleton(b.module().functions[0]), "");
}

TEST(SpirvCheck, RejectsSharedMerge) {
  Builder b;
  auto bb = b.blocks(5);
  b.cbr(bb[0], bb[1], bb[4]);
  b.cbr(bb[1], bb[2], bb[3]);
  b.br(bb[2], bb[4]);
  b.br(bb[3], bb[4]);
  b.ret(bb[4]);
  auto& blocks = b.module().functions[0].blocks;
  blocks[0].merge = blocks[1].merge = ir::MergeKind::Selection;
  blocks[0].mergeBlock = blocks[1].mergeBlock = bb[4];
  EXPECT_NE(validateSkeleton(b.module().functions[0]), "");
}

}  // namespace
}  // namespace dxsv::cfg::test
