#pragma once
/// \file
/// The storage of a block's edges in the CFG's Boost graph: a vector that
/// holds two edges in place (Boost.Graph's documented container_gen
/// customisation). A block has at most three out-edges and most have one or
/// two, as most have one or two in-edges; with std::vector each block paid
/// an allocation per edge list, the bulk of building a graph.

#include <boost/container/small_vector.hpp>
#include <boost/graph/adjacency_list.hpp>

namespace hyexec::cfg {

/// Selects boost::container::small_vector<edge, 2> for the edge lists.
struct SmallVecS {};

} // namespace hyexec::cfg

namespace boost {

template <class ValueType> struct container_gen<hyexec::cfg::SmallVecS, ValueType> {
  typedef boost::container::small_vector<ValueType, 2> type;
};

template <> struct parallel_edge_traits<hyexec::cfg::SmallVecS> {
  typedef allow_parallel_edge_tag type;
};

namespace container {

// What Boost.Graph's container_traits say of std::vector, found by
// argument-dependent lookup.
template <class T, std::size_t N, class A, class O>
graph_detail::vector_tag container_category(const small_vector<T, N, A, O>&) {
  return graph_detail::vector_tag();
}

template <class T, std::size_t N, class A, class O>
graph_detail::unstable_tag iterator_stability(const small_vector<T, N, A, O>&) {
  return graph_detail::unstable_tag();
}

} // namespace container

} // namespace boost
