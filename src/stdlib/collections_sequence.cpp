// Collection functions that produce sequences: chunklist coalescelist
// compact concat distinct flatten range reverse slice.
#include "stdlib/collections_functions.hpp"
#include "stdlib/stdlib_support.hpp"

#include <hcl/convert.hpp>
#include <hcl/operations.hpp>

#include <algorithm>
#include <string>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace stdlib::detail {

namespace {

const type any_list = type::list(type::dynamic());

}  // namespace

function_spec coalescelist_spec() {
    function_spec spec;
    spec.description =
        "Returns the first of the given sequences that has a length greater than zero.";
    spec.variadic = param("vals", type::dynamic(), allow_unknown | allow_dynamic | allow_null,
                          "List or tuple values to test in the given order.");
    spec.result_type = [](std::span<const value> args) -> call_result<type> {
        if (args.empty()) return call_failed("at least one argument is required");
        for (const auto& a : args) {
            // Any argument might be the chosen one, so an unknown one leaves
            // the type open.
            if (!a.is_known()) return type::dynamic();
            if (!a.type().is_list() && !a.type().is_tuple()) {
                return call_failed("coalescelist arguments must be lists or tuples");
            }
        }
        for (const auto& a : args) {
            if (!(a.type() == args[0].type())) return type::dynamic();
        }
        return args[0].type();
    };
    spec.implementation = [](std::span<const value> args,
                             const type& result_type) -> call_result<value> {
        for (const auto& a : args) {
            if (!a.is_known()) return value::unknown(result_type);
            if (a.is_null()) continue;
            if (a.length() > 0) return a;
        }
        return call_failed("no non-null arguments");
    };
    return spec;
}

function_spec compact_spec() {
    function_spec spec;
    spec.description = "Removes all empty string elements from the given list of strings.";
    spec.parameters = {param("list", type::list(type::string()))};
    spec.result_type = static_result_type(type::list(type::string()));
    spec.implementation = [](std::span<const value> args,
                             const type& result_type) -> call_result<value> {
        // Which elements are empty is only known once all are.
        if (!args[0].is_wholly_known()) return value::unknown(result_type);
        std::vector<value> kept;
        for (const auto& e : args[0].elements()) {
            if (e.is_null() || e.as_string().empty()) continue;
            kept.push_back(e);
        }
        return make_list(type::string(), std::move(kept));
    };
    return spec;
}

function_spec concat_spec() {
    function_spec spec;
    spec.description =
        "Concatenates together all of the given lists or tuples into a single sequence, preserving "
        "the input "
        "order.";
    spec.variadic = param("seqs", type::dynamic(), allow_marked);
    spec.result_type = [](std::span<const value> args) -> call_result<type> {
        if (args.empty()) return call_failed("at least one argument is required");
        // Lists only: a list of their unified element type, when there is one.
        if (std::all_of(args.begin(), args.end(),
                        [](const value& a) { return a.type().is_list(); })) {
            std::vector<type> types;
            for (const auto& a : args) types.push_back(a.type());
            if (auto unified = unify_unsafe(types)) return *unified;
        }
        // Otherwise a tuple of all the elements' types.
        std::vector<type> element_types;
        for (std::size_t i = 0; i < args.size(); ++i) {
            const type& t = args[i].type();
            if (t.is_tuple()) {
                const auto elements = t.tuple_elements();
                element_types.insert(element_types.end(), elements.begin(), elements.end());
            } else if (t.is_list()) {
                // The tuple type needs the list's length.
                if (!args[i].is_known()) return type::dynamic();
                element_types.insert(element_types.end(), args[i].length(), t.element_type());
            } else {
                return argument_error(
                    i, "all arguments must be lists or tuples; got " + t.friendly_name());
            }
        }
        return type::tuple(std::move(element_types));
    };
    spec.implementation = [](std::span<const value> args,
                             const type& result_type) -> call_result<value> {
        std::vector<value> elements;
        if (result_type.is_list()) {
            for (std::size_t i = 0; i < args.size(); ++i) {
                auto converted = convert(args[i], result_type);
                if (!converted)
                    return argument_error(i, converted.error().message, converted.error().path);
                const auto list = converted->elements();
                elements.insert(elements.end(), list.begin(), list.end());
            }
            return make_list(result_type.element_type(), std::move(elements));
        }
        for (const auto& a : args) {
            const auto sequence = a.elements();
            elements.insert(elements.end(), sequence.begin(), sequence.end());
        }
        return value::tuple(std::move(elements));
    };
    return spec;
}

function_spec distinct_spec() {
    function_spec spec;
    spec.description =
        "Removes any duplicate values from the given list, preserving the order of remaining "
        "elements.";
    spec.parameters = {param("list", any_list)};
    spec.result_type = [](std::span<const value> args) -> call_result<type> {
        return args[0].type();
    };
    spec.implementation = [](std::span<const value> args,
                             const type& result_type) -> call_result<value> {
        if (!args[0].is_wholly_known()) return value::unknown(result_type);
        std::vector<value> kept;
        for (const auto& e : args[0].elements()) {
            const bool seen = std::any_of(kept.begin(), kept.end(), [&](const value& k) {
                const value same = equals(k, e);
                return same.is_known() && same.as_bool();
            });
            if (!seen) kept.push_back(e);
        }
        return make_list(result_type.element_type(), std::move(kept));
    };
    return spec;
}

