// Annotated structs with descriptions (.doc), shared by the tests of
// spec_of, encode and the editor schema (tests/unit/descriptions_test.cpp,
// tests/lsp/unit/schema_descriptions_test.cpp).
#pragma once

#include <hcl/annotate.hpp>

#include <optional>
#include <string>
#include <vector>

namespace described {

struct limits {
    double cpu = 1;
};
constexpr auto hcl_fields(hcl::type_tag<limits>) { return hcl::defaults().doc("What the service may use."); }

struct task {
    std::string name;
    std::vector<std::string> command;
};
constexpr auto hcl_fields(hcl::type_tag<task>) {
    return hcl::fields(hcl::field(&task::name, hcl::tag::label().doc("The task's name.")),
                       hcl::field(&task::command).doc(hcl::markdown("The program and its *arguments*.")));
}

struct service {
    std::string image;
    int replicas = 1;
    std::optional<limits> resources;
    std::vector<task> tasks;
};
constexpr auto hcl_fields(hcl::type_tag<service>) {
    return hcl::fields(hcl::field(&service::image).doc("The container image to run.\nAny registry."),
                       hcl::field(&service::replicas, hcl::tag::optional().doc("How many copies run.")),
                       hcl::field(&service::tasks, hcl::tag::block("task").doc("A task run once at start.")))
        .doc("A service the supervisor keeps running.");
}

}  // namespace described
