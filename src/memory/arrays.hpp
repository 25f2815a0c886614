// Arrays on the heap, made with the C++20 functions where the standard
// library has them, and the equivalent C++17 expression where it does not
// (libc++ before 15 and 16, as in emscripten 3.1, which builds the
// playground: docs/playground.md).
#pragma once

#include <hcl/config.hpp>

#include <cstddef>
#include <memory>

HCL_BEGIN_NAMESPACE

namespace detail {

// std::make_shared<T[]>(n): `n` value-initialised elements.
template <class T>
std::shared_ptr<T[]> make_shared_array(std::size_t n) {
#if defined(__cpp_lib_shared_ptr_arrays) && __cpp_lib_shared_ptr_arrays >= 201707L
    return std::make_shared<T[]>(n);
#else
    return std::shared_ptr<T[]>(new T[n]());
#endif
}

// std::make_unique_for_overwrite<T[]>(n): `n` default-initialised elements
// (left unwritten when T is trivial).
template <class T>
std::unique_ptr<T[]> make_unique_array_for_overwrite(std::size_t n) {
#if defined(__cpp_lib_smart_ptr_for_overwrite) && __cpp_lib_smart_ptr_for_overwrite >= 202002L
    return std::make_unique_for_overwrite<T[]>(n);
#else
    return std::unique_ptr<T[]>(new T[n]);
#endif
}

}  // namespace detail

HCL_END_NAMESPACE
