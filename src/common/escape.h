// Input text in messages. Names and strings read from a blob (metadata names, function and
// export names, part names, LLVM's own diagnostics quoting them) may hold any byte: each byte
// outside printable ASCII becomes \xNN, so a crafted blob cannot put control bytes, terminal
// escape sequences or invalid UTF-8 into a terminal or a log. Backslash is left as is, which
// makes escaping idempotent: the API escapes every finished message once more (keeping the
// newlines of multi-line messages) as a safety net.
#pragma once

#include <string>
#include <string_view>

namespace dxsv {

enum class Newlines : bool { Escape, Keep };

inline std::string escapeText(std::string_view text, Newlines newlines = Newlines::Escape) {
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out;
  out.reserve(text.size());
  for (char c : text) {
    const auto byte = static_cast<unsigned char>(c);
    if ((byte >= 0x20 && byte < 0x7f) || (byte == '\n' && newlines == Newlines::Keep)) {
      out += c;
    } else {
      out += "\\x";
      out += kHex[byte >> 4];
      out += kHex[byte & 0xf];
    }
  }
  return out;
}

// A finished message, safe to print: input text inside it escaped, its own line breaks kept.
inline std::string printableMessage(std::string_view message) { return escapeText(message, Newlines::Keep); }

}  // namespace dxsv
