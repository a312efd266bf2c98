#include "interp/call_layout.h"

namespace hyexec::interp {

using namespace ast;

const CallLayout& call_layout(const cfg::Scope* scope) {
  if (scope->interp_cache) return *static_cast<const CallLayout*>(scope->interp_cache);
  auto* l = new CallLayout; // owned by the scope for the rest of the process
  for (size_t i = 0; i < scope->slots.size(); ++i) {
    NameScope ns = scope->lookup(scope->slots[i]);
    if (ns == NameScope::Cell) l->cell_slots.push_back(static_cast<uint32_t>(i));
    if (ns == NameScope::Local) l->local_slots.push_back(static_cast<uint32_t>(i));
    if (ns == NameScope::Free || ns == NameScope::ClassFree)
      l->free_slots.push_back(static_cast<uint32_t>(i));
  }
  l->no_cells = l->cell_slots.empty() && l->free_slots.empty();
  if (scope->kind == cfg::Scope::Kind::Lambda)
    l->arguments = static_cast<const Lambda*>(scope->node)->args;
  else if (scope->kind == cfg::Scope::Kind::Function)
    l->arguments = static_cast<const FunctionDef*>(scope->node)->args;
  if (const Arguments* a = l->arguments) {
    l->positional = a->posonlyargs.size() + a->args.size();
    l->simple = !a->vararg && !a->kwarg && a->kwonlyargs.empty();
    size_t i = 0;
    for (const auto* group : {&a->posonlyargs, &a->args})
      for (const Arg* x : *group) l->simple &= scope->slot(x->name) == static_cast<int>(i++);
    for (const auto* group : {&a->posonlyargs, &a->args, &a->kwonlyargs})
      for (const Arg* x : *group) {
        l->params.push_back(x);
        l->param_slots.push_back(scope->slot(x->name));
      }
    if (a->vararg) l->vararg_slot = scope->slot(a->vararg->name);
    if (a->kwarg) l->kwarg_slot = scope->slot(a->kwarg->name);
  }
  scope->interp_cache = l;
  return *l;
}

} // namespace hyexec::interp
