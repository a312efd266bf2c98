# object's builtin class methods (__init_subclass__, __subclasshook__) bound
# to a class or an instance are builtin methods, not Python `method`s: code
# that keeps the attributes whose type is "<class 'method'>" skips them.
class Person:
    def __init__(self, name):
        self.name = name

    @classmethod
    def make(cls, name):
        return cls(name)


p = Person('a')
for name in ['__init_subclass__', '__subclasshook__', 'make']:
    print(name, type(getattr(p, name)), type(getattr(Person, name)))
print([n for n in dir(p) if str(type(getattr(p, n))) == "<class 'method'>"])
print(Person.__subclasshook__(), Person.__init_subclass__())
