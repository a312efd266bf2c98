# unittest.mock: recording calls, return values, side effects, magic
# methods, patching, and the assertion messages.
import os
from unittest import mock
from unittest.mock import MagicMock, Mock, call, patch, sentinel, ANY

m = Mock(return_value=3)
print(m(1, 2, key="v"), m.call_count, m.call_args, m.called)
m.assert_called_once_with(1, 2, key="v")
try:
    m.assert_called_with(5)
except AssertionError as e:
    print(e)
m.method(4).other()
print(m.mock_calls)
print(m.method_calls)
print(m.method.call_args_list == [call(4)], m.method(4) is m.method(5))
m.reset_mock()
print(m.call_count, m.mock_calls)
m.side_effect = [1, 2, KeyError("k")]
print(m(), m())
try:
    m()
except KeyError as e:
    print("KeyError", e)
m.side_effect = lambda x: x * 2
print(m(21))
try:
    m.assert_not_called()
except AssertionError as e:
    print(e)

mm = MagicMock()
print(len(mm), list(mm), 3 in mm, bool(mm), int(mm))
mm.__len__.return_value = 7
mm.__getitem__.return_value = "item"
print(len(mm), mm[0], mm["k"])
mm.__getitem__.assert_has_calls([call(0), call("k")])
with mm as ctx:
    print(ctx is mm.__enter__.return_value)
print(sentinel.token, sentinel.token is sentinel.token, ANY == 5)


def size(p):
    return os.path.getsize(p)


with patch("os.path.getsize", return_value=42) as fake:
    print(size("x"), fake.call_args)
print(hasattr(os.path.getsize, "call_args"))


class Config:
    level = 1


@patch.object(Config, "level", 9)
def read():
    return Config.level


print(read(), Config.level)
settings = {"a": 1}
with patch.dict(settings, {"b": 2}, clear=True):
    print(settings)
print(settings)


@patch("os.getcwd")
def cwd(fake):
    fake.return_value = "/fake"
    return os.getcwd()


print(cwd(), os.getcwd() != "/fake")
spec = Mock(spec=["read"])
print(spec.read() is not None)
try:
    spec.write
except AttributeError as e:
    print("AttributeError", e)
