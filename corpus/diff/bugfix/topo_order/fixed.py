def topo_order(deps):
    order = []
    seen = set()
    def visit(n):
        if n in seen:
            return
        seen.add(n)
        for m in deps.get(n, []):
            visit(m)
        order.append(n)
    for n in sorted(deps):
        visit(n)
    return order
