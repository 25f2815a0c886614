// The laws the PCL conversion and unification rules imply, checked for
// every pair (and a sample of triples) of a universe of types
// (support/pcl_types.hpp).
#include <hcl/pcl/conversion.hpp>

#include "support/pcl_types.hpp"

#include "support/catch.hpp"

using hcl::pcl::conversion_from;
using hcl::pcl::conversion_kind;
using hcl::pcl::type;
using hcl::pcl::unify;

namespace {

const auto& U() { return pcl_test::universe(); }

std::string pair_name(const type& a, const type& b) { return a.to_string() + " , " + b.to_string(); }

}  // namespace

TEST_CASE("pcl laws: the universe is large enough", "[pcl]") { CHECK(U().size() >= 40); }

TEST_CASE("pcl laws: conversion is reflexive and dynamic accepts everything", "[pcl]") {
    for (const auto& t : U()) {
        INFO(t.to_string());
        CHECK(conversion_from(t, t) == conversion_kind::safe);
        CHECK(conversion_from(type::dynamic(), t) == conversion_kind::safe);
    }
}

TEST_CASE("pcl laws: a safe conversion is also allowed unsafely", "[pcl]") {
    // The kinds are ordered none < unsafe < safe: whatever converts safely
    // converts, and the query never answers outside the three.
    for (const auto& a : U()) {
        for (const auto& b : U()) {
            const auto k = conversion_from(a, b);
            INFO(pair_name(a, b));
            CHECK((k == conversion_kind::none || k == conversion_kind::unsafe || k == conversion_kind::safe));
            if (k == conversion_kind::safe) CHECK(k > conversion_kind::none);
        }
    }
}

TEST_CASE("pcl laws: unify is commutative and idempotent", "[pcl]") {
    for (const auto& a : U()) {
        INFO(a.to_string());
        CHECK(unify({a, a}) == a);
        CHECK(unify({a}) == a);
        for (const auto& b : U()) {
            INFO(pair_name(a, b));
            const type ab = unify({a, b});
            CHECK(ab == unify({b, a}));
            CHECK(unify({ab, ab}) == ab);
            CHECK(unify({a, b, a}) == ab);
        }
    }
}

TEST_CASE("pcl laws: every input converts safely to the unified type", "[pcl]") {
    for (const auto& a : U()) {
        for (const auto& b : U()) {
            const type ab = unify({a, b});
            INFO(pair_name(a, b) << " => " << ab.to_string());
            CHECK(conversion_from(ab, a) == conversion_kind::safe);
            CHECK(conversion_from(ab, b) == conversion_kind::safe);
        }
    }
}

TEST_CASE("pcl laws: unify of three is order-independent", "[pcl]") {
    const auto& u = U();
    for (std::size_t i = 0; i < u.size(); i += 3)
        for (std::size_t j = 1; j < u.size(); j += 4)
            for (std::size_t k = 2; k < u.size(); k += 5) {
                const type &a = u[i], &b = u[j], &c = u[k];
                const type abc = unify({a, b, c});
                INFO(a.to_string() << " , " << b.to_string() << " , " << c.to_string() << " => " << abc.to_string());
                CHECK(abc == unify({c, a, b}));
                CHECK(abc == unify({b, c, a}));
                CHECK(conversion_from(abc, a) == conversion_kind::safe);
                CHECK(conversion_from(abc, b) == conversion_kind::safe);
                CHECK(conversion_from(abc, c) == conversion_kind::safe);
            }
}

TEST_CASE("pcl laws: union equality is order-independent", "[pcl]") {
    for (const auto& a : U()) {
        for (const auto& b : U()) {
            INFO(pair_name(a, b));
            const type ab = type::union_of({a, b});
            CHECK(ab == type::union_of({b, a}));
            CHECK(ab.hash() == type::union_of({b, a}).hash());
            CHECK(type::union_of({ab, a}) == ab);
            CHECK(type::union_of({a, type::union_of({b, a})}) == ab);
            // A union converts safely from each of its members.
            CHECK(conversion_from(ab, a) == conversion_kind::safe);
        }
    }
}
