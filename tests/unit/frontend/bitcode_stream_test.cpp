// The bitcode guard's own bitstream decoder (src/frontend/bitcode_stream.h): it must decode
// what LLVM's BitstreamCursor decodes, record for record (every reference blob is walked by
// both), reject what LLVM's cursor rejects (malformed abbreviations and block info) and fail
// cleanly on a stream cut at any bit.
#include <gtest/gtest.h>

#include <llvm/Bitcode/LLVMBitCodes.h>
#include <llvm/Bitstream/BitstreamReader.h>
#include <llvm/Bitstream/BitstreamWriter.h>
#include <llvm/Support/Error.h>

#include <filesystem>
#include <fstream>
#include <iterator>

#include "../../common/assemble_ll.h"
#include "../../common/compute_module.h"
#include "container/container.h"
#include "frontend/bitcode_guard.h"
#include "frontend/bitcode_stream.h"

namespace {

namespace fs = std::filesystem;
using dxsv::frontend::BitstreamDecoder;

// One walk's events: entries, block positions, record codes and operands.
struct Trace {
  std::vector<uint64_t> events;
  bool ok = false;  // the whole stream decoded, some block read, every block closed
};

enum : uint64_t { kEnd = 1ull << 60, kEnter = 2ull << 60, kRecord = 3ull << 60, kInfo = 4ull << 60 };

// Walks with the guard's decoder (blobs expanded byte by byte, as LLVM does without a blob
// pointer).
Trace walkOurs(std::span<const uint8_t> bytes, uint64_t bitLimit = ~uint64_t(0)) {
  Trace trace;
  BitstreamDecoder d(bytes, bitLimit);
  uint64_t magic;
  if (!d.read(32, magic)) return trace;
  size_t depth = 0;
  llvm::SmallVector<uint64_t, 64> ops;
  while (!d.atEnd()) {
    BitstreamDecoder::Entry e;
    if (!d.advance(e) || e.kind == BitstreamDecoder::EntryKind::Error) return trace;
    switch (e.kind) {
      case BitstreamDecoder::EntryKind::EndBlock:
        --depth;
        trace.events.push_back(kEnd | d.bitPosition());
        break;
      case BitstreamDecoder::EntryKind::SubBlock:
        if (e.id == 0) {
          if (!d.readBlockInfoBlock()) return trace;
          trace.events.push_back(kInfo | d.bitPosition());
          break;
        }
        if (!d.enterSubBlock(e.id)) return trace;
        ++depth;
        trace.events.push_back(kEnter | e.id);
        trace.events.push_back(d.bitPosition());
        break;
      case BitstreamDecoder::EntryKind::Record: {
        unsigned code;
        if (depth == 0 || !d.readRecord(e.id, BitstreamDecoder::kNoBlobBlock, code, ops)) return trace;
        trace.events.push_back(kRecord | code);
        trace.events.push_back(ops.size());
        trace.events.insert(trace.events.end(), ops.begin(), ops.end());
        break;
      }
      default: return trace;
    }
  }
  trace.ok = depth == 0 && !trace.events.empty();
  return trace;
}

Trace walkLlvm(std::span<const uint8_t> bytes) {
  Trace trace;
  llvm::BitstreamCursor c(llvm::ArrayRef<uint8_t>(bytes.data(), bytes.size()));
  llvm::BitstreamBlockInfo info;
  auto fail = [&](llvm::Error e) {
    llvm::consumeError(std::move(e));
    return trace;
  };
  if (auto magic = c.Read(32); !magic) return fail(magic.takeError());
  size_t depth = 0;
  llvm::SmallVector<uint64_t, 64> ops;
  while (!c.AtEndOfStream()) {
    auto e = c.advance();
    if (!e) return fail(e.takeError());
    switch (e->Kind) {
      case llvm::BitstreamEntry::EndBlock:
        --depth;
        trace.events.push_back(kEnd | c.GetCurrentBitNo());
        break;
      case llvm::BitstreamEntry::SubBlock:
        if (e->ID == 0) {
          auto read = c.ReadBlockInfoBlock();
          if (!read) return fail(read.takeError());
          if (!*read) return trace;
          info = std::move(**read);
          c.setBlockInfo(&info);
          trace.events.push_back(kInfo | c.GetCurrentBitNo());
          break;
        }
        if (llvm::Error err = c.EnterSubBlock(e->ID)) return fail(std::move(err));
        ++depth;
        trace.events.push_back(kEnter | e->ID);
        trace.events.push_back(c.GetCurrentBitNo());
        break;
      case llvm::BitstreamEntry::Record: {
        ops.clear();
        if (depth == 0) return trace;
        auto code = c.readRecord(e->ID, ops);
        if (!code) return fail(code.takeError());
        trace.events.push_back(kRecord | *code);
        trace.events.push_back(ops.size());
        trace.events.insert(trace.events.end(), ops.begin(), ops.end());
        break;
      }
      default: return trace;
    }
  }
  trace.ok = depth == 0 && !trace.events.empty();
  return trace;
}

std::vector<uint8_t> bitcodeOf(const std::vector<uint8_t>& blob) {
  auto container = dxsv::container::parse(blob);
  if (!container) return {};
  auto program = dxsv::container::findProgram(*container);
  if (!program) return {};
  return {program->bitcode.begin(), program->bitcode.end()};
}

std::vector<uint8_t> smallModule() {
  return bitcodeOf(dxsv::testing::assembleLl(dxsv::testing::computeModuleText({.body = R"(
  %t = call i32 @dx.op.flattenedThreadIdInGroup.i32(i32 96)
  ret void
)",
                                                                              .threadsX = 4})));
}

