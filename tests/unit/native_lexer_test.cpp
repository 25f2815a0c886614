// The native-syntax lexer (src/native/lexer.hpp and friends).
//
// Expected tokens come from the native syntax spec ("Lexical Elements",
// "Template Expressions", "Templates") as the reference implementation
// really scans it: reference-behaviour.md §1.1, §1.13, §1.16, the
// reference's own scanner tests, and oracle runs (`oracle eval` on the inputs
// quoted in the comments; the lexer-level diagnostics it prints come first
// and are what report_token_errors must match).
#include "native/lexer.hpp"
#include "native/literal.hpp"
#include "native/position_map.hpp"
#include "native/token_errors.hpp"

#include <hcl/unicode.hpp>

#include "support/catch.hpp"

#include <string>
#include <string_view>
#include <vector>

using hcl::native::lex;
using hcl::native::position_map;
using hcl::native::scan_mode;
using hcl::native::token;
using hcl::native::token_kind;

namespace {

// "kind(text)" for every token but the final eof, which is checked apart.
std::vector<std::string> tokens_of(std::string_view src, scan_mode mode = scan_mode::normal) {
    const std::vector<token> toks = lex(src, mode);
    REQUIRE(!toks.empty());
    CHECK(toks.back().kind == token_kind::eof);
    CHECK(toks.back().begin == src.size());
    std::vector<std::string> out;
    for (std::size_t i = 0; i + 1 < toks.size(); ++i) {
        std::string s(to_string(toks[i].kind));
        s += '(';
        s += toks[i].text(src);
        s += ')';
        out.push_back(std::move(s));
    }
    return out;
}

using strings = std::vector<std::string>;

// "LINE:COL: Summary" for each lexer diagnostic, the oracle's format.
strings lexer_errors(std::string_view src, scan_mode mode = scan_mode::normal) {
    const std::vector<token> toks = lex(src, mode);
    const position_map positions(src, toks);
    hcl::diagnostics diags;
    report_token_errors(toks, src, positions, "test.hcl", diags);
    strings out;
    for (const auto& d : diags) {
        REQUIRE(d.subject.has_value());
        out.push_back(std::to_string(d.subject->start.line) + ":" +
                      std::to_string(d.subject->start.column) + ": " + d.summary);
    }
    return out;
}

// "line:column" of byte `offset`, through a position map over the lexed source.
std::string position_of(std::string_view src, std::size_t offset) {
    const std::vector<token> toks = lex(src);
    const position_map positions(src, toks);
    const auto p = positions.at(offset);
    return std::to_string(p.line) + ":" + std::to_string(p.column);
}

const token& nth_token(const std::vector<token>& toks, token_kind kind, int n = 0) {
    for (const token& t : toks) {
        if (t.kind == kind && n-- == 0) return t;
    }
    FAIL("no such token");
    return toks.back();
}

}  // namespace

TEST_CASE("native lexer: operators and delimiters (spec: Operators and Delimiters)", "[native][lexer]") {
    CHECK(tokens_of("{}[]()") == strings{"open_brace({)", "close_brace(})", "open_bracket([)",
                                         "close_bracket(])", "open_paren(()", "close_paren())"});
    CHECK(tokens_of("* / + - %") ==
          strings{"star(*)", "slash(/)", "plus(+)", "minus(-)", "percent(%)"});
    CHECK(tokens_of("= == != < <= > >= && || !") ==
          strings{"equal(=)", "equal_equal(==)", "not_equal(!=)", "less(<)", "less_equal(<=)",
                  "greater(>)", "greater_equal(>=)", "and_and(&&)", "or_or(||)", "bang(!)"});
    CHECK(tokens_of(". , :: ... => ? :") ==
          strings{"dot(.)", "comma(,)", "double_colon(::)", "ellipsis(...)", "fat_arrow(=>)",
                  "question(?)", "colon(:)"});
    SECTION("longest match, no spaces") {
        CHECK(tokens_of("a==b") == strings{"identifier(a)", "equal_equal(==)", "identifier(b)"});
        CHECK(tokens_of("===") == strings{"equal_equal(==)", "equal(=)"});
        CHECK(tokens_of("..") == strings{"dot(.)", "dot(.)"});
        CHECK(tokens_of("....") == strings{"ellipsis(...)", "dot(.)"});
        CHECK(tokens_of(":::") == strings{"double_colon(::)", "colon(:)"});
        CHECK(tokens_of("<<=") == strings{"less(<)", "less_equal(<=)"});
        CHECK(tokens_of("!==") == strings{"not_equal(!=)", "equal(=)"});
    }
    SECTION("no exponent operator: ** is two stars (oracle: `a = 2 ** 3` fails at the 2nd *)") {
        CHECK(tokens_of("**") == strings{"star(*)", "star(*)"});
    }
}

TEST_CASE("native lexer: diagnostic-only tokens (ref §1.1)", "[native][lexer]") {
    CHECK(tokens_of("& | ~ ^ ; ' `") ==
          strings{"bitwise_and(&)", "bitwise_or(|)", "bitwise_not(~)", "bitwise_xor(^)",
                  "semicolon(;)", "apostrophe(')", "backtick(`)"});
    SECTION("characters the language does not use are invalid, one per character") {
        CHECK(tokens_of("@@") == strings{"invalid(@)", "invalid(@)"});
        CHECK(tokens_of("$x") == strings{"invalid($)", "identifier(x)"});
        CHECK(tokens_of("\\") == strings{"invalid(\\)"});
        CHECK(tokens_of(std::string_view("\0\x7f\v", 3)) ==
              strings{std::string("invalid(") + '\0' + ")", "invalid(\x7f)", "invalid(\v)"});
        CHECK(tokens_of("\xF0\x9F\x8C\xBB") == strings{"invalid(\xF0\x9F\x8C\xBB)"});  // emoji
    }
    SECTION("curly quotes are invalid characters") {
        CHECK(tokens_of("\u201Cx\u201D") ==
              strings{"invalid(\u201C)", "identifier(x)", "invalid(\u201D)"});
    }
    SECTION("`${` and `%{` mean nothing outside templates") {
        CHECK(tokens_of("${x}") ==
              strings{"invalid($)", "open_brace({)", "identifier(x)", "close_brace(})"});
        CHECK(tokens_of("%{") == strings{"percent(%)", "open_brace({)"});
    }
}

TEST_CASE("native lexer: identifiers (spec: Identifiers; ref §0 #1)", "[native][lexer]") {
    CHECK(tokens_of("hello _ello hel_o h3ll0") ==
          strings{"identifier(hello)", "identifier(_ello)", "identifier(hel_o)", "identifier(h3ll0)"});
    SECTION("dashes continue an identifier") {
        CHECK(tokens_of("a-b") == strings{"identifier(a-b)"});
        CHECK(tokens_of("a-1") == strings{"identifier(a-1)"});
        CHECK(tokens_of("a--") == strings{"identifier(a--)"});
        CHECK(tokens_of("a - b") == strings{"identifier(a)", "minus(-)", "identifier(b)"});
        CHECK(tokens_of("-a") == strings{"minus(-)", "identifier(a)"});
    }
    SECTION("Unicode letters start and continue, combining marks continue") {
        CHECK(tokens_of("\u00e9t\u00e9") == strings{"identifier(\u00e9t\u00e9)"});
        CHECK(tokens_of("he\u0301llo") == strings{"identifier(he\u0301llo)"});
        CHECK(tokens_of("\u0394\u03b9") == strings{"identifier(\u0394\u03b9)"});
        // A combining mark cannot start one.
        CHECK(tokens_of("\u0301") == strings{"invalid(\u0301)"});
    }
    SECTION("tables are Unicode 9.0: U+0860 (Unicode 10) is not a letter here") {
        CHECK(tokens_of("\u0860") == strings{"invalid(\u0860)"});
    }
    SECTION("a digit does not start an identifier") {
        CHECK(tokens_of("1a") == strings{"number_literal(1)", "identifier(a)"});
    }
}

