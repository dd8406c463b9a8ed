# batak: diagnostics (en)

## The summary of the problems past the first kept of a file.
omitted = { $count } more problems were found and not kept ({ $errors } errors, { $warnings } warnings): only the first { $kept } of a file are kept
omitted-help = fix the first problems and run batak check again: many of the others are often the same mistake