std::vector<uint8_t> bytesOf(const llvm::SmallVectorImpl<char>& buffer) {
  std::vector<uint8_t> out(buffer.begin(), buffer.end());
  while (out.size() % 4) out.push_back(0);
  return out;
}

// A stream with the magic, then whatever `body` writes at the top level.
template <typename Body>
std::vector<uint8_t> stream(Body body) {
  llvm::SmallVector<char, 256> buffer;
  {
    llvm::BitstreamWriter w(buffer);
    w.Emit('B', 8), w.Emit('C', 8), w.Emit(0xC0, 8), w.Emit(0xDE, 8);
    body(w);
    w.FlushToWord();
  }
  return bytesOf(buffer);
}

TEST(BitcodeStream, AgreesWithLlvmOnEveryReferenceBlob) {
  size_t blobs = 0, events = 0;
  for (auto& entry : fs::recursive_directory_iterator(DXSV_REFERENCE_DIR)) {
    if (entry.path().extension() != ".dxil") continue;
    std::ifstream in(entry.path(), std::ios::binary);
    std::vector<uint8_t> blob((std::istreambuf_iterator<char>(in)), {});
    std::vector<uint8_t> bitcode = bitcodeOf(blob);
    if (bitcode.empty() || bitcode.size() % 4) continue;  // error-path blobs without a program
    Trace ours = walkOurs(bitcode), llvm = walkLlvm(bitcode);
    ASSERT_EQ(ours.ok, llvm.ok) << entry.path();
    ASSERT_EQ(ours.events.size(), llvm.events.size()) << entry.path();
    auto mismatch = std::mismatch(ours.events.begin(), ours.events.end(), llvm.events.begin());
    ASSERT_TRUE(mismatch.first == ours.events.end())
        << entry.path() << ": event " << (mismatch.first - ours.events.begin());
    ++blobs, events += ours.events.size();
  }
  EXPECT_GT(blobs, 300u);
  EXPECT_GT(events, 100000u);
}

