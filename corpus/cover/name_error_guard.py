# `try: name / except NameError:` asks whether a name is defined: the
# oracle's value for it runs the rest of the try, and leaving it undefined
# (what CPython does) runs the handler; cover tries both.
try:
    settings
    print("defined")
except NameError:
    settings = {"debug": False}
print(settings)