function_spec chunklist_spec() {
    function_spec spec;
    spec.description =
        "Splits a single list into multiple lists where each has at most the given number of "
        "elements.";
    spec.parameters = {
        param("list", any_list, allow_marked, "The list to split into chunks."),
        param("size", type::number(), allow_marked,
              "The maximum length of each chunk. All but the last element of the result is "
              "guaranteed to be of exactly this size.")};
    spec.result_type = [](std::span<const value> args) -> call_result<type> {
        return type::list(args[0].type());
    };
    spec.implementation = [](std::span<const value> args, const type&) -> call_result<value> {
        const value& list = args[0];
        const auto size = to_go_int(args[1].as_number());
        if (!size) return call_failed("invalid size: " + int_range_message);
        if (*size < 0) return call_failed("the size argument must be positive");
        const auto elements = list.elements();
        if (elements.empty()) return value::list_empty(list.type());
        // Size zero means one chunk holding everything.
        if (*size == 0) return value::list(list.type(), {list});
        std::vector<value> chunks;
        const auto step = static_cast<std::uint64_t>(*size);
        for (std::size_t start = 0; start < elements.size();
             start += std::min<std::uint64_t>(step, elements.size())) {
            const auto end = std::min<std::uint64_t>(start + step, elements.size());
            chunks.push_back(value::list(
                list.type().element_type(),
                std::vector<value>(elements.begin() + static_cast<std::ptrdiff_t>(start),
                                   elements.begin() + static_cast<std::ptrdiff_t>(end))));
        }
        return value::list(list.type(), std::move(chunks));
    };
    return spec;
}

namespace {

// The leaves of a sequence with nested lists, sets and tuples expanded, in
// order; false when unknowns hide how many there are (an unknown nested
// sequence, an unknown of the dynamic pseudo-type, a set whose length is not
// known).
bool flatten_into(const value& sequence, std::vector<value>& out) {
    if (sequence.type().is_set() && sequence.length() != 1 && !sequence.is_wholly_known())
        return false;
    bool known = true;
    for (const auto& e : sequence.elements()) {
        if (e.is_dynamic()) known = false;
        if (!e.is_null() && is_sequence_type(e.type())) {
            if (!e.is_known() || !flatten_into(e, out)) known = false;
        } else {
            out.push_back(e);
        }
    }
    return known;
}

}  // namespace

function_spec flatten_spec() {
    function_spec spec;
    spec.description =
        "Transforms a list, set, or tuple value into a tuple by replacing any given elements that "
        "are themselves "
        "sequences with a flattened tuple of all of the nested elements concatenated together.";
    spec.parameters = {param("list", type::dynamic(), allow_marked)};
    spec.result_type = [](std::span<const value> args) -> call_result<type> {
        if (!args[0].is_wholly_known()) return type::dynamic();
        if (!is_sequence_type(args[0].type()))
            return call_failed("can only flatten lists, sets and tuples");
        std::vector<value> leaves;
        if (!flatten_into(args[0], leaves)) return type::dynamic();
        std::vector<type> types;
        types.reserve(leaves.size());
        for (const auto& l : leaves) types.push_back(l.type());
        return type::tuple(std::move(types));
    };
    spec.implementation = [](std::span<const value> args,
                             const type& result_type) -> call_result<value> {
        if (!is_sequence_type(args[0].type()))
            return call_failed("can only flatten lists, sets and tuples");
        if (args[0].length() == 0) return value::empty_tuple();
        std::vector<value> leaves;
        if (!flatten_into(args[0], leaves)) return value::unknown(result_type);
        return value::tuple(std::move(leaves));
    };
    return spec;
}

function_spec reverse_spec() {
    function_spec spec;
    spec.description = "Returns the given list with its elements in reverse order.";
    spec.parameters = {param("list", type::dynamic(), allow_marked)};
    spec.result_type = [](std::span<const value> args) -> call_result<type> {
        const type& t = args[0].type();
        if (t.is_tuple()) {
            const auto elements = t.tuple_elements();
            return type::tuple(std::vector<type>(elements.rbegin(), elements.rend()));
        }
        // Sets are accepted like the usual automatic conversion to a list.
        if (t.is_list() || t.is_set()) return type::list(t.element_type());
        return argument_error(0, "can only reverse list or tuple values, not " + t.friendly_name());
    };
    spec.implementation = [](std::span<const value> args,
                             const type& result_type) -> call_result<value> {
        const auto elements = args[0].elements();
        std::vector<value> reversed(elements.rbegin(), elements.rend());
        if (result_type.is_tuple()) return value::tuple(std::move(reversed));
        return make_list(result_type.element_type(), std::move(reversed));
    };
    return spec;
}

