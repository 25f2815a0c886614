// hcl::unicode — UTF-8, NFC, grapheme clusters and character classes.
// Expected values come from the Unicode standard (UAX #15, #29, #31) and from
// the reference implementation where it defines the behaviour (reference
// behaviour §0 #15 and §1.13; identifiers §1.1).
#include <hcl/unicode.hpp>

#include "support/catch.hpp"

#include <string>
#include <thread>
#include <vector>

namespace u = hcl::unicode;
using namespace std::string_literals;
using namespace std::string_view_literals;

namespace {
// e + COMBINING ACUTE ACCENT, and the precomposed form.
const std::string e_acute_decomposed = "e\xCC\x81";
const std::string e_acute_precomposed = "\xC3\xA9";
// MAN ZWJ WOMAN ZWJ GIRL
const std::string family = "\xF0\x9F\x91\xA8\xE2\x80\x8D\xF0\x9F\x91\xA9\xE2\x80\x8D\xF0\x9F\x91\xA7";
// Regional indicators F R and D E: two flags.
const std::string flags = "\xF0\x9F\x87\xAB\xF0\x9F\x87\xB7\xF0\x9F\x87\xA9\xF0\x9F\x87\xAA";
const std::string cjk = "\xE4\xB8\xAD\xE6\x96\x87";  // 中文
}  // namespace

TEST_CASE("unicode: is_ascii", "[unicode]") {
    CHECK(u::is_ascii(""));
    CHECK(u::is_ascii("plain text with 0123456789 and\ttabs\n"));
    CHECK_FALSE(u::is_ascii(e_acute_precomposed));
    // The non-ASCII byte in every position of a long string (word-at-a-time scan).
    for (std::size_t i = 0; i < 20; ++i) {
        std::string s(20, 'a');
        s[i] = '\x80';
        CHECK_FALSE(u::is_ascii(s));
    }
}

TEST_CASE("unicode: UTF-8 validation (RFC 3629)", "[unicode]") {
    CHECK(u::is_valid_utf8(""));
    CHECK(u::is_valid_utf8("abc"));
    CHECK(u::is_valid_utf8(e_acute_precomposed + cjk + family));
    CHECK(u::is_valid_utf8("\xF4\x8F\xBF\xBF"));  // U+10FFFF
    CHECK(u::find_invalid_utf8("abc") == std::string_view::npos);

    CHECK(u::find_invalid_utf8("ab\x80") == 2);              // stray continuation byte
    CHECK(u::find_invalid_utf8("a\xC0\xAF") == 1);           // overlong '/'
    CHECK(u::find_invalid_utf8("a\xE0\x80\xAF") == 1);       // overlong, 3 bytes
    CHECK(u::find_invalid_utf8("\xED\xA0\x80") == 0);        // surrogate U+D800
    CHECK(u::find_invalid_utf8("\xF4\x90\x80\x80") == 0);    // above U+10FFFF
    CHECK(u::find_invalid_utf8("\xF5\x80\x80\x80") == 0);
    CHECK(u::find_invalid_utf8(cjk + "\xE4\xB8") == 6);      // truncated at the end
    CHECK(u::find_invalid_utf8("\xFF") == 0);
    CHECK_FALSE(u::is_valid_utf8("ok\xC3"));
}

TEST_CASE("unicode: decode_utf8 and append_utf8", "[unicode]") {
    const std::string text = "a" + e_acute_precomposed + cjk + "\xF0\x9F\x98\x80";
    std::size_t offset = 0;
    CHECK(u::decode_utf8(text, offset) == U'a');
    CHECK(offset == 1);
    CHECK(u::decode_utf8(text, offset) == U'\u00E9');
    CHECK(offset == 3);
    CHECK(u::decode_utf8(text, offset) == U'\u4E2D');
    CHECK(u::decode_utf8(text, offset) == U'\u6587');
    CHECK(u::decode_utf8(text, offset) == U'\U0001F600');
    CHECK(offset == text.size());

    SECTION("ill-formed input gives U+FFFD and consumes one byte") {
        const std::string bad = "\xE4\xB8z\xFF";
        std::size_t i = 0;
        CHECK(u::decode_utf8(bad, i) == u::replacement_character);
        CHECK(i == 1);
        CHECK(u::decode_utf8(bad, i) == u::replacement_character);
        CHECK(i == 2);
        CHECK(u::decode_utf8(bad, i) == U'z');
        CHECK(u::decode_utf8(bad, i) == u::replacement_character);
        CHECK(i == 4);
    }

    SECTION("round trip") {
        std::string out;
        for (char32_t c : {U'a', U'\u00E9', U'\u4E2D', U'\U0001F600', U'\U0010FFFF'}) u::append_utf8(out, c);
        CHECK(out == "a" + e_acute_precomposed + "\xE4\xB8\xAD\xF0\x9F\x98\x80\xF4\x8F\xBF\xBF");
        std::string replaced;
        u::append_utf8(replaced, static_cast<char32_t>(0xD800));
        u::append_utf8(replaced, static_cast<char32_t>(0x110000));
        CHECK(replaced == "\xEF\xBF\xBD\xEF\xBF\xBD");
    }
}