TEST_CASE("native lexer: number literals (spec: Numeric Literals; ref §1.1)", "[native][lexer]") {
    CHECK(tokens_of("1 12 12.3 1e2 1E+2 1e-2 007") ==
          strings{"number_literal(1)", "number_literal(12)", "number_literal(12.3)",
                  "number_literal(1e2)", "number_literal(1E+2)", "number_literal(1e-2)",
                  "number_literal(007)"});
    SECTION("greedy: 1.2.3, 1..2 and 1.e5 are single tokens (the parser rejects or reads them)") {
        CHECK(tokens_of("1.2.3") == strings{"number_literal(1.2.3)"});
        CHECK(tokens_of("1..2") == strings{"number_literal(1..2)"});
        CHECK(tokens_of("1.e5") == strings{"number_literal(1.e5)"});  // oracle: 100000
        CHECK(tokens_of("1e5e5") == strings{"number_literal(1e5e5)"});
    }
    SECTION("never ends with a dot or a dangling exponent") {
        CHECK(tokens_of("1.") == strings{"number_literal(1)", "dot(.)"});
        CHECK(tokens_of("1.2.") == strings{"number_literal(1.2)", "dot(.)"});
        CHECK(tokens_of("1...") == strings{"number_literal(1)", "ellipsis(...)"});
        CHECK(tokens_of("1e") == strings{"number_literal(1)", "identifier(e)"});
        CHECK(tokens_of("1e+") == strings{"number_literal(1)", "identifier(e)", "plus(+)"});
        CHECK(tokens_of("1ex") == strings{"number_literal(1)", "identifier(ex)"});
    }
    SECTION("no sign, no leading dot, no hex") {
        CHECK(tokens_of("-1") == strings{"minus(-)", "number_literal(1)"});
        CHECK(tokens_of(".5") == strings{"dot(.)", "number_literal(5)"});
        CHECK(tokens_of("0x10") == strings{"number_literal(0)", "identifier(x10)"});
    }
}

// The parser reads a number without the flag as plain digits, skipping
// its check for '.' and exponents: the flag must be exact.
TEST_CASE("native lexer: number_literal says whether it holds a '.' or an exponent (spec: Numeric Literals)",
          "[native][lexer]") {
    const std::string src = "1 12 12.3 1e2 1E+2 1e-2 007 1. 1.2.3 1..2 1.e5 1e 1ex 1... 1e+ 99999999999";
    const std::vector<token> toks = lex(src);
    std::size_t numbers = 0;
    for (const token& t : toks) {
        if (t.kind != token_kind::number_literal) continue;
        ++numbers;
        const std::string_view text = t.text(src);
        const bool plain = text.find_first_not_of("0123456789") == std::string_view::npos;
        INFO(text);
        const std::uint8_t flag = hcl::native::token_flags::fraction_or_exponent;
        CHECK(t.flags == (plain ? 0 : flag));
    }
    CHECK(numbers == 16);
}

TEST_CASE("native lexer: comments and newlines (spec: Comments and Whitespace; ref §1.1)", "[native][lexer]") {
    SECTION("line comments include their newline") {
        CHECK(tokens_of("# hello\n") == strings{"comment(# hello\n)"});
        CHECK(tokens_of("// hello\r\nx") == strings{"comment(// hello\r\n)", "identifier(x)"});
        CHECK(tokens_of("# hello") == strings{"comment(# hello)"});
        CHECK(tokens_of("a = 1 # c\nb") ==
              strings{"identifier(a)", "equal(=)", "number_literal(1)", "comment(# c\n)",
                      "identifier(b)"});
    }
    SECTION("block comments end at the first */ and never imply a newline") {
        CHECK(tokens_of("/* a\n b */ x") == strings{"comment(/* a\n b */)", "identifier(x)"});
        CHECK(tokens_of("/**/") == strings{"comment(/**/)"});
        CHECK(tokens_of("/* a */ */") ==
              strings{"comment(/* a */)", "star(*)", "slash(/)"});
    }
    SECTION("an unterminated block comment is a slash and a star (oracle: `a = 1 /* abc`)") {
        CHECK(tokens_of("/* abc") == strings{"slash(/)", "star(*)", "identifier(abc)"});
        CHECK(tokens_of("/*/") == strings{"slash(/)", "star(*)", "slash(/)"});
    }
    SECTION("comment bytes are not validated (oracle: `a = 1 # \\xff` is fine)") {
        CHECK(tokens_of("# \xff\xfe\n") == strings{"comment(# \xff\xfe\n)"});
        CHECK(tokens_of("/* \xc0 */") == strings{"comment(/* \xc0 */)"});
    }
    SECTION("newlines are always tokens (§1.16: their meaning is the parser's business)") {
        CHECK(tokens_of("\n\r\n") == strings{"newline(\n)", "newline(\r\n)"});
        CHECK(tokens_of("(\n)") == strings{"open_paren(()", "newline(\n)", "close_paren())"});
    }
    SECTION("spaces and tabs are skipped; other control characters are invalid") {
        CHECK(tokens_of(" \t a \t") == strings{"identifier(a)"});
        CHECK(tokens_of("a\rb") == strings{"identifier(a)", "invalid(\r)", "identifier(b)"});
        CHECK(tokens_of("\f") == strings{"invalid(\f)"});
    }
}