// Every encoding, in a block's own abbreviations and in the block info's, with the records
// read back as written.
TEST(BitcodeStream, AbbreviationsOfEveryEncoding) {
  using Op = llvm::BitCodeAbbrevOp;
  auto abbrev = [](std::initializer_list<Op> ops) {
    auto a = std::make_shared<llvm::BitCodeAbbrev>();
    for (const Op& op : ops) a->Add(op);
    return a;
  };
  const std::vector<uint8_t> bytes = stream([&](llvm::BitstreamWriter& w) {
    w.EnterBlockInfoBlock();
    const unsigned fromInfo = w.EmitBlockInfoAbbrev(9, abbrev({Op(7), Op(Op::VBR, 3), Op(Op::Array), Op(Op::Char6)}));
    w.ExitBlock();
    w.EnterSubblock(9, 5);
    const unsigned fixed = w.EmitAbbrev(abbrev({Op(Op::Fixed, 4), Op(Op::Fixed, 32), Op(Op::Fixed, 1), Op(5)}));
    const unsigned vbr = w.EmitAbbrev(abbrev({Op(Op::VBR, 6), Op(Op::VBR, 2), Op(Op::VBR, 32)}));
    const unsigned arrays = w.EmitAbbrev(abbrev({Op(3), Op(Op::Fixed, 0), Op(Op::Array), Op(Op::Fixed, 7)}));
    const unsigned vbrArray = w.EmitAbbrev(abbrev({Op(4), Op(Op::Array), Op(Op::VBR, 4)}));
    const unsigned char6 = w.EmitAbbrev(abbrev({Op(Op::Char6), Op(Op::Char6)}));
    const unsigned blob = w.EmitAbbrev(abbrev({Op(6), Op(Op::Fixed, 3), Op(Op::Blob)}));
    w.EmitRecord(12, llvm::SmallVector<uint64_t>{0xffffffffu, 1, 5}, fixed);
    w.EmitRecord(40, llvm::SmallVector<uint64_t>{3, 0x123456789abcdefull}, vbr);
    w.EmitRecord(3, llvm::SmallVector<uint64_t>{0, 1, 127, 64}, arrays);
    w.EmitRecord(4, llvm::SmallVector<uint64_t>{}, vbrArray);
    w.EmitRecord(4, llvm::SmallVector<uint64_t>{1000000, 7, 8}, vbrArray);
    w.EmitRecord('z', llvm::SmallVector<uint64_t>{'_'}, char6);
    w.EmitRecordWithBlob(blob, llvm::SmallVector<uint64_t>{6, 5}, llvm::StringRef("hello"));
    w.EmitRecord(7, llvm::SmallVector<uint64_t>{5, 'a', 'Z', '9', '.'}, fromInfo);
    w.EmitRecord(30, llvm::SmallVector<uint64_t>{1ull << 63, 0, 42});  // unabbreviated
    w.ExitBlock();
  });
  const Trace ours = walkOurs(bytes), llvm = walkLlvm(bytes);
  ASSERT_TRUE(ours.ok);
  ASSERT_TRUE(llvm.ok);
  EXPECT_EQ(ours.events, llvm.events);
  // The records as written.
  const std::vector<std::vector<uint64_t>> expected = {
      {12, 0xffffffffu, 1, 5}, {40, 3, 0x123456789abcdefull}, {3, 0, 1, 127, 64}, {4}, {4, 1000000, 7, 8},
      {'z', '_'}, {6, 5, 'h', 'e', 'l', 'l', 'o'}, {7, 5, 'a', 'Z', '9', '.'}, {30, 1ull << 63, 0, 42}};
  std::vector<std::vector<uint64_t>> records;
  for (size_t i = 0; i < ours.events.size();) {
    const uint64_t e = ours.events[i++];
    if ((e >> 60) == (kEnter >> 60)) ++i;
    if ((e >> 60) != (kRecord >> 60)) continue;
    std::vector<uint64_t> r = {e & ((1ull << 60) - 1)};
    const uint64_t n = ours.events[i++];
    r.insert(r.end(), ours.events.begin() + i, ours.events.begin() + i + n);
    i += n;
    records.push_back(r);
  }
  EXPECT_EQ(records, expected);
}

