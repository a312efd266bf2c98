ages = {"ann": 30, "bob": 25}
alias = ages
alias["cy"] = 41
del ages["bob"]
for name, age in ages.items():
    print(name, age)
