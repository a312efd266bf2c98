# logging: hierarchy, levels, handlers, formatters (three styles, asctime), filters,
# adapters, disable, basicConfig.
import io, logging, sys
logging.basicConfig(stream=sys.stdout, level=logging.INFO)
logging.info("hello %s", "world")
logging.debug("hidden")
log = logging.getLogger("app.sub")
log.warning("warn %d", 3)
print(log, logging.getLogger("app"), logging.root, log.parent.name, log.getEffectiveLevel())
stream = io.StringIO()
h = logging.StreamHandler(stream)
h.setFormatter(logging.Formatter("{levelname}|{name}|{message}", style="{"))
b = logging.getLogger("bench")
b.addHandler(h)
b.propagate = False
b.setLevel(logging.WARNING)
b.info("no")
b.error("yes %(k)s", {"k": "v"})
b.critical("crit")
print(repr(stream.getvalue()))
f = logging.Formatter("%(name)s %(levelname)-8s %(message)s")
r = logging.LogRecord("x", logging.ERROR, "/a/b.py", 10, "m %s", ("a",), None)
print(f.format(r), r.filename, r.module, logging.getLevelName(25), logging.getLevelName("INFO"))
class F(logging.Filter):
    def filter(self, rec): return "keep" in rec.msg
b.addFilter(F())
b.error("drop"); b.error("keep this")
print(repr(stream.getvalue().splitlines()[-1]))
a = logging.LoggerAdapter(b, {"user": "u"})
h.setFormatter(logging.Formatter("%(user)s %(message)s"))
a.error("keep adapter")
print(repr(stream.getvalue().splitlines()[-1]), a)
logging.disable(logging.CRITICAL)
b.critical("keep disabled")
print(len(stream.getvalue().splitlines()))
logging.disable(logging.NOTSET)
print(logging.getLogger("app.sub") is log, logging.getLogger() is logging.root, logging.getLogger("app").getChild("sub") is log)
print(b.isEnabledFor(logging.INFO), b.hasHandlers(), logging.getLogger("zz").hasHandlers())
print(repr(logging.Formatter().format(r)), logging.BASIC_FORMAT)
logging.getLogger("nohandler").propagate = False
logging.getLogger("nohandler").warning("to stderr only")
r.created, r.msecs = 86400 * 365 + 3723.25, 250.0
print(logging.Formatter("%(asctime)s %(message)s").format(r), logging.Formatter(datefmt="%H:%M").formatTime(r, "%H:%M"))
print(logging.Formatter("$levelname $message", style="$").format(r))
