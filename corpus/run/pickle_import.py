# pickle imports (constants, exceptions); pickling itself is unsupported in hyexec.
import pickle
print(pickle.HIGHEST_PROTOCOL, pickle.DEFAULT_PROTOCOL, issubclass(pickle.PicklingError, pickle.PickleError))
