// Mutants of DXIL blobs, shared by the mutation test (tests/robustness/mutation_test.cpp) and
// the campaign tool (tests/tools/mutation_campaign.cpp): the seeds with the spans mutations aim
// at, the mutation strategies, and the check of one conversion. A conversion runs with
// validation off, as a layer runs it, and its output is validated apart: invalid SPIR-V
// returned as success is a finding like a crash, and so is a message holding a byte outside
// printable ASCII (other than a newline).
#pragma once

#include <algorithm>
#include <cstdint>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "container_builder.h"
#include "dxil_spirv/dxil_spirv.h"
#include "dxil_spirv/dxil_spirv.hpp"

namespace dxsv::testing {

struct MutationSeed {
  std::string name;
  Bytes blob;
  size_t partBegin = 0, partEnd = 0;        // the DXIL part's data: program header, then bitcode
  size_t bitcodeBegin = 0, bitcodeEnd = 0;  // the LLVM bitcode inside it (empty if unreadable)
  bool isSigned = false;                    // a non-zero digest
  std::vector<std::string> exports;         // a library's exports: each mutant converts one
};

inline MutationSeed makeMutationSeed(std::string name, Bytes blob) {
  MutationSeed seed;
  seed.name = std::move(name);
  seed.blob = std::move(blob);
  const Bytes& b = seed.blob;
  if (b.size() < 32) return seed;
  seed.isSigned = std::any_of(b.begin() + 4, b.begin() + 20, [](uint8_t x) { return x != 0; });
  const uint32_t parts = getU32(b, 28);
  for (uint32_t i = 0; i < parts && 32 + 4 * size_t(i) + 4 <= b.size(); ++i) {
    const size_t offset = getU32(b, 32 + 4 * i);
    if (offset + 8 > b.size() || getU32(b, offset) != code("DXIL")) continue;
    seed.partBegin = offset + 8;
    seed.partEnd = std::min<size_t>(b.size(), seed.partBegin + getU32(b, offset + 4));
    // Program header: version, size, then "DXIL", DXIL version, bitcode offset and size.
    if (seed.partBegin + 24 <= seed.partEnd) {
      const size_t begin = seed.partBegin + 8 + getU32(b, seed.partBegin + 16);
      const size_t size = getU32(b, seed.partBegin + 20);
      if (begin < seed.partEnd && size <= seed.partEnd - begin) {
        seed.bitcodeBegin = begin;
        seed.bitcodeEnd = begin + size;
      }
    }
  }
  std::vector<EntryInfo> entries;
  std::string error;
  if (listEntries(std::span<const uint8_t>(b.data(), b.size()), entries, error) == DXSV_SUCCESS && entries.size() > 1)
    for (const EntryInfo& e : entries) seed.exports.push_back(e.name);
  return seed;
}

// Bit `bit` of the seed's bitcode flipped (0 is the lowest bit of its first byte).
inline Bytes flipBitcodeBit(const MutationSeed& seed, uint64_t bit) {
  Bytes out = seed.blob;
  out[seed.bitcodeBegin + bit / 8] ^= uint8_t(1u << (bit % 8));
  return out;
}
inline uint64_t bitcodeBits(const MutationSeed& seed) { return uint64_t(seed.bitcodeEnd - seed.bitcodeBegin) * 8; }

// One mutant, `how` describing it: a truncation, 1-8 flipped bytes, an overwritten block (half
// of those aimed at the DXIL part), or one flipped bit inside the bitcode.
inline Bytes mutate(const MutationSeed& seed, std::mt19937_64& rng, std::string& how) {
  Bytes out = seed.blob;
  const int strategy = int(rng() % 4);
  if (strategy == 3 && seed.bitcodeEnd > seed.bitcodeBegin) {
    const uint64_t bit = rng() % bitcodeBits(seed);
    how = "bit " + std::to_string(bit % 8) + " of bitcode byte " + std::to_string(bit / 8);
    return flipBitcodeBit(seed, bit);
  }
  const bool aimed = seed.partEnd > seed.partBegin && rng() % 2 == 0;
  const size_t begin = aimed ? seed.partBegin : 0, end = aimed ? seed.partEnd : out.size();
  auto pick = [&] { return begin + size_t(rng() % (end - begin)); };
  switch (strategy) {
    case 0: {
      const size_t size = pick();
      out.resize(size);
      how = "truncated to " + std::to_string(size);
      break;
    }
    case 1: {
      const int flips = 1 + int(rng() % 8);
      how = "flipped";
      for (int i = 0; i < flips; ++i) {
        const size_t at = pick();
        out[at] ^= uint8_t(1 + rng() % 255);
        how += " " + std::to_string(at);
      }
      break;
    }
    default: {
      const size_t at = pick(), length = std::min<size_t>(1 + rng() % 32, end - at);
      const bool copy = rng() % 2 == 0;  // a copy of other bytes of the blob keeps it plausible
      const size_t from = size_t(rng() % (out.size() - length + 1));
      for (size_t i = 0; i < length; ++i) out[at + i] = copy ? seed.blob[from + i] : uint8_t(rng());
      how = "block of " + std::to_string(length) + " at " + std::to_string(at) + (copy ? " copied" : " random");
      break;
    }
  }
  return out;
}

// Printable ASCII and newlines only: what a message may hold, whatever the input.
inline bool isPrintableMessage(std::string_view message) {
  return std::all_of(message.begin(), message.end(),
                     [](char c) { return c == '\n' || (static_cast<unsigned char>(c) >= 0x20 && c < 0x7f); });
}

enum class Finding { None, Invalid, Internal, NoMessage, Unprintable };
inline const char* findingName(Finding f) {
  switch (f) {
    case Finding::None: return "none";
    case Finding::Invalid: return "invalid SPIR-V returned as success";
    case Finding::Internal: return "internal error";
    case Finding::NoMessage: return "failure without a message";
    case Finding::Unprintable: return "message with a byte outside printable ASCII";
  }
  return "?";
}

struct Checked {
  dxsv_status status = DXSV_ERROR_INTERNAL;
  Finding finding = Finding::None;
  std::string detail;  // the error, or spirv-val's complaint
};

// The ways in: dxsv_convert, the C++ convert, and listing then converting from the list's
// parse (dxsv_list_entries + dxsv_convert_listed, the path the compatibility library takes).
enum class Route { CApi, CppApi, Listed };
inline Route routeOf(uint64_t k) { return Route(k % 3); }

// Converts `mutant` (the export `pick` selects, for a library) with validation off, through
// `route`, then validates an accepted module with spirv-val.
inline Checked convertAndCheck(const Bytes& mutant, const MutationSeed& seed, uint64_t pick, bool skipHashCheck,
                               Route route) {
  const std::string entry = seed.exports.empty() ? std::string() : seed.exports[pick % seed.exports.size()];
  Checked out;
  std::vector<uint32_t> spirv;
  dxsv_options options;
  dxsv_options_init(&options);
  options.validate = 0;
  options.skip_hash_check = skipHashCheck;
  options.entry_point = entry.empty() ? nullptr : entry.c_str();
  auto take = [&](dxsv_result result) {
    const char* error = result ? dxsv_result_error(result) : nullptr;
    out.detail = error ? error : "";
    size_t words = 0;
    const uint32_t* code = result ? dxsv_result_spirv(result, &words) : nullptr;
    if (code) spirv.assign(code, code + words);
    dxsv_result_destroy(result);
  };
  if (route == Route::CApi) {
    dxsv_result result = nullptr;
    out.status = dxsv_convert(mutant.data(), mutant.size(), &options, &result);
    take(result);
  } else if (route == Route::Listed) {
    dxsv_entry_list list = nullptr;
    out.status = dxsv_list_entries(mutant.data(), mutant.size(), &list);
    if (out.status == DXSV_SUCCESS) {
      dxsv_result result = nullptr;
      out.status = dxsv_convert_listed(list, &options, &result);
      take(result);
    } else {
      const char* error = list ? dxsv_entry_list_error(list) : nullptr;
      out.detail = error ? error : "";
    }
    dxsv_entry_list_destroy(list);
  } else {
    ConvertOptions cpp;
    cpp.validate = false;
    cpp.skipHashCheck = skipHashCheck;
    cpp.entryPoint = entry;
    ConvertResult result = convert(std::span<const uint8_t>(mutant.data(), mutant.size()), cpp);
    out.status = result.status;
    out.detail = std::move(result.error);
    spirv = std::move(result.spirv);
  }
  if (out.status == DXSV_SUCCESS) {
    if (std::string error; !validateSpirv(spirv, DXSV_TARGET_VULKAN_1_1, error)) {
      out.finding = Finding::Invalid;
      out.detail = error;
    }
    return out;
  }
  if (out.status == DXSV_ERROR_INTERNAL || out.status == DXSV_ERROR_VALIDATION) out.finding = Finding::Internal;
  else if (out.detail.empty()) out.finding = Finding::NoMessage;
  else if (!isPrintableMessage(out.detail)) out.finding = Finding::Unprintable;
  return out;
}

}  // namespace dxsv::testing
