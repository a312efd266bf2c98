# A method body lifted out of its class calls its base's __init__ on `self`
# (flask's Environment style). With `Base` and `self` stand-ins, hyexec's
# stand-in accepts the call; a plain object's class would not (object.__init__
# takes no arguments), so such a run rests on the stand-in: not realizable.
options = {"loader": 1}
Base.__init__(self, **options)
self.ready = True
print("ready")
