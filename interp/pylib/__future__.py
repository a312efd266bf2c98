# __future__: the feature names old code imports. Every feature is on in
# Python 3.11; `annotations` (PEP 563) makes defs skip evaluating their
# annotations (cfg::CodeUnit::lazy_annotations).


class _Feature:
    def __init__(self, name, optional, mandatory, compiler_flag):
        self.name = name
        self.optional = optional
        self.mandatory = mandatory
        self.compiler_flag = compiler_flag

    def getOptionalRelease(self):
        return self.optional

    def getMandatoryRelease(self):
        return self.mandatory

    def __repr__(self):
        return '_Feature' + repr((self.optional, self.mandatory, self.compiler_flag))


nested_scopes = _Feature('nested_scopes', (2, 1, 0, 'beta', 1), (2, 2, 0, 'alpha', 0), 16)
generators = _Feature('generators', (2, 2, 0, 'alpha', 1), (2, 3, 0, 'final', 0), 0)
division = _Feature('division', (2, 2, 0, 'alpha', 2), (3, 0, 0, 'alpha', 0), 131072)
absolute_import = _Feature('absolute_import', (2, 5, 0, 'alpha', 1), (3, 0, 0, 'alpha', 0), 262144)
with_statement = _Feature('with_statement', (2, 5, 0, 'alpha', 1), (2, 6, 0, 'alpha', 0), 524288)
print_function = _Feature('print_function', (2, 6, 0, 'alpha', 2), (3, 0, 0, 'alpha', 0), 1048576)
unicode_literals = _Feature('unicode_literals', (2, 6, 0, 'alpha', 2), (3, 0, 0, 'alpha', 0), 2097152)
barry_as_FLUFL = _Feature('barry_as_FLUFL', (3, 1, 0, 'alpha', 2), (4, 0, 0, 'alpha', 0), 4194304)
generator_stop = _Feature('generator_stop', (3, 5, 0, 'beta', 1), (3, 7, 0, 'alpha', 0), 8388608)
annotations = _Feature('annotations', (3, 7, 0, 'beta', 1), None, 16777216)

all_feature_names = ['nested_scopes', 'generators', 'division', 'absolute_import',
                     'with_statement', 'print_function', 'unicode_literals', 'barry_as_FLUFL',
                     'generator_stop', 'annotations']
