// Bad input through the public C and C++ APIs: conversion must fail cleanly with a message
// (never crash, hang or produce invalid SPIR-V). Also built under ASan+UBSan in CI, so the
// case counts are kept small enough to finish in well under a minute there.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>

#include "dxil_spirv/dxil_spirv.h"
#include "dxil_spirv/dxil_spirv.hpp"
#include "tests/common/container_builder.h"
#include "tests/common/sm4_container.h"

namespace {

using dxsv::testing::buildContainer;
using dxsv::testing::Bytes;
using dxsv::testing::code;
using dxsv::testing::getU32;
using dxsv::testing::programBitcode;
using dxsv::testing::readReference;
using dxsv::testing::replacePart;
using dxsv::testing::setU32;
using dxsv::testing::splitContainer;
using dxsv::testing::withBitcode;

constexpr const char* kComputeBlob = "unit/int_add_sub_mul.dxil";
constexpr const char* kRaygenBlob = "unit/rt_raygen_camera.dxil";  // lib_6_x raygen calling TraceRay

struct Outcome {
  dxsv_status status = DXSV_ERROR_INTERNAL;
  std::string error;
  std::vector<uint32_t> spirv;
  bool ok() const { return status == DXSV_SUCCESS; }
};

// Through the C API; also checks the result object's contract.
Outcome convertC(const void* data, size_t size) {
  dxsv_options options;
  dxsv_options_init(&options);
  options.validate = 1;
  dxsv_result result = nullptr;
  Outcome out;
  out.status = dxsv_convert(data, size, &options, &result);
  EXPECT_NE(result, nullptr) << "dxsv_convert must always set *result";
  if (!result) return out;
  const char* error = dxsv_result_error(result);
  EXPECT_NE(error, nullptr);
  out.error = error ? error : "";
  size_t words = 0;
  const uint32_t* spirv = dxsv_result_spirv(result, &words);
  if (out.ok()) {
    EXPECT_NE(spirv, nullptr);
    EXPECT_TRUE(out.error.empty()) << out.error;
    if (spirv) out.spirv.assign(spirv, spirv + words);
  } else {
    EXPECT_EQ(spirv, nullptr) << "a failed conversion must not return SPIR-V";
  }
  dxsv_result_destroy(result);
  return out;
}

Outcome convertC(const Bytes& b) { return convertC(b.data(), b.size()); }

Outcome convertCpp(const Bytes& b) {
  dxsv::ConvertOptions options;
  options.validate = true;
  dxsv::ConvertResult r = dxsv::convert(std::span<const uint8_t>(b.data(), b.size()), options);
  return Outcome{r.status, r.error, r.spirv};
}

std::string lower(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return char(std::tolower(c)); });
  return s;
}

bool mentionsAny(const std::string& message, std::initializer_list<const char*> words) {
  const std::string m = lower(message);
  for (const char* w : words)
    if (m.find(lower(w)) != std::string::npos) return true;
  return false;
}

// Failure with a message; `context` says which case failed.
void expectFailure(const Outcome& o, const std::string& context) {
  EXPECT_NE(o.status, DXSV_SUCCESS) << context;
  EXPECT_FALSE(o.error.empty()) << context << ": failure without a message";
}

// A container-level failure: the message must say "container" or name a part.
void expectContainerFailure(const Outcome& o, const std::string& context,
                            std::initializer_list<const char*> partNames = {}) {
  expectFailure(o, context);
  EXPECT_NE(o.status, DXSV_ERROR_INTERNAL) << context << ": " << o.error;
  bool named = mentionsAny(o.error, {"container"});
  for (const char* p : partNames) named = named || o.error.find(p) != std::string::npos;
  EXPECT_TRUE(named) << context << ": message names neither the container nor the part: " << o.error;
}

// Success or clean failure; a success must be valid SPIR-V.
void expectCleanOutcome(const Outcome& o, const std::string& context) {
  if (!o.ok()) {
    EXPECT_FALSE(o.error.empty()) << context << ": failure without a message";
    return;
  }
  std::string error;
  EXPECT_TRUE(dxsv::validateSpirv(o.spirv, DXSV_TARGET_VULKAN_1_1, error)) << context << ": " << error;
}

TEST(BadInput, ReferenceBlobConverts) {
  // Baseline for the corruption tests: the untouched blob is a plain compute shader.
  Bytes blob = readReference(kComputeBlob);
  Outcome c = convertC(blob);
  ASSERT_TRUE(c.ok()) << c.error;
  expectCleanOutcome(c, "reference blob (C API)");
  Outcome cpp = convertCpp(blob);
  ASSERT_TRUE(cpp.ok()) << cpp.error;
  EXPECT_EQ(c.spirv, cpp.spirv);
}

TEST(BadInput, EmptyInput) {
  const uint8_t byte = 0;
  for (const Outcome& o : {convertC(&byte, 0), convertC(nullptr, 0), convertCpp({})}) {
    expectFailure(o, "empty input");
    EXPECT_TRUE(o.status == DXSV_ERROR_INVALID_ARGUMENT || o.status == DXSV_ERROR_MALFORMED_INPUT) << o.status;
  }
}

