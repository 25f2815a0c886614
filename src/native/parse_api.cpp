// The public entry points of the native syntax (hcl/native/parse.hpp).
#include <hcl/native/parse.hpp>

#include "native/ast.hpp"
#include "native/lexer.hpp"
#include "native/parser.hpp"
#include "native/parse_streaming.hpp"

#include <exception>
#include <memory>
#include <new>
#include <utility>

HCL_BEGIN_NAMESPACE
namespace native {

namespace {

// An indexed file, ready for the parser (which lexes as it goes); nullptr
// (with a diagnostic) when the source is too large for 32-bit offsets.
std::shared_ptr<native_file> prepare(std::shared_ptr<const std::string> source, std::string filename,
                                     const parse_options& options, diagnostics& diags) {
    auto file = std::make_shared<native_file>(std::move(source), std::move(filename), options.start);
    const std::string_view text = file->source();
    if (text.size() > max_source_size) {
        diagnostic d;
        d.summary = "File too large";
        d.detail = "The native syntax parser accepts at most 4 GiB - 1 bytes of input.";
        d.subject = source_range{file->name(), options.start, options.start};
        diags.push_back(std::move(d));
        return nullptr;
    }
    file->index_positions();
    return file;
}

diagnostic internal_failure(const std::string& filename, const char* what) {
    diagnostic d;
    d.summary = "Parser failure";
    d.detail = std::string("The input could not be parsed: ") + what + ".";
    d.subject = source_range{filename, {}, {}};
    return d;
}

}  // namespace

namespace {

// The text is either `owned` (moved into a shared string here, where a
// failure to allocate is a diagnostic) or already `shared`.
parse_result parse_config_from(std::string* owned, std::shared_ptr<const std::string> shared, std::string filename,
                               const parse_options& options, hcl::detail::top_level_blocks* reader = nullptr,
                               token_watcher* watcher = nullptr) {
    parse_result out;
    const std::string name = filename;
    try {
        if (owned) shared = std::make_shared<const std::string>(std::move(*owned));
        auto file = prepare(std::move(shared), std::move(filename), options, out.diagnostics);
        if (!file) {
            return out;
        }
        detail::parser p(*file, scan_mode::normal, out.diagnostics, options.max_nesting_depth, watcher);
        if (reader) p.stream_top_level_blocks(*reader);
        file->root = p.parse_file_body();
        p.finish();
        out.file = std::move(file);
    } catch (const std::bad_alloc&) {
        out.diagnostics.push_back(internal_failure(name, "out of memory"));
    } catch (const std::exception& e) {
        out.diagnostics.push_back(internal_failure(name, e.what()));
    }
    if (!out.file) {
        // Always hand back a file, with an empty body.
        auto empty = std::make_shared<native_file>(nullptr, name, options.start);
        empty->index_positions();
        empty->root = empty->arena().make<body_impl>(empty.get());
        out.file = std::move(empty);
    }
    return out;
}

}  // namespace

parse_result parse_config(std::string source, std::string filename, const parse_options& options) {
    return parse_config_from(&source, nullptr, std::move(filename), options);
}

parse_result parse_config(std::shared_ptr<const std::string> source, std::string filename,
                          const parse_options& options) {
    return parse_config_from(nullptr, std::move(source), std::move(filename), options);
}

parse_result parse_config_streaming(std::shared_ptr<const std::string> source, std::string filename,
                                    const parse_options& options, hcl::detail::top_level_blocks& reader) {
    return parse_config_from(nullptr, std::move(source), std::move(filename), options, &reader);
}

namespace {

// Takes every top-level block and keeps nothing of it.
class block_dropper final : public hcl::detail::top_level_blocks {
public:
    const body_schema& schema() const noexcept override { return schema_; }
    bool block(const hcl::detail::block_item&, const std::shared_ptr<const body_node>&) override { return true; }
    bool wants_every_block() const noexcept override { return true; }

private:
    body_schema schema_;
};

}  // namespace

parse_result check_config(std::shared_ptr<const std::string> source, std::string filename,
                          const parse_options& options, token_watcher* watcher) {
    block_dropper dropper;
    return parse_config_from(nullptr, std::move(source), std::move(filename), options, &dropper, watcher);
}

namespace {

expression_parse_result parse_expression_like(std::string source, std::string filename, const parse_options& options,
                                              bool template_mode) {
    expression_parse_result out;
    const std::string name = filename;
    try {
        auto file = prepare(std::make_shared<const std::string>(std::move(source)), std::move(filename), options,
                            out.diagnostics);
        if (file) {
            detail::parser p(*file, template_mode ? scan_mode::bare_template : scan_mode::normal, out.diagnostics,
                             options.max_nesting_depth);
            expr* e = template_mode ? p.parse_standalone_template() : p.parse_standalone_expression();
            p.finish();
            out.expression = e->handle();
        }
    } catch (const std::bad_alloc&) {
        out.diagnostics.push_back(internal_failure(name, "out of memory"));
    } catch (const std::exception& e) {
        out.diagnostics.push_back(internal_failure(name, e.what()));
    }
    if (!out.expression) out.expression = hcl::expression::constant(value::dynamic(), source_range{name, {}, {}});
    return out;
}

}  // namespace

expression_parse_result parse_expression(std::string source, std::string filename, const parse_options& options) {
    return parse_expression_like(std::move(source), std::move(filename), options, false);
}

expression_parse_result parse_template(std::string source, std::string filename, const parse_options& options) {
    return parse_expression_like(std::move(source), std::move(filename), options, true);
}

namespace {

traversal_parse_result parse_traversal_like(std::string_view source, std::string filename,
                                            const parse_options& options, bool allow_splats) {
    traversal_parse_result out;
    const std::string name = filename;
    try {
        auto file = prepare(std::make_shared<const std::string>(source), std::move(filename), options, out.diagnostics);
        if (file) {
            detail::parser p(*file, scan_mode::normal, out.diagnostics, options.max_nesting_depth);
            out.traversal = p.parse_absolute_traversal(allow_splats);
            p.finish();
        }
    } catch (const std::bad_alloc&) {
        out.diagnostics.push_back(internal_failure(name, "out of memory"));
    } catch (const std::exception& e) {
        out.diagnostics.push_back(internal_failure(name, e.what()));
    }
    return out;
}

}  // namespace

traversal_parse_result parse_traversal(std::string_view source, std::string filename, const parse_options& options) {
    return parse_traversal_like(source, std::move(filename), options, false);
}

traversal_parse_result parse_traversal_pattern(std::string_view source, std::string filename,
                                               const parse_options& options) {
    return parse_traversal_like(source, std::move(filename), options, true);
}

}  // namespace native
HCL_END_NAMESPACE