// A small valid module cut at every bit: each prefix fails, or (cut after the identification
// block LLVM writes first) decodes only the blocks before the cut, without crashing; the
// guard rejects every word-aligned prefix that cuts the module block.
TEST(BitcodeStream, TruncationAtEveryBitIsRejected) {
  const std::vector<uint8_t> bitcode = smallModule();
  ASSERT_FALSE(bitcode.empty());
  const Trace full = walkOurs(bitcode);
  ASSERT_TRUE(full.ok);
  ASSERT_TRUE(dxsv::frontend::checkBitcode(bitcode));
  // Where the module block's contents start and where its END_BLOCK aligns to (LLVM 19's
  // writer puts identification, string-table and symbol-table blocks around it).
  uint64_t moduleBit = 0, moduleEnd = 0;
  for (size_t i = 0, depth = 0, moduleDepth = 0; i < full.events.size();) {
    const uint64_t e = full.events[i++];
    if ((e >> 60) == (kEnter >> 60)) {
      if (e == (kEnter | uint64_t(llvm::bitc::MODULE_BLOCK_ID)) && depth == 0) moduleBit = full.events[i], moduleDepth = 1;
      ++depth, ++i;
    } else if ((e >> 60) == (kEnd >> 60)) {
      if (--depth == 0 && moduleDepth == 1) moduleEnd = e & ((1ull << 60) - 1), moduleDepth = 0;
    } else if ((e >> 60) == (kRecord >> 60)) {
      i += 1 + full.events[i];
    }
  }
  ASSERT_GT(moduleBit, 0u);
  ASSERT_GT(moduleEnd, moduleBit + 32);
  const uint64_t bits = bitcode.size() * 8;
  for (uint64_t cut = 0; cut + 32 <= bits; ++cut) {
    const Trace t = walkOurs(bitcode, cut);
    if (!t.ok) continue;
    ASSERT_FALSE(cut >= moduleBit && cut + 32 <= moduleEnd) << "cut at bit " << cut << " inside the module decodes";
    ASSERT_LT(t.events.size(), full.events.size()) << "cut at bit " << cut;
    // The same events (the last one, an end of block, stops at the cut instead of aligning).
    ASSERT_TRUE(std::equal(t.events.begin(), t.events.end() - 1, full.events.begin())) << "cut at bit " << cut;
  }
  for (size_t size = 0; size < bitcode.size(); size += 4) {
    auto s = dxsv::frontend::checkBitcode(std::span(bitcode.data(), size));
    if (size * 8 < moduleBit || size * 8 >= moduleEnd) continue;  // no module, or a whole one: LLVM's reader decides
    ASSERT_FALSE(s) << "cut at byte " << size;
    EXPECT_FALSE(s.error().message.empty());
  }
}

// Raw abbreviation definitions and records (what a writer would refuse to produce).
struct Raw {
  llvm::BitstreamWriter& w;
  void defineAbbrev(std::initializer_list<std::pair<int, uint64_t>> ops) {  // (encoding or -1 literal, data)
    w.EmitCode(llvm::bitc::DEFINE_ABBREV);
    w.EmitVBR(uint32_t(ops.size()), 5);
    for (auto [encoding, data] : ops) {
      w.Emit(encoding < 0, 1);
      if (encoding < 0) {
        w.EmitVBR64(data, 8);
        continue;
      }
      w.Emit(uint32_t(encoding), 3);
      if (encoding == 1 || encoding == 2) w.EmitVBR64(data, 5);
    }
  }
};

void expectBothReject(const std::vector<uint8_t>& bytes, const char* what) {
  EXPECT_FALSE(walkLlvm(bytes).ok) << what << " (LLVM's cursor)";
  EXPECT_FALSE(walkOurs(bytes).ok) << what;
  EXPECT_FALSE(dxsv::frontend::checkBitcode(bytes)) << what;
}

