// Error reporting shared by every component: a failure carries a message that says
// where (part, function, block, instruction, dx.op) and why.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <variant>

namespace dxsv {

enum class ErrorKind : uint8_t {
  Malformed,    // the input is broken (container, bitcode, metadata)
  Unsupported,  // valid input using something not translated yet
  Internal,     // a translator bug (e.g. the produced SPIR-V is invalid)
  InvalidArgument,  // the caller's options do not fit the input (no library export of that name)
};

struct Error {
  std::string message;
  ErrorKind kind = ErrorKind::Malformed;
};

// A value or an Error. Cheap to move; never throws.
template <typename T>
class Result {
 public:
  Result(T value) : state_(std::move(value)) {}  // NOLINT: implicit by design
  Result(Error error) : state_(std::move(error)) {}  // NOLINT

  bool ok() const { return state_.index() == 0; }
  explicit operator bool() const { return ok(); }
  T& value() { return std::get<0>(state_); }
  const T& value() const { return std::get<0>(state_); }
  T& operator*() { return value(); }
  T* operator->() { return &value(); }
  const Error& error() const { return std::get<1>(state_); }
  Error takeError() { return std::move(std::get<1>(state_)); }

 private:
  std::variant<T, Error> state_;
};

// Success or an Error, for steps that produce nothing.
class Status {
 public:
  Status() = default;
  Status(Error error) : error_(std::move(error)) {}  // NOLINT
  static Status success() { return Status(); }
  bool ok() const { return !error_.has_value(); }
  explicit operator bool() const { return ok(); }
  const Error& error() const { return *error_; }
  Error takeError() { return std::move(*error_); }

 private:
  std::optional<Error> error_;
};

// Broken input (the default), or valid input using something not translated yet.
inline Error makeError(std::string message, ErrorKind kind = ErrorKind::Malformed) {
  return Error{std::move(message), kind};
}
inline Error unsupportedError(std::string message) { return makeError(std::move(message), ErrorKind::Unsupported); }

}  // namespace dxsv
