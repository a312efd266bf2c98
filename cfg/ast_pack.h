#pragma once
/// \file
/// A compact binary form of a parsed module's AST, for the library modules
/// embedded in the binary: the build parses each once (tools/pack_pylib_ast)
/// and an import reads the tree back, as CPython loads a module's .pyc
/// instead of parsing its source. Reading is a few instructions per node
/// where tree-sitter and lowering cost about a thousand per source byte, and
/// it needs no concrete syntax tree, whose size set the import's peak memory.
///
/// What is packed is what the front end produces: every node with its span
/// and fields, shared nodes kept shared. The fields later passes fill in
/// (scopes, slots, coverage decisions, the interpreter's caches) are not.

#include "cfg/ast.h"

#include <memory>
#include <string>
#include <string_view>

namespace hyexec::ast {

/// The packed form of `m`'s body and line table.
std::string pack(const Module& m);

/// The module whose body and line table `packed` holds (as `pack` made
/// them), with `filename` and `source` (the text it was parsed from, which
/// must outlive the module: it is not copied, nor read here).
/// Null when `packed` is not a well-formed packing: the caller parses instead.
///
/// The bodies of the functions no other function encloses are left packed
/// (FunctionDef::packed_body, pointing into `home`, the bytes `packed` is a
/// copy of, or into `packed` itself when `home` is empty; they must outlive
/// the module) when nothing around them needs to see inside (no `super`,
/// `__class__`, `yield`, `global` or `nonlocal` in them): most functions of a
/// library module are never called by a given program. Their docstrings are
/// read at once; the scopes of such a function are analysed again when its
/// body is read (cfg::complete).
std::unique_ptr<Module> unpack(std::string_view packed, std::string filename,
                               std::string_view source, std::string_view home = {});

/// Reads `def`'s packed body into its `body` (nothing to do when it has none),
/// allocating in `arena`, its module's. False when the packing is malformed.
bool unpack_body(const FunctionDef& def, Arena& arena);

/// Reads every packed function body of `m`.
bool unpack_bodies(Module& m);

} // namespace hyexec::ast
