#include "cli/dec_output.hpp"

#include "cli/go_json.hpp"
#include "json/string_decode.hpp"

#include <hcl/value_json.hpp>

#include <algorithm>
#include <variant>

namespace hcl_cli {

namespace {

void append_position(std::string& out, const hcl::source_position& p) {
    out += "{\"line\":" + std::to_string(p.line) + ",\"column\":" + std::to_string(p.column) +
           ",\"byte\":" + std::to_string(p.byte) + "}";
}

void append_range(std::string& out, const hcl::source_range& r) {
    out += "{\"filename\":";
    append_json_string(out, r.filename.str());
    out += ",\"start\":";
    append_position(out, r.start);
    out += ",\"end\":";
    append_position(out, r.end);
    out += '}';
}

// A small reader for the compact JSON the value encoder wrote, which keeps
// every token's text as written (numbers such as -0 or 2^70 stay exact)
// and writes it back without the null object properties, keys in order.
class null_stripper {
public:
    explicit null_stripper(std::string_view text) : text_(text) {}

    bool copy_value(std::string& out) {
        skip_space();
        if (pos_ >= text_.size()) return false;
        const char c = text_[pos_];
        if (c == '{') return copy_object(out);
        if (c == '[') return copy_array(out);
        std::string_view token;
        if (!scalar(token)) return false;
        out += token;
        return true;
    }

    bool at_end() {
        skip_space();
        return pos_ == text_.size();
    }

private:
    void skip_space() {
        while (pos_ < text_.size() && (text_[pos_] == ' ' || text_[pos_] == '\n' || text_[pos_] == '\t' || text_[pos_] == '\r'))
            ++pos_;
    }

    // A string, number, true, false or null, as written.
    bool scalar(std::string_view& token) {
        const std::size_t start = pos_;
        if (text_[pos_] == '"') {
            ++pos_;
            while (pos_ < text_.size() && text_[pos_] != '"') pos_ += text_[pos_] == '\\' ? 2 : 1;
            if (pos_ >= text_.size()) return false;
            ++pos_;
        } else {
            while (pos_ < text_.size() && text_[pos_] != ',' && text_[pos_] != '}' && text_[pos_] != ']' &&
                   text_[pos_] != ' ' && text_[pos_] != '\n')
                ++pos_;
            if (pos_ == start) return false;
        }
        token = text_.substr(start, pos_ - start);
        return true;
    }

    bool copy_array(std::string& out) {
        ++pos_;
        out += '[';
        skip_space();
        if (pos_ < text_.size() && text_[pos_] == ']') {
            ++pos_;
            out += ']';
            return true;
        }
        while (true) {
            if (!copy_value(out)) return false;
            skip_space();
            if (pos_ >= text_.size()) return false;
            if (text_[pos_++] == ']') break;
            out += ',';
        }
        out += ']';
        return true;
    }

    bool copy_object(std::string& out) {
        ++pos_;
        struct member {
            std::string key;  // decoded, for ordering
            std::string_view raw_key;
            std::string value;
        };
        std::vector<member> members;
        skip_space();
        if (pos_ < text_.size() && text_[pos_] == '}') {
            ++pos_;
        } else {
            while (true) {
                skip_space();
                member m;
                if (pos_ >= text_.size() || text_[pos_] != '"' || !scalar(m.raw_key)) return false;
                m.key = decode_string(m.raw_key);
                skip_space();
                if (pos_ >= text_.size() || text_[pos_++] != ':') return false;
                if (!copy_value(m.value)) return false;
                if (m.value != "null") members.push_back(std::move(m));
                skip_space();
                if (pos_ >= text_.size()) return false;
                if (text_[pos_++] == '}') break;
            }
        }
        std::stable_sort(members.begin(), members.end(), [](const member& a, const member& b) { return a.key < b.key; });
        out += '{';
        for (std::size_t i = 0; i < members.size(); ++i) {
            if (i) out += ',';
            out += members[i].raw_key;
            out += ':';
            out += members[i].value;
        }
        out += '}';
        return true;
    }

    // The text a JSON string token holds.
    static std::string decode_string(std::string_view token) {
        std::string out;
        std::size_t error_offset = 0;
        hcl::json::detail::decode_string(token, out, error_offset);
        return out;
    }

    std::string_view text_;
    std::size_t pos_ = 0;
};

}  // namespace

std::string diagnostics_json(const hcl::diagnostics& diags) {
    if (diags.empty()) return {};
    std::string out = "{\"diagnostics\":[";
    for (std::size_t i = 0; i < diags.size(); ++i) {
        const auto& d = diags[i];
        if (i) out += ',';
        out += "{\"severity\":";
        append_json_string(out, hcl::to_string(d.severity));
        out += ",\"summary\":";
        append_json_string(out, d.summary);
        if (!d.detail.empty()) {
            out += ",\"detail\":";
            append_json_string(out, d.detail);
        }
        if (d.subject) {
            out += ",\"subject\":";
            append_range(out, *d.subject);
        }
        out += '}';
    }
    out += "]}";
    return indent_json(out, "  ");
}

std::string variable_references_json(const std::vector<hcl::traversal>& traversals, const hcl::eval_context* ctx) {
    std::string out = "[";
    for (std::size_t i = 0; i < traversals.size(); ++i) {
        const auto& t = traversals[i];
        if (i) out += ',';
        out += "{\"root_name\":";
        append_json_string(out, t.root_name());
        hcl::diagnostics diags;
        const hcl::value v = hcl::traverse_absolute(t, ctx, diags);
        if (!diags.has_errors()) {
            if (auto json = hcl::value_to_json(v)) out += ",\"value\":" + *json;
        }
        out += ",\"steps\":[";
        for (std::size_t k = 0; k < t.steps().size(); ++k) {
            const auto& step = t.steps()[k];
            if (k) out += ',';
            out += "{\"kind\":";
            if (const auto* root = std::get_if<hcl::traverse_root>(&step)) {
                out += "\"root\",\"name\":";
                append_json_string(out, root->name);
            } else if (const auto* a = std::get_if<hcl::traverse_attribute>(&step)) {
                out += "\"attr\",\"name\":";
                append_json_string(out, a->name);
            } else if (const auto* index = std::get_if<hcl::traverse_index>(&step)) {
                out += "\"index\"";
                if (auto key = hcl::value_to_json(index->key)) out += ",\"key\":" + *key;
            } else {
                out += "\"(unknown)\"";
            }
            out += ",\"range\":";
            append_range(out, hcl::step_range(step));
            out += '}';
        }
        out += "],\"range\":";
        append_range(out, t.range());
        out += '}';
    }
    out += ']';
    std::string laid_out = indent_json(out, "  ");
    if (!laid_out.empty() && laid_out.back() == '\n') laid_out.pop_back();
    return laid_out;
}

std::string strip_null_properties(std::string_view compact) {
    std::string out;
    out.reserve(compact.size());
    null_stripper reader(compact);
    if (!reader.copy_value(out) || !reader.at_end()) return std::string(compact);
    return out;
}

}  // namespace hcl_cli