TEST_CASE("native lexer: quoted templates (spec: Template Expressions; ref §1.1, §1.13)", "[native][lexer]") {
    CHECK(tokens_of("\"\"") == strings{"open_quote(\")", "close_quote(\")"});
    CHECK(tokens_of("\"hello\"") == strings{"open_quote(\")", "quoted_literal(hello)", "close_quote(\")"});
    SECTION("escapes stay in the literal token, undecoded") {
        CHECK(tokens_of(R"("hello, \"world\"! \\ \n \u00e9 \q")") ==
              strings{"open_quote(\")", R"(quoted_literal(hello, \"world\"! \\ \n \u00e9 \q))",
                      "close_quote(\")"});
        // An escaped sign does not open a sequence (oracle: "\${x}" is an escape error, no interpolation).
        CHECK(tokens_of(R"("\${x}")") ==
              strings{"open_quote(\")", R"(quoted_literal(\${x}))", "close_quote(\")"});
        CHECK(tokens_of("\"\\\xc3\xa9\"") ==
              strings{"open_quote(\")", "quoted_literal(\\\xc3\xa9)", "close_quote(\")"});
    }
    SECTION("interpolation and directives") {
        CHECK(tokens_of(R"("a${b}c")") ==
              strings{"open_quote(\")", "quoted_literal(a)", "template_interp(${)", "identifier(b)",
                      "template_seq_end(})", "quoted_literal(c)", "close_quote(\")"});
        CHECK(tokens_of(R"("%{a}")") ==
              strings{"open_quote(\")", "template_control(%{)", "identifier(a)", "template_seq_end(})",
                      "close_quote(\")"});
    }
    SECTION("braces inside a sequence are counted") {
        CHECK(tokens_of(R"("${ {a=1}.a }")") ==
              strings{"open_quote(\")", "template_interp(${)", "open_brace({)", "identifier(a)",
                      "equal(=)", "number_literal(1)", "close_brace(})", "dot(.)", "identifier(a)",
                      "template_seq_end(})", "close_quote(\")"});
        CHECK(tokens_of(R"("${{}}")") ==
              strings{"open_quote(\")", "template_interp(${)", "open_brace({)", "close_brace(})",
                      "template_seq_end(})", "close_quote(\")"});
    }
    SECTION("strings nest inside sequences") {
        CHECK(tokens_of(R"("${"${a} foo"}")") ==
              strings{"open_quote(\")", "template_interp(${)", "open_quote(\")", "template_interp(${)",
                      "identifier(a)", "template_seq_end(})", "quoted_literal( foo)", "close_quote(\")",
                      "template_seq_end(})", "close_quote(\")"});
    }
    SECTION("escaped introducers and lone signs are literal tokens of their own") {
        CHECK(tokens_of(R"("hello $${world}")") ==
              strings{"open_quote(\")", "quoted_literal(hello )", "quoted_literal($${)",
                      "quoted_literal(world})", "close_quote(\")"});
        CHECK(tokens_of(R"("hello %%{world}")") ==
              strings{"open_quote(\")", "quoted_literal(hello )", "quoted_literal(%%{)",
                      "quoted_literal(world})", "close_quote(\")"});
        CHECK(tokens_of(R"("hello $$")") ==
              strings{"open_quote(\")", "quoted_literal(hello )", "quoted_literal($)",
                      "quoted_literal($)", "close_quote(\")"});
        CHECK(tokens_of(R"("%${x}")") ==
              strings{"open_quote(\")", "quoted_literal(%)", "template_interp(${)", "identifier(x)",
                      "template_seq_end(})", "close_quote(\")"});
        // oracle: "$$${b}" is the string "$${b}": a lone $, then the escape.
        CHECK(tokens_of(R"("$$${b}")") ==
              strings{"open_quote(\")", "quoted_literal($)", "quoted_literal($${)",
                      "quoted_literal(b})", "close_quote(\")"});
    }
    SECTION("line breaks are quoted_newline tokens, scanning goes on") {
        CHECK(tokens_of("\"a\nb\"") == strings{"open_quote(\")", "quoted_literal(a)", "quoted_newline(\n)",
                                               "quoted_literal(b)", "close_quote(\")"});
        CHECK(tokens_of("\"a\r\nb\"") == strings{"open_quote(\")", "quoted_literal(a)",
                                                 "quoted_newline(\r\n)", "quoted_literal(b)",
                                                 "close_quote(\")"});
        // oracle: `a = "a\rb"` is "Invalid multi-line string" at the \r.
        CHECK(tokens_of("\"a\rb\"") == strings{"open_quote(\")", "quoted_literal(a)", "quoted_newline(\r)",
                                               "quoted_literal(b)", "close_quote(\")"});
        // oracle: a run of line breaks in any mix is one error ("x\n\n\ny", "x\n\ry").
        CHECK(tokens_of("\"x\n\r\n\r\ny\n z\"") ==
              strings{"open_quote(\")", "quoted_literal(x)", "quoted_newline(\n\r\n\r\n)",
                      "quoted_literal(y)", "quoted_newline(\n)", "quoted_literal( z)",
                      "close_quote(\")"});
        // oracle: a backslash before a newline is an invalid character.
        CHECK(tokens_of("\"a\\\nb\"") ==
              strings{"open_quote(\")", "quoted_literal(a)", "invalid(\\)", "quoted_newline(\n)",
                      "quoted_literal(b)", "close_quote(\")"});
    }
    SECTION("unterminated strings end at end of input; a final $ or % stops scanning") {
        CHECK(tokens_of("\"abc") == strings{"open_quote(\")", "quoted_literal(abc)"});
        CHECK(tokens_of("\"abc\\") == strings{"open_quote(\")", "quoted_literal(abc)", "invalid(\\)"});
        CHECK(tokens_of("\"abc$") == strings{"open_quote(\")", "quoted_literal(abc)", "invalid($)"});
        CHECK(tokens_of("\"abc%") == strings{"open_quote(\")", "quoted_literal(abc)", "invalid(%)"});
    }
    SECTION("curly quotes inside strings are text") {
        CHECK(tokens_of("\"\u201Cx\u201D\"") ==
              strings{"open_quote(\")", "quoted_literal(\u201Cx\u201D)", "close_quote(\")"});
    }
}

TEST_CASE("native lexer: strip markers (spec: Template Literals)", "[native][lexer]") {
    const std::string src = R"("a ${~ b ~} c %{~ if x ~}")";
    CHECK(tokens_of(src) ==
          strings{"open_quote(\")", "quoted_literal(a )", "template_interp(${~)", "identifier(b)",
                  "template_seq_end(~})", "quoted_literal( c )", "template_control(%{~)",
                  "identifier(if)", "identifier(x)", "template_seq_end(~})", "close_quote(\")"});
    const auto toks = lex(src);
    CHECK(nth_token(toks, token_kind::template_interp).has_strip_marker());
    CHECK(nth_token(toks, token_kind::template_control).has_strip_marker());
    CHECK(nth_token(toks, token_kind::template_seq_end, 0).has_strip_marker());
    CHECK(nth_token(toks, token_kind::template_seq_end, 1).has_strip_marker());
    CHECK_FALSE(nth_token(lex(R"("${a}")"), token_kind::template_interp).has_strip_marker());
    CHECK_FALSE(nth_token(lex(R"("${a}")"), token_kind::template_seq_end).has_strip_marker());

    SECTION("~} is a sequence end even outside templates (oracle: `a = {b = 1 ~}`)") {
        CHECK(tokens_of("{b ~}") ==
              strings{"open_brace({)", "identifier(b)", "template_seq_end(~})"});
    }
    SECTION("~} inside nested braces closes a brace, not the sequence (oracle: `\"${ {b=1 ~} \"`)") {
        CHECK(tokens_of("\"${ {b ~} \"\n") ==
              strings{"open_quote(\")", "template_interp(${)", "open_brace({)", "identifier(b)",
                      "template_seq_end(~})", "open_quote(\")", "quoted_newline(\n)"});
        CHECK(tokens_of("\"${ {b ~} }\"") ==
              strings{"open_quote(\")", "template_interp(${)", "open_brace({)", "identifier(b)",
                      "template_seq_end(~})", "template_seq_end(})", "close_quote(\")"});
    }
}

