#pragma once
/// \file
/// The storage of a block's edges in the CFG's Boost graph: a vector that
/// holds two edges in place (Boost.Graph's documented container_gen
/// customisation). A block has at most three out-edges and most have one or
/// two, as most have one or two in-edges; with std::vector each block paid
/// an allocation per edge list, the bulk of building a graph.
///
/// Boost.Graph finds a container's traits by qualified calls
/// (graph_detail::container_category), bound where its templates are
/// defined: the small_vector overloads are declared before its headers.

#include <boost/container/small_vector.hpp>

#include <cstddef>

namespace boost::graph_detail {

struct vector_tag;
struct unstable_tag;

template <class T, std::size_t N, class A, class O>
vector_tag container_category(const boost::container::small_vector<T, N, A, O>&);
template <class T, std::size_t N, class A, class O>
unstable_tag iterator_stability(const boost::container::small_vector<T, N, A, O>&);

} // namespace boost::graph_detail

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

namespace graph_detail {

// What Boost.Graph's container traits say of std::vector.
template <class T, std::size_t N, class A, class O>
vector_tag container_category(const boost::container::small_vector<T, N, A, O>&) {
  return vector_tag();
}

template <class T, std::size_t N, class A, class O>
unstable_tag iterator_stability(const boost::container::small_vector<T, N, A, O>&) {
  return unstable_tag();
}

} // namespace graph_detail

} // namespace boost