TEST(BitcodeStream, MalformedAbbreviationsAndBlockInfoAreRejected) {
  auto inBlock = [](auto body) {
    return stream([&](llvm::BitstreamWriter& w) {
      w.EnterSubblock(8, 4);
      Raw raw{w};
      body(w, raw);
      w.ExitBlock();
    });
  };
  for (int encoding : {0, 6, 7})
    expectBothReject(inBlock([&](llvm::BitstreamWriter&, Raw& r) { r.defineAbbrev({{encoding, 0}}); }), "invalid encoding");
  expectBothReject(inBlock([](llvm::BitstreamWriter&, Raw& r) { r.defineAbbrev({{1, 33}}); }), "fixed field of 33 bits");
  expectBothReject(inBlock([](llvm::BitstreamWriter&, Raw& r) { r.defineAbbrev({{2, 40}}); }), "VBR field of 40 bits");
  expectBothReject(inBlock([](llvm::BitstreamWriter&, Raw& r) { r.defineAbbrev({}); }), "abbreviation without operands");
  expectBothReject(inBlock([](llvm::BitstreamWriter& w, Raw&) { w.EmitCode(4); }), "undefined abbreviation");
  // Used abbreviations whose shape LLVM checks when reading a record.
  auto used = [&](std::initializer_list<std::pair<int, uint64_t>> ops, std::initializer_list<uint32_t> fields) {
    return inBlock([&](llvm::BitstreamWriter& w, Raw& r) {
      r.defineAbbrev(ops);
      w.EmitCode(4);
      for (uint32_t f : fields) w.EmitVBR(f, 6);
    });
  };
  expectBothReject(used({{3, 0}, {1, 8}}, {0}), "abbreviation starting with an array");
  expectBothReject(used({{5, 0}}, {0}), "abbreviation starting with a blob");
  expectBothReject(used({{-1, 1}, {3, 0}, {1, 8}, {1, 8}}, {0}), "array not second to last");
  expectBothReject(used({{-1, 1}, {3, 0}, {-1, 3}}, {0}), "array of literals");
  expectBothReject(used({{-1, 1}, {3, 0}, {1, 0}}, {0}), "array of fixed(0), a literal");
  expectBothReject(used({{-1, 1}, {3, 0}, {3, 0}}, {0}), "array of arrays");
  expectBothReject(used({{-1, 1}, {3, 0}, {5, 0}}, {0}), "array of blobs");
  expectBothReject(used({{-1, 1}, {5, 0}}, {60}), "blob past the end");
  expectBothReject(used({{-1, 1}, {3, 0}, {1, 8}}, {1000000}), "implausible array length");
  expectBothReject(inBlock([](llvm::BitstreamWriter& w, Raw&) {
                     w.EmitCode(llvm::bitc::UNABBREV_RECORD);
                     w.EmitVBR(1, 6);
                     w.EmitVBR(1000000, 6);
                   }),
                   "implausible record length");
  expectBothReject(inBlock([](llvm::BitstreamWriter& w, Raw&) {
                     w.EmitCode(llvm::bitc::UNABBREV_RECORD);
                     w.EmitVBR(1, 6);
                     w.EmitVBR(1, 6);
                     for (int i = 0; i < 14; ++i) w.Emit(0x3f, 6);  // 14 * 5 bits > 64: unterminated
                     w.Emit(0, 6);
                   }),
                   "unterminated VBR");
  // Block headers: code width 0 and past 32.
  for (uint32_t width : {0u, 33u})
    expectBothReject(stream([&](llvm::BitstreamWriter& w) {
                       w.Emit(llvm::bitc::ENTER_SUBBLOCK, 2);
                       w.EmitVBR(8, llvm::bitc::BlockIDWidth);
                       w.EmitVBR(width, llvm::bitc::CodeLenWidth);
                       w.FlushToWord();
                       w.Emit(4, 32);
                       for (int i = 0; i < 4; ++i) w.Emit(0, 32);
                     }),
                     "code width");
  // Block info: an abbreviation before SETBID, a name before SETBID, a block info that ends
  // with the stream.
  expectBothReject(stream([](llvm::BitstreamWriter& w) {
                     w.EnterSubblock(0, 2);
                     Raw{w}.defineAbbrev({{1, 8}});
                     w.ExitBlock();
                   }),
                   "block-info abbreviation before SETBID");
  expectBothReject(stream([](llvm::BitstreamWriter& w) {
                     w.EnterSubblock(0, 2);
                     w.EmitRecord(llvm::bitc::BLOCKINFO_CODE_BLOCKNAME, llvm::SmallVector<uint64_t>{'a'});
                     w.ExitBlock();
                   }),
                   "block-info name before SETBID");
  expectBothReject(stream([](llvm::BitstreamWriter& w) {  // written raw: the writer balances blocks
                     w.Emit(llvm::bitc::ENTER_SUBBLOCK, 2);
                     w.EmitVBR(llvm::bitc::BLOCKINFO_BLOCK_ID, llvm::bitc::BlockIDWidth);
                     w.EmitVBR(2, llvm::bitc::CodeLenWidth);
                     w.FlushToWord();
                     w.Emit(1, 32);
                     w.Emit(llvm::bitc::UNABBREV_RECORD, 2);
                     // SETBID [8, 0, 0]: 2 + 5 * 6 bits, one whole word (no zero padding that reads as END_BLOCK)
                     for (uint32_t v : {uint32_t(llvm::bitc::BLOCKINFO_CODE_SETBID), 3u, 8u, 0u, 0u}) w.EmitVBR(v, 6);
                   }),
                   "block info without its end");
}

