# Structural pattern matching.
def classify(p):
    match p:
        case 0:
            return "zero"
        case [x, y] if x == y:
            return f"pair of {x}"
        case [x, *rest]:
            return f"list starting {x} with {len(rest)} more"
        case {"type": "point", "x": x}:
            return f"point at {x}"
        case str() | bytes():
            return "text"
        case _:
            return "other"

for v in [0, [2, 2], [1, 2, 3], {"type": "point", "x": 4}, "s", 3.5]:
    print(classify(v))
