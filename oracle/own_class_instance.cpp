#include "oracle/own_class_instance.h"

#include <regex>
#include <set>

namespace hyexec::oracle {

namespace {

/// `self.X = ...` targets of a method's top-level statements.
void stored_attributes(const ast::Body& body, std::set<std::string>* out) {
  auto store = [&](const ast::Expr* t) {
    if (t && t->kind == ast::ExprKind::Attribute) {
      auto* a = static_cast<const ast::Attribute*>(t);
      if (a->value->kind == ast::ExprKind::Name &&
          static_cast<const ast::Name*>(a->value)->id == "self")
        out->insert(a->attr);
    }
  };
  for (const ast::Stmt* s : body) {
    if (s->kind == ast::StmtKind::Assign)
      for (const ast::Expr* t : static_cast<const ast::Assign*>(s)->targets) store(t);
    if (s->kind == ast::StmtKind::AnnAssign) store(static_cast<const ast::AnnAssign*>(s)->target);
  }
}

/// What `__init__` makes of parameter `name` when it converts it (`dict(items)`:
/// a mapping with items), else empty: the usage analysis does not follow
/// the snippet's own parameters.
std::string converted(const ast::Module& module, const ast::FunctionDef& init,
                      const std::string& name) {
  std::string body;
  for (uint32_t l = init.span.line; l <= init.span.end_line; ++l)
    body += std::string(module.line_text(l)) + "\n";
  std::smatch m;
  if (!std::regex_search(body, m,
                         std::regex("\\b(dict|list|set|sorted|tuple)\\(\\s*" + name + "\\s*\\)")))
    return "";
  if (m[1] == "dict") return "{'a': 1, 'b': 5}";
  return "[1, 5]";
}

} // namespace

std::string own_class_instance(const ast::Module& module, const Usage& u,
                               const std::function<std::string(const std::string&)>& argument) {
  if (u.attrs.empty()) return "";
  const ast::ClassDef* best = nullptr;
  for (const ast::Stmt* s : module.body) {
    if (s->kind != ast::StmtKind::ClassDef) continue;
    auto* c = static_cast<const ast::ClassDef*>(s);
    std::set<std::string> has;
    for (const ast::Stmt* m : c->body)
      if (m->kind == ast::StmtKind::FunctionDef) {
        auto* f = static_cast<const ast::FunctionDef*>(m);
        has.insert(f->name);
        stored_attributes(f->body, &has);
      } else if (m->kind == ast::StmtKind::Assign) {
        for (const ast::Expr* t : static_cast<const ast::Assign*>(m)->targets)
          if (t->kind == ast::ExprKind::Name) has.insert(static_cast<const ast::Name*>(t)->id);
      }
    bool fits = true;
    for (const std::string& a : u.attrs) fits = fits && has.count(a);
    if (fits && !best) best = c; // the first class that has them all
  }
  if (!best) return "";
  std::string out = best->name + "(";
  for (const ast::Stmt* m : best->body) {
    if (m->kind != ast::StmtKind::FunctionDef) continue;
    auto* init = static_cast<const ast::FunctionDef*>(m);
    if (init->name != "__init__") continue;
    std::vector<const ast::Arg*> params(init->args->posonlyargs.begin(),
                                        init->args->posonlyargs.end());
    params.insert(params.end(), init->args->args.begin(), init->args->args.end());
    size_t required = params.size() - init->args->defaults.size();
    for (size_t i = 1; i < required; ++i) {
      std::string v = converted(module, *init, params[i]->name);
      if (v.empty()) v = argument(params[i]->name);
      if (v.empty()) return "";
      out += (i > 1 ? ", " : "") + v;
    }
  }
  return out + ")";
}

} // namespace hyexec::oracle
