# batak: the command line's words (en). Every command's about line is `about-<command>`,
# its examples `after-<command>`, a flag's help `arg-<command>-<flag>` (or `arg-<flag>`
# where every command says the same); the other languages translate the same ids, and
# `value-` and `choice-` ids for the names and help of values, which the code declares
# in English beside the values. clap's headings, usage line and errors are clap's own in
# English; the other languages say them again with the `cli-` ids below.

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

about-add = Append a deal to a match file, after checking the whole match with it
about-amend = Change fields of a deal (default: the last) where they are written; print the standings
about-batak = Keep score for Batak, the Turkish trick-taking card game, from a plain-text match file.
about-chart = Chart a match's running totals, or a season's points match by match: in the terminal or as SVG
about-check = Validate match files without scoring output; one line per valid file
about-compare = Score one file under its own rules and under alternatives, side by side
about-completions = Print a shell completion script
about-lsp = A language server over stdin and stdout: diagnostics, running totals, completion
about-man = Print the man page (roff)
about-new = Start a new match file (TOML or YAML by extension); never overwrites one
about-remove = Remove a deal (default: the last) with its comments; print the standings
about-rename = Rename a player (or a team) everywhere the file names them; print the standings
about-rules = List every setting with its effective value, default, range and meaning; the presets
about-schema = Print the JSON Schema of the match file
about-score = Score match files: per-deal table, standings and result
about-serve = The whole table on their phones: the match as a live page, with a form to record a deal
about-show = One deal's recorded play: the hands, the tricks under the players' names, breaches
about-stats = Statistics of a season: per player over many match files
about-watch = The live scoreboard: redrawn on every save of the file; Ctrl-C ends it
after-add =
    The dealer rotation: without --dealer, add writes in the player after the last deal's dealer (the first deal's is the file's first_dealer, which batak new --dealer NAME writes); when it cannot tell, it says so and writes none.

    Examples:
      batak add friday.toml --declarer Burak --bid 7 --tricks 2,8,2,1 --trump hearts
      batak add friday.toml --declarer Cem --bid 6 --tricks Ayşe=3,Burak=2,Cem=5,Deniz=3
      batak add friday.toml --passed --dealer Deniz
      batak add friday.toml --declarer Burak --bid 7 --tricks 2,8,2,1 --dry-run
after-amend =
    Examples:
      batak amend friday.toml 4 --tricks 3,7,2,1
      batak amend friday.toml --title "Friday at Kemal's" --date 2026-11-27
      batak amend friday.toml --trump spades --dry-run
      batak amend friday.toml 2 --passed
      batak amend friday.toml 5 --bids 0,0,7,0
