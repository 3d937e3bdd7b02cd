// ll2dxil IN.ll OUT.dxil: assembles a hand-written LLVM 19 IR module into a DXIL container
// (see tests/common/dxil_assembler.h). Used for reference/handwritten/NAME.dxil; the unit
// test HandwrittenCases checks that every committed blob still matches its .ll.
#include <fstream>
#include <iostream>
#include <iterator>

#include "common/dxil_assembler.h"

int main(int argc, char** argv) {
  if (argc != 3) {
    std::cerr << "usage: ll2dxil IN.ll OUT.dxil\n";
    return 2;
  }
  std::ifstream in(argv[1], std::ios::binary);
  if (!in) {
    std::cerr << "ll2dxil: cannot read " << argv[1] << "\n";
    return 1;
  }
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  std::string error;
  dxsv::testing::Bytes blob = dxsv::testing::assembleDxil(text, error);
  if (blob.empty()) {
    std::cerr << "ll2dxil: " << argv[1] << ": " << error;
    return 1;
  }
  std::ofstream out(argv[2], std::ios::binary);
  out.write(reinterpret_cast<const char*>(blob.data()), std::streamsize(blob.size()));
  if (!out) {
    std::cerr << "ll2dxil: cannot write " << argv[2] << "\n";
    return 1;
  }
  return 0;
}
