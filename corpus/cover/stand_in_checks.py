# Lifted from a project: a loop of checks over objects nobody defines.
# Each check is a stand-in's truth value; reaching the third `continue`
# needs the first two checks false together, whichever run tried them.
for child in paths:
    if is_hidden(child):
        continue
    if is_excluded(child, exclude):
        report.ignored(child, "excluded")
        continue
    if is_forced(child, force_exclude):
        report.ignored(child, "forced")
        continue
    if child.is_dir():
        report.directory(child)
        continue
    report.kept(child)
