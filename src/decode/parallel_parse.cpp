#include "decode/parallel_parse.hpp"
#include "decode/prefetch.hpp"

#include "native/parse_streaming.hpp"

#include <hcl/unicode.hpp>

#include <atomic>
#include <exception>
#include <optional>
#include <system_error>
#include <thread>
#include <utility>

HCL_BEGIN_NAMESPACE
namespace detail {
namespace {

// Slots between the threads. A service block of the benchmark's file makes
// about 3.5 KB of tree: 128 of them stay well inside the shared cache.
constexpr std::size_t ring_size = 128;
static_assert(ring_size >= 2 * top_level_blocks::max_settled, "settle() reads the verdicts of a run from the ring");
// Set in `published_` once the parse has returned (no more blocks).
constexpr std::size_t done_bit = std::size_t{1} << (sizeof(std::size_t) * 8 - 1);

// The reader the parser sees: it copies each block into the ring and goes
// on; drain(), on the calling thread, hands them to the real reader.
class handoff final : public top_level_blocks {
public:
    explicit handoff(top_level_blocks& reader) : reader_(reader) {}

    const body_schema& schema() const noexcept override { return reader_.schema(); }
    bool keeps_items() const noexcept override { return true; }

    // On the parsing thread.
    bool block(const block_item& b, const std::shared_ptr<const body_node>& owner) override {
        if (abandoned_.load(std::memory_order_acquire)) return false;
        if (written_ == 0) owner_ = owner;  // published with the first block
        // The slot is free once the reader is done with the block a ring
        // ago. The parser settles its runs before it could get that far
        // ahead (settle(): at most two runs, half the ring, past the oldest
        // run not settled), so this wait only guards that bound; were it
        // broken, it would wait for half the ring, not for one slot.
        if (written_ - taken_.load(std::memory_order_acquire) >= ring_size) {
            if (!wait_until(taken_, written_ - ring_size / 2, parser_waits_for_)) return false;
        }
        ring_[written_ % ring_size] = b;
        ++written_;
        publish(published_, written_, reader_waits_for_);
        return false;
    }

    // On the parsing thread: waits until the reader is done with the
    // `count` blocks after the first `first`, then says which of them it
    // dropped. Their slots still hold that: the parser writes at most two
    // runs (2 * max_settled <= ring_size) past `first` before it asks.
    std::uint64_t settle(std::size_t first, std::size_t count) override {
        if (abandoned_.load(std::memory_order_acquire)) return 0;
        const std::size_t end = first + count;
        if (taken_.load(std::memory_order_seq_cst) < end && !wait_until(taken_, end, parser_waits_for_)) return 0;
        std::uint64_t done = 0;
        for (std::size_t i = 0; i < count; ++i) {
            if (dropped_[(first + i) % ring_size]) done |= std::uint64_t{1} << i;
        }
        return done;
    }

    // On the parsing thread, once the parse has returned (or thrown).
    void finish() noexcept {
        published_.fetch_or(done_bit, std::memory_order_seq_cst);
        published_.notify_one();
    }

    // On the calling thread: hands every block to the reader, in order,
    // until the parse is done.
    void drain() {
        std::size_t read = 0;
        for (;;) {
            const std::size_t state = published_.load(std::memory_order_acquire);
            const std::size_t available = state & ~done_bit;
            while (read < available) {
                // The block after this one was written by the other
                // processor: start bringing it over now.
                if (read + 1 < available) prefetch_block(ring_[(read + 1) % ring_size]);
                dropped_[read % ring_size] = reader_.block(ring_[read % ring_size], owner_);
                ++read;
                publish(taken_, read, parser_waits_for_);
            }
            if (state & done_bit) return;
            // Wait for the next block, or for the end of the parse. (The
            // parser is the faster side: this happens at the start, and
            // when the parser has waited for this side to settle a run.)
            wait_until(published_, read + 1, reader_waits_for_);
        }
    }

    // On the calling thread, when drain() threw: the parser stops handing
    // blocks over (and stops waiting for a slot).
    void abandon() noexcept {
        abandoned_.store(true, std::memory_order_seq_cst);
        taken_.fetch_add(1, std::memory_order_seq_cst);  // a change wakes a waiting parser
        taken_.notify_one();
    }

private:
    static constexpr std::size_t nobody = ~std::size_t{0};

    // Stores `value` in `count`, and wakes the other thread if it waits for
    // that much. Both sides use sequentially consistent operations, so
    // either the waiter sees the new count before it sleeps or the storer
    // sees what it waits for.
    static void publish(std::atomic<std::size_t>& count, std::size_t value,
                        const std::atomic<std::size_t>& other_waits_for) noexcept {
        count.store(value, std::memory_order_seq_cst);
        const std::size_t wanted = other_waits_for.load(std::memory_order_seq_cst);
        if (wanted != nobody && value >= wanted) count.notify_one();
    }

    // Waits until `count` (without done_bit) reaches `target` or the done
    // bit is set (published_), or the wait is abandoned (taken_). False when
    // abandoned.
    bool wait_until(std::atomic<std::size_t>& count, std::size_t target, std::atomic<std::size_t>& waits_for) {
        waits_for.store(target, std::memory_order_seq_cst);
        std::size_t now = count.load(std::memory_order_seq_cst);
        while ((now & ~done_bit) < target && !(now & done_bit)) {
            if (abandoned_.load(std::memory_order_seq_cst)) break;
            count.wait(now, std::memory_order_seq_cst);
            now = count.load(std::memory_order_seq_cst);
        }
        waits_for.store(nobody, std::memory_order_relaxed);
        return !abandoned_.load(std::memory_order_acquire);
    }

    top_level_blocks& reader_;
    block_item ring_[ring_size];
    // What the reader's block() returned for each slot's block: written
    // before taken_ counts it.
    bool dropped_[ring_size] = {};
    std::shared_ptr<const body_node> owner_;
    std::size_t written_ = 0;                 // parsing thread only
    std::atomic<std::size_t> published_{0};  // blocks written, and done_bit
    std::atomic<std::size_t> taken_{0};      // blocks the reader is done with
    std::atomic<bool> abandoned_{false};
    std::atomic<std::size_t> parser_waits_for_{nobody};  // the taken_ count the parser waits for
    std::atomic<std::size_t> reader_waits_for_{nobody};  // the published_ count the reader waits for
};

}  // namespace

bool can_parse_in_parallel(const std::string& source) noexcept {
    return source.size() >= parallel_parse_min_bytes.load(std::memory_order_relaxed) && unicode::is_ascii(source);
}

parse_result parse_in_parallel(std::shared_ptr<const std::string> source, std::string filename,
                               top_level_blocks& reader) {
    // The ring is too big for the stack of a program that decodes on a
    // small one.
    auto hand = std::make_unique<handoff>(reader);
    std::optional<parse_result> parsed;
    std::exception_ptr parse_error;
    std::thread parser;
    try {
        parser = std::thread([&] {
            try {
                parsed.emplace(native::parse_config_streaming(source, filename, {}, *hand));
            } catch (...) {
                parse_error = std::current_exception();
            }
            hand->finish();
        });
    } catch (const std::system_error&) {
        // No thread to be had: the same parse on this one.
        return native::parse_config_streaming(std::move(source), std::move(filename), {}, reader);
    }
    parallel_parses.fetch_add(1, std::memory_order_relaxed);
    try {
        hand->drain();
    } catch (...) {
        hand->abandon();
        parser.join();
        throw;
    }
    parser.join();
    if (parse_error) std::rethrow_exception(parse_error);
    return std::move(*parsed);
}

}  // namespace detail
HCL_END_NAMESPACE
