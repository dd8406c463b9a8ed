# batak: output (en)

# A number, as the catalogue writes it (the tests).
test-number = { $points }

# A diagnostic's help line after its message, where one line holds both (a GitHub annotation).
help-line = help: { $help }
