# The first answers make the module body raise before a def: `app` is first
# answered a dict (a dict has `get`), so `@app.get(...)` fails. The call of
# `items` as an entry starts from the answers of a run that executed its
# def; with the first answers again, its runs would raise before the def
# and its body would never be called.
app = FastAPI()


@app.get("/items")
def items(db):
    rows = db.query()
    return len(rows)


class Vehicle:
    # No `self`: callable only through its class, `Vehicle.add_energy()`.
    def add_energy():
        print("Energy added!")
