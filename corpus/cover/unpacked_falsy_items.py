# An answer unpacked into items the code tests for truth: besides the
# answer whose items are all truthy, each item in turn is None (the part
# the call did not find), so both branches on each item run.
user, domain = split_address(address)
if domain:
    print("domain", domain)
if user:
    print(user.upper())
else:
    print("no user")
