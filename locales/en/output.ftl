# batak: output (en)

# A number, as the catalogue writes it (the tests).
test-number = { $points }

# A diagnostic's help line after its message, where one line holds both (a GitHub annotation).
help-line = help: { $help }

## Names as prose, results, the lines of check, new, add, amend and remove.
names-and = { $first } and { $last }
result-wins = { $who } { $people ->
        [one] wins
       *[other] win
    } with { $points } after deal { $deal }
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
edit-trump = : trump { $trump }
not-changed = { $file } was not changed
wrote = wrote { $file }
wrote-chart = wrote { $file } ({ $size })
# What was done before a failed write to standard output (io-stdout-changed-help).
done-created = { $file } was created
done-written = { $file } was written
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
    } changed in { $file }
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
next-dealer-inline = { $dealer } deals next
rotation-stopped = batak cannot tell who deals next: deal { $deal } names no dealer (add --dealer NAME, or amend { $deal } --dealer NAME)
no-dealer-note = note: deal { $deal } names no dealer: deal { $previous } names none, so batak cannot tell who dealt it (amend { $deal } --dealer NAME, or add --dealer NAME)
no-dealer-note-first = note: deal { $deal } names no dealer: no deal names one yet, so batak cannot tell who dealt it (amend { $deal } --dealer NAME starts the rotation, as add --dealer NAME does; batak new --dealer NAME names a match's first dealer)
rules-summary = rules: { $rules }

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
not-shown-counted = … and { $count } more not shown here (--format json lists the first { $kept } and counts the rest)
error-word = Error:
warning-word = Warning:
help-word = help:

## batak rules.
setting-by-players = 13 (16 with three players)
preset-the-defaults = (the defaults)
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

## Suits, in words beside their symbol.
suit-spades = spades
suit-hearts = hearts
suit-diamonds = diamonds
suit-clubs = clubs

## batak stats and chart over many files; batak compare.
mixed-rules = note: these matches are scored under different rules, and their points are added as they are (a point of one is not a point of another; --set can score them all alike): { $sets }
mixed-rules-set = rules: { $rules } ({ $files })
left-out-of-stats = left out of the statistics for their errors: { $files }
left-out-of-chart = left out of the chart for their errors: { $files }
stats-columns-left-out = (some columns left out for the width; --format csv, json or markdown has them all)
stats-files-counted = { $count ->
        [one] 1 file counted
       *[other] { $count } files counted
    }
stats-left-out = { $counted }; left out for their errors: { $files }
compare-own-rules = file's rules
compare-own-rules-and = file's rules + { $set }
compare-with-and = { $label } + { $set }
compare-left-out = { $label }: left out: the match has { $count ->
        [one] 1 error
       *[other] { $count } errors
    } under these rules

## batak show.
show-partial = { $recorded } of { $hand } tricks recorded
show-record = { $hand } tricks, { $made } to the declarer
show-tricks = { $hand } tricks
show-title = deal { $deal } · { $declarer } bid { $bid } · trump { $trump } · { $record }
show-title-predicted = deal { $deal } · predicted { $predicted } · trump { $trump } · { $record }
show-hands-dealt = hands as dealt
show-hands-played = hands as dealt (from the tricks)
show-hands-partial = cards each player is seen to play (a partial record)
show-legend-led = > led the trick
show-legend-won = * won it
show-legend-broke = ! broke a play rule
show-tricks-won = tricks won:{" "}
show-no-breach = no breach of the play rules
show-breaches = breaches of the play rules:

## batak watch.
watch-watcher-problem = batak watch: the watcher reported a problem ({ $problem }); watching on
watch-last-good = last good: { $result }
watch-more = … (batak check { $file } shows the rest)
watch-footer = watching { $file } · redrawn on every save · Ctrl-C to stop
watch-last-good-standings = the last good standings, until the file is fixed:

## What a change says after writing, and a failed write to standard output.
written-through-link = { $file } is a link: the change was written to { $target }
lost-owner = note: { $file } could not keep its owner and group ({ $owner }): only root may give a file away, and only a member of the group may keep it; others in that group may no longer write it
other-hard-links = note: { $file } had other hard links; they keep the old content (batak writes a new file and renames it)
label-new = as it would be written
label-added = with the new deal
label-removed = without the deal
label-amended = with deal { $deal } changed
done-added = the deal was added to { $file }
done-removed = deal { $deal } was removed from { $file }
label-renamed = with { $old } renamed { $new }
done-renamed = { $old } was renamed { $new } in { $file }
edit-renamed = renamed { $old } to { $new } in { $file } ({ $count ->
        [one] 1 place
       *[other] { $count } places
    })
edit-would-rename = would rename { $old } to { $new } in { $file } ({ $count ->
        [one] 1 place
       *[other] { $count } places
    }), on these lines:
rename-unchanged = { $old } is already called { $new }: nothing changed in { $file }
done-amended = deal { $deal } was changed in { $file }

## Notes on standard error.
note-name-typed = note: { $flag } { $typed } is { $name }
note-date-turned = note: --date { $given } is written year first, as a match file writes a date: { $iso }
note-three-classic = note: three players, scored as the classic paper sheet; Gömmeli (16 cards each, 10 points a trick) is --set preset=gommeli
note-schema = note: the file's first line points editors at { $schema } for completion and checks as you type; make it with: batak schema > { $path }
note-named-twice = note: { $file } is named more than once; it counts once

## Charts (terminal and SVG).
chart-x-deal = deal
chart-x-match = match
chart-y-running = running total
chart-y-season = points so far
chart-note-deals = across: deals; up: running totals
chart-note-matches = across: matches, in the order given; up: points so far (each match's final totals added up)
chart-matches = { $count ->
        [one] 1 match
       *[other] { $count } matches
    }
chart-season = Season
chart-dotted = dotted
chart-dots = dots
chart-small-letters = small letters
chart-target-across = target { $target }: the { $line } line across
chart-ended-up = the match ended after deal { $deal }: the { $line } line up
chart-meet = *: two or more lines at the same place
chart-after-end-marks = { $marks } after it: deals after the end, not counted
chart-target = target { $target }
chart-after-end = after the end, not counted
chart-ended = ended after deal { $deal }

## The HTML page and Markdown.
page-season = Season
page-standings = Standings
page-season-caption = Each player's points after each match, in the order given (a team's total counts for both partners).
page-matches = Matches
page-deals = Deals
page-match-caption = Running totals after each deal.
page-title-matches = batak: matches
page-title-season = batak: season
page-problems = This file has errors, so it is not scored here (batak check shows them):
page-line = line { $line }
page-teams = Teams:
page-notes = Notes:
page-note = deal { $deal }
page-after-end = In italics: recorded after the match ended; shown, not counted.
page-last-rows = The last { $shown } of { $deals } deals; --format csv or json has them all.
page-compared = Rule sets compared
page-column-match = match
page-column-date = date
page-column-result = result

## The man page's sections.
man-name = NAME
man-synopsis = SYNOPSIS
man-description = DESCRIPTION
man-options = OPTIONS
man-commands = COMMANDS
man-examples = EXAMPLES
new-like-errors = { $file } has errors, so batak new cannot start like it
xlsx-nothing = { $file } was not written: no match to put in it
xlsx-not-put = { $file } could not be put in the workbook: { $error }
man-exit-status = EXIT STATUS
man-environment = ENVIRONMENT
man-version = VERSION
man-exit-0 = Scored (warnings allowed); a change was written (or shown by --dry-run).
man-exit-1 = A file has errors, could not be read or written, or has warnings under --strict; a change was refused and the file left as it was.
man-exit-2 = A mistake on the command line, including a bad --set and a name that is not a player's.
man-env-lang = The language batak speaks: English, Turkish or German, read as gettext reads it (C or POSIX is English); JSON and CSV are the same under every locale.
man-env-columns = The width to lay tables, charts and reports out for (else the terminal's, else 80).
man-env-no-color = When set and not empty, no colour unless --color always.
man-env-complete = Set by the script that BATAK_COMPLETE=bash batak (or zsh, fish, elvish, powershell) prints: batak then answers the shell's completion instead of running.

## show --format markdown; a long table.
show-md-partial = (a partial record: only the cards played are known)
show-md-legend = `>` led the trick, **bold** won it, `!` broke a play rule.
show-md-won = Tricks won: { $won }.
show-md-no-breach = No breach of the play rules.
watch-last-deal = (deal { $deals } of { $deals })
watch-last-deals = (deals { $first }–{ $deals } of { $deals })
table-last-rows = (the last { $shown } of { $deals } deals; --format csv, json or markdown shows them all)

## The comments of a new match file.
file-score = A Batak match. Score it:   batak score FILE
file-add = Add each deal as it is played:
file-add-bids = batak add FILE --bids { $bids } --tricks { $counts } (every player's prediction, then the tricks taken)
file-add-contract = batak add FILE --declarer NAME --bid N --tricks { $counts } [--trump SUIT]
file-add-passed = batak add FILE --passed
file-dealer = (batak add writes in each deal's dealer: the player after the last deal's, or first_dealer)
file-fix = Fix one: batak amend FILE [N] --tricks …   Undo one: batak remove FILE [N]
file-watch = A live scoreboard: batak watch FILE
file-title-example = Friday at Kemal's
file-title = the match's title, above its tables and charts
file-date = the match's date, year first
file-first-dealer = who deals the first deal; then each deal passes to the next player
file-setting-follows-extra = unset: follows extra_points
file-deals-toml = Deals follow as [[deals]] tables, in the order they are played.
file-deals-yaml = The deals, in the order they are played (batak add appends them).

## batak lsp: hints, outline, hover and quick fixes.
lsp-after-end = after the end, not counted: { $line }
lsp-everyone-bids = everyone bids
lsp-late = after the end
lsp-deal = Deal { $deal }
lsp-points = points
lsp-why-late = recorded after the match had ended: shown, not counted
lsp-why-passed = everybody passed: thrown in, nobody scores
lsp-took = took { $taken }
lsp-side-took = { $side } took { $taken }
lsp-why-minimum = { $side } took { $taken } of the { $minimum } tricks a defender must: { $points }
lsp-bid = { $who } bid { $bid }, { $took }: { $fate }
lsp-made = made{ $over ->
        [0] {""}
        [one] , 1 overtrick
       *[other] , { $over } overtricks
    }
lsp-overshoot = failed, { $overshoot } or more tricks over the bid is too many (overshoot)
lsp-lost = failed, the bid is lost
lsp-lost-twice = failed, the bid is lost twice (double penalty)
lsp-slam = ; a slam, doubled
lsp-fix-tricks = Record the tricks the play shows: { $tricks }
lsp-fix-change = Change to { $replacement }
lsp-record-tricks = Record these tricks: { $tricks } (deal { $deal })
lsp-rename-no-name = only a player's or a team's name can be renamed here

## batak serve: the page and its form.
serve-no-lan = no address on the local network was found: the address printed is this machine's own (127.0.0.1)
serve-qr-narrow = (the QR code needs a terminal { $columns } columns wide: widen this one and start again, or open the address above)
serve-qr-loopback = (this address is this machine's own, which no phone reaches: for the phones at the table, serve with --lan and scan the QR code it shows)
serve-over = The match is over. To play on, start the next match: batak new NEXT.toml --like { $file }
serve-after-end-open = Record a deal after the end anyway (not counted)
serve-refused = Not recorded:
serve-refused-fix = Not changed:
serve-refused-remove = Not removed:
serve-problems = This file has errors (batak check shows them):
serve-warnings = Warnings:
serve-last-good = The standings below are the last ones read without errors.
serve-conflict = The file changed since this page was drawn: the page now shows what was recorded meanwhile. Send the deal again if it is still needed.
serve-conflict-fix = The file changed since this page was drawn: the page now shows it as it is. Send the fix again if it is still needed.
serve-conflict-remove = The file changed since this page was drawn: the page now shows it as it is. Remove the deal again if it should still go.
serve-recorded-meanwhile = { $count ->
        [one] Deal { $from } was recorded meanwhile: it is in the table below.
       *[other] Deals { $from } to { $to } were recorded meanwhile: they are in the table below.
    }
serve-form-meanwhile = A deal was recorded meanwhile (it is in the table now): this one would be refused as sent. Look at the table, then reload the page to record the next deal.
serve-fix-meanwhile = The file changed meanwhile (the table shows it now): this fix would be refused as sent. Look at the table, then open the fix again.
serve-stopping = batak serve is stopping; nothing was written
serve-form-heading = Deal { $deal }
serve-form-bids = Predictions
serve-form-declarer = Declarer
serve-form-passed = everybody passed
serve-form-bid = Bid
serve-form-trump = Trump
serve-form-tricks = Tricks taken
serve-form-note = Note
serve-form-after-end = record it after the end (not counted)
serve-form-record = Record deal { $deal }
serve-tricks-hint = The tricks add up to { $hand }.
serve-tricks-done = { $hand } tricks: complete
serve-tricks-left = { $sum } of { $hand } tricks: { $left ->
        [one] one more
       *[other] { $left } more
    }
serve-tricks-over = more than { $hand } tricks
serve-remove = Remove deal { $deal }
serve-fix-heading = Fix deal { $deal }
serve-fix-save = Save deal { $deal }
serve-fix-cancel = Cancel
serve-fix-link = Fix deal { $deal }
serve-fix-other = Fix another deal:
serve-fix-open = Open
