# gettext: message catalogs. The virtual file system holds no .mo files, so
# every lookup falls back to the message itself, as CPython's gettext does
# when no catalog is found (NullTranslations).

_localedirs = {}
_current_domain = 'messages'
_default_localedir = '/usr/share/locale'

class NullTranslations:
    def __init__(self, fp=None):
        self._info = {}
        self._charset = None
        self._fallback = None

    def add_fallback(self, fallback):
        if self._fallback:
            self._fallback.add_fallback(fallback)
        else:
            self._fallback = fallback

    def gettext(self, message):
        if self._fallback:
            return self._fallback.gettext(message)
        return message

    def ngettext(self, msgid1, msgid2, n):
        if self._fallback:
            return self._fallback.ngettext(msgid1, msgid2, n)
        return msgid1 if n == 1 else msgid2

    def pgettext(self, context, message):
        if self._fallback:
            return self._fallback.pgettext(context, message)
        return message

    def npgettext(self, context, msgid1, msgid2, n):
        if self._fallback:
            return self._fallback.npgettext(context, msgid1, msgid2, n)
        return msgid1 if n == 1 else msgid2

    def info(self):
        return self._info

    def charset(self):
        return self._charset

    def install(self, names=None):
        import builtins
        builtins.__dict__['_'] = self.gettext
        for name in names or ():
            if name in ('gettext', 'ngettext', 'pgettext', 'npgettext'):
                builtins.__dict__[name] = getattr(self, name)

def find(domain, localedir=None, languages=None, all=False):
    return [] if all else None

def translation(domain, localedir=None, languages=None, class_=None, fallback=False):
    if fallback:
        return NullTranslations()
    from errno import ENOENT
    raise FileNotFoundError(ENOENT, 'No translation file found for domain', domain)

def install(domain, localedir=None, *, names=None):
    translation(domain, localedir, fallback=True).install(names)

def textdomain(domain=None):
    global _current_domain
    if domain is not None:
        _current_domain = domain
    return _current_domain

def bindtextdomain(domain, localedir=None):
    if localedir is not None:
        _localedirs[domain] = localedir
    return _localedirs.get(domain, _default_localedir)

def dgettext(domain, message):
    return message

def dngettext(domain, msgid1, msgid2, n):
    return msgid1 if n == 1 else msgid2

def dpgettext(domain, context, message):
    return message

def dnpgettext(domain, context, msgid1, msgid2, n):
    return msgid1 if n == 1 else msgid2

def gettext(message):
    return message

def ngettext(msgid1, msgid2, n):
    return msgid1 if n == 1 else msgid2

def pgettext(context, message):
    return message

def npgettext(context, msgid1, msgid2, n):
    return msgid1 if n == 1 else msgid2

Catalog = translation
