# _multiprocessing is CPython's C module under multiprocessing, absent from
# the builds without processes (WASI, Emscripten); hyexec runs one process,
# so it is absent here too, and the code that imports it expects exactly
# this ImportError (`try: import _multiprocessing except ImportError`).
raise ImportError("No module named '_multiprocessing'")
