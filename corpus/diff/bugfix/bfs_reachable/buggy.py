def reachable(graph, start, goal):
    queue = [start]
    seen = set()
    while queue:
        node = queue.pop(0)
        if node == goal:
            return True
        for nxt in graph.get(node, []):
            if nxt not in seen:
                queue.append(nxt)
    return False
