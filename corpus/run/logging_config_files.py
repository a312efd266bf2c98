# logging as CPython's own package: dictConfig, fileConfig over configparser,
# rotating and memory handlers, warnings captured into logging, atexit; files
# by relative names (the run's directory), os.stat, os.walk, os.chdir.
import atexit, io, logging, logging.config, logging.handlers, os, sys, warnings
from logging import handlers
print(handlers is logging.handlers, logging.config.dictConfig.__name__)
logging.config.dictConfig({
    'version': 1,
    'formatters': {'short': {'format': '%(levelname)s:%(name)s:%(message)s'}},
    'handlers': {'out': {'class': 'logging.StreamHandler', 'formatter': 'short',
                         'stream': 'ext://sys.stdout'}},
    'loggers': {'app': {'handlers': ['out'], 'level': 'INFO'}},
})
app = logging.getLogger('app')
app.info('configured %d', 1)
app.debug('hidden')
try:
    logging.config.dictConfig({'version': 1, 'handlers': {'h': {'class': 'logging.StreamHandler',
                                                               'stream': 'ext://sys.stdbout'}}})
except ValueError as e:
    print('ValueError', str(e)[:60])
with open('log.ini', 'w') as f:
    f.write('[loggers]\nkeys=root\n\n[handlers]\nkeys=h\n\n[formatters]\nkeys=f\n\n'
            '[logger_root]\nlevel=WARNING\nhandlers=h\n\n'
            '[handler_h]\nclass=StreamHandler\nformatter=f\nargs=(sys.stdout,)\n\n'
            '[formatter_f]\nformat=ini %(levelname)s %(message)s\n')
logging.config.fileConfig('log.ini')
logging.warning('from the ini file')
rh = logging.handlers.RotatingFileHandler('rot.log', maxBytes=20, backupCount=2)
rh.setFormatter(logging.Formatter('%(message)s'))
r = logging.getLogger('rot')
r.propagate = False
r.addHandler(rh)
for i in range(5):
    r.warning('message number %d', i)
rh.close()
print(sorted(n for n in os.listdir('.') if n.startswith('rot')), open('rot.log').read().split())
print(os.stat('rot.log').st_size, os.path.isfile(os.devnull), os.path.exists(os.devnull))
mem = io.StringIO()
target = logging.StreamHandler(mem)
mh = logging.handlers.MemoryHandler(3, flushLevel=logging.ERROR, target=target)
m = logging.getLogger('mem')
m.propagate = False
m.addHandler(mh)
m.warning('a'); m.warning('b')
print(repr(mem.getvalue()))
m.error('c')
print(repr(mem.getvalue()))
logging.captureWarnings(True)
w = io.StringIO()
pw = logging.getLogger('py.warnings')
pw.propagate = False
pw.addHandler(logging.StreamHandler(w))
warnings.warn('careful')
print('UserWarning: careful' in w.getvalue())
logging.captureWarnings(False)
with warnings.catch_warnings(record=True) as got:
    warnings.simplefilter('always')
    warnings.warn('one', DeprecationWarning)
    warnings.warn('two')
print([(type(x.message).__name__, str(x.message)) for x in got])
with warnings.catch_warnings():
    warnings.simplefilter('error')
    try:
        warnings.warn('boom', RuntimeWarning)
    except RuntimeWarning as e:
        print('raised', e)
os.makedirs('d/e')
with open('d/e/f.txt', 'w') as f:
    f.write('x')
os.chdir('d')
print(os.getcwd().endswith('/d'), open('e/f.txt').read(), os.path.exists('e'), sorted(os.listdir('.')))
print([(p.endswith('d') or p.endswith('e'), ds, fs) for p, ds, fs in os.walk('.')])
atexit.register(print, 'at exit', 2)
atexit.register(lambda: print('at exit', 1))
print('end')
