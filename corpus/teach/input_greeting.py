name = input("Your name? ")
age = int(input("Your age? "))
print("Hello,", name)
if age >= 18:
    print("adult")
else:
    print("young")
