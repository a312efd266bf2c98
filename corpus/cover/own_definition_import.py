# A module and its test pasted together: the test imports from the module
# (`from shapes import area`, `from . import area`) what the snippet
# defined above. The oracle answers with that definition, so the test runs
# the snippet's own code, not a stand-in's.
def area(w, h):
    return w * h


from shapes import area
from . import area as same


def test_area():
    assert area(2, 3) == 6
    assert same(1, 1) == 1


test_area()
