# Statements spanning several lines: CPython steps through their lines.
def area(width,
         height):
    return (width *
            height)


sizes = [
    area(2, 3),
    area(
        4,
        5,
    ),
    7,
]
name = ("  Ada "
        .strip()
        .lower())
point = {"x": sizes[0],
         "y": sizes[1]}
flags = [True,
         False]
total = 0
i = 0
while (i < len(sizes) and
       total < 100):
    total += (sizes[i] *
              2)
    i += 1
if (total > 50 or
        name == "ada"):
    label = ("big" if total >
             60 else "small")
else:
    label = "none"
print(name,
      point,
      label,
      sep=", ")
print(
    total,
    flags,
)