TEST_CASE("native lexer: heredocs (spec: Template Expressions; ref §0 #8, §1.1, §1.13)", "[native][lexer]") {
    CHECK(tokens_of("<<EOT\nhello world\nEOT\n") ==
          strings{"open_heredoc(<<EOT\n)", "string_literal(hello world\n)", "close_heredoc(EOT)",
                  "newline(\n)"});
    SECTION("CRLF line endings") {
        CHECK(tokens_of("<<EOT\r\nhello\r\nEOT\r\n") ==
              strings{"open_heredoc(<<EOT\r\n)", "string_literal(hello\r\n)", "close_heredoc(EOT)",
                      "newline(\r\n)"});
    }
    SECTION("one literal per line, split before sequences") {
        CHECK(tokens_of("<<EOT\na\nb ${c} d\n\nEOT\n") ==
              strings{"open_heredoc(<<EOT\n)", "string_literal(a\n)", "string_literal(b )",
                      "template_interp(${)", "identifier(c)", "template_seq_end(})",
                      "string_literal( d\n)", "string_literal(\n)", "close_heredoc(EOT)", "newline(\n)"});
    }
    SECTION("<<- and indented closing markers, for both kinds") {
        const auto toks = lex("<<-EOT\n  x\n  EOT\n");
        CHECK(tokens_of("<<-EOT\n  x\n  EOT\n") ==
              strings{"open_heredoc(<<-EOT\n)", "string_literal(  x\n)", "close_heredoc(  EOT)",
                      "newline(\n)"});
        CHECK(toks.front().is_flush_heredoc());
        CHECK_FALSE(lex("<<EOT\nEOT\n").front().is_flush_heredoc());
        CHECK(tokens_of("<<EOT\nx\n\tEOT \n") ==
              strings{"open_heredoc(<<EOT\n)", "string_literal(x\n)", "close_heredoc(\tEOT )",
                      "newline(\n)"});
        // Any Unicode white space is trimmed (oracle: "  EOT\u00a0" and "\tEOT\v" close).
        CHECK(tokens_of("<<EOT\n  EOT\u00a0\n") ==
              strings{"open_heredoc(<<EOT\n)", "close_heredoc(  EOT\u00a0)", "newline(\n)"});
        CHECK(tokens_of("<<EOT\n\tEOT\v\n") ==
              strings{"open_heredoc(<<EOT\n)", "close_heredoc(\tEOT\v)", "newline(\n)"});
        CHECK(tokens_of("<<EOT\n  EOT  \r\n") ==
              strings{"open_heredoc(<<EOT\n)", "close_heredoc(  EOT  )", "newline(\r\n)"});
    }
    SECTION("the marker must be the whole line, and not follow a sequence") {
        CHECK(tokens_of("<<EOT\nfoo EOT\nEOT\n") ==
              strings{"open_heredoc(<<EOT\n)", "string_literal(foo EOT\n)", "close_heredoc(EOT)",
                      "newline(\n)"});
        CHECK(tokens_of("<<EOT\n${a}EOT\nEOT\n") ==
              strings{"open_heredoc(<<EOT\n)", "template_interp(${)", "identifier(a)",
                      "template_seq_end(})", "string_literal(EOT\n)", "close_heredoc(EOT)",
                      "newline(\n)"});
        CHECK(tokens_of("<<EOT\nEOTX\nEOT\n") ==
              strings{"open_heredoc(<<EOT\n)", "string_literal(EOTX\n)", "close_heredoc(EOT)",
                      "newline(\n)"});
    }
    SECTION("a marker line without its newline does not close (oracle: Unterminated template string)") {
        CHECK(tokens_of("<<EOT\nhello\nEOT") ==
              strings{"open_heredoc(<<EOT\n)", "string_literal(hello\n)", "string_literal(EOT)"});
        CHECK(tokens_of("<<EOT\n") == strings{"open_heredoc(<<EOT\n)"});
    }
    SECTION("the opener needs an identifier right after << and a newline right after it") {
        CHECK(tokens_of("<<EOF \nx\n") ==
              strings{"less(<)", "less(<)", "identifier(EOF)", "newline(\n)", "identifier(x)",
                      "newline(\n)"});
        CHECK(tokens_of("<< EOF\n") ==
              strings{"less(<)", "less(<)", "identifier(EOF)", "newline(\n)"});
        CHECK(tokens_of("<<EOF") == strings{"less(<)", "less(<)", "identifier(EOF)"});
        CHECK(tokens_of("1 << 2") == strings{"number_literal(1)", "less(<)", "less(<)", "number_literal(2)"});
        CHECK(tokens_of("<<<A\nA\n") ==
              strings{"less(<)", "open_heredoc(<<A\n)", "close_heredoc(A)", "newline(\n)"});
        CHECK(tokens_of("<<E-1\nE-1\n") ==
              strings{"open_heredoc(<<E-1\n)", "close_heredoc(E-1)", "newline(\n)"});
    }
    SECTION("heredocs nest inside sequences") {
        CHECK(tokens_of("<<EOF\n${<<-EOF\nhello\nEOF\n}\nEOF\n") ==
              strings{"open_heredoc(<<EOF\n)", "template_interp(${)", "open_heredoc(<<-EOF\n)",
                      "string_literal(hello\n)", "close_heredoc(EOF)", "newline(\n)",
                      "template_seq_end(})", "string_literal(\n)", "close_heredoc(EOF)", "newline(\n)"});
    }
    SECTION("quotes and escapes are plain text; signs split as in quoted text") {
        CHECK(tokens_of("<<EOT\n\"\\n\" $${x} 5%\nEOT\n") ==
              strings{"open_heredoc(<<EOT\n)", "string_literal(\"\\n\" )", "string_literal($${)",
                      "string_literal(x} 5)", "string_literal(%)", "string_literal(\n)",
                      "close_heredoc(EOT)", "newline(\n)"});
    }
    SECTION("dead ends: a lone \\r or a final sign make the rest one invalid token (oracle)") {
        CHECK(tokens_of("<<EOT\na\rb\nEOT\n") ==
              strings{"open_heredoc(<<EOT\n)", "string_literal(a)", "invalid(\rb\nEOT\n)"});
        CHECK(tokens_of("<<EOT\nabc$") ==
              strings{"open_heredoc(<<EOT\n)", "string_literal(abc)", "invalid($)"});
        CHECK(tokens_of("<<EOT\nabc\r") ==
              strings{"open_heredoc(<<EOT\n)", "string_literal(abc)", "invalid(\r)"});
    }
}

TEST_CASE("native lexer: bare templates (spec: Templates; ref §1.1 scan modes)", "[native][lexer]") {
    const auto tmpl = [](std::string_view s) { return tokens_of(s, scan_mode::bare_template); };
    CHECK(tmpl("").empty());
    CHECK(tmpl(" hello ") == strings{"string_literal( hello )"});
    CHECK(tmpl("\nhello\n") == strings{"string_literal(\n)", "string_literal(hello\n)"});
    CHECK(tmpl("a\r\nb") == strings{"string_literal(a\r\n)", "string_literal(b)"});
    CHECK(tmpl("hello ${~foo~} %{ if x }") ==
          strings{"string_literal(hello )", "template_interp(${~)", "identifier(foo)",
                  "template_seq_end(~})", "string_literal( )", "template_control(%{)",
                  "identifier(if)", "identifier(x)", "template_seq_end(})"});
    SECTION("quotes, braces and backslashes are text") {
        CHECK(tmpl("\"} ~} \\n") == strings{"string_literal(\"} ~} \\n)"});
    }
    SECTION("a final lone sign is text (oracle: JSON \"x${1}$\" is \"x1$\")") {
        CHECK(tmpl("abc$") == strings{"string_literal(abc)", "string_literal($)"});
        CHECK(tmpl("%") == strings{"string_literal(%)"});
    }
    SECTION("a lone \\r ends scanning: the rest is text (oracle: JSON \"x\\ry${1}\" is literal)") {
        CHECK(tmpl("x\ry${1}") == strings{"string_literal(x)", "string_literal(\ry${1})"});
    }
    SECTION("inside a sequence the usual rules apply") {
        CHECK(tmpl("${\"a\"}") == strings{"template_interp(${)", "open_quote(\")",
                                           "quoted_literal(a)", "close_quote(\")",
                                           "template_seq_end(})"});
        CHECK(tmpl("${\"a$") == strings{"template_interp(${)", "open_quote(\")",
                                         "quoted_literal(a)", "invalid($)"});
    }
}

TEST_CASE("native lexer: identifier mode and valid_identifier (ref §1.15 ValidIdentifier)", "[native][lexer]") {
    using hcl::native::valid_identifier;
    CHECK(tokens_of("a-b _c", scan_mode::identifier) ==
          strings{"identifier(a-b)", "invalid( )", "identifier(_c)"});
    CHECK(tokens_of("1\xff\"", scan_mode::identifier) ==
          strings{"invalid(1)", "bad_utf8(\xff)", "invalid(\")"});
    CHECK(valid_identifier("foo"));
    CHECK(valid_identifier("foo-bar_1"));
    CHECK(valid_identifier("_x"));
    CHECK(valid_identifier("e\u0301t\u00e9"));
    CHECK_FALSE(valid_identifier(""));
    CHECK_FALSE(valid_identifier("-x"));
    CHECK_FALSE(valid_identifier("1x"));
    CHECK_FALSE(valid_identifier("a b"));
    CHECK_FALSE(valid_identifier("a.b"));
    CHECK_FALSE(valid_identifier("a\xff"));
    CHECK_FALSE(valid_identifier("\u0860"));
    // Unlike the reference (which strips it), a byte-order mark makes a name invalid.
    CHECK_FALSE(valid_identifier("\xEF\xBB\xBF" "a"));
}

