from enum import Enum, auto, unique


class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
    CRIMSON = 1

    def describe(self):
        return "%s is %d" % (self.name, self.value)


print(Color.RED, repr(Color.GREEN), Color(2), Color["BLUE"], Color.CRIMSON is Color.RED)
print(list(Color), len(Color), Color.RED in Color, Color.BLUE.describe(), Color)
print(Color.RED == Color.RED, Color.RED == 1, {Color.RED: "r"}[Color.RED], isinstance(Color.RED, Color))
print(f"{Color.GREEN}", Color.RED.name, Color.RED.value, [c.name for c in Color])
try:
    Color(7)
except ValueError as e:
    print(e)
try:
    Color["PINK"]
except KeyError as e:
    print("KeyError", e)


class Step(Enum):
    ONE = auto()
    TWO = auto()
    THREE = auto()


print(list(Step), Step.THREE.value)
try:
    @unique
    class Dup(Enum):
        A = 1
        B = 1
except ValueError as e:
    print(e)
print(list(Color.__members__), "RED" in Color.__members__, Color.__members__["BLUE"])