TEST_CASE("unicode: NFC (information model: strings are NFC-normalised)", "[unicode]") {
    CHECK(u::to_nfc("plain") == "plain");
    CHECK(u::to_nfc(e_acute_decomposed) == e_acute_precomposed);
    CHECK(u::to_nfc(e_acute_precomposed) == e_acute_precomposed);
    CHECK(u::to_nfc("caf" + e_acute_decomposed + "!") == "caf" + e_acute_precomposed + "!");
    // Canonical reordering: dot below (ccc 220) before dot above (ccc 230),
    // then composition gives U+1E0B U+0323 -> U+1E0D U+0307 ("ḍ̇").
    CHECK(u::to_nfc("d\xCC\x87\xCC\xA3") == "\xE1\xB8\x8D\xCC\x87");
    // Hangul syllable composition: U+1100 U+1161 -> U+AC00.
    CHECK(u::to_nfc("\xE1\x84\x80\xE1\x85\xA1") == "\xEA\xB0\x80");
    // A singleton decomposition: ANGSTROM SIGN becomes Å.
    CHECK(u::to_nfc("\xE2\x84\xAB") == "\xC3\x85");

    CHECK(u::is_nfc("plain"));
    CHECK(u::is_nfc(e_acute_precomposed));
    CHECK_FALSE(u::is_nfc(e_acute_decomposed));
    CHECK(u::is_nfc(u::to_nfc("d\xCC\x87\xCC\xA3")));

    SECTION("ill-formed bytes pass through; valid stretches are normalised") {
        const std::string bad = e_acute_decomposed + "\xFF" + e_acute_decomposed;
        CHECK(u::to_nfc(bad) == e_acute_precomposed + "\xFF" + e_acute_precomposed);
        CHECK_FALSE(u::is_nfc(bad));
        CHECK(u::is_nfc("a\xFF" + e_acute_precomposed));
        CHECK(u::to_nfc("\xC3") == "\xC3");
    }
}

TEST_CASE("unicode: grapheme clusters (UAX #29; reference counts columns this way, §3.6)",
          "[unicode]") {
    CHECK(u::grapheme_count("") == 0);
    CHECK(u::grapheme_count("abc") == 3);
    CHECK(u::grapheme_count("a\tb") == 3);
    CHECK(u::grapheme_count("a\r\nb") == 3);   // CR LF is one cluster
    CHECK(u::grapheme_count("a\rb") == 3);
    CHECK(u::grapheme_count("\n\n") == 2);
    CHECK(u::grapheme_count(e_acute_decomposed) == 1);
    CHECK(u::grapheme_count("e\xCC\x81\xCC\x81\xCC\x81") == 1);  // oracle: one column
    CHECK(u::grapheme_count(e_acute_precomposed) == 1);
    CHECK(u::grapheme_count(family) == 1);                       // ZWJ sequence
    CHECK(u::grapheme_count(flags) == 2);                        // two flags
    CHECK(u::grapheme_count(cjk) == 2);
    CHECK(u::grapheme_count("\xEA\xB0\x80") == 1);                // Hangul syllable
    CHECK(u::grapheme_count("\xE1\x84\x80\xE1\x85\xA1\xE1\x86\xA8") == 1);  // L V T jamo
    // Keycap "1️⃣": an ASCII base with non-ASCII extenders.
    CHECK(u::grapheme_count("x1\xEF\xB8\x8F\xE2\x83\xA3y") == 3);
    // A Prepend character (ARABIC NUMBER SIGN) joins the ASCII digit after it.
    CHECK(u::grapheme_count("a\xD8\x80" "1b") == 3);
    // Mixed text: ASCII runs around non-ASCII runs.
    CHECK(u::grapheme_count("say " + e_acute_decomposed + "t" + e_acute_decomposed + " and " + cjk +
                            "!") == 15);
    // A combining mark right after a line break starts its own cluster.
    CHECK(u::grapheme_count("a\n\xCC\x81") == 3);
    // Each ill-formed byte counts once.
    CHECK(u::grapheme_count("a\xFF\xFE" "b") == 4);
}