TEST_CASE("native lexer: encoding (spec: Source Code Representation; ref §1.1)", "[native][lexer]") {
    SECTION("each ill-formed byte is one bad_utf8 token") {
        CHECK(tokens_of("\xfe\xff") == strings{"bad_utf8(\xfe)", "bad_utf8(\xff)"});
        CHECK(tokens_of(" \x80\x80") == strings{"bad_utf8(\x80)", "bad_utf8(\x80)"});
        CHECK(tokens_of("ab\xff" "cd") == strings{"identifier(ab)", "bad_utf8(\xff)", "identifier(cd)"});
        CHECK(tokens_of("\"\xe2\x82\"") ==
              strings{"open_quote(\")", "bad_utf8(\xe2)", "bad_utf8(\x82)", "close_quote(\")"});
        CHECK(tokens_of("<<EOT\n\xff\nEOT\n") ==
              strings{"open_heredoc(<<EOT\n)", "bad_utf8(\xff)", "string_literal(\n)",
                      "close_heredoc(EOT)", "newline(\n)"});
    }
    SECTION("deviation: overlong forms and surrogates are ill-formed (the reference accepts them)") {
        CHECK(tokens_of("\"\xc0\x80\"") ==
              strings{"open_quote(\")", "bad_utf8(\xc0)", "bad_utf8(\x80)", "close_quote(\")"});
        CHECK(tokens_of("\"\xed\xa0\x80\"") ==
              strings{"open_quote(\")", "bad_utf8(\xed)", "bad_utf8(\xa0)", "bad_utf8(\x80)",
                      "close_quote(\")"});
        CHECK(tokens_of("\xf4\x90\x80\x80").size() == 4);
    }
    SECTION("a leading byte-order mark is skipped, a later one is an invalid character") {
        CHECK(tokens_of("\xEF\xBB\xBF").empty());
        CHECK(tokens_of("\xEF\xBB\xBF" "a") == strings{"identifier(a)"});
        CHECK(tokens_of(" \xEF\xBB\xBF") == strings{"invalid(\xEF\xBB\xBF)"});
        CHECK(lex("\xEF\xBB\xBF" "a").front().begin == 3);  // offsets still count it
        CHECK(tokens_of("\xEF\xBB\xBF" "a", scan_mode::bare_template) == strings{"string_literal(a)"});
    }
}

TEST_CASE("native lexer: text after the input's last line break, the end of a view inside a larger buffer",
          "[native][lexer]") {
    // Up to the last line break, names, numbers and blanks are scanned
    // without end checks (that line break ends each run). What follows it
    // must stop at the end of the input: here a view of part of a buffer
    // whose next bytes would continue the last token.
    const auto view_tokens = [](std::string_view whole, std::size_t size) {
        return tokens_of(whole.substr(0, size));
    };
    const std::string_view buffer = "a\nbc0_xyz 12 \"s\"";
    CHECK(view_tokens(buffer, 4) == strings{"identifier(a)", "newline(\n)", "identifier(bc)"});
    CHECK(view_tokens("a\n12345", 4) == strings{"identifier(a)", "newline(\n)", "number_literal(12)"});
    CHECK(view_tokens("a\r\nbcd", 5) == strings{"identifier(a)", "newline(\r\n)", "identifier(bc)"});
    CHECK(view_tokens("a\n    b", 4) == strings{"identifier(a)", "newline(\n)"});
    // A comment that ends with the last line break, or runs past it.
    CHECK(view_tokens("a\n#c\nbcd", 7) == strings{"identifier(a)", "newline(\n)", "comment(#c\n)", "identifier(bc)"});
    CHECK(view_tokens("a\n//\nbcd", 7) == strings{"identifier(a)", "newline(\n)", "comment(//\n)", "identifier(bc)"});
    CHECK(view_tokens("a\n/*\n*/bcd", 9) ==
          strings{"identifier(a)", "newline(\n)", "comment(/*\n*/)", "identifier(bc)"});
    // Names, numbers and blanks that run up to the last line break.
    CHECK(tokens_of("abc\n") == strings{"identifier(abc)", "newline(\n)"});
    CHECK(tokens_of("x = 10\n") == strings{"identifier(x)", "equal(=)", "number_literal(10)", "newline(\n)"});
    CHECK(tokens_of("x  \t \n  ") == strings{"identifier(x)", "newline(\n)"});
    CHECK(tokens_of("\n") == strings{"newline(\n)"});
}

TEST_CASE("native lexer: token stream invariants", "[native][lexer]") {
    const std::string src = "a = \"x${ {b = <<EOT\ny\nEOT\n}.b }\" # c\n/* d */ e = [1, 2.5]\n";
    const auto toks = lex(src);
    std::uint32_t at = 0;
    for (const token& t : toks) {
        CHECK(t.begin >= at);
        CHECK(t.end >= t.begin);
        for (std::uint32_t i = at; i < t.begin; ++i) CHECK((src[i] == ' ' || src[i] == '\t'));
        at = t.end;
    }
    CHECK(toks.back().kind == token_kind::eof);
    CHECK(toks.back().begin == src.size());
    SECTION("lex appends to a reused vector") {
        std::vector<token> out;
        hcl::native::lex("a", scan_mode::normal, out);
        hcl::native::lex("b c", scan_mode::normal, out);
        CHECK(out.size() == 5);
    }
    SECTION("heredoc_marker") {
        CHECK(hcl::native::heredoc_marker(lex("<<-EOT\r\nEOT\r\n").front(), "<<-EOT\r\nEOT\r\n") == "EOT");
        CHECK(hcl::native::heredoc_marker(lex("<<X\nX\n").front(), "<<X\nX\n") == "X");
    }
}

TEST_CASE("native lexer: deep nesting is iterative (DESIGN: no input crashes)", "[native][lexer]") {
    std::string src = "a = ";
    for (int i = 0; i < 200000; ++i) src += "\"${";
    const auto toks = lex(src);
    CHECK(toks.size() == 400003);  // a, =, 2 per level, eof
    CHECK(toks.back().kind == token_kind::eof);

    std::string heredocs;
    for (int i = 0; i < 50000; ++i) heredocs += "<<A\n${";
    CHECK(lex(heredocs).size() == 100001);
}

TEST_CASE("native lexer: pathological inputs stay linear (DESIGN: no input hangs)", "[native][lexer]") {
    // Each would rescan the rest of the input per token if searches were not remembered.
    std::string comments;
    for (int i = 0; i < 300000; ++i) comments += "/* ";
    CHECK(lex(comments).size() == 600001);
    std::string bad_heredoc = "<<EOT\n";
    bad_heredoc.append(1000000, '\xff');
    bad_heredoc += "\nEOT\n";
    CHECK(lex(bad_heredoc).size() == 1000005);
}

