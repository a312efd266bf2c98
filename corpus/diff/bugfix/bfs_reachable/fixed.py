def reachable(graph, start, goal):
    queue = [start]
    seen = {start}
    while queue:
        node = queue.pop(0)
        if node == goal:
            return True
        for nxt in graph.get(node, []):
            if nxt not in seen:
                seen.add(nxt)
                queue.append(nxt)
    return False