TEST_CASE("unicode: grapheme boundaries", "[unicode]") {
    using v = std::vector<std::size_t>;
    CHECK(u::grapheme_boundaries("") == v{0});
    CHECK(u::grapheme_boundaries("ab") == v{0, 1, 2});
    CHECK(u::grapheme_boundaries("a\r\nb") == v{0, 1, 3, 4});
    CHECK(u::grapheme_boundaries("a" + e_acute_decomposed + "b") == v{0, 1, 4, 5});
    CHECK(u::grapheme_boundaries(e_acute_decomposed + "b") == v{0, 3, 4});
    CHECK(u::grapheme_boundaries("<" + family + ">") == v{0, 1, 1 + family.size(), 2 + family.size()});
    CHECK(u::grapheme_boundaries(flags) == v{0, 8, 16});

    const std::string text = "x" + e_acute_decomposed + "\r\n" + cjk;
    CHECK(u::next_grapheme_boundary(text, 0) == 1);
    CHECK(u::next_grapheme_boundary(text, 1) == 4);
    CHECK(u::next_grapheme_boundary(text, 4) == 6);
    CHECK(u::next_grapheme_boundary(text, 6) == 9);
    CHECK(u::next_grapheme_boundary(text, 9) == 12);
    CHECK(u::next_grapheme_boundary(text, 12) == 12);
    CHECK(u::next_grapheme_boundary("ab", 0) == 1);
    CHECK(u::next_grapheme_boundary("a\n", 0) == 1);
}

TEST_CASE("unicode: display width", "[unicode]") {
    CHECK(u::display_width("abc") == 3);
    CHECK(u::display_width(e_acute_decomposed) == 1);
    CHECK(u::display_width(cjk) == 4);                     // East Asian Wide
    CHECK(u::display_width("\xF0\x9F\x98\x80") == 2);      // emoji presentation
    CHECK(u::display_width(family) == 2);
    CHECK(u::display_width("\xEF\xBC\xA1") == 2);          // FULLWIDTH LATIN CAPITAL A
}

TEST_CASE("unicode: is_space matches Go's unicode.IsSpace (template strip markers, §1.13)",
          "[unicode]") {
    const char32_t spaces[] = {U'\t', U'\n', U'\v', U'\f', U'\r', U' ', U'\u0085', U'\u00A0',
                               U'\u1680', U'\u2000', U'\u2001', U'\u2002', U'\u2003', U'\u2004',
                               U'\u2005', U'\u2006', U'\u2007', U'\u2008', U'\u2009', U'\u200A',
                               U'\u2028', U'\u2029', U'\u202F', U'\u205F', U'\u3000'};
    for (char32_t c : spaces) {
        INFO("U+" << std::hex << static_cast<unsigned>(c));
        CHECK(u::is_space(c));
    }
    // Not white space for Go: zero-width space and joiners, BOM, Mongolian
    // vowel separator (removed from White_Space in Unicode 6.3), other controls.
    const char32_t others[] = {U'a', U'\0', U'\x1C', U'\x1F', U'\x7F', U'\u0084', U'\u180E',
                               U'\u200B', U'\u200C', U'\u200D', U'\u2060', U'\uFEFF', U'_'};
    for (char32_t c : others) {
        INFO("U+" << std::hex << static_cast<unsigned>(c));
        CHECK_FALSE(u::is_space(c));
    }
    // Every code point: the set above is complete.
    std::size_t count = 0;
    for (char32_t c = 0; c <= 0x10FFFF; ++c) count += u::is_space(c) ? 1 : 0;
    CHECK(count == std::size(spaces));
}

