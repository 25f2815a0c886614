// Conversion and unification of PCL types (docs/pcl.md).
//
// conversion_from(dst, src) says whether a value of type `src` can be used
// where `dst` is expected: `safe` when every distinct source value has a
// distinct target value, `unsafe` when the conversion exists but may lose
// information or fail for some values, `none` when it does not exist. The
// rules (docs/pcl.md, in order; the first that applies decides):
//   identity and dynamic targets        safe
//   union source                        safe if every member is safe, none if
//                                       no member converts, else unsafe
//   union target                        the best member conversion
//   output(U) target                    U from the source with its outputs and
//                                       promises resolved
//   promise(U) target                   none from an output; else U from the
//                                       source with its promises resolved
//   dynamic source                      unsafe
//   scalars                             HCL's rules plus int: int -> number and
//                                       int -> string safe, the reverse unsafe
//   collections, tuples, objects        HCL's structural rules; an attribute
//                                       missing from the source is `none`
//   anything else (none to non-none)    none
#pragma once

#include <hcl/config.hpp>
#include <hcl/pcl/type.hpp>

#include <cstdint>
#include <span>
#include <string>

HCL_BEGIN_NAMESPACE

namespace pcl {

// Ordered: none < unsafe < safe.
enum class conversion_kind : std::uint8_t { none, unsafe, safe };

// "none", "unsafe", "safe".
const char* to_string(conversion_kind k) noexcept;

conversion_kind conversion_from(const type& dst, const type& src);

// The type every input converts to (safely, as far as one exists), computed
// from the set of inputs (their order does not matter):
//   no inputs -> none; equal inputs -> that type
//   none among the inputs stays a member of the result (optional)
//   dynamic absorbs every other member except none
//   any output (or a promise and something containing an output)
//       -> output(unify of the elements); else any promise -> promise(...)
//   lists, sets, tuples merge into one: tuples of one length element-wise,
//       sets into a set, otherwise a list of the unified elements
//   maps and objects merge into one: objects attribute-wise (a missing
//       attribute counts as none), otherwise a map of the unified elements
//   scalars: those no other input converts safely into (int with number
//       -> number; int, number or bool with string -> string)
//   what remains is the union of the merged members (bool and number, say).
type unify(std::span<const type> types);
inline type unify(std::initializer_list<type> types) { return unify(std::span<const type>(types.begin(), types.size())); }

}  // namespace pcl
HCL_END_NAMESPACE
