// `hcl edit`: scripted changes to a native-syntax file that keep its
// comments and layout (hcl::write::document), in the spirit of hcledit:
//
//   hcl edit attribute get|set|rm ADDRESS [VALUE]
//   hcl edit block list|get|rm|append ADDRESS [CHILD]
//
// An ADDRESS names blocks by type and labels, then an attribute:
// `resource.aws_instance.web.ami`. A segment in double quotes may hold dots
// (`module."a.b".source`); `*` matches any one label.
#include "cli/cli_support.hpp"
#include "cli/command.hpp"

#include <hcl/diagnostic_render.hpp>
#include <hcl/native/parse.hpp>
#include <hcl/source.hpp>
#include <hcl/write/document.hpp>

#include <iostream>
#include <iterator>
#include <optional>
#include <string>
#include <vector>

namespace hcl_cli {

namespace {

constexpr std::string_view usage =
    "usage: hcl edit [-f FILE] [-u] attribute get|set|rm ADDRESS [VALUE]\n"
    "       hcl edit [-f FILE] [-u] block list|get|rm|append ADDRESS [CHILD]\n"
    "\n"
    "Reads or changes one native-syntax HCL file without touching anything\n"
    "else in it: comments and layout stay as they are; the comments attached\n"
    "to an item (the lines just above it, the end of its line) go with it.\n"
    "A file in the canonical layout (hcl fmt) stays in it.\n"
    "\n"
    "ADDRESS is a block's type and labels, then an attribute name, joined by\n"
    "dots: resource.aws_instance.web.ami. A segment in double quotes may hold\n"
    "dots (module.\"a.b\".source); * matches any one label.\n"
    "\n"
    "  attribute get ADDRESS        Print the value's source text\n"
    "  attribute set ADDRESS VALUE  Set the value to the expression VALUE (source\n"
    "                               text: '\"text\"', 'var.x', '[1, 2]'), adding the\n"
    "                               attribute when the blocks exist but it does not\n"
    "  attribute rm ADDRESS         Remove the attribute\n"
    "  block list                   Print the address of every block\n"
    "  block get ADDRESS            Print the blocks the address matches\n"
    "  block rm ADDRESS             Remove them\n"
    "  block append ADDRESS CHILD   Add an empty block CHILD (type.label...) in\n"
    "                               each block ADDRESS matches (\"\" for the file)\n"
    "\n"
    "Options:\n"
    "  -f FILE  The file to read (default: standard input)\n"
    "  -u       Write the changed text back to FILE instead of printing it\n"
    "\n"
    "Changes print the whole edited file. Exit status: 0 on success; 1 when\n"
    "the file has syntax errors, a get matches nothing, or VALUE is not an\n"
    "expression; 2 on usage errors and unreadable files.\n";

// The address's segments, quotes removed; nullopt when a quote is open.
std::optional<std::vector<std::string>> split_address(std::string_view address) {
    std::vector<std::string> out;
    if (address.empty()) return out;
    std::string current;
    bool quoted = false;
    for (char c : address) {
        if (c == '"') {
            quoted = !quoted;
        } else if (c == '.' && !quoted) {
            out.push_back(std::move(current));
            current.clear();
        } else {
            current += c;
        }
    }
    if (quoted) return std::nullopt;
    out.push_back(std::move(current));
    return out;
}

struct matched_block {
    hcl::write::body parent;
    hcl::write::block block;
};

// The blocks of `b` (and below) whose types and labels spell segments
// [from, to).
void match_blocks(hcl::write::body b, const std::vector<std::string>& segments, std::size_t from, std::size_t to,
                  std::vector<matched_block>& out) {
    if (from >= to) return;
    for (auto& blk : b.blocks(segments[from])) {
        const auto labels = blk.labels();
        const std::size_t end = from + 1 + labels.size();
        if (end > to) continue;
        bool same = true;
        for (std::size_t i = 0; i < labels.size() && same; ++i) {
            same = segments[from + 1 + i] == "*" || segments[from + 1 + i] == labels[i];
        }
        if (!same) continue;
        if (end == to) {
            out.push_back({b, blk});
        } else {
            match_blocks(blk.body(), segments, end, to, out);
        }
    }
}

// The bodies segments [0, to) address: the file's for none.
std::vector<hcl::write::body> match_bodies(hcl::write::document& doc, const std::vector<std::string>& segments,
                                           std::size_t to) {
    if (to == 0) return {doc.body()};
    std::vector<matched_block> blocks;
    match_blocks(doc.body(), segments, 0, to, blocks);
    std::vector<hcl::write::body> out;
    for (auto& m : blocks) out.push_back(m.block.body());
    return out;
}

std::string address_segment(std::string_view s) {
    const bool plain = !s.empty() && s.find_first_of(".\" *") == std::string_view::npos;
    return plain ? std::string(s) : "\"" + std::string(s) + "\"";
}

void list_blocks(hcl::write::body b, const std::string& prefix, std::string& out) {
    for (auto& blk : b.blocks()) {
        std::string address = prefix + std::string(blk.type());
        for (const auto& l : blk.labels()) address += "." + address_segment(l);
        out += address + "\n";
        list_blocks(blk.body(), address + ".", out);
    }
}

struct edit_request {
    std::string file;  // empty: standard input
    bool update = false;
    std::vector<std::string_view> words;  // kind, verb, operands
};

int fail(const std::string& message) {
    complain("edit: " + message);
    return exit_input_errors;
}

int usage_error(const std::string& message) {
    complain("edit: " + message);
    return exit_usage;
}

// Runs the request on `doc`; `out` gets what to print, `changed` whether
// the document was edited.
int apply(const edit_request& r, hcl::write::document& doc, std::string& out, bool& changed) {
    const std::string_view kind = r.words[0];
    const std::string_view verb = r.words[1];
    const std::size_t operands = r.words.size() - 2;
    const auto expect = [&](std::size_t n) {
        if (operands == n) return true;
        complain("edit: " + std::string(kind) + " " + std::string(verb) + " takes " + std::to_string(n) +
                 " argument" + (n == 1 ? "" : "s"));
        return false;
    };
    std::vector<std::string> address;
    if (operands > 0) {
        auto split = split_address(r.words[2]);
        if (!split) return fail("unbalanced quote in the address " + std::string(r.words[2]));
        address = std::move(*split);
    }

    if (kind == "attribute") {
        if (verb != "get" && verb != "set" && verb != "rm") {
            return usage_error("unknown attribute command " + std::string(verb));
        }
        if (!expect(verb == "set" ? 2 : 1)) return exit_usage;
        if (address.empty()) return usage_error("the address names no attribute");
        const std::string& name = address.back();
        const auto bodies = match_bodies(doc, address, address.size() - 1);
        if (verb == "get") {
            bool found = false;
            for (const auto& b : bodies) {
                if (auto a = b.find_attribute(name)) {
                    out += std::string(a->expression()) + "\n";
                    found = true;
                }
            }
            return found ? exit_ok : fail("no attribute " + std::string(r.words[2]));
        }
        if (verb == "rm") {
            for (auto b : bodies) changed = b.remove_attribute(name) || changed;
            return exit_ok;
        }
        auto value = hcl::write::expression_text::parse(r.words[3]);
        if (!value.expression) {
            std::cerr << hcl::render_text(value.diagnostics, hcl::lookup_from("<expression>", r.words[3]),
                                          render_options_for(stderr))
                      << '\n';
            return fail("the value is not an expression");
        }
        if (!hcl::native::valid_identifier(name)) return fail("\"" + name + "\" is not an attribute name");
        if (bodies.empty()) return fail("no block " + std::string(r.words[2]));
        for (auto b : bodies) b.set_attribute(name, *value.expression);
        changed = true;
        return exit_ok;
    }
    if (kind == "block") {
        if (verb == "list") {
            if (!expect(0)) return exit_usage;
            list_blocks(doc.body(), "", out);
            return exit_ok;
        }
        if (verb != "get" && verb != "rm" && verb != "append") {
            return usage_error("unknown block command " + std::string(verb));
        }
        if (!expect(verb == "append" ? 2 : 1)) return exit_usage;
        if (verb == "append") {
            auto child = split_address(r.words[3]);
            if (!child || child->empty()) return usage_error("CHILD must be a block type and its labels");
            if (!hcl::native::valid_identifier(child->front())) {
                return fail("\"" + child->front() + "\" is not a block type");
            }
            const auto bodies = match_bodies(doc, address, address.size());
            if (bodies.empty()) return fail("no block " + std::string(r.words[2]));
            const std::vector<std::string> labels(child->begin() + 1, child->end());
            for (auto b : bodies) b.append_block(child->front(), labels);
            changed = true;
            return exit_ok;
        }
        std::vector<matched_block> blocks;
        match_blocks(doc.body(), address, 0, address.size(), blocks);
        if (verb == "get") {
            for (const auto& m : blocks) out += m.block.text();
            return blocks.empty() ? fail("no block " + std::string(r.words[2])) : exit_ok;
        }
        // The blocks an address matches all have the whole address as
        // theirs, so none is inside another.
        for (auto& m : blocks) m.parent.remove(m.block);
        changed = !blocks.empty();
        return exit_ok;
    }
    return usage_error("unknown command " + std::string(kind) + " (attribute or block)");
}

int run(arguments args) {
    edit_request r;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string_view a = args[i];
        if (a == "-f" || a == "--file") {
            if (++i == args.size()) {
                complain("edit: -f needs a file name");
                return exit_usage;
            }
            r.file = std::string(args[i]);
        } else if (a == "-u" || a == "--update") {
            r.update = true;
        } else if (a.size() > 1 && a[0] == '-' && r.words.size() < 3) {
            complain("edit: unknown option " + std::string(a));
            std::cerr << '\n' << usage;
            return exit_usage;
        } else {
            r.words.push_back(a);
        }
    }
    if (r.words.size() < 2) {
        std::cerr << usage;
        return exit_usage;
    }
    if (r.update && r.file.empty()) {
        complain("edit: -u needs -f FILE (standard input cannot be updated)");
        return exit_usage;
    }
    std::string text;
    if (r.file.empty()) {
        text.assign(std::istreambuf_iterator<char>(std::cin), {});
    } else {
        auto source = hcl::read_source_file(r.file);
        if (!source) {
            complain("cannot read " + r.file);
            return exit_usage;
        }
        text = std::move(*source);
    }
    const std::string name = r.file.empty() ? "<stdin>" : r.file;
    auto parsed = hcl::write::parse(text, name);
    if (!parsed.document) {
        std::cerr << hcl::render_text(parsed.diagnostics, hcl::lookup_from(name, text), render_options_for(stderr))
                  << '\n';
        return exit_input_errors;
    }
    std::string out;
    bool changed = false;
    const int status = apply(r, *parsed.document, out, changed);
    if (status != exit_ok) return status;
    const bool prints_text = r.words[1] == "get" || r.words[1] == "list";
    if (prints_text) {
        std::cout << out;
    } else if (r.update) {
        if (changed && !replace_file(r.file, parsed.document->to_string())) {
            complain("edit: cannot replace " + r.file);
            return exit_usage;
        }
    } else {
        std::cout << parsed.document->to_string();
    }
    return exit_ok;
}

}  // namespace

const command edit_command{
    "edit",
    "Read or change attributes and blocks, keeping comments and layout",
    usage,
    run,
};

}  // namespace hcl_cli
