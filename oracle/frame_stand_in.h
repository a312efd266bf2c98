#pragma once
/// \file
/// The offline oracle's DataFrame: a name the snippet never defines and uses
/// as a pandas DataFrame (`df['salary']`, `df.groupby('dept')`) is answered
/// with a small DataFrame of hyexec's own pandas (interp/pylib/_pandas.py)
/// whose columns are the ones the snippet names, with values of the kind
/// each column's uses ask for, instead of a dict or a Mock whose invented
/// behaviour would make errors the snippet does not have.

#include "oracle/usage.h"

#include <string>

namespace hyexec::oracle {

/// The answer for `name` (`__import__('_pandas').DataFrame({...})`), or
/// empty when its uses do not look like a DataFrame's.
std::string frame_stand_in(const UsageMap& usage, const std::string& source,
                           const std::string& name);

/// The text of a CSV file the snippet reads into a table (pandas'
/// `read_csv`, `csv.DictReader`) whose columns are the ones the snippet
/// then names, a header and four rows; empty when no such use is seen.
/// Without it a generic file made every column lookup a KeyError the
/// snippet does not have.
std::string table_file_text(const UsageMap& usage, const std::string& source);

} // namespace hyexec::oracle