TEST_CASE("unicode: identifier classes (UAX #31, Unicode 9 tables as the reference, §1.1)",
          "[unicode]") {
    CHECK(u::is_id_start(U'a'));
    CHECK(u::is_id_start(U'Z'));
    CHECK_FALSE(u::is_id_start(U'_'));  // HCL adds '_' itself
    CHECK_FALSE(u::is_id_start(U'-'));
    CHECK_FALSE(u::is_id_start(U'1'));
    CHECK(u::is_id_start(U'\u00E9'));    // é
    CHECK(u::is_id_start(U'\u4E2D'));    // 中
    CHECK(u::is_id_start(U'\u03B1'));    // α
    CHECK(u::is_id_start(U'\u2118'));    // ℘ (Other_ID_Start)
    CHECK_FALSE(u::is_id_start(U'\u0301'));  // combining mark continues only
    CHECK_FALSE(u::is_id_start(U'\U0001F600'));
    CHECK_FALSE(u::is_id_start(U' '));

    CHECK(u::is_id_continue(U'a'));
    CHECK(u::is_id_continue(U'9'));
    CHECK(u::is_id_continue(U'_'));
    CHECK_FALSE(u::is_id_continue(U'-'));  // HCL adds '-' itself
    CHECK(u::is_id_continue(U'\u0301'));
    CHECK(u::is_id_continue(U'\u0663'));   // ARABIC-INDIC DIGIT THREE
    CHECK(u::is_id_continue(U'\u00B7'));   // MIDDLE DOT (Other_ID_Continue)
    CHECK_FALSE(u::is_id_continue(U'.'));
    CHECK_FALSE(u::is_id_continue(U'\u200B'));

    // U+0860 SYRIAC LETTER MALAYALAM NGA (Unicode 10) is ID_Start today but
    // not in the reference's Unicode 9 tables; the oracle rejects
    // "\u0860 = 1" with "Invalid character".
    CHECK_FALSE(u::is_id_start(U'\u0860'));
    CHECK_FALSE(u::is_id_continue(U'\u0860'));
    // U+1F600 and beyond: no property; out-of-range code points are safe.
    CHECK_FALSE(u::is_id_continue(static_cast<char32_t>(0x110000)));
}

TEST_CASE("unicode: the cached break iterator works on several threads", "[unicode]") {
    std::vector<std::thread> threads;
    std::vector<std::size_t> counts(4);
    for (std::size_t t = 0; t < counts.size(); ++t) {
        threads.emplace_back([&, t] {
            std::size_t total = 0;
            for (int i = 0; i < 200; ++i) total += u::grapheme_count("x" + family + e_acute_decomposed);
            counts[t] = total;
        });
    }
    for (auto& th : threads) th.join();
    for (std::size_t c : counts) CHECK(c == 600);
}

TEST_CASE("unicode: the ASCII fast path agrees with the break iterator on mixed text",
          "[unicode]") {
    // next_grapheme_boundary hands the whole remaining text to ICU whenever
    // a non-ASCII character is near, so walking with it is an independent
    // check of the fast path's splitting in grapheme_count/boundaries.
    const std::vector<std::string> pieces = {
        "a", "1", " ", "\r", "\n", "\r\n", "\t",
        "\xCC\x81",              // COMBINING ACUTE ACCENT (Extend)
        "\xE2\x80\x8D",          // ZWJ
        "\xF0\x9F\x91\xA8",      // MAN (Extended_Pictographic)
        "\xF0\x9F\x87\xAB",      // REGIONAL INDICATOR F
        "\xD8\x80",              // ARABIC NUMBER SIGN (Prepend)
        "\xE0\xA4\x83",          // DEVANAGARI SIGN VISARGA (SpacingMark)
        "\xE1\x84\x80", "\xE1\x85\xA1", "\xE1\x86\xA8",  // Hangul L, V, T
        "\xE4\xB8\xAD",          // CJK
        "\xEF\xB8\x8F", "\xE2\x83\xA3",  // VS16, combining keycap
        "\xFF",                  // ill-formed
    };
    std::uint32_t seed = 12345;
    const auto next_random = [&seed] {
        seed = seed * 1103515245u + 12345u;
        return (seed >> 16) & 0x7FFF;
    };
    for (int round = 0; round < 2000; ++round) {
        std::string text;
        const int length = static_cast<int>(next_random() % 12);
        for (int k = 0; k < length; ++k) text += pieces[next_random() % pieces.size()];

        std::vector<std::size_t> walked{0};
        for (std::size_t i = 0; i < text.size();) {
            i = u::next_grapheme_boundary(text, i);
            walked.push_back(i);
        }
        INFO("round " << round);
        CHECK(u::grapheme_boundaries(text) == walked);
        CHECK(u::grapheme_count(text) == walked.size() - 1);
    }
}
