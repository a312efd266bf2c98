def edit_distance(a, b):
    if not a:
        return len(b)
    if not b:
        return len(a)
    if a[0] == b[0]:
        return 1 + edit_distance(a[1:], b[1:])
    return 1 + min(edit_distance(a, b[1:]), edit_distance(a[1:], b), edit_distance(a[1:], b[1:]))
