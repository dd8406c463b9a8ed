# batak: the command line's own words (en). The help of each command and flag is written
# beside it in the code; the other languages translate it here under `about-`, `after-`,
# `arg-`, `choice-` and `value-` ids.

cli-usage = Usage:
cli-options = Options
cli-arguments = Arguments
cli-commands = Commands
cli-command-value = COMMAND
cli-options-value = OPTIONS
cli-default = default
cli-possible = possible values

cli-error = error:
cli-error-more = For more information, try '--help'.
cli-error-tip = tip: a similar argument exists: '{ $suggestion }'
cli-error-tip-command = tip: a similar subcommand exists: '{ $suggestion }'
cli-error-tip-value = tip: a similar value exists: '{ $suggestion }'
cli-error-tip-trailing = tip: to pass '{ $arg }' as a value, use '-- { $arg }'
cli-error-value-missing = a value is required for '{ $arg }' but none was supplied
cli-error-invalid-value = invalid value '{ $value }' for '{ $arg }'
cli-error-unknown-argument = unexpected argument '{ $arg }' found
cli-error-invalid-subcommand = unrecognized subcommand '{ $subcommand }'
cli-error-no-equals = equal sign is needed when assigning values to '{ $arg }'
cli-error-too-many-values = unexpected value '{ $value }' for '{ $arg }' found; no more were expected
cli-error-value-count = wrong number of values for '{ $arg }'
cli-error-conflict = the argument '{ $arg }' cannot be used with '{ $prior }'
cli-error-repeated = the argument '{ $arg }' cannot be used multiple times
cli-error-missing-required = the following required arguments were not provided: { $arg }
cli-error-missing-subcommand = '{ $arg }' requires a subcommand but one was not provided
cli-error-utf8 = invalid UTF-8 was detected in one or more arguments
cli-error-other = the command line was not understood
