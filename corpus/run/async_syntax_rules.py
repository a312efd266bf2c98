# Where CPython's compiler accepts asynchronous constructs, and its messages where not.
SOURCES = [
    "async def f():\n    yield 1\n    return 2\n",
    "async def f():\n    yield 1\n    return\n",
    "async def f():\n    yield from [1]\n",
    "def f():\n    return [x async for x in y]\n",
    "def f():\n    return (x async for x in y)\n",
    "def f():\n    return (i for i in y if await z)\n",
    "def f():\n    return (await i for i in y)\n",
    "def f():\n    return [i for i in y if await z]\n",
    "def f():\n    return [[await x for x in y] for z in w]\n",
    "def f():\n    return (i for i in [await z for z in w])\n",
    "def f():\n    return [x for x in await y]\n",
    "async def f():\n    return [[await x for x in y] for z in w]\n",
    "async def f():\n    return {k: await v for k, v in y}\n",
    "[await x for x in y]\n",
]
for src in SOURCES:
    try:
        compile(src, "<src>", "exec")
        print("ok   ", repr(src))
    except SyntaxError as e:
        print("error", repr(src), e.msg, e.lineno)