TEST(BadInput, NullPointerWithSize) {
  Outcome o = convertC(nullptr, 128);
  expectFailure(o, "null pointer with size 128");
  EXPECT_EQ(o.status, DXSV_ERROR_INVALID_ARGUMENT) << o.error;
}

TEST(BadInput, RandomBytes) {
  std::mt19937 rng(0x5eed);  // fixed seed: the same blobs on every run
  for (int i = 0; i < 200; ++i) {
    Bytes blob(rng() % 4096);
    for (uint8_t& b : blob) b = uint8_t(rng());
    // Every other blob gets a plausible header so the part table parser is reached too.
    if (i % 2 && blob.size() >= 32) {
      setU32(blob, 0, code("DXBC"));
      setU32(blob, 24, uint32_t(blob.size()));
      setU32(blob, 28, rng() % 16);
    }
    const std::string context = "random blob " + std::to_string(i) + " (" + std::to_string(blob.size()) + " bytes)";
    expectContainerFailure(convertC(blob), context + " C API", {"DXIL", "ILDB"});
    expectContainerFailure(convertCpp(blob), context + " C++ API", {"DXIL", "ILDB"});
  }
}

TEST(BadInput, EveryTruncation) {
  Bytes blob = readReference(kComputeBlob);
  // Every length through the header and part table, then a stride across the parts.
  for (size_t size = 1; size < blob.size(); size += size < 96 ? 1 : 13) {  // 0: EmptyInput
    Bytes prefix(blob.begin(), blob.begin() + size);
    const std::string context = "prefix of " + std::to_string(size) + " bytes";
    expectContainerFailure(convertC(prefix), context + " C API");
    expectContainerFailure(convertCpp(prefix), context + " C++ API");
  }
}

TEST(BadInput, TruncatedBitcodeInValidContainer) {
  // Reaches the bitcode reader: the container is rebuilt around each bitcode prefix.
  Bytes blob = readReference(kComputeBlob);
  const Bytes program = splitContainer(blob).back().data;
  ASSERT_EQ(splitContainer(blob).back().fourcc, code("DXIL"));
  const Bytes bitcode = programBitcode(program);
  for (size_t size = 0; size < bitcode.size(); size += size < 64 ? 4 : 20) {
    Bytes truncated(bitcode.begin(), bitcode.begin() + size);
    Bytes rebuilt = replacePart(blob, code("DXIL"), withBitcode(program, truncated));
    const std::string context = "bitcode truncated to " + std::to_string(size) + " of " + std::to_string(bitcode.size());
    expectFailure(convertC(rebuilt), context + " C API");
    expectFailure(convertCpp(rebuilt), context + " C++ API");
  }
}

TEST(BadInput, RandomSingleByteCorruptions) {
  Bytes blob = readReference(kComputeBlob);
  std::mt19937 rng(1234);
  for (int i = 0; i < 250; ++i) {
    Bytes corrupt = blob;
    const size_t at = rng() % corrupt.size();
    corrupt[at] ^= uint8_t(1 + rng() % 255);  // never a no-op
    // A crash reports no context: DXSV_TRACE=1 prints each case first, to find the reproducer.
    if (std::getenv("DXSV_TRACE")) std::fprintf(stderr, "corrupt byte %zu ^= 0x%02x\n", at, corrupt[at] ^ blob[at]);
    expectCleanOutcome(convertC(corrupt), "byte " + std::to_string(at) + " corrupted");
  }
}

TEST(BadInput, RandomBitcodeCorruptions) {
  // Corruptions aimed at the bitcode (the largest attack surface), container kept valid.
  Bytes blob = readReference(kComputeBlob);
  const Bytes program = splitContainer(blob).back().data;
  const Bytes bitcode = programBitcode(program);
  std::mt19937 rng(4321);
  for (int i = 0; i < 250; ++i) {
    Bytes corrupt = bitcode;
    const size_t at = 4 + rng() % (corrupt.size() - 4);  // keep the 'BC' 0xC0DE magic
    corrupt[at] ^= uint8_t(1 + rng() % 255);
    if (std::getenv("DXSV_TRACE"))
      std::fprintf(stderr, "corrupt bitcode byte %zu ^= 0x%02x\n", at, corrupt[at] ^ bitcode[at]);
    Bytes rebuilt = replacePart(blob, code("DXIL"), withBitcode(program, corrupt));
    expectCleanOutcome(convertCpp(rebuilt), "bitcode byte " + std::to_string(at) + " corrupted");
  }
}

TEST(BadInput, PartSizesPastTheEnd) {
  Bytes blob = readReference(kComputeBlob);
  const uint32_t count = getU32(blob, 28);
  for (uint32_t i = 0; i < count; ++i) {
    const uint32_t offset = getU32(blob, 32 + 4 * i);
    const std::string name(blob.begin() + offset, blob.begin() + offset + 4);
    for (uint32_t size : {uint32_t(blob.size()), uint32_t(blob.size() - offset - 7), 0x7fffffffu, 0xffffffffu}) {
      Bytes corrupt = blob;
      setU32(corrupt, offset + 4, size);
      const std::string context = "part " + std::to_string(i) + " (" + name + ") size " + std::to_string(size);
      expectContainerFailure(convertC(corrupt), context + " C API", {name.c_str()});
      expectContainerFailure(convertCpp(corrupt), context + " C++ API", {name.c_str()});
    }
    Bytes corrupt = blob;
    setU32(corrupt, 32 + 4 * i, uint32_t(blob.size()) + 64);  // the offset itself past the end
    expectContainerFailure(convertC(corrupt), "part " + std::to_string(i) + " offset past the end");
  }
}

