# CPython's compile-time checks of match patterns (test_patma's
# TestSyntaxErrors cases, and patterns that must still compile).
cases = [('test_alternative_patterns_bind_different_names_0', 'match ...:\n    case "a" | a:\n        pass'), ('test_alternative_patterns_bind_different_names_1', 'match ...:\n    case [a, [b] | [c] | [d]]:\n        pass'), ('test_attribute_name_repeated_in_class_pattern', 'match ...:\n    case Class(a=_, a=_):\n        pass'), ('test_imaginary_number_required_in_complex_literal_0', 'match ...:\n    case 0+0:\n        pass'), ('test_imaginary_number_required_in_complex_literal_1', 'match ...:\n    case {0+0: _}:\n        pass'), ('test_invalid_syntax_0', 'match ...:\n    case {**rest, "key": value}:\n        pass'), ('test_invalid_syntax_1', 'match ...:\n    case {"first": first, **rest, "last": last}:\n        pass'), ('test_invalid_syntax_2', 'match ...:\n    case {**_}:\n        pass'), ('test_invalid_syntax_3', 'match ...:\n    case 42 as _:\n        pass'), ('test_mapping_pattern_keys_may_only_match_literals_and_attribute_lookups', 'match ...:\n    case {f"": _}:\n        pass'), ('test_multiple_assignments_to_name_in_pattern_0', 'match ...:\n    case a, a:\n        pass'), ('test_multiple_assignments_to_name_in_pattern_1', 'match ...:\n    case {"k": a, "l": a}:\n        pass'), ('test_multiple_assignments_to_name_in_pattern_2', 'match ...:\n    case MyClass(x, x):\n        pass'), ('test_multiple_assignments_to_name_in_pattern_3', 'match ...:\n    case MyClass(x=x, y=x):\n        pass'), ('test_multiple_assignments_to_name_in_pattern_4', 'match ...:\n    case MyClass(x, y=x):\n        pass'), ('test_multiple_assignments_to_name_in_pattern_5', 'match ...:\n    case a as a:\n        pass'), ('test_multiple_starred_names_in_sequence_pattern_0', 'match ...:\n    case *a, b, *c, d, *e:\n        pass'), ('test_multiple_starred_names_in_sequence_pattern_1', 'match ...:\n    case a, *b, c, *d, e:\n        pass'), ('test_name_capture_makes_remaining_patterns_unreachable_0', 'match ...:\n    case a | "a":\n        pass'), ('test_name_capture_makes_remaining_patterns_unreachable_1', 'match 42:\n    case x:\n        pass\n    case y:\n        pass'), ('test_name_capture_makes_remaining_patterns_unreachable_2', 'match ...:\n    case x | [_ as x] if x:\n        pass'), ('test_name_capture_makes_remaining_patterns_unreachable_3', 'match ...:\n    case x:\n        pass\n    case [x] if x:\n        pass'), ('test_name_capture_makes_remaining_patterns_unreachable_4', 'match ...:\n    case x:\n        pass\n    case _:\n        pass'), ('test_patterns_may_only_match_literals_and_attribute_lookups_0', 'match ...:\n    case f"":\n        pass'), ('test_patterns_may_only_match_literals_and_attribute_lookups_1', 'match ...:\n    case f"{x}":\n        pass'), ('test_real_number_required_in_complex_literal_0', 'match ...:\n    case 0j+0:\n        pass'), ('test_real_number_required_in_complex_literal_1', 'match ...:\n    case 0j+0j:\n        pass'), ('test_real_number_required_in_complex_literal_2', 'match ...:\n    case {0j+0: _}:\n        pass'), ('test_real_number_required_in_complex_literal_3', 'match ...:\n    case {0j+0j: _}:\n        pass'), ('test_wildcard_makes_remaining_patterns_unreachable_0', 'match ...:\n    case _ | _:\n        pass'), ('test_wildcard_makes_remaining_patterns_unreachable_1', 'match ...:\n    case (_ as x) | [x]:\n        pass'), ('test_wildcard_makes_remaining_patterns_unreachable_2', 'match ...:\n    case _ | _ if condition():\n        pass'), ('test_wildcard_makes_remaining_patterns_unreachable_3', 'match ...:\n    case _:\n        pass\n    case None:\n        pass'), ('test_wildcard_makes_remaining_patterns_unreachable_4', 'match ...:\n    case (None | _) | _:\n        pass'), ('test_wildcard_makes_remaining_patterns_unreachable_5', 'match ...:\n    case _ | (True | False):\n        pass'), ('test_mapping_pattern_duplicate_key', 'match ...:\n    case {"a": _, "a": _}:\n        pass'), ('test_mapping_pattern_duplicate_key_edge_case0', 'match ...:\n    case {0: _, False: _}:\n        pass'), ('test_mapping_pattern_duplicate_key_edge_case1', 'match ...:\n    case {0: _, 0.0: _}:\n        pass'), ('test_mapping_pattern_duplicate_key_edge_case2', 'match ...:\n    case {0: _, -0: _}:\n        pass'), ('test_mapping_pattern_duplicate_key_edge_case3', 'match ...:\n    case {0: _, 0j: _}:\n        pass')]
for name, code in cases:
    try:
        compile(code, '<test>', 'exec')
        print(name, 'NO ERROR')
    except SyntaxError as e:
        print(name, 'SyntaxError', e.msg)

valid = [
    "match x:\n    case _ if y:\n        pass\n    case 1:\n        pass",
    "match x:\n    case a if a:\n        pass\n    case b:\n        pass",
    "match x:\n    case (a, b) | (b, a):\n        pass\n    case _:\n        pass",
    "match x:\n    case [a, _, *_]:\n        pass\n    case {**rest}:\n        pass",
    "match x:\n    case {1: _, 2: _, 'a': _, b'a': _, None: _}:\n        pass",
    "match x:\n    case {1: _, C.x: _, C.x: _}:\n        pass",
    "match x:\n    case -1 | 1+2j | -3-4j | 0j:\n        pass",
    "match x:\n    case C(a=1, b=2) | C(a=2, b=1):\n        pass",
    "match x:\n    case 1 | _:\n        pass",
    "match x:\n    case _:\n        pass",
]
for code in valid:
    compile(code, '<valid>', 'exec')
print(len(valid), 'valid patterns compile')
extra_invalid = [
    "match x:\n    case (x as y) | (y as x):\n        pass",
    "match x:\n    case y:\n        pass\n    case _:\n        pass",
    "match x:\n    case _ | 1:\n        pass",
    "match x:\n    case (a as b) | c:\n        pass",
    "match x:\n    case [a, a]:\n        pass",
    "match x:\n    case {'a': _, 'a': _}:\n        pass",
    "match x:\n    case {1.5: _, 1.5: _}:\n        pass",
    "match x:\n    case {1: a, **a}:\n        pass",
]
for code in extra_invalid:
    try:
        compile(code, '<invalid>', 'exec')
        print('compiled')
    except SyntaxError as e:
        print('SyntaxError', e.msg, e.lineno)
