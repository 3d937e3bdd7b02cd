#include "frontend/bitcode_stream.h"

#include <llvm/Bitcode/LLVMBitCodes.h>
#include <llvm/Bitstream/BitCodeEnums.h>
#include <llvm/Support/Endian.h>

#include <algorithm>

namespace dxsv::frontend {

namespace {

constexpr unsigned kMaxChunk = 32;  // LLVM's MaxChunkSize: widest fixed/VBR field and code width

uint64_t decodeChar6(uint64_t v) {
  if (v < 26) return v + 'a';
  if (v < 52) return v - 26 + 'A';
  if (v < 62) return v - 52 + '0';
  return v == 62 ? '.' : '_';
}

}  // namespace

BitstreamDecoder::BitstreamDecoder(std::span<const uint8_t> bytes, uint64_t bitLimit)
    : data_(bytes.data()), bytes_(bytes.size()), limit_(std::min<uint64_t>(uint64_t(bytes.size() / 4) * 32, bitLimit)) {}

bool BitstreamDecoder::fail(std::string message) {
  error_ = std::move(message) + " (bit " + std::to_string(bitPosition()) + ")";
  return false;
}

bool BitstreamDecoder::failEnd(unsigned bits) {
  return fail("unexpected end of the bitstream reading " + std::to_string(bits) + " bits");
}

uint64_t BitstreamDecoder::peekNearEnd() const {
  const uint64_t byte = pos_ >> 3;
  uint64_t w = 0;
  for (uint64_t i = byte; i < bytes_ && i < byte + 8; ++i) w |= uint64_t(data_[i]) << ((i - byte) * 8);
  return w >> (pos_ & 7);
}

// LLVM's ReadVBR: 32-bit result, pieces past bit 32 are an error.
inline bool BitstreamDecoder::readVbr32(unsigned bits, uint32_t& value) {
  const uint64_t piece = peek() & ((uint64_t(1) << bits) - 1);
  if ((piece >> (bits - 1)) == 0 && pos_ + bits <= limit_) {  // one piece
    pos_ += bits;
    value = uint32_t(piece);
    return true;
  }
  return readVbrSlow(bits, value);
}

// A VBR of any length, piece by piece: 32- or 64-bit results (LLVM's ReadVBR / ReadVBR64),
// pieces past the result's width are an error.
template <typename T>
bool BitstreamDecoder::readVbrSlow(unsigned bits, T& value) {
  uint64_t piece = 0;
  if (!read(bits, piece)) return false;
  const T mask = T(1) << (bits - 1);
  T result = 0;
  for (unsigned next = 0;;) {
    result |= (T(piece) & (mask - 1)) << next;
    if ((piece & mask) == 0) {
      value = result;
      return true;
    }
    next += bits - 1;
    if (next >= sizeof(T) * 8) return fail("unterminated VBR");
    if (!read(bits, piece)) return false;
  }
}

// LLVM's ReadVBR64 (a 1-bit VBR carries no payload and ends at the first 0 bit, as there).
inline bool BitstreamDecoder::readVbr64(unsigned bits, uint64_t& value) {
  // Pieces inside one peek (57 bits): the shifts stay below 57, under LLVM's limit of 64.
  uint64_t w = peek(), result = 0;
  const uint64_t high = uint64_t(1) << (bits - 1);
  for (unsigned used = bits, shift = 0; used <= 57; used += bits, shift += bits - 1) {
    result |= (w & (high - 1)) << shift;
    if ((w & high) == 0) {
      if (pos_ + used > limit_) break;
      pos_ += used;
      value = result;
      return true;
    }
    w >>= bits;
  }
  return readVbrSlow(bits, value);
}

inline bool BitstreamDecoder::readField(const Op& op, uint64_t& value) {
  switch (op.kind) {
    case OpKind::Fixed: return read(op.width, value);
    case OpKind::Vbr: return readVbr64(op.width, value);
    default: {  // Char6
      if (!read(6, value)) return false;
      value = decodeChar6(value);
      return true;
    }
  }
}

// The stream is a whole number of 32-bit words, so LLVM's SkipToFourByteBoundary is this
// (past a tests' cut: the end).
void BitstreamDecoder::alignTo32() { pos_ = std::min(limit_, (pos_ + 31) & ~uint64_t(31)); }

// `bit` is a multiple of 32 within the stream.
bool BitstreamDecoder::jumpTo(uint64_t bit) {
  pos_ = bit;
  return true;
}

bool BitstreamDecoder::readAbbrevDefinition(std::vector<Op>& pool, Abbrev& abbrev) {
  uint32_t count;
  if (!readVbr32(5, count)) return false;
  abbrev.first = uint32_t(pool.size());
  for (uint32_t i = 0; i < count; ++i) {
    uint64_t literal = 0;
    if (!read(1, literal)) return false;
    if (literal) {
      uint64_t v = 0;
      if (!readVbr64(8, v)) return false;
      pool.push_back({OpKind::Literal, 0, v});
      continue;
    }
    uint64_t encoding = 0;
    if (!read(3, encoding)) return false;
    if (encoding < 1 || encoding > 5) return fail("invalid abbreviation operand encoding " + std::to_string(encoding));
    if (encoding == 1 || encoding == 2) {  // fixed, VBR: a width
      uint64_t width;
      if (!readVbr64(5, width)) return false;
      if (width == 0) {  // reads as a literal 0, as in LLVM
        pool.push_back({OpKind::Literal, 0, 0});
        continue;
      }
      if (width > kMaxChunk) return fail("abbreviation operand of " + std::to_string(width) + " bits (at most 32)");
      pool.push_back({encoding == 1 ? OpKind::Fixed : OpKind::Vbr, uint8_t(width), 0});
    } else {
      pool.push_back({encoding == 3 ? OpKind::Array : encoding == 4 ? OpKind::Char6 : OpKind::Blob, 0, 0});
    }
  }
  if (count == 0) return fail("abbreviation without operands");
  abbrev.count = count;
  return true;
}

void BitstreamDecoder::popScope() {
  alignTo32();
  const Scope& scope = scopes_.back();
  codeWidth_ = scope.codeWidth;
  abbrevs_.resize(abbrevBase_);
  abbrevBase_ = scope.abbrevBase;
  ops_.resize(scope.opsSize);
  scopes_.pop_back();
}

void BitstreamDecoder::pushBlockInfoAbbrevs(unsigned blockId) {
  for (const InfoAbbrev& info : blockInfo_)
    if (info.blockId == blockId) abbrevs_.push_back(info.abbrev);
}

bool BitstreamDecoder::advance(Entry& entry) {
  for (;;) {
    if (atEnd()) {
      entry = {EntryKind::Error, 0};
      return true;
    }
    uint64_t code = 0;
    if (!read(codeWidth_, code)) return false;
    if (code == llvm::bitc::END_BLOCK) {
      if (scopes_.empty()) {
        entry = {EntryKind::Error, 0};
        return true;
      }
      popScope();
      entry = {EntryKind::EndBlock, 0};
      return true;
    }
    if (code == llvm::bitc::ENTER_SUBBLOCK) {
      uint32_t id;
      if (!readVbr32(llvm::bitc::BlockIDWidth, id)) return false;
      entry = {EntryKind::SubBlock, id};
      return true;
    }
    if (code == llvm::bitc::DEFINE_ABBREV) {
      Abbrev abbrev{0, 0, false};
      if (!readAbbrevDefinition(ops_, abbrev)) return false;
      abbrevs_.push_back(abbrev);
      continue;
    }
    entry = {EntryKind::Record, unsigned(code)};
    return true;
  }
}

bool BitstreamDecoder::enterSubBlock(unsigned blockId) {
  scopes_.push_back({codeWidth_, abbrevBase_, ops_.size()});
  abbrevBase_ = abbrevs_.size();
  pushBlockInfoAbbrevs(blockId);
  uint32_t width;
  if (!readVbr32(llvm::bitc::CodeLenWidth, width)) return false;
  if (width > kMaxChunk) return fail("block " + std::to_string(blockId) + " has a code width of " + std::to_string(width) + " bits");
  codeWidth_ = width;
  alignTo32();
  uint64_t words = 0;
  if (!read(llvm::bitc::BlockSizeWidth, words)) return false;
  if (width == 0) return fail("block " + std::to_string(blockId) + " has a code width of 0");
  if (atEnd()) return fail("block " + std::to_string(blockId) + " starts at the end of the stream");
  return true;
}

// LLVM's SkipBlock, for sub-blocks of a block-info block.
bool BitstreamDecoder::skipBlock() {
  uint32_t width;
  if (!readVbr32(llvm::bitc::CodeLenWidth, width)) return false;
  alignTo32();
  uint64_t words = 0;
  if (!read(llvm::bitc::BlockSizeWidth, words)) return false;
  const uint64_t to = bitPosition() + words * 32;
  if (atEnd()) return fail("sub-block of the block info starts at the end of the stream");
  if (to > limit_) return fail("sub-block of the block info ends past the stream");
  return jumpTo(to);
}

bool BitstreamDecoder::readBlockInfoBlock() {
  newBlockInfo_.clear();
  if (!readBlockInfoBlockInto(newBlockInfo_)) return false;
  blockInfo_.swap(newBlockInfo_);
  return true;
}

bool BitstreamDecoder::readBlockInfoBlockInto(std::vector<InfoAbbrev>& infos) {
  if (!enterSubBlock(llvm::bitc::BLOCKINFO_BLOCK_ID)) return false;
  llvm::SmallVector<uint64_t, 16> record;
  bool haveBlock = false;
  unsigned currentBlock = 0;
  for (;;) {
    // advanceSkippingSubblocks without taking abbreviations in.
    if (atEnd()) return fail("the block info ends at the end of the stream");
    uint64_t code = 0;
    if (!read(codeWidth_, code)) return false;
    if (code == llvm::bitc::END_BLOCK) {
      popScope();  // the block info's own scope
      return true;
    }
    if (code == llvm::bitc::ENTER_SUBBLOCK) {
      uint32_t id;
      if (!readVbr32(llvm::bitc::BlockIDWidth, id)) return false;
      if (!skipBlock()) return false;
      continue;
    }
    if (code == llvm::bitc::DEFINE_ABBREV) {
      if (!haveBlock) return fail("abbreviation in the block info before any SETBID record");
      Abbrev abbrev{0, 0, true};
      if (!readAbbrevDefinition(infoOps_, abbrev)) return false;
      infos.push_back({currentBlock, abbrev});
      continue;
    }
    unsigned recordCode;
    if (!readRecord(unsigned(code), kNoBlobBlock, recordCode, record)) return false;
    if (recordCode == llvm::bitc::BLOCKINFO_CODE_SETBID) {
      if (record.empty()) return fail("block info SETBID record without a block ID");
      haveBlock = true;
      currentBlock = unsigned(record[0]);
    } else if (recordCode == llvm::bitc::BLOCKINFO_CODE_BLOCKNAME || recordCode == llvm::bitc::BLOCKINFO_CODE_SETRECORDNAME) {
      if (!haveBlock) return fail("block info name record before any SETBID record");
    }
  }
}

bool BitstreamDecoder::readRecord(unsigned abbrevId, unsigned blockId, unsigned& code, llvm::SmallVectorImpl<uint64_t>& ops) {
  ops.clear();
  if (abbrevId == llvm::bitc::UNABBREV_RECORD) {
    uint32_t c, count;
    if (!readVbr32(6, c) || !readVbr32(6, count)) return false;
    if (uint64_t(count) >= limit_) return fail("record of " + std::to_string(count) + " operands is implausible");
    code = c;
    ops.resize_for_overwrite(count);
    uint64_t* out = ops.data();
    for (uint32_t i = 0; i < count; ++i)
      if (!readVbr64(6, out[i])) return false;
    return true;
  }
  const size_t number = size_t(abbrevId) - llvm::bitc::FIRST_APPLICATION_ABBREV;
  if (abbrevId < llvm::bitc::FIRST_APPLICATION_ABBREV || number >= abbrevs_.size() - abbrevBase_)
    return fail("abbreviation " + std::to_string(abbrevId) + " is not defined");
  const Abbrev abbrev = abbrevs_[abbrevBase_ + number];
  const Op* op = (abbrev.info ? infoOps_.data() : ops_.data()) + abbrev.first;
  const Op* const end = op + abbrev.count;
  uint64_t v = 0;
  if (op->kind == OpKind::Literal) {
    code = unsigned(op->value);
  } else {
    if (op->kind == OpKind::Array || op->kind == OpKind::Blob) return fail("abbreviation starts with an array or a blob");
    if (!readField(*op, v)) return false;
    code = unsigned(v);
  }
  for (++op; op != end; ++op) {
    switch (op->kind) {
      case OpKind::Literal: ops.push_back(op->value); continue;
      case OpKind::Fixed:
        if (!read(op->width, v)) return false;
        ops.push_back(v);
        continue;
      case OpKind::Vbr:
        if (!readVbr64(op->width, v)) return false;
        ops.push_back(v);
        continue;
      case OpKind::Char6:
        if (!read(6, v)) return false;
        ops.push_back(decodeChar6(v));
        continue;
      case OpKind::Array: {
        uint32_t count;
        if (!readVbr32(6, count)) return false;
        if (uint64_t(count) >= limit_) return fail("array of " + std::to_string(count) + " elements is implausible");
        if (op + 2 != end) return fail("array operand is not second to last in its abbreviation");
        const Op& element = *++op;
        if (element.kind == OpKind::Literal) return fail("array element is not an encoding");
        const size_t at = ops.size();
        ops.resize_for_overwrite(at + count);
        uint64_t* out = ops.data() + at;
        switch (element.kind) {
          case OpKind::Fixed:
            for (uint32_t i = 0; i < count; ++i)
              if (!read(element.width, out[i])) return false;
            break;
          case OpKind::Vbr:
            for (uint32_t i = 0; i < count; ++i)
              if (!readVbr64(element.width, out[i])) return false;
            break;
          case OpKind::Char6:
            for (uint32_t i = 0; i < count; ++i) {
              if (!read(6, v)) return false;
              out[i] = decodeChar6(v);
            }
            break;
          default: return fail("array element is an array or a blob");
        }
        continue;
      }
      case OpKind::Blob: {
        uint32_t bytes;
        if (!readVbr32(6, bytes)) return false;
        alignTo32();
        const uint64_t start = bitPosition();
        const uint64_t to = start + (uint64_t(bytes) + 3) / 4 * 32;
        // LLVM 19 ends the record there and leaves the stream at its end, where the guard
        // then fails; newer LLVM fails at once, as this does.
        if (to > limit_) return fail("blob of " + std::to_string(bytes) + " bytes ends past the stream");
        jumpTo(to);
        if (blockId == llvm::bitc::METADATA_BLOCK_ID && code == llvm::bitc::METADATA_STRINGS && !ops.empty()) continue;
        const uint8_t* p = data_ + start / 8;
        ops.append(p, p + bytes);
        continue;
      }
    }
  }
  return true;
}

}  // namespace dxsv::frontend
