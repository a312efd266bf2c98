def wrap(text, width):
    lines = []
    while len(text) > width:
        cut = text.rfind(" ", 0, width)
        if cut == -1:
            cut = width
        lines.append(text[:cut])
        text = text[cut:]
    lines.append(text)
    return lines
