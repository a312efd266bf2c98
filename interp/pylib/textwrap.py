"""textwrap for hyexec: dedent and indent as CPython's; wrap, fill and
shorten with CPython's greedy algorithm over whitespace-separated words
(CPython also breaks after hyphens inside words; this one does not)."""


def dedent(text):
    lines = text.split('\n')
    margin = None
    for line in lines:
        stripped = line.lstrip(' \t')
        if not stripped:
            continue
        indent = line[:len(line) - len(stripped)]
        if margin is None:
            margin = indent
        elif indent.startswith(margin):
            pass
        elif margin.startswith(indent):
            margin = indent
        else:
            common = 0
            while common < len(margin) and common < len(indent) and margin[common] == indent[common]:
                common += 1
            margin = margin[:common]
    out = []
    for line in lines:
        if not line.strip(' \t'):
            out.append('')
        elif margin:
            out.append(line[len(margin):])
        else:
            out.append(line)
    return '\n'.join(out)


def indent(text, prefix, predicate=None):
    if predicate is None:
        def predicate(line):
            return line.strip()
    return ''.join(prefix + line if predicate(line) else line for line in text.splitlines(True))


class TextWrapper:
    def __init__(self, width=70, initial_indent='', subsequent_indent='', expand_tabs=True,
                 replace_whitespace=True, fix_sentence_endings=False, break_long_words=True,
                 drop_whitespace=True, break_on_hyphens=True, tabsize=8, *, max_lines=None,
                 placeholder=' [...]'):
        self.width = width
        self.initial_indent = initial_indent
        self.subsequent_indent = subsequent_indent
        self.expand_tabs = expand_tabs
        self.break_long_words = break_long_words
        self.tabsize = tabsize
        self.max_lines = max_lines
        self.placeholder = placeholder

    def wrap(self, text):
        if self.width <= 0:
            raise ValueError('invalid width %r (must be > 0)' % self.width)
        if self.expand_tabs:
            text = text.expandtabs(self.tabsize)
        words = text.split()
        lines = []
        i = 0
        while i < len(words):
            prefix = self.subsequent_indent if lines else self.initial_indent
            room = self.width - len(prefix)
            if self.max_lines is not None and len(lines) + 1 == self.max_lines:
                rest = ' '.join(words[i:])
                if len(rest) <= room:
                    lines.append(prefix + rest)
                    return lines
                line = []
                used = 0
                while i < len(words) and used + len(words[i]) + (1 if line else 0) + len(self.placeholder) <= room:
                    used += len(words[i]) + (1 if line else 0)
                    line.append(words[i])
                    i += 1
                if not line and len(self.placeholder.lstrip()) > room:
                    raise ValueError('placeholder too large for max width')
                lines.append(prefix + ' '.join(line) + (self.placeholder if line else self.placeholder.lstrip()))
                return lines
            line = []
            used = 0
            while i < len(words):
                word = words[i]
                need = len(word) + (1 if line else 0)
                if used + need <= room:
                    line.append(word)
                    used += need
                    i += 1
                elif not line and self.break_long_words:
                    line.append(word[:room])
                    words[i] = word[room:]
                    used = room
                    break
                elif not line:
                    line.append(word)
                    i += 1
                    break
                else:
                    break
            lines.append(prefix + ' '.join(line))
        return lines

    def fill(self, text):
        return '\n'.join(self.wrap(text))


def wrap(text, width=70, **kwargs):
    return TextWrapper(width=width, **kwargs).wrap(text)


def fill(text, width=70, **kwargs):
    return TextWrapper(width=width, **kwargs).fill(text)


def shorten(text, width, **kwargs):
    w = TextWrapper(width=width, max_lines=1, **kwargs)
    return w.fill(' '.join(text.strip().split()))
