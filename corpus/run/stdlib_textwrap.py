import textwrap
text = "The quick brown fox jumps over the lazy dog and keeps running through the forest until night falls over the hills"
print(textwrap.wrap(text, 20))
print(textwrap.fill(text, width=30, initial_indent="* ", subsequent_indent="  "))
print(textwrap.shorten(text, width=40))
print(textwrap.shorten("Hello  world!", width=12), textwrap.shorten("Hello world", width=11))
print(repr(textwrap.dedent("""
    def f():
        return 1
      # odd
""")))
print(repr(textwrap.indent("a\n\nb\n", "> ")))
print(textwrap.wrap("supercalifragilisticexpialidocious word", 10))
print(textwrap.fill("a b c", 1))
