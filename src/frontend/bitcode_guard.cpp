#include "frontend/bitcode_guard.h"

#include "frontend/bitcode_model.h"

#include "frontend/bitcode_stream.h"

#include <llvm/Bitcode/LLVMBitCodes.h>

#include <string>
#include <vector>

namespace dxsv::frontend {

namespace {

constexpr size_t kMaxBlockDepth = 64;
constexpr uint64_t kMaxParameterIndex = 1024;  // DXIL functions take a handful of parameters

// Attributes that carry a type (byval(T), sret(T)...): written without one, the reader leaves
// the type null and LLVM's verifier crashes printing it.
bool isTypeAttributeKind(uint64_t kind) {
  using namespace llvm::bitc;
  return kind == ATTR_KIND_BY_VAL || kind == ATTR_KIND_STRUCT_RET || kind == ATTR_KIND_IN_ALLOCA ||
         kind == ATTR_KIND_PREALLOCATED || kind == ATTR_KIND_BYREF || kind == ATTR_KIND_ELEMENTTYPE;
}

// Records whose numbers LLVM turns into allocation sizes without bounding them.
Status checkRecord(unsigned blockId, unsigned code, const llvm::SmallVectorImpl<uint64_t>& record, size_t bitcodeBits) {
  if (blockId == llvm::bitc::PARAMATTR_GROUP_BLOCK_ID && code == llvm::bitc::PARAMATTR_GRP_CODE_ENTRY) {
    if (record.size() < 2) return malformedBitcode("attribute group record is too short");
    uint64_t index = record[1];
    if (index != 0xffffffffu && index > kMaxParameterIndex)
      return malformedBitcode("attribute group for parameter " + std::to_string(index) + " is implausible");
    // Attributes: 0 enum (kind), 1 integer (kind, value), 3 string (key NUL), 4 string
    // (key NUL value NUL). DXIL has no others; type attributes (5, 6) name a type id the
    // reader does not check, and LLVM's verifier then prints through a bad type. LLVM's
    // reader reads an entry's operands without checking the record's end (and a string up
    // to its NUL): one cut short makes it read past the record, into whatever the buffer
    // held before, so its outcome would depend on earlier conversions.
    auto cutShort = [&](size_t at) {
      return malformedBitcode("attribute group entry at operand " + std::to_string(at) + " is cut short");
    };
    for (size_t i = 2; i < record.size();) {
      const size_t at = i;
      uint64_t encoding = record[i];
      if (encoding == 0 || encoding == 1) {
        const size_t operands = encoding == 0 ? 1 : 2;
        if (i + operands >= record.size()) return cutShort(at);
        if (isTypeAttributeKind(record[i + 1]))
          return malformedBitcode("type attribute (kind " + std::to_string(record[i + 1]) + ") without its type in an attribute group");
        i += 1 + operands;
      } else if (encoding == 3 || encoding == 4) {
        int strings = encoding == 3 ? 1 : 2;
        while (strings > 0 && ++i < record.size())
          if (record[i] == 0) --strings;
        if (strings > 0) return cutShort(at);
        ++i;
      } else {
        return unsupportedBitcode("attribute encoding " + std::to_string(encoding) + " in an attribute group (DXIL uses enum, integer and string attributes)");
      }
    }
  }
  if (blockId == llvm::bitc::TYPE_BLOCK_ID_NEW && code == llvm::bitc::TYPE_CODE_NUMENTRY) {
    if (record.empty() || record[0] > bitcodeBits) return malformedBitcode("type table size is implausible");
  }
  if (blockId == llvm::bitc::TYPE_BLOCK_ID_NEW && (code == llvm::bitc::TYPE_CODE_ARRAY || code == llvm::bitc::TYPE_CODE_VECTOR)) {
    // Sizes are fine to be large for arrays, but vectors past 2^16 lanes are not DXIL.
    if (code == llvm::bitc::TYPE_CODE_VECTOR && (record.empty() || record[0] > 65536)) return malformedBitcode("vector type is implausible");
  }
  return Status::success();
}

}  // namespace

Status checkBitcode(std::span<const uint8_t> bitcode, std::vector<std::string>* structNames) {
  if (bitcode.size() < 4 || bitcode.size() % 4 != 0) return malformedBitcode("size " + std::to_string(bitcode.size()) + " is not a positive multiple of 4");
  BitstreamDecoder stream(bitcode);
  uint64_t magic;
  if (!stream.read(32, magic)) return malformedBitcode("truncated magic");
  BitcodeModel model;
  std::vector<unsigned> blocks;
  llvm::SmallVector<uint64_t, 64> record;
  // Names the innermost open block in a bitstream error.
  auto streamError = [&](const char* what) {
    std::string where = blocks.empty() ? std::string("at the top level") : "in block " + std::to_string(blocks.back());
    return malformedBitcode(std::string(what) + " " + where + ": " + stream.error());
  };
  while (!stream.atEnd()) {
    BitstreamDecoder::Entry entry;
    if (!stream.advance(entry)) return streamError("bitstream");
    switch (entry.kind) {
      case BitstreamDecoder::EntryKind::Error: return malformedBitcode("malformed block structure");
      case BitstreamDecoder::EntryKind::EndBlock:
        if (blocks.empty()) return model.finish();  // padding after the last block
        if (auto s = model.exitBlock(blocks.back()); !s) return s;
        blocks.pop_back();
        break;
      case BitstreamDecoder::EntryKind::SubBlock: {
        if (entry.id == llvm::bitc::BLOCKINFO_BLOCK_ID) {
          if (!stream.readBlockInfoBlock()) return streamError("malformed block info");
          break;
        }
        if (blocks.size() >= kMaxBlockDepth) return malformedBitcode("blocks nested too deeply");
        const uint64_t bit = stream.bitPosition();
        const unsigned outerWidth = stream.codeWidth();
        if (!stream.enterSubBlock(entry.id)) return streamError("cannot enter a sub-block");
        blocks.push_back(entry.id);
        if (auto s = model.enterBlock(entry.id, bit, outerWidth); !s) return s;
        break;
      }
      case BitstreamDecoder::EntryKind::Record: {
        if (blocks.empty()) {
          // LLVM reads the record before the guard rejects it: the same errors come first.
          unsigned code;
          if (!stream.readRecord(entry.id, BitstreamDecoder::kNoBlobBlock, code, record)) return streamError("record");
          return malformedBitcode("record outside any block");
        }
        unsigned code;
        if (!stream.readRecord(entry.id, blocks.back(), code, record)) return streamError("record");
        if (auto s = checkRecord(blocks.back(), code, record, bitcode.size() * 8); !s) return s;
        if (auto s = model.record(blocks.back(), code, record); !s) return s;
        if (structNames && blocks.back() == llvm::bitc::TYPE_BLOCK_ID_NEW && code == llvm::bitc::TYPE_CODE_STRUCT_NAME)
          structNames->emplace_back(record.begin(), record.end());
        break;
      }
    }
  }
  if (!blocks.empty()) return malformedBitcode("bitcode ends inside a block");
  return model.finish();
}

}  // namespace dxsv::frontend
