# textwrap is CPython's own module: wrap breaks after hyphens inside words,
# keeps whitespace when asked, shortens, dedents and indents as CPython's.
import textwrap
text = "Hello there, how are you this fine day?  I'm glad to hear it!  -- this_is_a_very_long_option indeed-good-bye\" ää-ää"
for w in (12, 20, 30):
    print(textwrap.wrap(text, w))
print(textwrap.fill("You should use the -n option, or --dry-run in its long form.", 20))
print(textwrap.wrap(" This is a  sentence with much whitespace.", 10, drop_whitespace=False))
print(textwrap.shorten("Hello  world!", width=12), textwrap.dedent("  a\n   b\n"), textwrap.indent("a\nb", "> "))
print(textwrap.wrap("this-is-a-useful-feature-for-reformatting-posts-from-tim-peters'ly", 40, break_on_hyphens=True))
print(textwrap.wrap("We used enyzme 2-succinyl-6-hydroxy-2,4-cyclohexadiene-1-carboxylate synthase.", 40))
