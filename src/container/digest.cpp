// The DXBC digest: the 16 bytes after "DXBC" that D3D12 checks before accepting a shader.
//
// It is MD5's compression function (RFC 1321) run over the container from byte 20 (the
// version field) to the declared total size, with a final block laid out differently from
// MD5's own padding: the bit count N comes first, and (N >> 2) | 1 sits in the last word.
//   - tail of L < 56 bytes:  [N u32][tail][0x80][zeros][(N >> 2) | 1 u32]    (one block)
//   - tail of L >= 56 bytes: [tail][0x80][zeros], then [N u32][zeros][(N >> 2) | 1 u32]
// The digest is the four state words, little-endian.
#include "container/digest.h"

#include <array>
#include <cstring>

#include "container/container.h"
#include "container/read.h"

namespace dxsv::container {

namespace {

// RFC 1321, 3.4: T[i] = floor(2^32 * |sin(i + 1)|).
constexpr uint32_t kSine[64] = {
    0xd76aa478, 0xe8c7b756, 0x242070db, 0xc1bdceee, 0xf57c0faf, 0x4787c62a, 0xa8304613, 0xfd469501,
    0x698098d8, 0x8b44f7af, 0xffff5bb1, 0x895cd7be, 0x6b901122, 0xfd987193, 0xa679438e, 0x49b40821,
    0xf61e2562, 0xc040b340, 0x265e5a51, 0xe9b6c7aa, 0xd62f105d, 0x02441453, 0xd8a1e681, 0xe7d3fbc8,
    0x21e1cde6, 0xc33707d6, 0xf4d50d87, 0x455a14ed, 0xa9e3e905, 0xfcefa3f8, 0x676f02d9, 0x8d2a4c8a,
    0xfffa3942, 0x8771f681, 0x6d9d6122, 0xfde5380c, 0xa4beea44, 0x4bdecfa9, 0xf6bb4b60, 0xbebfbc70,
    0x289b7ec6, 0xeaa127fa, 0xd4ef3085, 0x04881d05, 0xd9d4d039, 0xe6db99e5, 0x1fa27cf8, 0xc4ac5665,
    0xf4292244, 0x432aff97, 0xab9423a7, 0xfc93a039, 0x655b59c3, 0x8f0ccc92, 0xffeff47d, 0x85845dd1,
    0x6fa87e4f, 0xfe2ce6e0, 0xa3014314, 0x4e0811a1, 0xf7537e82, 0xbd3af235, 0x2ad7d2bb, 0xeb86d391,
};
// Per-round rotation amounts (RFC 1321, 3.4), four per round.
constexpr uint8_t kShift[4][4] = {{7, 12, 17, 22}, {5, 9, 14, 20}, {4, 11, 16, 23}, {6, 10, 15, 21}};

uint32_t rotl(uint32_t x, uint32_t n) { return (x << n) | (x >> (32 - n)); }

// One loop per round, so that each round's function, message index and rotation are
// constants once unrolled (a switch per step kept the digest at ~5 % of a conversion).
void compress(std::array<uint32_t, 4>& state, const uint8_t* block) {
  uint32_t m[16];
  for (int i = 0; i < 16; ++i)
    m[i] = uint32_t(block[4 * i]) | uint32_t(block[4 * i + 1]) << 8 | uint32_t(block[4 * i + 2]) << 16 |
           uint32_t(block[4 * i + 3]) << 24;
  uint32_t a = state[0], b = state[1], c = state[2], d = state[3];
  auto step = [&](uint32_t f, int i, int k, int shift) {
    const uint32_t rotated = rotl(a + f + kSine[i] + m[k], shift);
    a = d, d = c, c = b, b = b + rotated;
  };
#pragma GCC unroll 16
  for (int i = 0; i < 16; ++i) step((b & c) | (~b & d), i, i, kShift[0][i % 4]);
#pragma GCC unroll 16
  for (int i = 16; i < 32; ++i) step((d & b) | (~d & c), i, (5 * i + 1) % 16, kShift[1][i % 4]);
#pragma GCC unroll 16
  for (int i = 32; i < 48; ++i) step(b ^ c ^ d, i, (3 * i + 5) % 16, kShift[2][i % 4]);
#pragma GCC unroll 16
  for (int i = 48; i < 64; ++i) step(c ^ (b | ~d), i, (7 * i) % 16, kShift[3][i % 4]);
  state[0] += a, state[1] += b, state[2] += c, state[3] += d;
}

void putU32(uint8_t* out, uint32_t value) {
  for (int i = 0; i < 4; ++i) out[i] = uint8_t(value >> (8 * i));
}

}  // namespace

Digest dxbcDigest(std::span<const uint8_t> hashed) {
  std::array<uint32_t, 4> state = {0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476};
  const size_t full = hashed.size() & ~size_t(63);
  for (size_t offset = 0; offset < full; offset += 64) compress(state, hashed.data() + offset);

  const size_t tail = hashed.size() - full;
  const uint32_t bits = uint32_t(hashed.size() * 8);  // the container's size field is 32-bit
  uint8_t block[64] = {};
  if (tail < 56) {
    putU32(block, bits);
    std::memcpy(block + 4, hashed.data() + full, tail);
    block[4 + tail] = 0x80;
  } else {
    std::memcpy(block, hashed.data() + full, tail);
    block[tail] = 0x80;
    compress(state, block);
    std::memset(block, 0, sizeof block);
    putU32(block, bits);
  }
  putU32(block + 60, (bits >> 2) | 1);
  compress(state, block);

  Digest digest;
  for (int i = 0; i < 4; ++i) putU32(digest.data() + 4 * i, state[i]);
  return digest;
}

Status checkDigest(std::span<const uint8_t> blob) {
  constexpr size_t kDigestEnd = 20, kHeaderSize = 32;
  if (blob.size() < kHeaderSize || readU32(blob, 0) != fourcc("DXBC")) return Status::success();  // parse() says why
  const uint64_t totalSize = readU32(blob, 24);
  if (totalSize < kHeaderSize || totalSize > blob.size()) return Status::success();  // parse() says why
  Digest stored;
  std::memcpy(stored.data(), blob.data() + 4, stored.size());
  if (stored == Digest{}) return Status::success();  // unsigned container: nothing to check
  const Digest computed = dxbcDigest(blob.subspan(kDigestEnd, totalSize - kDigestEnd));
  if (computed == stored) return Status::success();
  return makeError("DXBC container: the header digest " + digestHex(stored) +
                   " does not match the contents (digest " + digestHex(computed) +
                   "): the blob is corrupt or was edited after signing (--no-hash-check skips this check)");
}

std::string digestHex(const Digest& digest) {
  static const char kHex[] = "0123456789abcdef";
  std::string text;
  for (uint8_t byte : digest) {
    text += kHex[byte >> 4];
    text += kHex[byte & 15];
  }
  return text;
}

}  // namespace dxsv::container
