def shortest_paths(graph, source):
    dist = {source: 0}
    todo = [source]
    while todo:
        node = min(todo, key=lambda n: dist[n])
        todo.remove(node)
        for nxt, w in graph.get(node, []):
            d = dist[node] + w
            if nxt not in dist or d < dist[nxt]:
                dist[nxt] = d
                todo.append(nxt)
    return dist
