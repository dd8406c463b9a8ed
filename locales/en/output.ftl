# batak: output (en)

# A number, as the catalogue writes it (the tests).
test-number = { $points }

# A diagnostic's help line after its message, where one line holds both (a GitHub annotation).
help-line = help: { $help }

## Names as prose, results, the lines of check, new, add, amend and remove.
names-and = { $first } and { $last }
result-wins = { $who } wins with { $points } after deal { $deal }
result-share = { $who } share the win with { $points } after deal { $deal }
result-tied = tied at the top: { $who } on { $points }; deal again
result-no-deals = no deals yet
result-leads-short = in progress: { $who } { $leaders ->
        [one] leads
       *[other] lead
    }, { $short } short of { $target }
result-leads-of = in progress: { $who } { $leaders ->
        [one] leads
       *[other] lead
    } with { $points } after { $deals } of { $count } deals
result-leads = { $who } { $leaders ->
        [one] leads
       *[other] lead
    } with { $points } after { $deals ->
        [one] 1 deal
       *[other] { $deals } deals
    }
edit-added = added deal { $deal } to { $file }
edit-removed = removed deal { $deal } from { $file }
edit-changed = changed deal { $deal } in { $file }
edit-unchanged = deal { $deal } already holds that: nothing changed in { $file }
edit-would-change = would change deal { $deal } in { $file }
edit-would-remove = would remove deal { $deal } from { $file }:
edit-would-append = would append to { $file }:
edit-before = before:
edit-after = after:
edit-none = (none)
header-title = the title
header-date = the date
header-title-and-date = the title and date
edit-header-changed = changed { $what } of { $file }: { $heading }
edit-header-unchanged = { $what } of { $file } already { $count ->
        [one] holds
       *[other] hold
    } that: nothing changed
edit-would-change-header = would change { $what } of { $file }
header-label = with { $what } changed
header-done = { $what } { $count ->
        [one] was
       *[other] were
    } changed in
header-not-as-asked = the edit would not change { $what } as asked
created = created { $file }: { $players }{ $partnership }; { $rules }{ $first }
created-partnership = , partnership: { $first } against { $second }
created-first-dealer = ; { $dealer } deals first
check-ok = { $file }: ok, { $deals }{ $warned }; { $result }{ $next }
check-deals = { $count ->
        [one] 1 deal
       *[other] { $count } deals
    }
check-deals-passed = { $count } deals ({ $passed } passed)
check-warnings = , { $count ->
        [one] 1 warning
       *[other] { $count } warnings
    }
next-dealer = { $dealer } deals next.
rotation-stopped = batak cannot tell who deals next: deal { $deal } names no dealer (add --dealer NAME, or amend { $deal } --dealer NAME)
no-dealer-note = note: deal { $deal } names no dealer: deal { $previous } names none, so batak cannot tell who dealt it (amend { $deal } --dealer NAME, or add --dealer NAME)
no-dealer-note-first = note: deal { $deal } names no dealer: no deal names one yet, so batak cannot tell who dealt it (amend { $deal } --dealer NAME starts the rotation, as add --dealer NAME does; batak new --dealer NAME names a match's first dealer)
rules-summary = rules: { $preset }
rules-summary-changed = rules: { $preset } + { $changed }

## Tables: column headings and cells.
column-dealer = dealer
column-tricks = tricks
column-bids = bids
column-contract = contract
column-side = { $teams ->
       *[other] side
    }
column-rank = rank
column-total = total
cell-passed = passed
dealt-by = dealt by { $dealer }
teams-label = teams:{" "}
note-after-end = * recorded after the match ended: shown, not counted
notes-label = notes:
compare-no-change = ; no deal scores differently
compare-changed = ; { $count ->
        [one] deal { $deals } scores differently
       *[other] deals { $deals } score differently
    }

## A file's report of its problems.
headline = { $errors ->
        [0] { $warnings ->
                [one] 1 warning
               *[other] { $warnings } warnings
            }
        [one] 1 error{ $warnings ->
                [0] {""}
                [one] {" "}and 1 warning
               *[other] {" "}and { $warnings } warnings
            }
       *[other] { $errors } errors{ $warnings ->
                [0] {""}
                [one] {" "}and 1 warning
               *[other] {" "}and { $warnings } warnings
            }
    } in { $file }
not-shown = … and { $count } more not shown here (--format json lists every one)
error-word = Error:
warning-word = Warning:
help-word = help:

## batak rules.
rules-setting = setting
rules-value = value
rules-from = from
rules-default = default
rules-allowed = allowed
rules-meaning = meaning
rules-preset = preset
rules-what = what it is
rules-settings = settings
rules-presets = presets
rules-origin-default = (the default)
rules-origin = (from the { $from }; default { $default })
origin-default = default
origin-preset = preset
origin-file = file
origin-flag = flag

## batak stats: the columns' headings.
stats-column-rank = rank
stats-column-player = player
stats-column-matches = matches
stats-column-wins = wins
stats-column-deals = deals
stats-column-declared = declared
stats-column-made = made
stats-column-failed = failed
stats-column-made-rate = made %
stats-column-average-bid = avg bid
stats-column-slams = slams
stats-column-slams-made = slams made
stats-column-sets = sets
stats-column-points = points
stats-column-best = best
stats-column-worst = worst
