// The DXBC header digest (the hash D3D12 checks) and its verification.
//
// An all-zero digest marks an unsigned container: DXC writes one when it cannot sign, and
// hand-built containers (tests, tools) have one. D3D12 refuses such shaders outside developer
// mode; this library accepts them without a check, since there is nothing to compare. The
// digest guards against corruption, not against forgery (anyone can compute it): malformed
// bitcode is caught by the bitcode pre-check whatever the digest says.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string>

#include "common/status.h"

namespace dxsv::container {

using Digest = std::array<uint8_t, 16>;

// The digest of `hashed`: the container's bytes from offset 20 to its declared total size.
Digest dxbcDigest(std::span<const uint8_t> hashed);

// Fails when the blob carries a non-zero digest that does not match its contents. Blobs too
// short or malformed to locate the hashed range pass here; container::parse rejects them.
Status checkDigest(std::span<const uint8_t> blob);

std::string digestHex(const Digest& digest);

}  // namespace dxsv::container