TEST_CASE("native position map: lines and columns (ref §3.6; reference scanner tests)", "[native][lexer]") {
    SECTION("ASCII: one column per byte, tabs included") {
        CHECK(position_of("a = 1\nbb = 2", 0) == "1:1");
        CHECK(position_of("a = 1\nbb = 2", 6) == "2:1");
        CHECK(position_of("a = 1\nbb = 2", 9) == "2:4");
        CHECK(position_of("\t\tx", 2) == "1:3");
        CHECK(position_of("a\r\nb", 3) == "2:1");
        CHECK(position_of("ab", 2) == "1:3");
        CHECK(position_of("ab", 99) == "1:3");  // clamped
    }
    SECTION("grapheme clusters within tokens") {
        // "he\u0301llo" is 7 bytes, 5 columns.
        CHECK(position_of("he\u0301llo x", 8) == "1:7");
        // oracle: in `a = "\u0301" $`, the $ is at column 9: the mark after
        // the quote is a column of its own because they are separate tokens.
        CHECK(position_of("a = \"\u0301\" $", 9) == "1:9");
        // oracle: `a = "e\u0301" $ \u00e9 @` reports the @ at 1:13.
        CHECK(position_of("a = \"e\u0301\" $ \u00e9 @", 15) == "1:13");
        CHECK(position_of("\xF0\x9F\x8C\xBB x", 5) == "1:3");
    }
    SECTION("multi-line tokens move to the next line") {
        // oracle: `a = 1 /* \u00e9\n\u00e9 */ @` reports @ at 2:6.
        CHECK(position_of("a = 1 /* \xc3\xa9\n\xc3\xa9 */ @", 18) == "2:6");
        CHECK(position_of("# c\nx", 4) == "2:1");
    }
    SECTION("a leading byte-order mark takes no column but keeps its bytes") {
        const std::string src = "\xEF\xBB\xBF" "a = $";
        const auto toks = lex(src);
        const position_map positions(src, toks);
        CHECK(positions.at(3) == hcl::source_position{1, 1, 3});
        CHECK(positions.at(7) == hcl::source_position{1, 5, 7});  // oracle: 1:5
        CHECK(positions.at(0).column == 1);
    }
    SECTION("a start position shifts the first line and every byte") {
        const std::string src = "ab\ncd";
        const auto toks = lex(src, scan_mode::bare_template);
        const position_map positions(src, toks, hcl::source_position{3, 10, 100});
        CHECK(positions.at(1) == hcl::source_position{3, 11, 101});
        CHECK(positions.at(4) == hcl::source_position{4, 2, 104});
        CHECK(positions.line_count() == 2);
    }
    SECTION("a cursor gives the same answers at token boundaries, in order or not") {
        for (const std::string& src :
             {std::string("a = \"e\u0301\" $ \u00e9 @\nb\tc \U0001F33B\n\n x"),
              std::string("\xEF\xBB\xBF" "a\r\n\u00e9 = 1"), std::string("/* \u00e9\n\u00e9 */ x"),
              std::string("plain = ascii\n  text\n")}) {
            const auto toks = lex(src);
            std::vector<std::size_t> offsets;
            for (const token& t : toks) {
                offsets.push_back(t.begin);
                offsets.push_back(t.end);
            }
            const position_map positions(src, toks, hcl::source_position{2, 5, 7});
            position_map::cursor forward(positions);
            for (std::size_t i : offsets) CHECK(forward.at(i) == positions.at(i));
            position_map::cursor jumping(positions);
            for (std::size_t k = offsets.size(); k-- > 0;) {
                CHECK(jumping.at(offsets[k]) == positions.at(offsets[k]));
                CHECK(jumping.at(offsets[k / 2]) == positions.at(offsets[k / 2]));
            }
        }
    }
    SECTION("long non-ASCII lines: checkpoints give the same columns as a full count") {
        std::string src = "x = \u00e9";
        for (int i = 0; i < 5000; ++i) src += " @\u0301";  // @ and the mark: two invalid tokens
        src += "\nlast";
        const auto toks = lex(src);
        const position_map positions(src, toks);
        position_map::cursor cursor(positions);
        for (const token& t : toks) {
            REQUIRE(positions.at(t.begin) == cursor.at(t.begin));
        }
        // "x = é" is 5 columns; each " @\u0301" adds 3 (clusters are counted per token).
        CHECK(positions.at(src.size() - 5).column == 1 + 5 + 3 * 5000);
        CHECK(positions.at(src.size()) == hcl::source_position{2, 5, src.size()});
    }
    SECTION("reference scanner test: the EOF after \"\\n\\n\" is at 3:1, after \" \" at 1:2") {
        CHECK(position_of("\n\n", 2) == "3:1");
        CHECK(position_of(" ", 1) == "1:2");
    }
}

TEST_CASE("native position map: line ends and non-ASCII bytes at every place of a word (ref §3.6)",
          "[native][lexer]") {
    // The map reads the source thirty-two bytes at a time (two SSE2
    // chunks), then sixteen, then eight, then one: put the byte that
    // matters at each place of each part.
    for (std::size_t size = 1; size <= 72; ++size) {
        for (std::size_t at = 0; at < size; ++at) {
            INFO("size " << size << ", at " << at);
            std::string src(size, 'x');
            {
                src[at] = '\n';
                const auto toks = lex(src);
                const position_map positions(src, toks);
                CHECK(positions.ascii());
                CHECK(positions.line_count() == 2);
                CHECK(positions.at(at) == hcl::source_position{1, static_cast<std::uint32_t>(at + 1), at});
                CHECK(positions.at(at + 1) == hcl::source_position{2, 1, at + 1});
                CHECK(positions.at(size) ==
                      hcl::source_position{2, static_cast<std::uint32_t>(size - at), size});
            }
            {
                src[at] = '\r';  // a CR alone ends no line
                const auto toks = lex(src);
                const position_map positions(src, toks);
                CHECK(positions.line_count() == 1);
                CHECK(positions.at(size).column == size + 1);
                if (at + 1 < size) {
                    src[at + 1] = '\n';  // CRLF: the line ends after the LF
                    const auto crlf_toks = lex(src);
                    const position_map crlf(src, crlf_toks);
                    CHECK(crlf.line_count() == 2);
                    CHECK(crlf.at(at + 1) == hcl::source_position{1, static_cast<std::uint32_t>(at + 2), at + 1});
                    CHECK(crlf.at(at + 2) == hcl::source_position{2, 1, at + 2});
                    src[at + 1] = 'x';
                }
            }
            {
                src[at] = '\xff';  // invalid UTF-8: one column, and not ASCII
                const auto toks = lex(src);
                const position_map positions(src, toks);
                CHECK_FALSE(positions.ascii());
                CHECK(positions.line_count() == 1);
                CHECK(positions.at(size).column == size + 1);
            }
            if (at + 1 < size) {
                src[at] = '\xc3';  // "\u00e9": two bytes, one column
                src[at + 1] = '\xa9';
                const auto toks = lex(src);
                const position_map positions(src, toks);
                CHECK_FALSE(positions.ascii());
                CHECK(positions.at(size).column == size);
                src[at + 1] = 'x';
            }
            src[at] = 'x';
        }
    }
    SECTION("a run of newlines longer than a word") {
        const std::string src(19, '\n');
        const auto toks = lex(src);
        const position_map positions(src, toks);
        CHECK(positions.line_count() == 20);
        for (std::size_t i = 0; i <= src.size(); ++i) {
            CHECK(positions.at(i) == hcl::source_position{static_cast<std::uint32_t>(i + 1), 1, i});
        }
    }
    SECTION("far more lines than the line table first has room for") {
        // The table starts with room for a line per 32 bytes and grows.
        const std::string src = std::string(3000, '\n') + "x" + std::string(2000, '\n');
        const auto toks = lex(src);
        const position_map positions(src, toks);
        CHECK(positions.line_count() == 5001);
        for (std::size_t i = 0; i <= src.size(); ++i) {
            const auto line = static_cast<std::uint32_t>(i <= 3000 ? i + 1 : i);
            const std::uint32_t column = i == 3001 ? 2 : 1;
            REQUIRE(positions.at(i) == hcl::source_position{line, column, i});
        }
    }
    SECTION("non-ASCII text on a later line, after a long ASCII start") {
        const std::string src = std::string(30, 'a') + "\n b = \"e\xcc\x81\" @";
        const auto toks = lex(src);
        const position_map positions(src, toks);
        CHECK_FALSE(positions.ascii());
        CHECK(positions.at(src.size() - 1) == hcl::source_position{2, 10, src.size() - 1});
    }
}

