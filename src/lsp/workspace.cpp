// Documents and the workspace that holds them.
#include "lsp/analysis.hpp"

#include <hcl/lsp/workspace.hpp>
#include <hcl/stdlib.hpp>

#include <algorithm>
#include <utility>

HCL_BEGIN_NAMESPACE
namespace lsp {

lsp::syntax syntax_of(std::string_view uri) noexcept {
    return uri.size() >= 5 && uri.substr(uri.size() - 5) == ".json" ? lsp::syntax::json : lsp::syntax::native;
}

function_table options::default_functions() { return stdlib::functions(); }

document::document(std::string uri, std::string text, std::int64_t version, lsp::schema schema,
                   lsp::declarations declarations)
    : uri_(std::move(uri)),
      version_(version),
      syntax_(syntax_of(uri_)),
      schema_(std::move(schema)),
      declarations_(std::move(declarations)) {
    set_text(std::move(text));
}

void document::set_text(std::string text) {
    text_ = std::make_shared<const std::string>(std::move(text));
    lines_ = line_index(*text_);
    analysis_.reset();
}

std::optional<std::string> document::apply(std::int64_t version, std::span<const text_change> changes) {
    if (changes.empty()) {
        version_ = version;
        return std::nullopt;
    }
    // Each change applies to the text the previous one left: work on a copy
    // and commit only when every range was valid. The first change's
    // positions read the current index; a line index of the new text is
    // built only between changes (one edit per message, the usual case,
    // scans the text once, in set_text).
    // The old version's analysis goes first, so that the new text and its
    // analysis can take the memory it held (copying the text while the
    // analysis still held the heap left the heap fragmented: it grew by
    // about a document's analysis with every few edits).
    analysis_.reset();
    std::string text = *text_;
    std::optional<line_index> scratch;
    for (std::size_t i = 0; i < changes.size(); ++i) {
        const auto& c = changes[i];
        if (!c.range) {
            text = c.text;
        } else {
            const line_index& lines = i == 0 ? lines_ : scratch.emplace(text);
            const auto begin = lines.offset(c.range->start);
            const auto end = lines.offset(c.range->end);
            auto where = [&](position p) {
                return std::to_string(p.line) + ":" + std::to_string(p.character);
            };
            if (!begin) return "change " + std::to_string(i + 1) + ": start " + where(c.range->start) +
                               " is outside the document";
            if (!end) return "change " + std::to_string(i + 1) + ": end " + where(c.range->end) +
                             " is outside the document";
            if (*end < *begin) return "change " + std::to_string(i + 1) + ": the range ends before it starts";
            text.replace(*begin, *end - *begin, c.text);
        }
    }
    version_ = version;
    set_text(std::move(text));
    return std::nullopt;
}

void document::set_schema(lsp::schema s, lsp::declarations d) {
    schema_ = std::move(s);
    declarations_ = std::move(d);
    analysis_.reset();
}

workspace::workspace(lsp::options opts) : options_(std::make_shared<const lsp::options>(std::move(opts))) {}

void workspace::set_options(lsp::options opts) {
    options_ = std::make_shared<const lsp::options>(std::move(opts));
    for (auto& [uri, doc] : documents_) doc->set_schema(schema_of(uri), declarations_of(uri));
}

lsp::schema workspace::schema_of(std::string_view uri) const {
    return options_->schema_for ? options_->schema_for(uri) : options_->schema;
}

lsp::declarations workspace::declarations_of(std::string_view uri) const {
    return options_->declarations_for ? options_->declarations_for(uri) : options_->declarations;
}

document& workspace::open(std::string uri, std::string text, std::int64_t version) {
    auto doc = std::make_unique<document>(uri, std::move(text), version, schema_of(uri), declarations_of(uri));
    auto& slot = documents_[std::move(uri)];
    slot = std::move(doc);
    return *slot;
}

std::optional<std::string> workspace::change(std::string_view uri, std::int64_t version,
                                             std::span<const text_change> changes) {
    auto* doc = find(uri);
    if (!doc) return "no open document " + std::string(uri);
    return doc->apply(version, changes);
}

bool workspace::close(std::string_view uri) {
    auto it = documents_.find(uri);
    if (it == documents_.end()) return false;
    documents_.erase(it);
    return true;
}

document* workspace::find(std::string_view uri) noexcept {
    auto it = documents_.find(uri);
    return it == documents_.end() ? nullptr : it->second.get();
}

const document* workspace::find(std::string_view uri) const noexcept {
    auto it = documents_.find(uri);
    return it == documents_.end() ? nullptr : it->second.get();
}

std::vector<const document*> workspace::documents() const {
    std::vector<const document*> out;
    out.reserve(documents_.size());
    for (const auto& [uri, doc] : documents_) out.push_back(doc.get());
    return out;
}

const detail::document_analysis& workspace::analysis(const document& doc) const {
    if (!doc.analysis_ || doc.analysis_->options != options_) {
        doc.analysis_ = std::make_shared<detail::document_analysis>(doc.text_, doc.uri_, doc.syntax_, doc.schema_,
                                                                    doc.declarations_, options_);
    }
    return *doc.analysis_;
}

}  // namespace lsp
HCL_END_NAMESPACE
