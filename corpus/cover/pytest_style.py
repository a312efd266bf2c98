# A test body from a project: pytest and the module under test are absent.
import pytest

result = parse_config(text)
assert result["debug"] is True
with pytest.raises(ValueError, match="bad"):
    parse_config("bad")
print("checked", len(result))
