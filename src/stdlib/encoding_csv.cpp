// csvdecode: RFC 4180 text with a header row, as a list of objects whose
// attributes are the header's column names and whose values are strings.
//
// The reader follows the reference's (Go's encoding/csv) reading of the
// format: "\r\n" counts as "\n", a "\r" just before the end of the text is
// dropped, empty lines are skipped, quoted fields may span lines and double
// their quotes, a quote inside an unquoted field is an error, and every
// record must have as many fields as the header.
#include "stdlib/encoding_functions.hpp"
#include "stdlib/stdlib_support.hpp"

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

HCL_BEGIN_NAMESPACE
namespace stdlib::detail {

namespace {

class csv_reader {
public:
    explicit csv_reader(std::string_view text) : text_(text) {}

    enum class outcome { record, end, error };

    // When non-zero, every record must have this many fields; when zero, the
    // first record read decides.
    std::size_t expected_fields = 0;

    // Reads the next record into `fields`; on `error`, `message` says why.
    outcome read(std::vector<std::string>& fields, std::string& message) {
        fields.clear();
        std::string line;
        do {
            if (!next_line(line)) return outcome::end;
        } while (line.empty() || line == "\n");

        const std::size_t record_line = line_number_;
        std::size_t line_at = record_line;  // where a quoted field has got to
        std::string_view rest = line;
        for (;;) {
            if (rest.empty() || rest.front() != '"') {
                const auto comma = rest.find(',');
                std::string_view field = rest.substr(0, comma);
                if (comma == std::string_view::npos && !field.empty() && field.back() == '\n')
                    field.remove_suffix(1);
                if (field.find('"') != std::string_view::npos) {
                    return fail(message, line_number_, "bare \" in non-quoted-field");
                }
                fields.emplace_back(field);
                if (comma == std::string_view::npos) break;
                rest.remove_prefix(comma + 1);
                continue;
            }
            // A quoted field, possibly over several lines.
            rest.remove_prefix(1);
            std::string field;
            bool record_done = false;
            for (;;) {
                const auto quote = rest.find('"');
                if (quote != std::string_view::npos) {
                    field.append(rest.substr(0, quote));
                    rest.remove_prefix(quote + 1);
                    if (!rest.empty() && rest.front() == '"') {
                        field += '"';
                        rest.remove_prefix(1);
                        continue;
                    }
                    fields.push_back(std::move(field));
                    if (!rest.empty() && rest.front() == ',') {
                        rest.remove_prefix(1);
                        break;  // next field
                    }
                    if (rest.empty() || rest == "\n") {
                        record_done = true;
                        break;
                    }
                    return fail(message, line_number_, "extraneous or missing \" in quoted-field");
                }
                if (rest.empty())
                    return fail(message, line_at, "extraneous or missing \" in quoted-field");
                field.append(rest);
                if (next_line(line)) {
                    if (!line.empty()) ++line_at;
                    rest = line;
                } else {
                    rest = {};
                }
            }
            if (record_done) break;
        }

        if (expected_fields == 0) {
            expected_fields = fields.size();
        } else if (fields.size() != expected_fields) {
            return fail(message, record_line, "wrong number of fields");
        }
        return outcome::record;
    }

private:
    static outcome fail(std::string& message, std::size_t line, std::string_view problem) {
        message = "CSV parse error on line " + std::to_string(line) + ": " + std::string(problem);
        return outcome::error;
    }

    // The next physical line with its "\n" (normalised from "\r\n"); false at
    // the end of the text. Every call counts a line, the last one included,
    // as the reference's line numbers do.
    bool next_line(std::string& line) {
        ++line_number_;
        if (offset_ >= text_.size()) {
            line.clear();
            return false;
        }
        const auto newline = text_.find('\n', offset_);
        if (newline == std::string_view::npos) {
            line.assign(text_.substr(offset_));
            offset_ = text_.size();
            if (!line.empty() && line.back() == '\r') line.pop_back();
            return true;
        }
        line.assign(text_.substr(offset_, newline + 1 - offset_));
        offset_ = newline + 1;
        if (line.size() >= 2 && line[line.size() - 2] == '\r') {
            line.erase(line.size() - 2, 1);
        }
        return true;
    }

    std::string_view text_;
    std::size_t offset_ = 0;
    std::size_t line_number_ = 0;
};

// The header row: the column names, or why there are none.
call_result<std::vector<std::string>> read_header(std::string_view text) {
    csv_reader reader(text);
    std::vector<std::string> names;
    std::string message;
    switch (reader.read(names, message)) {
    case csv_reader::outcome::end: return call_failed("missing header line");
    case csv_reader::outcome::error: return call_failed(message);
    case csv_reader::outcome::record: break;
    }
    std::map<std::string, bool, std::less<>> seen;
    for (const auto& n : names) {
        if (!seen.emplace(n, true).second)
            return call_failed("duplicate column name " + go_quote(n));
    }
    return names;
}

}  // namespace

function_spec csvdecode_spec() {
    function_spec spec;
    spec.description =
        "Parses the given string as Comma Separated Values (as defined by RFC 4180) and returns a "
        "map of objects "
        "representing the table of data, using the first row as a header row to define the object "
        "attributes.";
    spec.parameters = {param("str", type::string())};
    spec.result_type = [](std::span<const value> args) -> call_result<type> {
        if (!args[0].is_known()) return type::dynamic();
        auto names = read_header(args[0].as_string());
        if (!names) return names.error();
        std::vector<std::pair<std::string, type>> attributes;
        for (auto& n : *names) attributes.emplace_back(std::move(n), type::string());
        return type::list(type::object(std::move(attributes)));
    };
    spec.implementation = [](std::span<const value> args,
                             const type& result_type) -> call_result<value> {
        csv_reader reader(args[0].as_string());
        std::vector<std::string> header;
        std::string message;
        if (reader.read(header, message) != csv_reader::outcome::record)
            return call_failed(message);

        std::vector<value> rows;
        std::vector<std::string> fields;
        for (;;) {
            const auto got = reader.read(fields, message);
            if (got == csv_reader::outcome::end) break;
            if (got == csv_reader::outcome::error) return call_failed(message);
            std::vector<value_attribute> attributes;
            attributes.reserve(fields.size());
            for (std::size_t i = 0; i < fields.size(); ++i) {
                attributes.emplace_back(header[i], value::string(fields[i]));
            }
            rows.push_back(value::object(std::move(attributes)));
        }
        return value::list(result_type.element_type(), std::move(rows));
    };
    return spec;
}

}  // namespace stdlib::detail
HCL_END_NAMESPACE
