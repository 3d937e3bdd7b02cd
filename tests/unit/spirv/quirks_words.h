// Test helpers for the shader-quirk tests: conversion with quirk bits, and the SPIR-V words
// as instructions with their constants resolved.
#pragma once

#include <gtest/gtest.h>

#include <spirv/unified1/spirv.hpp>

#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "../../common/assemble_ll.h"
#include "dxil_spirv/dxil_spirv.hpp"

namespace dxsv::testing {

struct SpvInstr {
  spv::Op op;
  std::vector<uint32_t> operands;
};

struct SpvModule {
  std::vector<SpvInstr> code;
  std::map<uint32_t, uint32_t> constants;  // OpConstant id -> first value word
  std::set<uint32_t> undefs, nulls;        // OpUndef / OpConstantNull ids
  std::map<uint32_t, std::vector<uint32_t>> decorations;  // id -> decorations (no literals)

  explicit SpvModule(const std::vector<uint32_t>& words) {
    for (size_t i = 5; i < words.size();) {
      uint32_t count = words[i] >> 16;
      if (count == 0 || i + count > words.size()) break;
      SpvInstr in{spv::Op(words[i] & 0xffff), std::vector<uint32_t>(words.begin() + i + 1, words.begin() + i + count)};
      if (in.op == spv::OpConstant && in.operands.size() >= 3) constants[in.operands[1]] = in.operands[2];
      if (in.op == spv::OpUndef) undefs.insert(in.operands[1]);
      if (in.op == spv::OpConstantNull) nulls.insert(in.operands[1]);
      if (in.op == spv::OpDecorate) decorations[in.operands[0]].push_back(in.operands[1]);
      code.push_back(std::move(in));
      i += count;
    }
  }
  size_t count(spv::Op op) const {
    size_t n = 0;
    for (const SpvInstr& in : code) n += in.op == op;
    return n;
  }
  std::vector<const SpvInstr*> all(spv::Op op) const {
    std::vector<const SpvInstr*> out;
    for (const SpvInstr& in : code)
      if (in.op == op) out.push_back(&in);
    return out;
  }
  // The value of a 32-bit OpConstant id (fails the test when it is not one).
  uint32_t constant(uint32_t id) const {
    auto it = constants.find(id);
    EXPECT_NE(it, constants.end()) << "%" << id << " is not an OpConstant";
    return it == constants.end() ? 0xdeadbeef : it->second;
  }
  bool decorated(uint32_t id, spv::Decoration d) const {
    auto it = decorations.find(id);
    if (it == decorations.end()) return false;
    for (uint32_t x : it->second)
      if (x == uint32_t(d)) return true;
    return false;
  }
  size_t countDecorations(spv::Decoration d) const {
    size_t n = 0;
    for (const auto& [id, list] : decorations)
      for (uint32_t x : list) n += x == uint32_t(d);
    return n;
  }
  // GLSL.std.450 instructions (OpExtInst) with this instruction number.
  std::vector<const SpvInstr*> glsl(uint32_t instruction) const {
    std::vector<const SpvInstr*> out;
    for (const SpvInstr& in : code)
      if (in.op == spv::OpExtInst && in.operands.size() > 3 && in.operands[3] == instruction) out.push_back(&in);
    return out;
  }
};

// Converts `ll` (validated by spirv-val) with `quirks`; a test failure when it does not convert.
inline dxsv::ConvertResult convertWithQuirks(const std::string& ll, uint32_t quirks, uint32_t maxTessFactor = 0) {
  dxsv::ConvertOptions options;
  options.validate = true;
  options.shaderQuirks = quirks;
  options.maxTessFactor = maxTessFactor;
  auto r = dxsv::convert(assembleLl(ll), options);
  EXPECT_TRUE(r.ok()) << r.error;
  return r;
}

}  // namespace dxsv::testing
