// The DXBC header digest: DXC-signed blobs verify, any changed byte is caught, all-zero
// digests (unsigned containers) are not checked.
#include "container/digest.h"

#include <gtest/gtest.h>

#include <cstring>
#include <set>

#include "tests/common/container_builder.h"

namespace dxsv::container {
namespace {

using dxsv::testing::Bytes;
using dxsv::testing::readReference;

std::span<const uint8_t> span(const Bytes& b) { return {b.data(), b.size()}; }

// Every DXC-signed reference blob verifies; together they cover both final-block layouts.
TEST(Digest, SignedReferenceBlobsVerify) {
  std::set<size_t> tailLengths;
  size_t signedBlobs = 0;
  for (const std::string& name : dxsv::testing::referenceBlobNames()) {
    Bytes blob = readReference(name);
    ASSERT_GE(blob.size(), 32u) << name;
    Digest stored;
    std::memcpy(stored.data(), blob.data() + 4, 16);
    if (stored == Digest{}) continue;  // hand-written cases are unsigned
    ++signedBlobs;
    EXPECT_EQ(digestHex(dxbcDigest(span(blob).subspan(20))), digestHex(stored)) << name;
    EXPECT_TRUE(checkDigest(span(blob)).ok()) << name;
    tailLengths.insert((blob.size() - 20) % 64);
  }
  EXPECT_GT(signedBlobs, 100u);
  EXPECT_TRUE(std::any_of(tailLengths.begin(), tailLengths.end(), [](size_t t) { return t >= 56; }));
  EXPECT_TRUE(std::any_of(tailLengths.begin(), tailLengths.end(), [](size_t t) { return t < 56; }));
}

TEST(Digest, ChangedByteIsReported) {
  Bytes blob = readReference("unit/int_add_sub_mul.dxil");
  for (size_t at : {size_t(20), size_t(28), blob.size() / 2, blob.size() - 1}) {  // version, part count, data
    Bytes changed = blob;
    changed[at] ^= 0x10;
    auto status = checkDigest(span(changed));
    ASSERT_FALSE(status.ok()) << "byte " << at;
    EXPECT_NE(status.error().message.find("does not match"), std::string::npos) << status.error().message;
  }
  Bytes digestChanged = blob;
  digestChanged[4] ^= 1;
  EXPECT_FALSE(checkDigest(span(digestChanged)).ok());
}

TEST(Digest, ZeroDigestIsNotChecked) {
  Bytes blob = readReference("unit/int_add_sub_mul.dxil");
  std::memset(blob.data() + 4, 0, 16);
  blob[blob.size() / 2] ^= 0x10;
  EXPECT_TRUE(checkDigest(span(blob)).ok());
}

// Bytes past the declared total size are not hashed (callers may pass padded buffers).
TEST(Digest, TrailingBytesAreIgnored) {
  Bytes blob = readReference("unit/int_add_sub_mul.dxil");
  blob.insert(blob.end(), {1, 2, 3, 4});
  EXPECT_TRUE(checkDigest(span(blob)).ok());
}

}  // namespace
}  // namespace dxsv::container
