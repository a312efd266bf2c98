# csv: reader state machine (quotes, multi-line fields, escapes, strict), writer quoting
# modes, dialects, DictReader/DictWriter, errors.
import csv, io
print(csv.QUOTE_MINIMAL, csv.QUOTE_ALL, csv.QUOTE_NONNUMERIC, csv.QUOTE_NONE, csv.list_dialects())
s = io.StringIO(); w = csv.writer(s); w.writerow(['a', 'b,c', 'd"e', 1, 2.5, None, '', 'x\ny']); w.writerows([[1, 2], [3], ['']]); print(repr(s.getvalue()))
print(list(csv.reader(['a,b,"c,d","e""f"', ' x , y', '', '"multi', 'line",z'])))
print(list(csv.reader(io.StringIO('a,b\r\n"q\r\nline",c\r\n\r\nlast'))))
print(list(csv.DictReader(io.StringIO('h1,h2\n1,2\n3\n4,5,6\n'))))
s = io.StringIO(); d = csv.DictWriter(s, ['x', 'y']); d.writeheader(); d.writerow({'x': 1}); d.writerows([{'y': 'a b'}]); print(repr(s.getvalue()))
print(list(csv.reader(['a;b'], delimiter=';')), list(csv.reader(['1,"2",,x y'], quoting=csv.QUOTE_NONNUMERIC, skipinitialspace=True)) if False else list(csv.reader(['1,"2"'], quoting=csv.QUOTE_NONNUMERIC)))
print(list(csv.reader(['a, b,  "c"'], skipinitialspace=True)), list(csv.reader(['a\\,b,c'], escapechar='\\')))
s = io.StringIO(); w = csv.writer(s, quoting=csv.QUOTE_NONNUMERIC); w.writerow(['a', 1, 2.0, True]); print(repr(s.getvalue()))
s = io.StringIO(); w = csv.writer(s, quoting=csv.QUOTE_ALL, lineterminator='\n'); w.writerow(['a', 1]); print(repr(s.getvalue()))
s = io.StringIO(); w = csv.writer(s, quoting=csv.QUOTE_NONE, escapechar='\\'); w.writerow(['a,b', 'c"d']); print(repr(s.getvalue()))
csv.register_dialect('pipes', delimiter='|')
print(list(csv.reader(['1|2'], 'pipes')), csv.get_dialect('pipes').delimiter)
for bad in [lambda: csv.writer(io.StringIO(), quoting=csv.QUOTE_NONE).writerow(['a,b']), lambda: list(csv.reader(['a"b,"c"d'], strict=True)), lambda: csv.get_dialect('nope'), lambda: csv.reader([], delimiter='ab'), lambda: list(csv.reader([1]))]:
    try:
        print(bad())
    except (csv.Error, TypeError) as e:
        print(type(e).__name__, e)
r = csv.reader(['a', 'b']); next(r); print(r.line_num)
