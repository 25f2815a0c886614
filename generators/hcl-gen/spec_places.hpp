// Where each spec of a parsed spec file is written. The spec model keeps
// no positions, so hcl-gen walks the spec file's syntax tree beside the
// spec it was read into (the reader maps blocks to specs one to one) to
// point diagnostics at a spec block. (Comments above a spec block are the
// spec's description, which the spec model keeps.)
#pragma once

#include <hcl/source.hpp>
#include <hcl/spec.hpp>

#include <map>
#include <string>
#include <vector>

namespace hcl_gen {

struct spec_place {
    hcl::source_range range;  // the spec block's header
};

class spec_places {
public:
    // `parsed` must be a spec file read without errors.
    explicit spec_places(const hcl::spec::parse_result& parsed);

    // The place of `s` (a spec of the parsed file's tree); an empty place
    // for specs the file does not write as blocks.
    const spec_place& of(const hcl::spec::spec& s) const;

private:
    void visit(const hcl::spec::spec& s, const hcl::block& written);

    std::map<const hcl::spec::node*, spec_place> places_;
    spec_place none_;
};

}  // namespace hcl_gen
