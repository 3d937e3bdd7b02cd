// libFuzzer target: the DXBC container, its digest and the parts this project reads.
#include <cstddef>
#include <cstdint>

#include "container/container.h"
#include "container/digest.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::span<const uint8_t> blob(data, size);
  (void)dxsv::container::checkDigest(blob);
  auto container = dxsv::container::parse(blob);
  if (!container) return 0;
  for (const dxsv::container::Part& part : container->parts) {
    using dxsv::container::fourcc;
    if (part.fourcc == fourcc("ISG1") || part.fourcc == fourcc("OSG1") || part.fourcc == fourcc("PSG1"))
      (void)dxsv::container::parseSignature(part);
    if (part.fourcc == fourcc("DXIL") || part.fourcc == fourcc("ILDB")) (void)dxsv::container::parseProgram(part);
  }
  (void)dxsv::container::findProgram(*container);
  return 0;
}
