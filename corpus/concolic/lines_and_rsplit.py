# `cover --entry check --target 13:true`: the text must hold three lines
# (its str argument gets newlines, which splitlines() splits as the solver
# models it: the count of lines is the list's length) and end in a field
# that rsplit with maxsplit cuts off at the last separator.
def last_field(text, sep):
    lines = text.splitlines()
    if len(lines) != 3:
        return ""
    return lines[-1].rsplit(sep, maxsplit=1)[-1]


def check(text):
    assert last_field(text, ":") == "end"
