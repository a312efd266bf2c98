# A body lifted from a typed module, its imports left behind: the typing
# names it uses (Final, Generator, ClassVar, cast) are typing's own, not
# stand-ins whose subscripts fail.
NO: Final[str] = ""
seen: Set[str] = set()


def words(text: str) -> Generator[str, None, None]:
    for w in text.split():
        yield cast(str, w)


limit: ClassVar[int] = 2
for w in words("a b a c"):
    if w not in seen and len(seen) < limit:
        seen.add(w)
print(sorted(seen), repr(NO), TYPE_CHECKING)
