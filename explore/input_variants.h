#pragma once
/// \file
/// Variations of a `diff` input: smaller ones, to shrink a difference to
/// the smallest input that still shows it (shorter stdin, smaller numbers,
/// shorter strings and lists, as property-based testers shrink), boundary
/// ones (each number one more and one less) and typed ones, tried beside
/// the solver's inputs. Arguments are Python literals; what is not one is kept.

#include "explore/diff_search.h"

#include <string>
#include <vector>

namespace hyexec::cli {

/// Inputs one step smaller than `in`, most promising first.
std::vector<DiffInput> smaller_inputs(const DiffInput& in);
/// Inputs with one number moved by one.
std::vector<DiffInput> boundary_inputs(const DiffInput& in);
/// Inputs with arguments and answers replaced by other values of the same
/// type (a stand-in or a list of stand-ins by ints, strs and lists): the
/// edge cases property-based testers try first (empty, one element,
/// negative, repeated, unsorted), for values the solver does not reason
/// about. One value changed at a time, then all of them together.
std::vector<DiffInput> typed_inputs(const DiffInput& in);
/// Every combination of small ints for the int arguments and answers, when
/// there are two or three (a predicate over a few numbers, as `a*a + b*b
/// == c*c`, that neither the solver nor the typed values reach).
std::vector<DiffInput> small_scope_inputs(const DiffInput& in);
/// How big an input is (text length, then the size of its numbers).
std::pair<size_t, double> input_size(const DiffInput& in);

} // namespace hyexec::cli
