// The bitstream decoder of the bitcode guard (bitcode_guard.cpp). It accepts and rejects
// exactly what LLVM 19's BitstreamCursor does (same reads, same checks, same abbreviation and
// block-info rules; tests/unit/frontend/bitcode_stream_test.cpp compares both on every
// reference blob), without its per-read llvm::Expected and generic per-operand path:
// 64-bit little-endian loads at the bit position, abbreviations kept as flat op lists, records
// decoded into one reused buffer. Every read is bounds-checked; a failure leaves a message
// in error() and the decoder must not be used further.
#pragma once

#include <llvm/ADT/SmallVector.h>
#include <llvm/Support/Endian.h>

#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace dxsv::frontend {

class BitstreamDecoder {
 public:
  enum class EntryKind : uint8_t { Error, EndBlock, SubBlock, Record };
  struct Entry {
    EntryKind kind;
    unsigned id;  // SubBlock: the block ID; Record: the abbreviation ID
  };
  // What readRecord does with a blob operand of a METADATA_STRINGS record (the only record
  // whose blob the guard does not read byte by byte): LLVM's reader reads it as a blob too.
  static constexpr unsigned kNoBlobBlock = ~0u;

  // `bytes.size()` must be a multiple of 4 (the guard checks it first; LLVM's reader requires
  // it). `bitLimit` (tests only) cuts the stream at any bit position below bytes.size() * 8.
  explicit BitstreamDecoder(std::span<const uint8_t> bytes, uint64_t bitLimit = ~uint64_t(0));

  bool atEnd() const { return pos_ >= limit_; }
  uint64_t bitPosition() const { return pos_; }
  unsigned codeWidth() const { return codeWidth_; }
  size_t depth() const { return scopes_.size(); }
  const std::string& error() const { return error_; }

  // Reads a fixed field of 1..32 bits.
  bool read(unsigned bits, uint64_t& value) {
    if (pos_ + bits > limit_) return failEnd(bits);
    value = peek() & ((uint64_t(1) << bits) - 1);
    pos_ += bits;
    return true;
  }
  // The next entry; DEFINE_ABBREV records are taken in on the way. False with error() set on
  // a read error; EntryKind::Error (true) where LLVM's advance() returns an error entry.
  bool advance(Entry& entry);
  // After a SubBlock entry: enters it (abbreviations from the block info, code width, length).
  bool enterSubBlock(unsigned blockId);
  // After a SubBlock entry with ID 0: reads the block-info block; replaces the block info.
  // False with error() set where LLVM's ReadBlockInfoBlock fails or returns no block info.
  bool readBlockInfoBlock();
  // After a Record entry: appends the record's operands to `ops` (cleared first), returns its
  // code in `code`. A blob is appended byte by byte, except in a METADATA_STRINGS record
  // (METADATA_BLOCK_ID == `blockId`) after its first operand, where it is skipped.
  bool readRecord(unsigned abbrevId, unsigned blockId, unsigned& code, llvm::SmallVectorImpl<uint64_t>& ops);

 private:
  enum class OpKind : uint8_t { Literal, Fixed, Vbr, Array, Char6, Blob };
  struct Op {
    OpKind kind;
    uint8_t width;   // Fixed, Vbr
    uint64_t value;  // Literal
  };
  struct Abbrev {
    uint32_t first;   // into ops_ (or infoOps_ when `info`)
    uint32_t count;
    bool info;
  };
  struct Scope {
    unsigned codeWidth;
    size_t abbrevBase;  // this block's abbreviations start at abbrevs_[abbrevBase]
    size_t opsSize;     // ops_ to keep when the block ends
  };
  struct InfoAbbrev {
    unsigned blockId;
    Abbrev abbrev;
  };

  bool fail(std::string message);
  bool failEnd(unsigned bits);
  // At least 57 bits from pos_ (zeros past the buffer; bits past limit_ are never consumed).
  uint64_t peek() const {
    const uint64_t byte = pos_ >> 3;
    if (byte + 8 <= bytes_) return llvm::support::endian::read64le(data_ + byte) >> (pos_ & 7);
    return peekNearEnd();
  }
  uint64_t peekNearEnd() const;
  template <typename T>
  bool readVbrSlow(unsigned bits, T& value);
  bool readVbr32(unsigned bits, uint32_t& value);
  bool readVbr64(unsigned bits, uint64_t& value);
  bool readField(const Op& op, uint64_t& value);
  void alignTo32();
  bool jumpTo(uint64_t bit);
  bool readAbbrevDefinition(std::vector<Op>& pool, Abbrev& abbrev);
  bool skipBlock();
  bool readBlockInfoBlockInto(std::vector<InfoAbbrev>& infos);
  void pushBlockInfoAbbrevs(unsigned blockId);
  void popScope();

  const uint8_t* data_;
  uint64_t bytes_;    // the buffer's size
  uint64_t limit_;    // readable bits
  uint64_t pos_ = 0;  // the next bit
  unsigned codeWidth_ = 2;

  std::vector<Scope> scopes_;
  std::vector<Abbrev> abbrevs_;  // the open blocks' abbreviations, a stack
  size_t abbrevBase_ = 0;
  std::vector<Op> ops_;          // abbreviations defined in the open blocks
  std::vector<Op> infoOps_;      // abbreviations of the block info
  std::vector<InfoAbbrev> blockInfo_;
  std::vector<InfoAbbrev> newBlockInfo_;  // while a block-info block is read
  std::string error_;
};

}  // namespace dxsv::frontend