namespace {

struct slice_bounds {
    std::size_t start = 0;
    std::size_t end = 0;
    bool known = false;
};

// The checked start and end of slice(); unknown indices are checked once known.
call_result<slice_bounds> slice_indexes(std::span<const value> args) {
    const value& list = args[0];
    std::optional<std::size_t> length;
    if (list.type().is_tuple()) {
        length = list.type().tuple_elements().size();
    } else if (list.is_known()) {
        length = list.length();
    }
    auto check = [&](std::size_t i, const char* which) -> call_result<std::int64_t> {
        const auto n = to_go_int(args[i].as_number());
        const std::string name = which;
        if (!n) return argument_error(i, "invalid " + name + " index: " + int_range_message);
        if (*n < 0) return argument_error(i, name + " index must not be less than zero");
        if (length && static_cast<std::uint64_t>(*n) > *length) {
            return argument_error(i,
                                  name + " index must not be greater than the length of the list");
        }
        return *n;
    };
    slice_bounds b;
    std::optional<std::int64_t> start;
    std::optional<std::int64_t> end;
    if (args[1].is_known()) {
        auto s = check(1, "start");
        if (!s) return s.error();
        start = *s;
    }
    if (args[2].is_known()) {
        auto e = check(2, "end");
        if (!e) return e.error();
        end = *e;
    }
    if (start && end) {
        if (*start > *end)
            return argument_error(1, "start index must not be greater than end index");
        b.start = static_cast<std::size_t>(*start);
        b.end = static_cast<std::size_t>(*end);
        b.known = true;
    }
    return b;
}

}  // namespace

function_spec slice_spec() {
    function_spec spec;
    spec.description = "Extracts a subslice of the given list or tuple value.";
    spec.parameters = {param("list", type::dynamic(), allow_marked),
                       param("start_index", type::number()), param("end_index", type::number())};
    spec.result_type = [](std::span<const value> args) -> call_result<type> {
        const type& t = args[0].type();
        if (t.is_set()) {
            return argument_error(
                0,
                "cannot slice a set, because its elements do not have indices; explicitly convert "
                "to a list if the ordering of the result is not important");
        }
        if (!t.is_list() && !t.is_tuple())
            return argument_error(0, "must be a list or tuple value");
        auto bounds = slice_indexes(args);
        if (!bounds) return bounds.error();
        if (t.is_list()) return t;
        // A tuple's result type depends on which elements are taken.
        if (!bounds->known) return type::dynamic();
        const auto elements = t.tuple_elements();
        return type::tuple(
            std::vector<type>(elements.begin() + static_cast<std::ptrdiff_t>(bounds->start),
                              elements.begin() + static_cast<std::ptrdiff_t>(bounds->end)));
    };
    spec.implementation = [](std::span<const value> args,
                             const type& result_type) -> call_result<value> {
        if (result_type.is_dynamic()) return value::dynamic();
        auto bounds = slice_indexes(args);
        if (!bounds) return bounds.error();
        const auto elements = args[0].elements();
        std::vector<value> taken(elements.begin() + static_cast<std::ptrdiff_t>(bounds->start),
                                 elements.begin() + static_cast<std::ptrdiff_t>(bounds->end));
        if (result_type.is_tuple()) return value::tuple(std::move(taken));
        return make_list(result_type.element_type(), std::move(taken));
    };
    return spec;
}

function_spec range_spec() {
    function_spec spec;
    spec.description = "Returns a list of numbers spread evenly over a particular range.";
    spec.variadic = param("params", type::number());
    spec.result_type = static_result_type(type::list(type::number()));
    spec.implementation = [](std::span<const value> args, const type&) -> call_result<value> {
        // Defaults (start 0, step +/-1) are 64-bit integers like the
        // reference's, which matters for the precision of the results.
        number start = number::from_int(0);
        number end;
        number step = number::from_int(1);
        switch (args.size()) {
        case 1:
            end = args[0].as_number();
            if (end.is_negative()) step = number::from_int(-1);
            break;
        case 2:
            start = args[0].as_number();
            end = args[1].as_number();
            if (end < start) step = number::from_int(-1);
            break;
        case 3:
            start = args[0].as_number();
            end = args[1].as_number();
            step = args[2].as_number();
            break;
        default: return call_failed("must have one, two, or three arguments");
        }
        // A zero step is not rejected up front (the reference's check for it
        // never fires); it runs into the length limit instead.
        const bool down = step.is_negative();
        if (down && end > start)
            return argument_error(1, "end must be less than start when step is negative");
        if (!down && end < start)
            return argument_error(1, "end must be greater than start when step is positive");

        constexpr std::size_t limit = 1024;
        std::vector<value> values;
        number n = start;
        while (down ? n > end : n < end) {
            if (values.size() >= limit) {
                return call_failed(
                    "more than 1024 values were generated; either decrease the difference between "
                    "start and end or "
                    "use a smaller step");
            }
            values.push_back(value::number(n));
            auto next = add(n, step);
            if (!next) return call_failed("can't compute sum of opposing infinities");
            n = std::move(*next);
        }
        return make_list(type::number(), std::move(values));
    };
    return spec;
}

}  // namespace stdlib::detail
HCL_END_NAMESPACE
