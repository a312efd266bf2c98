# A method body lifted out of its class: `self` and `node` are read and
# written only as plain objects are, so objects whose attributes are real
# values reproduce each run (realizable; --emit-python writes them).
name = node.name
if name.startswith("_"):
    self.hidden.append(name)
    print("hidden", name)
else:
    self.visible = name.upper()
    print("visible", self.visible)