TEST_CASE("native lexer: report_token_errors matches the oracle (ref §1.1 diagnostic-only tokens)", "[native][lexer]") {
    // Each expectation is the lexer-level prefix of `oracle eval` on the input.
    CHECK(lexer_errors("a = 1 & 2 | 3 ^ 4 & 5 | 6 ~ 7\n") ==
          strings{"1:7: Unsupported operator", "1:11: Unsupported operator",
                  "1:15: Unsupported operator", "1:19: Unsupported operator"});
    CHECK(lexer_errors("a = 1\nb = 'x' 'y' 'z' 'w'\n") ==
          strings{"2:5: Invalid character", "2:9: Invalid character"});
    CHECK(lexer_errors("a = `x` `y` `z` `w`\n") ==
          strings{"1:5: Invalid character", "1:9: Invalid character"});
    CHECK(lexer_errors("a = 1\nb = '`'`'`'\n") ==
          strings{"2:5: Invalid character", "2:6: Invalid character", "2:9: Invalid character",
                  "2:10: Invalid character"});
    CHECK(lexer_errors("a = 1;\nb = 2;\nc = 3;\n") == strings{"1:6: Invalid character"});
    CHECK(lexer_errors("a = @@\n") == strings{"1:5: Invalid character", "1:6: Invalid character"});
    CHECK(lexer_errors("a = \u201Cx\u201D\n") ==
          strings{"1:5: Invalid character", "1:7: Invalid character"});
    CHECK(lexer_errors("a = 1 \xff\xfe\n") == strings{"1:7: Invalid character encoding"});
    CHECK(lexer_errors("a = \"\xff" "a\xff\"\n") == strings{"1:6: Invalid character encoding"});
    CHECK(lexer_errors("a = <<EOT\n\xff\nEOT\n") == strings{"2:1: Invalid character encoding"});
    CHECK(lexer_errors("a = \"abc\ndef\n") ==
          strings{"1:9: Invalid multi-line string", "2:4: Invalid multi-line string"});
    CHECK(lexer_errors("a = \"x\n\ny\"\n") == strings{"1:7: Invalid multi-line string"});
    CHECK(lexer_errors("a = \"x\n \ny\"\n") ==
          strings{"1:7: Invalid multi-line string", "2:2: Invalid multi-line string"});
    CHECK(lexer_errors("a = \"abc\\\ndef\"\n") ==
          strings{"1:9: Invalid character", "1:10: Invalid multi-line string"});
    CHECK(lexer_errors("a = \"\\\xff\"\n") ==
          strings{"1:6: Invalid character", "1:7: Invalid character encoding"});
    CHECK(lexer_errors("a = \"${ {b=1 ~} } ${\"\n") == strings{"1:22: Invalid multi-line string"});
    CHECK(lexer_errors("a = 1\r\n\rb = 2 $\n") ==
          strings{"2:1: Invalid character", "2:8: Invalid character"});
    CHECK(lexer_errors("a = <<EOT\na\rb\n${\nEOT\n") == strings{"2:2: Invalid character"});
    CHECK(lexer_errors("a = \"abc$") == strings{"1:9: Invalid character"});
    CHECK(lexer_errors("\xEF\xBB\xBF" "a = $\n") == strings{"1:5: Invalid character"});
    CHECK(lexer_errors("a = 1 \xEF\xBB\xBF\n") == strings{"1:7: Invalid character"});
    CHECK(lexer_errors("a = \"e\u0301\" $ \u00e9 @\n") ==
          strings{"1:9: Invalid character", "1:13: Invalid character"});
    CHECK(lexer_errors("a = 2 ** 3\n").empty());
    CHECK(lexer_errors("a = 1 # \xff\nb = 2\n").empty());
    CHECK(lexer_errors("x\u0301y = 1 @\n") == strings{"1:8: Invalid character"});
    SECTION("template mode reports too, and its final lone sign is not an error") {
        CHECK(lexer_errors("x${1}$", scan_mode::bare_template).empty());
        CHECK(lexer_errors("x${1 @}", scan_mode::bare_template) == strings{"1:6: Invalid character"});
    }
    SECTION("subjects cover the whole token, details are filled in") {
        const std::string src = "a = <<EOT\nx\ry\n";
        const auto toks = lex(src);
        const position_map positions(src, toks);
        hcl::diagnostics diags;
        report_token_errors(toks, src, positions, "f.hcl", diags);
        REQUIRE(diags.size() == 1);
        CHECK(diags[0].subject->to_string() == "f.hcl:2,2-3,1");
        CHECK(diags[0].subject->start.byte == 11);
        CHECK(diags[0].subject->end.byte == src.size());
        CHECK_FALSE(diags[0].detail.empty());
    }
}

TEST_CASE("native literal decoding (spec: Template Expressions escapes; ref §1.1)", "[native][lexer]") {
    using hcl::native::decode_literal;
    using hcl::native::literal_problem;
    using hcl::native::literal_style;
    const auto quoted = [](std::string_view s) {
        std::string out;
        decode_literal(s, literal_style::quoted, out);
        return out;
    };
    const auto unquoted = [](std::string_view s) {
        std::string out;
        decode_literal(s, literal_style::unquoted, out);
        return out;
    };
    CHECK(quoted(R"(a\nb\rc\td\"e\\f)") == "a\nb\rc\td\"e\\f");
    CHECK(quoted(R"(\u00e9\U0001F33B)") == "\u00e9\U0001F33B");
    CHECK(quoted("$${a} %%{b} $$ %% $ % $$${c}") == "${a} %{b} $$ %% $ % $${c}");
    CHECK(unquoted(R"(\n $${a} %%{b})") == R"(\n ${a} %{b})");
    SECTION("problems: what is kept and where (oracle positions)") {
        std::string out;
        std::vector<literal_problem> problems;
        const std::string text = R"(\u12 x\q \uD800 \U00110000 \$ \uZZ \)";
        CHECK_FALSE(decode_literal(text, literal_style::quoted, out, &problems));
        CHECK(out == R"(\u12 xq \uD800 \U00110000 $ \uZZ \)");
        REQUIRE(problems.size() == 7);
        CHECK(problems[0].what == literal_problem::kind::short_unicode);
        CHECK(text.substr(problems[0].begin, problems[0].end - problems[0].begin) == R"(\u12)");
        CHECK(problems[1].what == literal_problem::kind::unknown_selector);
        CHECK(text.substr(problems[1].begin, problems[1].end - problems[1].begin) == R"(\q)");
        CHECK(problems[2].what == literal_problem::kind::unencodable);
        CHECK(problems[3].what == literal_problem::kind::unencodable);
        CHECK(text.substr(problems[3].begin, problems[3].end - problems[3].begin) == R"(\U00110000)");
        CHECK(problems[4].what == literal_problem::kind::unknown_selector);
        CHECK(problems[5].what == literal_problem::kind::short_unicode);
        CHECK(text.substr(problems[5].begin, problems[5].end - problems[5].begin) == R"(\u)");
        CHECK(problems[6].what == literal_problem::kind::lone_backslash);
        out.clear();
        problems.clear();
        CHECK_FALSE(decode_literal("a\\", literal_style::quoted, out, &problems));
        CHECK(out == "a\\");
        REQUIRE(problems.size() == 1);
        CHECK(problems[0].what == literal_problem::kind::lone_backslash);
    }
    SECTION("an unknown selector keeps its whole character") {
        CHECK(quoted("\\\xF0\x9F\xA5\x81!") == "\xF0\x9F\xA5\x81!");
    }
    SECTION("decode_literal_token diagnostics at the oracle's positions") {
        // oracle: `a = "\u12 é\q \uD800 x\U00110000 \U0001F33B \$"` reports
        // Invalid escape sequence at 1:6, 1:12, 1:15, 1:23 and 1:45.
        const std::string src =
            "a = \"\\u12 \xc3\xa9\\q \\uD800 x\\U00110000 \\U0001F33B \\$\"\n";
        const auto toks = lex(src);
        const position_map positions(src, toks);
        hcl::diagnostics diags;
        std::string value;
        decode_literal_token(nth_token(toks, token_kind::quoted_literal), src, positions, "f",
                             value, diags);
        CHECK(value == "\\u12 \xc3\xa9q \\uD800 x\\U00110000 \U0001F33B $");
        strings where;
        for (const auto& d : diags) {
            CHECK(d.summary == "Invalid escape sequence");
            where.push_back(d.subject->to_string());
        }
        CHECK(where == strings{"f:1,6-10", "f:1,12-14", "f:1,15-21", "f:1,23-33", "f:1,45-47"});
    }
}

namespace {

// Inputs mixing what makes batching and position tracking hard: heredocs
// and templates that span batches, non-ASCII text, CRLF, bad bytes, long
// lines.
std::vector<std::string> batching_inputs() {
    std::vector<std::string> out = {
        "a = 1\nb = \"x${y}z\"\n",
        "a = 1 \xF0\x9F\x91\x8D\xF0\x9F\x8F\xBD $\n",
        "s = <<EOT\n  caf\xC3\xA9 ${x}\n  %{ if y }\xE2\x98\x83%{ endif }\nEOT\nt = \"\xFF\"\r\n",
        "block \"l\xC3\xA9\" {\n  k = [for v in x : \"${v}\\u00e9\" if v != \"e\xCC\x81\"]\n}\n",
        "x = \"${\"${\"${a}\"}\"}\" # \xE2\x9C\x93\n/* \xE2\x9C\x93 */ y = 2\n",
    };
    std::string long_line = "z = \"";
    for (int i = 0; i < 3000; ++i) long_line += i % 7 == 0 ? "\xC3\xA9" : "ab";
    long_line += "\" + q\n";
    out.push_back(long_line + long_line);
    // Runs of tokens inside one quoted string or heredoc, where the lexer
    // may stop a batch only between tokens.
    std::string busy_quote = "q = \"";
    for (int i = 0; i < 40; ++i) busy_quote += "a\\n\xFF\n\r$%$${x}%%{\\\xE2\x80\x9C";
    busy_quote += "\"\n";
    out.push_back(busy_quote);
    std::string busy_heredoc = "h = <<-EOT\n";
    for (int i = 0; i < 40; ++i) busy_heredoc += "  l\n\xFF$%${y}\n%{ if z }\n";
    busy_heredoc += "  EOT\n";
    out.push_back(busy_heredoc);
    return out;
}

}  // namespace

