"""Reads a page's serialized DOM (the live DOM that DevTools' DOM.getOuterHTML
gives after the page's scripts ran) into a small tree to query by tag, class,
id and attribute."""
import html.parser


class Element:
    def __init__(self, tag, attrs, parent):
        self.tag, self.attrs, self.parent, self.children, self.text = tag, dict(attrs), parent, [], ""

    def classes(self):
        return (self.attrs.get("class") or "").split()

    def walk(self):
        yield self
        for c in self.children:
            yield from c.walk()

    def find_all(self, tag=None, cls=None, **attrs):
        return [e for e in self.walk() if (tag is None or e.tag == tag) and (cls is None or cls in e.classes())
                and all(e.attrs.get(k.replace("_", "-")) == v for k, v in attrs.items())]

    def by_id(self, id_):
        found = self.find_all(id=id_)
        return found[0] if found else None

    def all_text(self):
        return self.text + "".join(c.all_text() for c in self.children)


VOID = {"meta", "input", "br", "img", "link", "hr", "path"}


class _Builder(html.parser.HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.root = Element("#root", [], None)
        self.cur = self.root

    def handle_starttag(self, tag, attrs):
        e = Element(tag, attrs, self.cur)
        self.cur.children.append(e)
        if tag not in VOID:
            self.cur = e

    def handle_startendtag(self, tag, attrs):
        self.cur.children.append(Element(tag, attrs, self.cur))

    def handle_endtag(self, tag):
        e = self.cur
        while e is not None and e.tag != tag:
            e = e.parent
        if e is not None and e.parent is not None:
            self.cur = e.parent

    def handle_data(self, data):
        # Text after a child goes in a text node of its own, keeping order.
        t = Element("#text", [], self.cur)
        t.text = data
        self.cur.children.append(t)


def parse(text):
    b = _Builder()
    b.feed(text)
    return b.root