after-batak =
    Examples:
      batak score examples/friday.toml
      batak score examples/friday.toml --set double_penalty=true --set target=101
      batak score examples/esli.yaml --format json
      batak check examples/*.toml
      batak compare examples/friday.toml --with double_penalty=true --with 'short:target=101'
      batak rules --set preset=esli
      batak add friday.toml --declarer Burak --bid 7 --tricks 2,8,2,1
      batak amend friday.toml 4 --tricks 3,7,2,1
      batak remove friday.toml
      batak watch friday.toml
      batak serve friday.toml --lan
      batak stats season/*.toml
      batak chart friday.toml --output friday.svg
      batak show examples/played.toml 2
after-chart =
    Examples:
      batak chart friday.toml
      batak chart friday.toml --output friday.svg --size 1000x600
      batak chart season/*.toml --output season.svg
after-check =
    Examples:
      batak check examples/*.toml
      batak check match.toml --strict --format json
after-compare =
    Examples:
      batak compare match.toml --with double_penalty=true
      batak compare match.toml --with 'slam:slam_double=true' --with 'to 101:target=101,ties=share'
after-completions =
    Example:
      batak completions bash > ~/.local/share/bash-completion/completions/batak
after-lsp =
    Started by an editor, not by hand: it speaks the Language Server Protocol on standard input and output. docs/editors.md shows the setup for Neovim, Helix, VS Code and Zed.

    Example (Helix, languages.toml):
    {"  ["}language-server.batak]
      command = "batak"
      args = ["lsp"]
after-man =
    Example:
      batak man > ~/.local/share/man/man1/batak.1
after-new =
    Examples:
      batak new friday.toml --players Ayşe,Burak,Cem,Deniz --dealer Ayşe
      batak new friday.toml --players Ayşe,Burak,Cem,Deniz --title "Friday at Kemal's" --date 2026-11-27
      batak new esli.yaml --players A,B,C,D --set preset=esli --teams Us,Them
after-remove =
    Examples:
      batak remove friday.toml            # the last deal
      batak remove friday.toml 3 --dry-run
after-rename =
    Examples:
      batak rename friday.toml Ayse Ayşe
      batak rename friday.toml 'Us' 'Kuzey' --dry-run
after-rules =
    Examples:
      batak rules
      batak rules match.toml --set double_penalty=true
      batak rules --set preset=esli --format json
after-score =
    Settings for --set: { $settings }
    (`batak rules` explains each.)

    Examples:
      batak score match.toml
      batak score match.toml --set double_penalty=true --set target=101
      batak score season/*.toml --format csv > all.csv
      cat match.yaml | batak score - --input-format yaml
after-serve =
    The first line printed is the address to open, with the run's token in it; on a terminal a QR code of it follows, for the phones to scan. Anyone with the address can record deals: it stays on this machine unless --lan. Ctrl-C ends it.

    Examples:
      batak serve friday.toml
      batak serve friday.toml --lan
      batak serve friday.toml --lan --read-only --port 8080
after-show =
    Examples:
      batak show examples/played.toml 2
      batak show match.toml 5 --format json
after-stats =
    Examples:
      batak stats season/*.toml
      batak stats season/*.toml --format json
      batak stats season/*.toml --set double_penalty=true
after-watch =
    Examples:
      batak watch friday.toml
      batak watch friday.toml --set double_penalty=true
      batak watch friday.toml > scores.log   # plain text, each re-score ending with --
arg-add-file = The match file to append to
arg-after_end = Record the deal even though the match has finished (it shows as after the end)
arg-amend-date = Change the match's date instead of a deal: 2026-11-27 (27.11.2026 is written so)
arg-amend-dealer = Who dealt the deal (the rotation is checked against it)
arg-amend-title = Change the match's title instead of a deal (given alone, or with --date)
arg-bid = The declarer's bid
arg-bids = One number per player in order of play: under bidding = everyone each player's prediction (with --tricks); else the score-sheet form, one non-zero (replaces declarer and bid)
arg-bind = The address to listen on
arg-chart-files = The match file; `-` reads standard input. With several files, each player's points across them, in the order given
arg-chart-output = Write a standalone SVG to this file instead of drawing in the terminal
arg-check-format = Output format: a line per valid file, a JSON object per file, or GitHub Actions workflow commands (an annotation per problem, on its line of the pull request)
arg-color = Colour: auto (on a terminal, unless NO_COLOR is set), always or never
arg-dealer = Who dealt; left out, add writes the player after the last deal's dealer (the first deal's: the file's first_dealer, from batak new --dealer)
arg-declarer = Who won the auction
arg-dry_run = Show the change and the standings it would give; write nothing
arg-file = The match file
arg-files = Match files (.toml, .yaml, .yml); `-` reads standard input
arg-format = Output format
arg-input_format = The format of standard input (`-`) or of a file with another extension
arg-lan = Listen on every interface, for the phones at the table: the address printed is this machine's on the local network
arg-like = Start like an earlier match: its players, teams and rules settings (what --players, --teams and --set give takes precedence)
arg-match_files_only = Pass over files that are not match files (no `players` at the top level, as a Cargo.toml or a CI workflow): what a pre-commit hook handed every TOML and YAML file needs
arg-max_size = The largest file batak reads, in bytes or with K, M or G (powers of 1024)
arg-new-date = The match's date, year first: 2026-11-27 (27.11.2026 is written so, with a note)
arg-new-dealer = Who deals the first deal (written as first_dealer): batak add then writes each deal's dealer, the deal passing to the next player in order of play
arg-new-file = The file to create (.toml, .yaml or .yml)
arg-new-set = Write a house rule into the new file's rules (repeatable): --set preset=esli
arg-new-title = The match's title, above its tables, charts and pages (else the file's name)
arg-no_qr = Print no QR code of the address
arg-note = A note for the deal
arg-number = The deal's number (from 1, as the tables show it); the last deal if left out
arg-output = Write the output to this file instead of standard output, whole or not at all (needed by --format xlsx, whose file ends in .xlsx)
arg-passed = Everybody passed: the hand was thrown in
arg-players = The players (three or four), in order of play
arg-port = The port to listen on (0: any free one)
arg-read_only = Show the match without the form; every change is refused
arg-remove-file = The match file to remove a deal from
arg-rename-new = The new name: no other player's or team's
arg-rename-old = The name as the file has it (typed as people type names: `ayse` is Ayse)
arg-rules-file = A match file whose rules to show (and where each value comes from)
arg-schema = The schema the file's first line points editors to
arg-serve-file = The match file to serve: the only file read or written
arg-set = Change a house rule for this run (repeatable): --set double_penalty=true
arg-shell = The shell to complete for
arg-show-file = The match file; `-` reads standard input
arg-show-number = The deal's number (from 1, as the tables show it); the last deal with its play recorded if left out
arg-size = The SVG's size in pixels
arg-stats-files = Match files (.toml, .yaml, .yml) of the season; `-` reads standard input
arg-strict = Treat warnings as errors (exit 1)
arg-teams = Team names, partnership only (team 1 = seats 1 & 3)
arg-tricks = Tricks taken: a,b,c,d in order of play (or a-b-c-d, as the tables show them), NAME=n,… per player or team, or 2 team counts
arg-trump = The trump suit (spades, hearts, ♠, maça, sinek …; not S, which is spades in English and sinek in Turkish)
arg-wait = How long to wait for another batak that is changing the file, in seconds
arg-watch-file = The match file to follow
arg-with = An alternative rule set: k=v[,k=v…], optionally labelled 'label:k=v,…' (repeatable)
