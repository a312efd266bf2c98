#include "cfg/ast.h"

namespace hyexec::ast {

const char* name(BoolOpKind k) {
  return k == BoolOpKind::And ? "And" : "Or";
}

const char* name(BinOpKind k) {
  static const char* const kNames[] = {"Add",    "Sub",    "Mult",    "MatMult", "Div",
                                       "Mod",    "Pow",    "LShift",  "RShift",  "BitOr",
                                       "BitXor", "BitAnd", "FloorDiv"};
  return kNames[static_cast<int>(k)];
}

const char* name(UnaryOpKind k) {
  static const char* const kNames[] = {"Invert", "Not", "UAdd", "USub"};
  return kNames[static_cast<int>(k)];
}

const char* name(CmpOpKind k) {
  static const char* const kNames[] = {"Eq",  "NotEq", "Lt",    "LtE", "Gt",
                                       "GtE", "Is",    "IsNot", "In",  "NotIn"};
  return kNames[static_cast<int>(k)];
}

const char* symbol(BinOpKind k) {
  static const char* const kSymbols[] = {"+",  "-",  "*", "@", "/", "%", "**",
                                         "<<", ">>", "|", "^", "&", "//"};
  return kSymbols[static_cast<int>(k)];
}

const char* symbol(UnaryOpKind k) {
  static const char* const kSymbols[] = {"~", "not", "+", "-"};
  return kSymbols[static_cast<int>(k)];
}

const char* symbol(CmpOpKind k) {
  static const char* const kSymbols[] = {"==", "!=", "<",      "<=", ">",
                                         ">=", "is", "is not", "in", "not in"};
  return kSymbols[static_cast<int>(k)];
}

const char* name(ExprKind k) {
  static const char* const kNames[] = {
      "BoolOp",    "NamedExpr", "BinOp",     "UnaryOp",   "Lambda",   "IfExp",
      "Dict",      "Set",       "ListComp",  "SetComp",   "DictComp", "GeneratorExp",
      "Await",     "Yield",     "YieldFrom", "Compare",   "Call",     "FormattedValue",
      "JoinedStr", "Constant",  "Attribute", "Subscript", "Starred",  "Name",
      "List",      "Tuple",     "Slice"};
  return kNames[static_cast<int>(k)];
}

const char* name(Constant::Type t) {
  static const char* const kNames[] = {"NoneType", "bool",  "bool",    "ellipsis", "int",
                                       "int",      "float", "complex", "str",      "bytes"};
  return kNames[static_cast<int>(t)];
}

const char* name(PatternKind k) {
  static const char* const kNames[] = {"MatchValue",   "MatchSingleton", "MatchSequence",
                                       "MatchMapping", "MatchClass",     "MatchStar",
                                       "MatchAs",      "MatchOr"};
  return kNames[static_cast<int>(k)];
}

const char* name(StmtKind k) {
  static const char* const kNames[] = {"FunctionDef", "AsyncFunctionDef",
                                       "ClassDef",    "Return",
                                       "Delete",      "Assign",
                                       "AugAssign",   "AnnAssign",
                                       "For",         "AsyncFor",
                                       "While",       "If",
                                       "With",        "AsyncWith",
                                       "Match",       "Raise",
                                       "Try",         "TryStar",
                                       "Assert",      "Import",
                                       "ImportFrom",  "Global",
                                       "Nonlocal",    "Expr",
                                       "Pass",        "Break",
                                       "Continue"};
  return kNames[static_cast<int>(k)];
}

} // namespace hyexec::ast