// Blocks nest at most 64 deep in the guard; the decoder itself keeps any depth the stream has.
TEST(BitcodeStream, GuardLimitsBlockDepth) {
  const std::vector<uint8_t> bytes = stream([](llvm::BitstreamWriter& w) {
    for (int i = 0; i < 70; ++i) w.EnterSubblock(20, 3);
    for (int i = 0; i < 70; ++i) w.ExitBlock();
  });
  ASSERT_TRUE(walkOurs(bytes).ok);
  auto s = dxsv::frontend::checkBitcode(bytes);
  ASSERT_FALSE(s);
  EXPECT_NE(s.error().message.find("nested too deeply"), std::string::npos) << s.error().message;
}

// LLVM's reader takes an attribute-group entry's operands (and a string up to its NUL) without
// checking the record's end: a cut-short entry would make it read past the record, into what
// earlier conversions left in the buffer. The guard rejects each such entry first.
std::vector<uint8_t> attributeGroupModule(const std::vector<uint64_t>& entry) {
  return stream([&](llvm::BitstreamWriter& w) {
    w.EnterSubblock(llvm::bitc::MODULE_BLOCK_ID, 3);
    w.EnterSubblock(llvm::bitc::PARAMATTR_GROUP_BLOCK_ID, 3);
    w.EmitRecord(llvm::bitc::PARAMATTR_GRP_CODE_ENTRY, entry);
    w.ExitBlock();
    w.ExitBlock();
  });
}

TEST(BitcodeStream, GuardRejectsCutShortAttributeEntries) {
  const std::vector<std::vector<uint64_t>> cutShort = {
      {1, 0xffffffff, 0},                  // enum attribute without its kind
      {1, 0xffffffff, 1, 5},               // integer attribute without its value
      {1, 0xffffffff, 3, 'a', 'b'},        // key without its NUL
      {1, 0xffffffff, 4, 'k', 0, 'v'},     // value without its NUL
      {1, 0xffffffff, 0, 18, 0},           // a whole entry, then one cut short
  };
  for (const std::vector<uint64_t>& entry : cutShort) {
    auto s = dxsv::frontend::checkBitcode(attributeGroupModule(entry));
    ASSERT_FALSE(s) << entry.size();
    EXPECT_NE(s.error().message.find("is cut short"), std::string::npos) << s.error().message;
  }
  // Whole entries pass this check (the guard then goes on to the rest of the module).
  for (const std::vector<uint64_t>& entry : std::vector<std::vector<uint64_t>>{
           {1, 0xffffffff, 0, 18}, {1, 0xffffffff, 1, 1, 4}, {1, 0xffffffff, 3, 'a', 0}, {1, 0xffffffff, 4, 'k', 0, 'v', 0}}) {
    auto s = dxsv::frontend::checkBitcode(attributeGroupModule(entry));
    if (!s) EXPECT_EQ(s.error().message.find("is cut short"), std::string::npos) << s.error().message;
  }
}

}  // namespace
