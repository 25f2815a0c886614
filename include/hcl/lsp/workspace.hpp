// hcl::lsp::workspace — the open documents and what the services know
// about them (docs/language-server.md).
//
// The editor services are plain functions over a workspace, a document and
// a position: no threads, no files, no JSON-RPC (hcl::lsp::serve translates
// the protocol into calls of them). A document keeps its text and, once a
// service asked for it, its analysis (the parsed file with the parser's
// recovery, its tokens, its diagnostics), which is redone only after the
// text changed.
//
//     hcl::lsp::workspace ws({.schema = hcl::lsp::schema::from_spec(hcl::spec_of<config>())});
//     ws.open("file:///app.hcl", text);
//     for (const auto& d : hcl::lsp::diagnostics(ws, *ws.find("file:///app.hcl"))) ...
#pragma once

#include <hcl/config.hpp>
#include <hcl/eval_context.hpp>
#include <hcl/function.hpp>
#include <hcl/lsp/position.hpp>
#include <hcl/lsp/schema.hpp>

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace lsp {

enum class syntax { native, json };

// JSON for a name ending in ".json" (as the parsers choose), else native.
lsp::syntax syntax_of(std::string_view uri) noexcept;

// Names that expressions refer to through a root, declared by blocks of
// the documents themselves: `locals { region = "eu" }` declares
// `local.region` (block type "locals", root "local", each attribute a
// name), `variable "region" {}` declares `var.region` (block type
// "variable", root "var", the first label the name). As `hcl eval
// --locals BLOCKTYPE=ROOT`. An empty block type turns one off.
struct declarations {
    std::string locals_block = "locals";
    std::string locals_root = "local";
    std::string variables_block;  // e.g. "variable"
    std::string variables_root = "var";
};

struct options {
    // The schema of every document (see schema_for).
    lsp::schema schema{};
    // When set, the schema of the document at `uri` (a workspace with
    // several languages); `schema` otherwise.
    std::function<lsp::schema(std::string_view uri)> schema_for{};
    // The variables and functions expressions may use (besides those the
    // schema declares): completion offers them, hover shows their types,
    // and evaluation uses them. The standard library by default.
    variable_map variables{};
    function_table functions = default_functions();
    // Also report what evaluating the expressions finds (unknown variables,
    // failing function calls). Off: references to variables are taken as
    // unknown values, so only the schema's rules are checked.
    bool evaluate = false;
    // The declarations of every document (see declarations_for).
    lsp::declarations declarations{};
    // When set, the declarations of the document at `uri` (each language
    // of the workspace its own); `declarations` otherwise.
    std::function<lsp::declarations(std::string_view uri)> declarations_for{};

    // hcl::stdlib::functions().
    static function_table default_functions();
};

// One change of a document's text: a range replaced, or (no range) the
// whole text.
struct text_change {
    std::optional<lsp::range> range;
    std::string text;
};

namespace detail {
struct document_analysis;  // src/lsp/analysis.hpp
}

class document {
public:
    document(std::string uri, std::string text, std::int64_t version, lsp::schema schema,
             lsp::declarations declarations = {});

    const std::string& uri() const noexcept { return uri_; }
    const std::string& text() const noexcept { return *text_; }
    std::int64_t version() const noexcept { return version_; }
    lsp::syntax syntax() const noexcept { return syntax_; }
    const line_index& lines() const noexcept { return lines_; }
    const lsp::schema& schema() const noexcept { return schema_; }
    // The blocks that declare names in it (options::declarations_for).
    const lsp::declarations& declarations() const noexcept { return declarations_; }

    // Applies the changes in order. On an error (a range outside the text)
    // nothing changes and the message says what was wrong.
    std::optional<std::string> apply(std::int64_t version, std::span<const text_change> changes);
    void set_schema(lsp::schema s, lsp::declarations d = {});

private:
    friend class workspace;
    void set_text(std::string text);

    std::string uri_;
    std::shared_ptr<const std::string> text_;
    std::int64_t version_ = 0;
    lsp::syntax syntax_ = lsp::syntax::native;
    line_index lines_;
    lsp::schema schema_;
    lsp::declarations declarations_;
    mutable std::shared_ptr<detail::document_analysis> analysis_;
};

class workspace {
public:
    explicit workspace(lsp::options opts = {});

    const lsp::options& options() const noexcept { return *options_; }
    // New options (a schema reloaded): every document is analysed again
    // when next asked.
    void set_options(lsp::options opts);

    // Opens (or replaces) a document.
    document& open(std::string uri, std::string text, std::int64_t version = 0);
    // nullopt on success, else why the changes were refused (unknown
    // document, a range outside the text); the document is then unchanged.
    std::optional<std::string> change(std::string_view uri, std::int64_t version,
                                      std::span<const text_change> changes);
    bool close(std::string_view uri);

    document* find(std::string_view uri) noexcept;
    const document* find(std::string_view uri) const noexcept;
    // In the order of their URIs.
    std::vector<const document*> documents() const;

    // The analysis of `doc`'s current text with this workspace's options,
    // computed on first use and kept until the text or the options change
    // (for the services, in src/lsp/).
    const detail::document_analysis& analysis(const document& doc) const;

private:
    lsp::schema schema_of(std::string_view uri) const;
    lsp::declarations declarations_of(std::string_view uri) const;

    std::shared_ptr<const lsp::options> options_;
    std::map<std::string, std::unique_ptr<document>, std::less<>> documents_;
};

}  // namespace lsp
HCL_END_NAMESPACE
