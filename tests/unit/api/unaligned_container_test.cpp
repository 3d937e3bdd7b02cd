// A container whose parts sit at offsets that are not multiples of 4 (D3D12 runs such blobs;
// vkd3d-proton's tests carry some) converts to the same SPIR-V as the aligned original.
#include <gtest/gtest.h>

#include "dxil_spirv/dxil_spirv.hpp"
#include "tests/common/container_builder.h"

namespace {

using dxsv::testing::Bytes;
using dxsv::testing::getU32;
using dxsv::testing::readReference;
using dxsv::testing::setU32;

// Moves every part `shift` bytes later (1..3), so that none is 4-byte aligned.
Bytes misalignParts(Bytes blob, uint32_t shift) {
  const uint32_t partCount = getU32(blob, 28);
  const uint32_t firstPart = getU32(blob, 32);
  blob.insert(blob.begin() + firstPart, shift, 0);
  for (uint32_t i = 0; i < partCount; ++i) setU32(blob, 32 + 4 * i, getU32(blob, 32 + 4 * i) + shift);
  setU32(blob, 24, uint32_t(blob.size()));
  return blob;
}

TEST(UnalignedContainer, ConvertsLikeTheAlignedBlob) {
  for (const char* name : {"compute/bab_load_store.dxil", "graphics/ps_shadow_pcf.dxil"}) {
    SCOPED_TRACE(name);
    Bytes aligned = readReference(name);
    dxsv::ConvertOptions options;
    options.skipHashCheck = true;  // moving the parts changes the digest
    dxsv::ConvertResult expected = dxsv::convert(aligned, options);
    ASSERT_TRUE(expected.ok()) << expected.error;
    for (uint32_t shift = 1; shift <= 3; ++shift) {
      Bytes blob = misalignParts(aligned, shift);
      ASSERT_NE(getU32(blob, 32) % 4, 0u);
      dxsv::ConvertResult result = dxsv::convert(blob, options);
      ASSERT_TRUE(result.ok()) << result.error;
      EXPECT_EQ(result.spirv, expected.spirv) << "shift " << shift;
    }
  }
}

}  // namespace
