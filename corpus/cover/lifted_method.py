# A method body lifted out of its class (project functions style).
if not self.enabled:
    exit(None)
total = 0
for record in self.records:
    if record.amount > limit:
        self.log.warning("large amount %s", record.amount)
    total += record.amount
self.total = total
exit(total)
