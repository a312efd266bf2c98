def topo_order(deps):
    order = []
    seen = set()
    def visit(n):
        if n in seen:
            return
        seen.add(n)
        order.append(n)
        for m in deps.get(n, []):
            visit(m)
    for n in sorted(deps):
        visit(n)
    return order
