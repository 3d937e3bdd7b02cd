#include "bindings/root_layout.h"

#include <string>

namespace dxsv::bindings {

using container::RootParameterType;

Result<RootLayout> makeRootLayout(const container::RootSignature& signature, const RootLayoutOptions& options) {
  RootLayout layout;
  layout.heaps = options.heaps;
  layout.hasRootSignature = true;
  layout.signature = signature;
  layout.rootDescriptorsAsDescriptors = options.rootDescriptorsAsDescriptors;
  layout.parameterDword.assign(signature.parameters.size(), 0);
  uint32_t dword = 0;
  // Addresses first: they stay 8-byte aligned without padding.
  for (size_t i = 0; i < signature.parameters.size(); ++i) {
    RootParameterType type = signature.parameters[i].type;
    if (type != RootParameterType::CBV && type != RootParameterType::SRV && type != RootParameterType::UAV) continue;
    if (options.rootDescriptorsAsDescriptors) {  // they live in descriptor sets, not in the block
      layout.parameterDword[i] = kNoRootDword;
      continue;
    }
    layout.parameterDword[i] = dword;
    dword += 2;
  }
  for (size_t i = 0; i < signature.parameters.size(); ++i) {
    const container::RootParameter& p = signature.parameters[i];
    if (p.type == RootParameterType::Constants32Bit) {
      layout.parameterDword[i] = dword;
      dword += p.num32BitValues;
    } else if (p.type == RootParameterType::DescriptorTable) {
      layout.parameterDword[i] = dword;
      dword += 1;
    }
    if (dword > 64)
      return makeError("root signature: " + std::to_string(dword) + " DWORDs of root parameters exceed D3D12's 64");
  }
  layout.blockDwords = dword;
  layout.blockInPushConstants = uint64_t(dword) * 4 <= options.pushConstantBytes;
  return layout;
}

}  // namespace dxsv::bindings
