// A struct converted from an object value, with a member whose type has no
// conversion deep inside containers: the compile stops naming the member.
// expected-error: this member's type has no conversion from hcl::value
// expected-error: member_type_error<cf::job,
// expected-error-gcc: shown_name<hcl::v0::detail::fixed_string<5>{"hooks"}>
// expected-error-clang: shown_name<'h', 'o', 'o', 'k', 's'>
#include <hcl/value_to.hpp>

#include <boost/describe.hpp>

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace cf {
struct job {
    std::string name;
    std::optional<std::map<std::string, std::vector<std::function<void()>>>> hooks;
};
BOOST_DESCRIBE_STRUCT(job, (), (name, hooks))
}  // namespace cf

auto converted = hcl::value_to<cf::job>(hcl::value::object({{"name", hcl::value::string("x")}}));