TEST(BadInput, GarbageBitcodeInValidContainer) {
  Bytes blob = readReference(kComputeBlob);
  const Bytes program = splitContainer(blob).back().data;
  std::mt19937 rng(99);
  for (int i = 0; i < 40; ++i) {
    Bytes garbage(64 + 4 * (rng() % 256));
    for (uint8_t& b : garbage) b = uint8_t(rng());
    const bool withMagic = i % 2 == 0;
    if (withMagic) {
      const uint8_t magic[4] = {'B', 'C', 0xc0, 0xde};
      std::copy(magic, magic + 4, garbage.begin());
    }
    Bytes rebuilt = replacePart(blob, code("DXIL"), withBitcode(program, garbage));
    const std::string context = "garbage bitcode " + std::to_string(i);
    Outcome c = convertC(rebuilt);
    expectFailure(c, context + " C API");
    expectFailure(convertCpp(rebuilt), context + " C++ API");
    // Without the magic the container layer rejects it and names the part.
    if (!withMagic) {
      EXPECT_NE(c.error.find("DXIL"), std::string::npos) << c.error;
    }
  }
  // Valid magic, then nothing but zeros.
  Bytes zeros(256, 0);
  zeros[0] = 'B', zeros[1] = 'C', zeros[2] = 0xc0, zeros[3] = 0xde;
  expectFailure(convertC(replacePart(blob, code("DXIL"), withBitcode(program, zeros))), "zeroed bitcode");
}

TEST(BadInput, ContainerWithoutProgram) {
  Bytes blob = readReference(kComputeBlob);
  std::vector<dxsv::testing::RawPart> parts = splitContainer(blob);
  parts.pop_back();  // drop DXIL
  Outcome o = convertC(buildContainer(parts));
  expectFailure(o, "no DXIL part");
  EXPECT_EQ(o.status, DXSV_ERROR_MALFORMED_INPUT) << o.error;
  EXPECT_NE(o.error.find("DXIL"), std::string::npos) << o.error;
}

TEST(BadInput, Sm4BytecodeIsUnsupportedWhateverItsVersionToken) {
  // The reference blob's parts with SM 4/5 bytecode in place of the DXIL part: every version
  // token (any program type, any model) is UNSUPPORTED with a printable message naming DXBC;
  // every cut of the part short of the token is MALFORMED.
  std::vector<dxsv::testing::RawPart> parts = splitContainer(readReference(kComputeBlob));
  ASSERT_EQ(parts.back().fourcc, code("DXIL"));
  parts.back() = {code("SHEX"), dxsv::testing::sm4Program(5, 5, 0)};
  std::mt19937 rng(0x5c4e);
  for (int i = 0; i < 64; ++i) {
    const uint32_t token = i == 0 ? getU32(parts.back().data, 0) : uint32_t(rng());
    setU32(parts.back().data, 0, token);
    const Bytes blob = buildContainer(parts);
    for (const Outcome& o : {convertC(blob), convertCpp(blob)}) {
      const std::string context = "version token " + std::to_string(token) + ": " + o.error;
      EXPECT_EQ(o.status, DXSV_ERROR_UNSUPPORTED) << context;
      EXPECT_EQ(o.error.rfind("DXBC shader (SHEX part, ", 0), 0u) << context;
      EXPECT_TRUE(std::all_of(o.error.begin(), o.error.end(), [](char c) { return c >= 0x20 && c <= 0x7e; })) << context;
    }
  }
  const Bytes whole = parts.back().data;
  for (size_t size = 0; size < 4; ++size) {
    parts.back().data.assign(whole.begin(), whole.begin() + size);
    for (const Outcome& o : {convertC(buildContainer(parts)), convertCpp(buildContainer(parts))}) {
      EXPECT_EQ(o.status, DXSV_ERROR_MALFORMED_INPUT) << o.error;
      EXPECT_NE(o.error.find("too short for its 4-byte version token"), std::string::npos) << o.error;
    }
  }
}

TEST(BadInput, LibraryWithoutExportName) {
  // A valid DXIL library with several exports, converted without naming one (dxsv_options.
  // entry_point): the caller's mistake, and the message lists the exports to choose from.
  Bytes blob = readReference(kRaygenBlob);
  for (const Outcome& o : {convertC(blob), convertCpp(blob)}) {
    expectFailure(o, "library without an export name");
    EXPECT_EQ(o.status, DXSV_ERROR_INVALID_ARGUMENT) << o.error;
    EXPECT_TRUE(mentionsAny(o.error, {"RayGen"})) << "message does not list the exports: " << o.error;
  }
}

}  // namespace