TEST_CASE("native lexer: token_scanner batches give exactly lex()'s tokens", "[native][lexer]") {
    for (const scan_mode mode : {scan_mode::normal, scan_mode::bare_template, scan_mode::identifier}) {
        for (const std::string& source : batching_inputs()) {
            const auto whole = hcl::native::lex(source, mode);
            for (const std::size_t batch : {std::size_t{1}, std::size_t{3}, std::size_t{4096}}) {
                INFO("batch size " << batch << ", mode " << static_cast<int>(mode) << ", source "
                                   << source.substr(0, 40));
                hcl::native::token_scanner scanner(source, mode);
                std::vector<hcl::native::token> pulled;
                while (!scanner.finished()) {
                    const std::size_t before = pulled.size();
                    scanner.scan(pulled, batch);
                    // A batch is what was asked for, or a little more where a
                    // scanner cannot stop, or less only at the end.
                    CHECK(pulled.size() - before <= batch + hcl::native::token_scanner::max_overshoot);
                    if (!scanner.finished()) CHECK(pulled.size() - before >= batch);
                }
                CHECK(pulled == whole);
            }
        }
    }
}

namespace {

// What the flags of a quoted_literal token must say about its text.
std::uint8_t expected_quoted_flags(std::string_view text) {
    std::uint8_t flags = 0;
    for (const char c : text) {
        if (c == '\\' || c == '$' || c == '%') flags |= hcl::native::token_flags::needs_decoding;
        if (static_cast<unsigned char>(c) >= 0x80) flags |= hcl::native::token_flags::non_ascii;
    }
    return flags;
}

}  // namespace

// The parser makes "text" one node without reading the text again when the
// lexer says it needs no decoding, and the lexer skips plain quoted text
// eight bytes at a time: every special byte must still stop it, wherever it
// falls in a word.
TEST_CASE("native lexer: quoted text stops at every special byte, and its flags say what it holds",
          "[native][lexer]") {
    struct piece {
        std::string text;
        std::vector<std::string> tokens;  // after the leading run of 'a's ("" = the run itself)
    };
    const std::vector<piece> pieces = {
        {"\"", {"close_quote(\")"}},
        {"${x}\"", {"template_interp(${)", "identifier(x)", "template_seq_end(})", "close_quote(\")"}},
        {"%{x}\"", {"template_control(%{)", "identifier(x)", "template_seq_end(})", "close_quote(\")"}},
        {"$b\"", {"quoted_literal($)", "quoted_literal(b)", "close_quote(\")"}},
        {"%%{b\"", {"quoted_literal(%%{)", "quoted_literal(b)", "close_quote(\")"}},
        {"\nb\"", {"quoted_newline(\n)", "quoted_literal(b)", "close_quote(\")"}},
        {"\r\nb\"", {"quoted_newline(\r\n)", "quoted_literal(b)", "close_quote(\")"}},
        {"\xFF" "b\"", {"bad_utf8(\xFF)", "quoted_literal(b)", "close_quote(\")"}},
        // Text that does not end the run (the word scan's false alarms too).
        {"\\nb\"", {"+\\nb", "close_quote(\")"}},
        {"\\\"b\"", {"+\\\"b", "close_quote(\")"}},
        {"\xC3\xA9" "b\"", {"+\xC3\xA9" "b", "close_quote(\")"}},
        {" !#&'b\"", {"+ !#&'b", "close_quote(\")"}},
        {"\tb~}\"", {"+\tb~}", "close_quote(\")"}},
    };
    for (std::size_t lead = 0; lead <= 20; ++lead) {
        for (std::size_t tail = 0; tail <= 9; tail += 9) {
            for (const piece& p : pieces) {
                const std::string run(lead, 'a');
                const std::string src = "x = \"" + run + p.text + std::string(tail, 'c');
                INFO("source " << src);
                strings want = {"identifier(x)", "equal(=)", "open_quote(\")"};
                std::vector<std::string> rest = p.tokens;
                if (rest.front().starts_with("+")) {
                    // The piece continues the run.
                    want.push_back("quoted_literal(" + run + rest.front().substr(1) + ")");
                    rest.erase(rest.begin());
                } else if (!run.empty()) {
                    want.push_back("quoted_literal(" + run + ")");
                }
                want.insert(want.end(), rest.begin(), rest.end());
                if (tail != 0) want.push_back("identifier(" + std::string(tail, 'c') + ")");
                CHECK(tokens_of(src) == want);
                for (const token& t : lex(src)) {
                    if (t.kind != token_kind::quoted_literal) continue;
                    CHECK(static_cast<int>(t.flags) == static_cast<int>(expected_quoted_flags(t.text(src))));
                }
            }
        }
    }
}

TEST_CASE("native position map: only the non-ASCII tokens give the same positions", "[native][lexer]") {
    for (const std::string& source : batching_inputs()) {
        const auto tokens = hcl::native::lex(source);
        const hcl::native::position_map full(source, tokens);
        std::vector<hcl::native::token> non_ascii;
        hcl::native::position_map partial(source, non_ascii, {}, hcl::native::position_map::growing_tokens{});
        const auto is_ascii = [&](const hcl::native::token& t) {
            for (const char c : t.text(source))
                if (static_cast<unsigned char>(c) >= 0x80) return false;
            return true;
        };
        for (const auto& t : tokens)
            if (!is_ascii(t)) non_ascii.push_back(t);
        for (const bool finished : {false, true}) {
            if (finished) partial.finish();
            for (std::size_t offset = 0; offset <= source.size(); ++offset) {
                INFO("offset " << offset << (finished ? " after finish()" : " before finish()"));
                const auto a = full.at(offset);
                const auto b = partial.at(offset);
                REQUIRE(a.line == b.line);
                REQUIRE(a.column == b.column);
                REQUIRE(a.byte == b.byte);
            }
        }
    }
}

TEST_CASE("native position map: lines are indexed on the first lookup, the same either way",
          "[native][lexer]") {
    const std::string src = "a = 1\n\n  b = \"\u00e9\u00e9\" # c\r\nc = [\n  x,\n]\n";
    const auto toks = lex(src);
    const position_map eager(src, toks);
    (void)eager.line_count();  // indexed up front
    REQUIRE(eager.lines_indexed());
    for (std::size_t offset = 0; offset <= src.size(); ++offset) {
        const position_map lazy(src, toks);
        CHECK_FALSE(lazy.lines_indexed());
        CHECK_FALSE(lazy.ascii());
        // The first lookup, anywhere, indexes the lines and answers as a map
        // indexed before would.
        CHECK(lazy.at(offset) == eager.at(offset));
        CHECK(lazy.lines_indexed());
        CHECK(lazy.line_count() == 7);  // six line breaks
    }
    // A parser's map (growing tokens), looked up from a cursor first.
    std::vector<token> non_ascii;
    for (const token& t : toks) {
        if (!hcl::unicode::is_ascii(std::string_view(src).substr(t.begin, t.end - t.begin))) non_ascii.push_back(t);
    }
    position_map growing(src, non_ascii, {}, position_map::growing_tokens{});
    growing.finish();
    CHECK_FALSE(growing.lines_indexed());
    position_map::cursor c(growing);
    CHECK(c.at(15) == eager.at(15));
    CHECK(growing.lines_indexed());
}
