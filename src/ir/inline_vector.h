// A vector of trivially copyable elements that keeps its first N elements inside the object.
// An IR instruction holds three small lists (operands, literals, branch targets), most of
// them one to four elements long: with std::vector each non-empty list was a heap allocation,
// and allocation was the largest single cost of lowering and emission (docs/PERFORMANCE.md).
#pragma once

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <initializer_list>
#include <iterator>
#include <new>
#include <stdexcept>
#include <type_traits>
#include <utility>
#include <vector>

namespace dxsv::ir {

template <typename T, uint32_t N>
class InlineVector {
  static_assert(std::is_trivially_copyable_v<T>, "elements are copied with memcpy");
  static_assert(N > 0);

 public:
  using value_type = T;
  using size_type = size_t;
  using iterator = T*;
  using const_iterator = const T*;
  using reference = T&;
  using const_reference = const T&;

  InlineVector() = default;
  InlineVector(std::initializer_list<T> values) { assign(values.begin(), values.end()); }
  InlineVector(const std::vector<T>& values) { assign(values.data(), values.data() + values.size()); }  // NOLINT
  template <typename It, typename = decltype(*std::declval<It>())>
  InlineVector(It first, It last) {
    for (; first != last; ++first) push_back(*first);
  }
  InlineVector(const InlineVector& other) { assign(other.begin(), other.end()); }
  InlineVector(InlineVector&& other) noexcept { take(other); }
  ~InlineVector() { release(); }

  InlineVector& operator=(const InlineVector& other) {
    if (this != &other) assign(other.begin(), other.end());
    return *this;
  }
  InlineVector& operator=(InlineVector&& other) noexcept {
    if (this != &other) {
      release();
      take(other);
    }
    return *this;
  }
  InlineVector& operator=(std::initializer_list<T> values) {
    assign(values.begin(), values.end());
    return *this;
  }
  InlineVector& operator=(const std::vector<T>& values) {
    assign(values.data(), values.data() + values.size());
    return *this;
  }

  // Explicit, so that no hot path copies an instruction's list into a std::vector unseen.
  explicit operator std::vector<T>() const { return std::vector<T>(begin(), end()); }  // NOLINT

  T* data() { return data_; }
  const T* data() const { return data_; }
  size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  iterator begin() { return data_; }
  iterator end() { return data_ + size_; }
  const_iterator begin() const { return data_; }
  const_iterator end() const { return data_ + size_; }
  std::reverse_iterator<iterator> rbegin() { return std::reverse_iterator<iterator>(end()); }
  std::reverse_iterator<iterator> rend() { return std::reverse_iterator<iterator>(begin()); }
  std::reverse_iterator<const_iterator> rbegin() const { return std::reverse_iterator<const_iterator>(end()); }
  std::reverse_iterator<const_iterator> rend() const { return std::reverse_iterator<const_iterator>(begin()); }
  T& operator[](size_t i) { return data_[i]; }
  const T& operator[](size_t i) const { return data_[i]; }
  T& at(size_t i) {
    if (i >= size_) throw std::out_of_range("InlineVector::at");
    return data_[i];
  }
  const T& at(size_t i) const {
    if (i >= size_) throw std::out_of_range("InlineVector::at");
    return data_[i];
  }
  T& front() { return data_[0]; }
  const T& front() const { return data_[0]; }
  T& back() { return data_[size_ - 1]; }
  const T& back() const { return data_[size_ - 1]; }

  void clear() { size_ = 0; }
  void reserve(size_t n) {
    if (n > capacity_) grow(n);
  }
  void push_back(T value) {
    if (size_ == capacity_) grow(size_t(capacity_) * 2);
    data_[size_++] = value;
  }
  void pop_back() { --size_; }
  void resize(size_t n, T value = T()) {
    reserve(n);
    for (size_t i = size_; i < n; ++i) data_[i] = value;
    size_ = uint32_t(n);
  }
  iterator erase(const_iterator at) { return erase(at, at + 1); }
  iterator erase(const_iterator first, const_iterator last) {
    T* f = data_ + (first - data_);
    const size_t count = size_t(last - first);
    std::memmove(f, f + count, size_t(end() - (f + count)) * sizeof(T));
    size_ -= uint32_t(count);
    return f;
  }
  iterator insert(const_iterator at, T value) {
    const size_t index = size_t(at - data_);
    push_back(value);
    std::memmove(data_ + index + 1, data_ + index, (size_ - 1 - index) * sizeof(T));
    data_[index] = value;
    return data_ + index;
  }

  friend bool operator==(const InlineVector& a, const InlineVector& b) { return equal(a, b.data_, b.size_); }
  friend bool operator==(const InlineVector& a, const std::vector<T>& b) { return equal(a, b.data(), b.size()); }
  friend bool operator==(const std::vector<T>& a, const InlineVector& b) { return equal(b, a.data(), a.size()); }
  friend bool operator!=(const InlineVector& a, const InlineVector& b) { return !(a == b); }

 private:
  static bool equal(const InlineVector& a, const T* b, size_t n) {
    if (a.size_ != n) return false;
    for (size_t i = 0; i < n; ++i)
      if (!(a.data_[i] == b[i])) return false;
    return true;
  }
  T* inlineData() { return reinterpret_cast<T*>(inline_); }
  bool isInline() const { return data_ == reinterpret_cast<const T*>(inline_); }
  void release() {
    if (!isInline()) std::free(data_);
    data_ = inlineData();
    size_ = 0;
    capacity_ = N;
  }
  void take(InlineVector& other) {
    if (other.isInline()) {
      std::memcpy(inline_, other.inline_, other.size_ * sizeof(T));
      data_ = inlineData();
      capacity_ = N;
    } else {
      data_ = other.data_;
      capacity_ = other.capacity_;
    }
    size_ = other.size_;
    other.data_ = other.inlineData();
    other.size_ = 0;
    other.capacity_ = N;
  }
  void assign(const T* first, const T* last) {
    const size_t n = size_t(last - first);
    size_ = 0;
    reserve(n);
    if (n) std::memmove(data_, first, n * sizeof(T));
    size_ = uint32_t(n);
  }
  void grow(size_t n) {
    if (n < N * 2) n = N * 2;
    void* fresh = std::malloc(n * sizeof(T));
    if (!fresh) throw std::bad_alloc();
    std::memcpy(fresh, data_, size_ * sizeof(T));
    if (!isInline()) std::free(data_);
    data_ = static_cast<T*>(fresh);
    capacity_ = uint32_t(n);
  }

  T* data_ = inlineData();
  uint32_t size_ = 0;
  uint32_t capacity_ = N;
  alignas(T) unsigned char inline_[N * sizeof(T)];
};

}  // namespace dxsv::ir
