class Animal:
    def __init__(self, name):
        self.name = name

    def speak(self):
        return self.name + " makes a sound"


class Dog(Animal):
    def speak(self):
        return self.name + " barks"


pets = [Animal("cat"), Dog("rex")]
for p in pets:
    print(p.speak())
