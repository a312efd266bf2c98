# An error while applying a decorator is reported on the decorator's own
# line (CPython 3.11 locates each decorator call there), not on the def line:
# here a decorator factory that forgets to return the decorator.
routes = {}


def register(f):
    print("registered", f.__name__)
    return f


def route(path):
    def add(f):
        routes[path] = f
        return f
    print("route", path)


@register
def helper():
    pass


@register
@route("/index")
@register
def index():
    return "index"
