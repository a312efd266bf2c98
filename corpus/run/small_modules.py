# fnmatch, colorsys, numbers, copyreg, platform, locale (C.UTF-8), keyword, linecache;
# re's \Z is the very end.
import fnmatch, colorsys, numbers, copyreg, platform, locale, keyword, linecache
print(fnmatch.translate('*.py'), fnmatch.translate('a?[!b-d]x[]'), fnmatch.translate('a*b*c'))
print(fnmatch.fnmatch('x.py', '*.py'), fnmatch.filter(['a.py', 'b.txt', 'c.py'], '*.py'), fnmatch.fnmatchcase('A.PY', '*.py'))
print(colorsys.rgb_to_hsv(0.2, 0.4, 0.6), colorsys.hls_to_rgb(0.5, 0.5, 0.5), colorsys.rgb_to_yiq(1, 0.5, 0), colorsys.hsv_to_rgb(0.3, 0.5, 0.5))
print(isinstance(5, numbers.Integral), isinstance(5.0, numbers.Real), isinstance(5.0, numbers.Integral), isinstance(1j, numbers.Complex), isinstance(True, numbers.Number), isinstance('a', numbers.Number))
print(platform.system(), platform.machine(), platform.python_implementation(), platform.python_version_tuple())
print(locale.getpreferredencoding(), locale.localeconv()['decimal_point'], locale.setlocale(locale.LC_NUMERIC), locale.atof('1.5'), locale.str(1.25))
print(keyword.iskeyword('for'), keyword.iskeyword('match'), keyword.issoftkeyword('match'))
print(repr(linecache.getline('/nonexistent/x.py', 1)), copyreg.dispatch_table[complex](3+4j))
try:
    locale.setlocale(locale.LC_ALL, 'xx_YY')
except locale.Error as e:
    print(e)
import re
print(re.match(r'a\Z', 'a\n'), re.match(r'a\Z', 'a'))
