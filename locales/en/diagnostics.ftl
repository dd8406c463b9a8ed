# batak: diagnostics (en)

## The summary of the problems past the first kept of a file.
omitted = { $count } more problems were found and not kept ({ $errors } errors, { $warnings } warnings): only the first { $kept } of a file are kept
omitted-help = fix the first problems and run batak check again: many of the others are often the same mistake

## Words that go into other messages.
# Where a problem is: a deal by its number, the file as a whole.
place-deal = deal { $deal }
place-match-file = the match file
# Who a name is given as.
role-declarer = declarer
role-dealer = dealer
role-first-dealer = first dealer
# What a value is.
what-prediction = a prediction
what-bid = a bid
what-player-name = a player's name
what-team-name = a team name
# The kinds of value a file holds (`found a string`).
kind-null = nothing (null)
kind-bool = a boolean
kind-int = an integer
kind-float = a decimal number
kind-string = a string
kind-date = a date
kind-list = a list
kind-table = a table
found-numbers = { $count ->
        [one] { $count } number
       *[other] { $count } numbers
    }
# What a value must be.
expected-string = a string
expected-integer = an integer
expected-bool = true or false
expected-deal-table = a table (declarer, bid, tricks …)
expected-settings-table = a table of settings
expected-four-names = a list of four names
expected-two-names = a list of two names
# The suits, in a diagnostic.
diag-suit-spades = { suit-spades }
diag-suit-hearts = { suit-hearts }
diag-suit-diamonds = { suit-diamonds }
diag-suit-clubs = { suit-clubs }
# Nothing (a rule's source when the file gave it; an empty piece).
nothing = { "" }
# Where a setting's value came from, after a message about a rule the file breaks.
rule-source-flag = { " " }({ $setting } = { $value } comes from the command line)
rule-source-preset = { " " }({ $setting } = { $value } comes from preset { $preset })
# The nearest name to one that is not known.
suggest-did-you-mean = did you mean "{ $candidate }"?

## Keys and types.
key-unknown = { $place } has no key "{ $key }"
key-unknown-label = unknown key
key-unknown-help = { $place } may have: { $keys }
type-mismatch = { $what } must be { $expected }, found { $found }
type-mismatch-label = expected { $expected }
type-mismatch-help = write { $expected } here
type-mismatch-help-quote = put it in quotes ("…"): written bare, YAML reads some words and numbers as other things (N, Y, no, on as booleans, null as nothing, 12 and 1:30 as numbers, 2026-11-27 as a date); here it read { $found }
integer-too-large = { $what } = { $text } is far too large
integer-too-large-label = not a trick count
integer-too-large-help = a count in a match file is a small whole number

## A deal.
player-unknown = { $place }: no player named "{ $name }"
player-unknown-label = unknown { $role }
player-unknown-help = the players are { $players }
player-unknown-help-suggest = did you mean "{ $candidate }"? (the players are { $players })
play-hands-alone = deal { $deal } has hands but no play
play-hands-alone-label = hands without play
play-hands-alone-help = hands goes with play, the tricks as played; add play or remove hands
tricks-missing = deal { $deal } has no tricks
tricks-missing-label = tricks are missing
tricks-missing-help-three = add tricks = [a, b, c] (in order of play), or passed = true if all passed
tricks-missing-help-four = add tricks = [a, b, c, d] (in order of play), or passed = true if all passed
tricks-missing-help-everyone = add tricks = [a, b, c, …]: the tricks each player took, in order of play
tricks-missing-help-partial = a play of fewer than { $hand } tricks needs tricks = { $list }: the tricks after the record were conceded or claimed
bids-missing = deal { $deal } has no bids
bids-missing-label = bids are missing
bids-missing-help = under bidding = "everyone" add bids = [a, b, c, …]: each player's prediction, in order of play
bidding-form-declarer = deal { $deal } has { $key }, but under bidding = "everyone" there is no declarer: every player predicts in bids{ $source }
bidding-form-passed = deal { $deal } has { $key }, but under bidding = "everyone" nobody passes: every player predicts in bids{ $source }
bidding-form-label = { $key } belongs to an auction
bidding-form-help = remove { $key }: write each player's prediction in bids = [3, 4, 2, 4] (or set bidding = "auction" in [rules])
bids-count-everyone = deal { $deal }: bids must be { $players } numbers, one per player, found { $found }
bids-count-everyone-help = under bidding = "everyone" every player predicts: one number per player in order of play, e.g. bids = [3, 4, 2, 4]
bids-expected-numbers = expected { $count ->
        [one] { $count } number
       *[other] { $count } numbers
    }
nil-bid = deal { $deal }: a prediction of 0 needs nil_points, which is 0{ $source }
nil-bid-label = 0 not allowed
nil-bid-help = predict from { $min } to { $hand }, or set nil_points (e.g. nil_points = 50) to play el almaz
prediction-above-hand = deal { $deal }: prediction { $bid } is more than the { $hand } tricks of a deal
prediction-below-min = deal { $deal }: prediction { $bid } is below the minimum bid of { $min }{ $source }
prediction-range-label = predictions go from { $min } to { $hand }
prediction-range-label-nil = predictions go from { $min } to { $hand } (or 0)
prediction-range-help = a prediction is from min_bid ({ $min }) to hand ({ $hand })
prediction-range-help-nil = a prediction is from min_bid ({ $min }) to hand ({ $hand }) (or 0)
dealer-rotation = deal { $deal }: { $dealer } dealt, but the rotation says { $expected }
dealer-rotation-label = out of rotation
dealer-rotation-help = the deal passes to the next player after every deal, passed or not
passed-contract = deal { $deal } is passed, but has { $key }
passed-contract-label = a passed deal has no contract
passed-contract-help = remove { $key }, or remove passed
passed-not-allowed = deal { $deal } is passed, but under all_pass = "dealer" the dealer must take the hand{ $source }
passed-not-allowed-label = passed deal
passed-not-allowed-help = record the dealer as declarer with bid = { $bid }
contract-both = deal { $deal } has both bids and declarer/bid
contract-both-label = give one form only
contract-both-help = keep either declarer + bid, or the score-sheet bids list
contract-none = deal { $deal } has no contract
contract-none-label = no declarer, bid or bids
contract-none-help = add declarer = NAME and bid = N, or bids = [0, 7, 0, 0], or passed = true
contract-no-bid = deal { $deal } has a declarer but no bid
contract-no-bid-label = bid is missing
contract-no-bid-help = add bid to this deal
contract-no-declarer = deal { $deal } has a bid but no declarer
contract-no-declarer-label = declarer is missing
contract-no-declarer-help = add declarer to this deal
bid-above-hand = deal { $deal }: bid { $bid } is more than the { $hand } tricks of a deal
bid-below-min = deal { $deal }: bid { $bid } is below the minimum bid of { $min }{ $source }
bid-range-label = bids go from { $min } to { $hand }
bid-range-help = a bid is from min_bid ({ $min }) to { $hand }
bids-count = deal { $deal }: bids must be a list of { $players ->
        [3] three
       *[other] four
    } numbers
bids-count-help = one number per player in order of play, 0 for a pass: bids = [0, 7, 0, 0]
bids-one-declarer = deal { $deal }: bids must have exactly one non-zero entry, found { $count }
bids-one-declarer-label = { $count } non-zero
bids-one-declarer-help = the one non-zero number is the declarer's bid; write 0 for everybody else
trump-not-suit = deal { $deal }: "{ $text }" is not a suit
trump-not-suit-label = not a suit
trump-not-suit-help = write spades, hearts, diamonds or clubs (also ♠ ♥ ♦ ♣, S H D C, maça kupa karo sinek)
trump-rule = deal { $deal }: trump is { $suit }, but spades are always trump under trump = "{ $rule }"{ $source }
trump-rule-label = must be spades
trump-rule-help = write trump = "spades", or leave trump out

## The match file's header: players, teams, rules.
match-not-table = a match file is a table of keys, found { $found }
match-not-table-label = expected keys such as players and deals
match-not-table-help = start with: players = ["A", "B", "C", "D"]
players-missing = the match file has no players
players-missing-label = players are missing
players-missing-help = add: players = ["Ayşe", "Burak", "Cem", "Deniz"] (in order of play)
deals-not-list = deals must be a list of deals, found { $found }
deals-not-list-label = expected a list
deals-not-list-help = in TOML write each deal as [[deals]]; in YAML as a list item under deals:
players-count = Batak is played by four (or three), but { $count ->
        [one] { $count } player is
       *[other] { $count } players are
    } listed
names-count = { $count ->
        [one] { $count } name
       *[other] { $count } names
    }
players-count-help = list four names (three for Gömmeli), in the order turns pass
players-partnership = partnership needs four players, but three are listed{ $source }
players-partnership-label = three names
players-partnership-help = list a fourth player, or set partnership = false (three play each for themselves)
player-name-empty = a player's name is empty
player-name-empty-label = empty name
player-name-empty-help = give every player a name
player-name-twice = "{ $name }" is listed twice
player-name-alike = "{ $known }" and "{ $name }" are the same name without case and Turkish letters
player-name-twice-label = duplicate name
player-name-twice-help = players must have distinct names; add an initial to tell them apart
teams-partnership = teams are given, but this match is not played in partnership
teams-partnership-label = teams need partnership
teams-partnership-help = remove teams, or set partnership = true (or preset = "esli") in [rules]
teams-count = teams must be two distinct, non-empty names
teams-count-help = team 1 is seats 1 & 3, team 2 is seats 2 & 4, e.g. teams = ["Us", "Them"]
rules-hand-deck = { $players } players of { $hand } cards need { $cards } cards, but a deck has 52{ $source }
rules-hand-deck-label = more cards than a deck
rules-hand-deck-help = with { $players } players hand is at most { $most }: set hand (preset gommeli is for three players, 16 cards each)
rules-hand-above = { $name } = { $value } is more than the { $hand } tricks of a hand{ $source }
rules-hand-above-label = { $name } above hand
rules-hand-above-help = { $name } is at most hand ({ $hand }); lower it or raise hand

## Settings, in a file's [rules] or --set.
setting-unknown = there is no setting named "{ $name }"
setting-unknown-label = unknown setting
setting-unknown-help = `batak rules` lists every setting
setting-allowed-int = an integer from { $min } to { $max }
setting-allowed-bool = true or false
setting-allowed-choice = one of: { $choices }
setting-allowed-help = { $name } is { $allowed }
setting-must-be = { $name } must be { $allowed }
setting-type = { $name } must be { $allowed }, found { $found }
setting-out-of-range = { $name } = { $value } is out of range: it must be { $allowed }
setting-not-a-value = "{ $value }" is not a value of { $name } ({ $allowed })
setting-whole-number = { $name } takes a whole number; { $value } is not one
setting-whole-number-label = not a whole number
setting-decimal-comma-help = { $name } is { $allowed }; to give two settings, write each as name=value: --set a=1,b=2
flag-not-assignment = "{ $part }" is not name=value
flag-not-assignment-label = expected name=value
flag-not-assignment-help = write it as name=value, e.g. --set double_penalty=true

## A deal's tricks.
expected-tricks = a list of counts or a table of name = count
what-trick-count = a trick count
tricks-count = deal { $deal }: tricks has { $count ->
        [one] { $count } count
       *[other] { $count } counts
    }, but must have { $seats }, one per player
tricks-count-partnership = deal { $deal }: tricks has { $count ->
        [one] { $count } count
       *[other] { $count } counts
    }, but must have 4 (one per player) or 2 (one per team)
tricks-count-label = { $count ->
        [one] { $count } count
       *[other] { $count } counts
    }
tricks-count-help-teams = two counts are team counts, for partnership play only; give one count per player
tricks-count-help = give one count per player, in order of play
tricks-range = deal { $deal }: { $count } tricks is impossible
tricks-range-label = between 0 and { $hand }
tricks-range-help = a side takes from 0 to { $hand } tricks
tricks-sum = deal { $deal }: tricks add up to { $sum }, but every deal has { $hand }{ $source }
tricks-sum-label = { $sum } tricks
tricks-sum-help-missing = { $count ->
        [one] { $count } trick is
       *[other] { $count } tricks are
    } missing; check each count
tricks-sum-help-too-many = { $count ->
        [one] { $count } trick is
       *[other] { $count } tricks are
    } too many; check each count
tricks-sum-help-missing-hand = { $count ->
        [one] { $count } trick is
       *[other] { $count } tricks are
    } missing; check each count (a deal has as many tricks as a hand has cards: hand = { $hand })
tricks-sum-help-too-many-hand = { $count ->
        [one] { $count } trick is
       *[other] { $count } tricks are
    } too many; check each count (a deal has as many tricks as a hand has cards: hand = { $hand })
tricks-name-unknown = deal { $deal }: tricks names "{ $name }", who is not playing
tricks-name-unknown-label = unknown name
tricks-name-player = deal { $deal }: tricks names "{ $name }", a player, beside a team
tricks-name-player-label = a player, not a team
tricks-name-player-help = name the teams alone ({ $teams }), or every player alone
tricks-name-help-quote = if this is a name, put it in quotes: YAML reads words like N, Y, no, on and null written bare as something else. The sides are { $sides }
tricks-name-help = name each of: { $sides }
tricks-names-missing = deal { $deal }: tricks does not name { $names }
tricks-names-missing-label = missing names
tricks-names-missing-help = name every side, with 0 for a side that took no trick

## A deal's play and hands.
place-deal-play = deal { $deal }: play
place-deal-and = deal { $deal }, { $what }
place-trick = trick { $trick }
place-hand = { $name }'s hand
expected-play = a list of tricks, each a string of { $seats ->
        [3] three
       *[other] four
    } cards ("{ $example }")
expected-hands = a table naming every player
expected-cards = a string of cards separated by spaces ("HA H3 H9 H2")
cards-count = { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }
play-trump-unknown = deal { $deal }: the play cannot be checked without knowing the trump
play-trump-unknown-label = which suit was trump?
play-trump-unknown-help = give the deal its trump: trump = "hearts" in TOML, trump: hearts in YAML
play-not-held = deal { $deal }, trick { $trick } (led by { $leader }): { $player } played { $card }, which is not in { $player }'s hand
play-not-held-label = not in the hand dealt
play-not-held-help = write each trick in the order played, from its leader ({ $leader } here), not in seat order; and check the card against hands
play-too-many-tricks = deal { $deal }: play has { $count } tricks; a deal has { $hand }
play-too-many-tricks-label = a { $place }{ $suffix } trick
play-too-many-tricks-help = a deal has { $hand } tricks of { $seats ->
        [3] three
       *[other] four
    } cards; remove the extra ones
play-trick-size = deal { $deal }, trick { $trick }: a trick is { $seats ->
        [3] three
       *[other] four
    } cards, this one has { $count }
play-trick-size-help = write the { $seats ->
        [3] three
       *[other] four
    } cards of the trick in the order played, separated by spaces
play-duplicate-same-trick = deal { $deal }, trick { $trick }: { $card } is played twice in this trick
play-duplicate = deal { $deal }, trick { $trick }: { $card } was already played in trick { $first }
play-duplicate-label = played twice
play-duplicate-first = first played here
play-duplicate-help = a card is played once a deal: check this trick and the one named
hands-size = deal { $deal }: { $name }'s hand has { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }; a hand is { $hand }
hands-size-label = not { $hand } cards
hands-missing = deal { $deal }: hands has no hand for { $name }
hands-missing-label = a hand is missing
hands-not-player = deal { $deal }: "{ $name }" is not a player
hands-not-player-suggest = deal { $deal }: "{ $name }" is not a player (did you mean "{ $candidate }"?)
hands-not-player-label = not a player
hands-card-in-two = deal { $deal }: { $card } is in { $first }'s hand and in { $second }'s
hands-card-in-two-label = in two hands
hands-card-twice = deal { $deal }: { $card } is twice in { $name }'s hand
hands-card-twice-label = twice in one hand
hands-help = hands names each player once, with the { $hand } cards they were dealt; the { $seats ->
        [3] three
       *[other] four
    } hands share no card
play-card = deal { $deal }, { $what }: "{ $word }" is not a card
play-card-label = not a card
play-card-help-commas = separate the cards with spaces, not commas: "HA H3 H9 H2"
play-card-help = a card is a suit (S H D C, or ♠ ♥ ♦ ♣) and a rank (A K Q J T 10 9 … 2) in either order: HA, AH, ♥A, 10H, HT
play-tricks-mismatch = deal { $deal }: tricks gives { $name } { $given } ({ $given_line }), but the play shows { $won } won ({ $won_line })
play-tricks-mismatch-partial = deal { $deal }: tricks gives { $name } { $given } ({ $given_line }), but the tricks played already show { $won } won ({ $won_line })
play-tricks-mismatch-label = does not match the play
play-tricks-mismatch-help = with all { $hand } tricks recorded, tricks may be left out: batak counts them from the play
play-tricks-mismatch-help-partial = the tricks won in the record count towards tricks; check both

## Breaches of the card-play rules (warnings), and `batak show`'s lines about them.
play-breach = deal { $deal }, { $breach }
breach-proof-played = { $card } (played in trick { $trick })
breach-proof-dealt = { $card } (in the hand dealt)
breach-revoke = trick { $trick }: { $player } played { $card } on a { $led } lead while holding { $proof }
breach-must-trump = trick { $trick }: { $player } played { $card } on a { $led } lead while holding the trump { $proof }
breach-must-overtake = trick { $trick }: { $player } played { $card } under { $rival } while holding the higher { $proof }
breach-trump-lead = trick { $trick }: { $player } led the trump { $card } before trump was broken, while holding { $proof }
breach-revoke-label = did not follow suit
breach-must-trump-label = did not trump
breach-must-overtake-label = did not overtake
breach-trump-lead-label = trump led too early
breach-revoke-help = a player holding the led suit must play it
breach-must-trump-help = under must_trump, a player void in the led suit who holds a trump must play one
breach-must-overtake-help = under must_overtake, a player must beat the best card so far when able (unless the trick is already trumped)
breach-trump-lead-help = under trump_breaking, trump may not be led until a trump has been played, unless the leader holds only trumps

## Reading a file.
io-stdin-format = standard input has no file name to tell TOML from YAML
io-stdin-format-help = add --input-format toml or --input-format yaml
io-not-regular = { $path } is not a regular file (a FIFO or a device)
io-not-regular-help = name the match file itself
io-not-found = { $path }: no such file
io-not-found-help = check the name; batak new FILE --players A,B,C,D starts a match
io-permission = { $path }: permission denied
io-permission-help = check the file's permissions (ls -l)
io-is-directory = { $path } is a directory, not a match file
io-is-directory-help = name a match file, e.g. FOLDER/*.toml
# The error is the system's own words.
io-read = cannot read { $path }: { $error }
io-read-help = check the disk or the device the file is on
io-read-name-help = the name is longer than the system takes: check it, or give the file a shorter name
io-too-large = { $name } is larger than { $max ->
        [one] { $max } byte
       *[other] { $max } bytes
    }, the most batak reads
io-too-large-help = a match file is far smaller; if this one is real, raise the limit with --max-size
io-binary = { $name } is not a text file: it holds a NUL byte (at offset { $offset })
io-binary-help = a match file is TOML or YAML text; check that this is the right file
io-not-utf8 = { $name } is not UTF-8 text (invalid byte at offset { $offset })
io-not-utf8-help = save the file as UTF-8
io-format = cannot tell the format of { $path } from its name
io-format-help = name it .toml, .yaml or .yml, or add --input-format toml|yaml
io-empty = { $name } is empty
io-empty-help = start a match with: batak new FILE --players A,B,C,D

## Syntax.
syntax-key-twice = { $language }: the key "{ $key }" is given twice
syntax-key-twice-label = given again here
syntax-key-twice-help = keep one "{ $key }": a key may appear only once in a table
syntax-key-twice-first = first given here
# The parser's own message, as its crate words it.
syntax-parser = { $language }: { $message }
syntax-parser-expected = { $language }: { $message }, expected { $expected }
# Items of a list the parser expected, one more added.
syntax-list-more = { $list }, { $next }
syntax-unclosed-label = opened here, never closed
syntax-here = here
syntax-toml-help = check the TOML here: text in quotes, lists in [ ], one key = value per line
syntax-yaml-help = check the YAML here: key: value, list items under a dash, indentation by spaces
syntax-yaml = YAML: { $message }
syntax-day-first = TOML: the date { $written } is written day first
syntax-day-first-label = day first
syntax-day-first-help = TOML reads a date year first: { $line }
kind-number = a number
yaml-documents = this file holds more than one document (a line ---)
yaml-documents-label = another document starts here
yaml-documents-help = a match file is one YAML document: keep one match per file, or remove the ---
yaml-alias-undefined = an alias to an anchor that is not defined
yaml-depth = the document is nested too deeply
yaml-depth-label = nesting stopped here
yaml-depth-help = a match file is at most four levels deep: the file, deals, a deal, its tricks
yaml-key-not-name = a key must be a name, not a list or a table
yaml-key-not-name-label = this key
yaml-key-not-name-help = write the key as a plain name: key: value
yaml-merge = a merge key << takes a table or a list of tables
yaml-merge-label = not a table
yaml-merge-help = write <<: *name where &name marks a table
yaml-too-large = the document is larger than its text allows (aliases that multiply, or too many nodes)
yaml-too-large-label = expansion stopped here
yaml-too-large-help = a match file needs no aliases that multiply; write the deals out
yaml-tag-unknown = the tag { $tag } is not used in a match file
yaml-this-value = this value
yaml-tag-unknown-help = remove the tag: write the value alone
yaml-tag-wrong = this value is tagged { $tag } but is not { $kind }
yaml-tag-wrong-help = remove the tag, or write the value it names
yaml-tab = a tab in the indentation; YAML indents with spaces only
yaml-tab-label = a tab
yaml-tab-help = replace the tab with spaces, lined up with the keys above
yaml-special = a bare { $text } is a special value to YAML 1.1 readers, not text
yaml-special-label = put this in quotes
yaml-special-help = put it in quotes ("{ $text }") if it is meant as text

## Flags of add, amend, new.
# Lists: between names, and before the last one (with a space each side as needed).
list-comma = { ", " }
list-and = { " and " }
list-or = { " or " }
flag-name-ambiguous = { $name } could be any of { $names }
flag-name-ambiguous-label = { $count } players
flag-name-ambiguous-label-teams = { $count } players or teams
flag-name-ambiguous-help = type the name as it is written: { $names }
flag-name-empty = { $flag } names nobody
flag-name-empty-label = empty
flag-names-players = the players are { $names }
flag-names-sides = the players or teams are { $names }
flag-names-players-teams = the players are { $players }; the teams are { $teams }
flag-name-suggest = did you mean "{ $candidate }"? ({ $list })
flag-name-unknown = { $name } is not one of this match's players
flag-name-unknown-teams = { $name } is not one of this match's players or teams
flag-name-unknown-label = not one of the players
flag-name-unknown-label-teams = not one of the players or teams
flag-tricks-count = --tricks gives { $count ->
        [one] { $count } count
       *[other] { $count } counts
    }, but this match needs { $seats }
flag-tricks-count-partnership = --tricks gives { $count ->
        [one] { $count } count
       *[other] { $count } counts
    }, but this match needs 4 or 2
flag-tricks-count-help-three = one count per player in order of play, e.g. --tricks 9,4,3
flag-tricks-count-help-four = one count per player in order of play, e.g. --tricks 2,8,2,1
flag-tricks-twice = --tricks names { $name } twice
flag-tricks-twice-label = named again
flag-tricks-twice-help = give each side's tricks once
flag-tricks-kept-label = with { $kept } kept from the deal
flag-tricks-not-given-label = { $sides } not given
flag-tricks-sum-over = the tricks given add up to { $total }, more than the { $hand } of a deal
flag-tricks-sum-given = the tricks given add up to { $total }, not { $hand }: give the others too
flag-tricks-sum-kept = the tricks then add up to { $total }, not { $hand }: give the others too
flag-tricks-sum-over-help = a deal has { $hand } tricks in all: lower the counts given
flag-tricks-sum-kept-help = a side left out keeps the deal's count; name the others too, e.g. --tricks { $example } ({ $hand } in all)
flag-tricks-sum-given-help = a side left out took no trick only when the others make { $hand }; name the others too, e.g. --tricks { $example } ({ $hand } in all)
flag-title-empty = --title is empty
flag-title-empty-label = no title
flag-title-line = --title holds a line break
flag-title-line-label = on one line
flag-title-help = give the match's title, e.g. --title "Friday at Kemal's", or leave --title out
flag-date = "{ $date }" is not a date
flag-date-label = not a date
flag-date-help = write it year first, e.g. --date 2026-11-27 (27.11.2026, day first, is taken too)
flag-trump-s = S could be spades (maça) or sinek (clubs): batak will not guess
flag-trump-s-label = which suit?
flag-trump-s-help = write the suit's name: spades or maça ♠, clubs or sinek ♣
flag-trump-not-suit = { $trump } is not a suit
flag-trump-not-suit-help = a suit is spades, hearts, diamonds or clubs (♠ ♥ ♦ ♣; maça, kupa, karo, sinek; H, D, C)
flag-habit = { $flag } has no place where everyone predicts (bidding = everyone)
flag-habit-label = no declarer here
flag-habit-help = give every player's prediction and tricks: --bids 3,4,2,4 --tricks 3,6,2,2
flag-bids-count = --bids gives { $count ->
        [one] { $count } number
       *[other] { $count } numbers
    }, but this match has { $players } players
flag-bids-count-label = one number per player
flag-bids-count-help = one number per player in order of play, 0 for a pass, e.g. --bids { $example }
flag-bids-count-help-everyone = one prediction per player in order of play, e.g. --bids { $example }
flag-bids-sheet = --bids must have exactly one non-zero number, the declarer's bid; found { $count }
flag-bids-sheet-label = { $count } non-zero
flag-bids-sheet-help = write 0 for everybody but the declarer, e.g. --bids { $example }; a deal everybody passed is --passed

## Flags' values: numbers, sizes, pixels.
what-deal-number = a deal number
what-seconds = a number of seconds
flag-value-deal-example = 3 (the deals are numbered from 1, as the tables show them)
flag-value-missing = { $what } is missing
flag-value-missing-label = nothing here
flag-value-missing-help = write { $what } there, e.g. { $example }
flag-value-negative = { $what } is not below zero; { $value } is
flag-value-negative-label = below zero
flag-value-negative-help = write it without the minus, e.g. { $example }
flag-value-too-large = { $value } is too large for { $what }
flag-value-too-large-label = too large
flag-value-too-large-help = write a smaller number, e.g. { $example }
flag-value-not-whole = { $what } is a whole number; { $value } is not one
flag-value-not-whole-help = write a whole number, e.g. { $example }
flag-value-not-number = "{ $value }" is not { $what }
flag-value-not-number-label = not a number
flag-value-not-number-help = write it in digits, e.g. { $example }
flag-value-separator = the numbers of "{ $text }" are separated by "{ $separator }"
flag-value-separator-label = commas or dashes between the numbers
flag-value-separator-help = separate them with commas, or with dashes as the tables print them: { $example }
flag-value-bid-many = "{ $text }" is { $count } numbers; --bid takes one, the declarer's bid
flag-value-bid-many-label = more than one number
flag-value-bid-many-help = write the declarer's bid alone, e.g. --bid 7 (batak amend takes the four bids of a score sheet as --bids 0,7,0,0)
flag-value-tricks-pair = "{ $pair }" is not NAME=count
flag-value-tricks-pair-label = expected NAME=count
flag-value-tricks-pair-help = name every side with its count, e.g. --tricks Ayşe=3,Burak=2,Cem=5,Deniz=3
flag-value-size-help = write a whole number of bytes, or with K, M or G, e.g. --max-size 10M
flag-value-size-smaller-unit = write it in a smaller unit: { $smaller } is { $size }
flag-value-size-not-whole = a size is a whole number; { $size } is not one
flag-value-size-not-size = "{ $size }" is not a size
flag-value-size-not-size-label = not a size
flag-value-size-unit = "{ $unit }" is not a unit of size
flag-value-size-unit-label = not K, M or G
flag-value-size-too-large = { $size } is too large
flag-value-pixels-help = give the width and the height in pixels, e.g. --size 800x480
flag-value-pixels = "{ $text }" is not WxH
flag-value-pixels-label = expected WxH
flag-value-width-missing = the width is missing
flag-value-height-missing = the height is missing
flag-value-width-range = the width "{ $value }" is not from 200 to 10000 pixels
flag-value-height-range = the height "{ $value }" is not from 200 to 10000 pixels
flag-value-pixels-range-label = 200 to 10000
flag-value-width-number = the width "{ $value }" is not a number
flag-value-height-number = the height "{ $value }" is not a number
flag-value-pixels-number-label = not a number

## Changing a file (new, add, amend, remove): what batak will not change safely.
edit-unsafe-label = cannot change this safely
edit-amend-help = change the deal by hand (the file stays hand-editable), or remove it and add it again
edit-header-help = change it by hand: the title and date are plain keys at the top of the file
edit-append-label = cannot append here
edit-remove-label = cannot remove this deal safely
edit-remove-help = remove the deal by hand
edit-deal-not-table = this deal is not a table of keys
edit-deal-unusual = this deal is written in a way batak will not guess at (an anchor, an alias or an unusual list item)
edit-key-unusual = { $key } is written in a way batak will not guess at (a dotted key, a subtable, an anchor, a tag or a block scalar)
edit-deal-keys-unusual = this deal has keys written in a way batak will not guess at, so it will not add or take out keys in it
edit-key-followed = something follows { $key } on its line
edit-every-key = every key of the deal would go
edit-overlap = two changes to the deal overlap
edit-append-not-table = the file is not a table of keys, so there is no deals list to add to
edit-fix-first = fix the file first: batak check FILE
edit-deals-not-list = deals is not a list
edit-deals-end = cannot find the end of the deals list
edit-add-by-hand = add the deal by hand
edit-deals-missing = cannot find the deals list
edit-deals-decorated = deals is written with an alias, anchor or tag; batak will not guess where a new deal goes
edit-deals-decorated-help = write the deals out as a plain list, or add the deal by hand
edit-deals-null = deals is written as an unusual null; batak will not guess how to replace it
edit-deals-null-help = write deals: with nothing after it, or add the deal by hand
edit-dash-append = something stands between the last deal's dash and its first key; batak will not guess how to lay out a new deal
edit-dash-remove = something stands between this deal's dash and its first key; batak will not guess where it starts
edit-header-not-table = the file is not a table of keys, so batak will not guess where its title goes
edit-header-flow = the file is one { "{" } … { "}" } mapping, so batak will not guess where its title goes
edit-header-key-unusual = { $key } is written in a way batak will not guess at (a quoted key, a list or table, a value on several lines)
edit-header-first-key = the file's first key does not start its line, so batak will not guess where the title goes
edit-no-deals-remove = the file has no deals to remove
edit-no-deals-change = the file has no deals to change
edit-no-deals-label = no deals here
edit-no-deals-help = batak check FILE shows what the file holds

## Writing a file: locks, links, permissions, the disk.
write-again = run the command again
write-changed = { $name } changed on disk while batak was working; nothing was written
write-changed-help = run the command again to apply it to the file as it is now
write-not-a-file = { $name } is not a regular file, so batak will not replace it
write-not-a-file-help = name a regular file (not a pipe, a device or a folder)
write-dangling = { $name } is a link to { $target }, which does not exist
write-dangling-help = point the link at an existing file, or name the file itself
# The error is the system's own words.
write-folders-changed = the folders on the way to { $name } changed while batak opened it ({ $error }); nothing was written
write-folders-changed-help = a folder was replaced by a link meanwhile: check who else writes there, then run the command again
write-locked = { $name } is being changed by another batak (waited { $seconds } s); nothing was written
write-locked-help = run the command again when the other one has finished, or give it longer with --wait
write-new-dangling = { $name } is a link to { $target }, which does not exist; batak new does not write through it
write-new-dangling-help = name the new file itself
new-link-broken = { $name } is a link batak cannot follow ({ $error }); batak new does not write through it
new-link-broken-help = name the new file itself
write-exists = { $name } already exists; batak new never overwrites a file
write-exists-help = choose another name, or add deals to it with batak add
write-replaced-opening = { $name } was replaced while batak opened it; nothing was written
write-replaced-writing = { $name } was replaced while batak wrote it; nothing was written
write-appeared = { $name } appeared while batak was writing it; nothing was written
write-became-link = { $name } became a link while batak opened it; nothing was written
write-became-link-help = check who else writes in that folder, then run the command again
write-not-yours = { $name } may not be written by you (mode { $mode }); batak will not change it
write-not-yours-help = ask its owner, or work on a copy of your own
write-read-only = { $name } is read-only (mode { $mode }); batak will not change it
write-read-only-help = make it writable first (chmod u+w FILE) if it is meant to change
write-link-loop = { $name } leads through more than { $count } links
write-link-loop-help = a link points back at itself: name the file itself
write-foreign-link = { $name } passes through the link { $link }, which belongs to another user (uid { $uid }) in the shared folder { $folder }; batak will not follow it
write-foreign-link-help = a link somebody else put in a shared folder like /tmp may point at your files: name the file itself, or remove the link
write-full = the disk holding { $name } is full; nothing was written
write-full-help = free some space, then run the command again
write-read-only-fs = { $name } is on a read-only file system; nothing was written
write-read-only-fs-help = copy the file somewhere writable, or remount the disk read-write
write-create-denied = batak may not create files in the folder { $folder }; nothing was written
write-create-denied-help = batak writes a new copy beside the file and renames it: the folder { $folder } must be writable
write-replace-denied = batak may not replace { $name } in the folder { $folder }; nothing was written
write-replace-denied-help = in a folder with the sticky bit (like /tmp) only the file's owner may replace it: run as the owner, or move the file
write-no-folder = the folder { $folder } does not exist; nothing was written
write-no-folder-help = create the folder first, or give a path in a folder that exists
write-not-folder = the way to { $folder } passes through a file that is not a folder; nothing was written
write-not-folder-help = check the path: each part before the file's own name must be a folder
write-name-too-long = the name { $name } is too long for a copy beside it; nothing was written
write-name-too-long-help = give the match file a shorter name
# The error is the system's own words.
write-failed = cannot write { $name }: { $error }; nothing was written
write-failed-help = the file is as it was; check the disk, then run the command again

## After the end of a match; standard output.
late-deal-one = deal { $deal } was recorded after the match ended with deal { $ended }; not counted
late-deal-many = deals { $first }–{ $last } were recorded after the match ended with deal { $ended }; not counted
late-deal-label = after the end
late-deal-help = start a new match file for them, or change the rules that ended the match
# The error is the system's own words.
io-stdout = cannot write to standard output: { $error }
# The change is what the command did ("m.toml was created").
io-stdout-changed-help = { $change } all the same; only what batak prints was lost, so do not run the command again
io-stdout-help = the output is incomplete: check the disk or the file it was sent to

## The commands' own mistakes: a deal number, --output.
no-such-deal = { $name } has { $count ->
        [one] 1 deal
       *[other] { $count } deals
    }, so there is no deal { $deal }
no-such-deal-label = no such deal
no-such-deal-help-last = give a deal number from 1 to { $count }, or none for the last
no-such-deal-help = give a deal number from 1 to { $count }
output-format = --output names a file for --format { $said }, but the format is { $format }
output-format-label = a name for --format { $said }
output-format-help = add --format { $said }, or give the file a name that fits
output-input = --output names a match file being read (or a link to it); batak will not write over it
output-input-help = name another file
output-match-name = --output names a .{ $kind } file, a match file's name, but what is written is no match file
output-match-name-label = a match file's name
output-match-name-help = name it for what is written, e.g. scores.{ $extension }
output-empty = { $file } was not written: there was nothing to put in it
xlsx-output-missing = --format xlsx writes a workbook to a file: name it with --output PATH.xlsx
xlsx-output-missing-label = no --output
xlsx-output-missing-help = e.g. --format xlsx --output season.xlsx
rename-unknown = no player or team is called { $old }
rename-unknown-label = not a name in the file
rename-unknown-help = the names: { $names }
rename-several = { $old } could be any of { $names }
rename-several-label = which one?
rename-several-help = type the name as the file has it
rename-player-and-team = { $old } is the name of a player and of a team
rename-player-and-team-help = rename only renames a name one side has: change one of them in the file's players or teams by hand
rename-empty = a name cannot be empty
rename-empty-label = no name
rename-empty-help = give the new name, e.g. batak rename FILE Ayse Ayşe
rename-old-empty-help = give the name as the file has it: { $names }
rename-taken = { $new } is taken: the file already has { $name }
rename-taken-label = taken
rename-taken-help = two players or teams cannot share a name; pick another
xlsx-output-extension = a workbook's name ends in .xlsx
xlsx-output-extension-label = not .xlsx
xlsx-output-extension-help = name the file PATH.xlsx
xlsx-output-input = --output names a match file being read (or a link to it); batak will not write the workbook over it
xlsx-output-input-label = the match file
xlsx-output-input-help = name another file, e.g. --output season.xlsx
# The error is the workbook library's own words.
xlsx-failed = the workbook could not be made: { $error }
xlsx-too-large = a sheet holds at most 1,048,576 rows, and this one needs more
xlsx-failed-help = nothing was written; please report this with the match file
github-compare = --format github annotates a file's problems: it is for check and score
github-compare-label = not for compare
github-compare-help = batak check --format github FILE annotates the file; compare shows rule sets side by side
compare-label-twice = another --with is labelled { $label }: the two columns could not be told apart
compare-label-twice-label = already a column's label
compare-label-twice-help = give each --with a label of its own, as in --with 'low:target=101' --with 'high:target=201'
compare-label-own = the file's own column is labelled { $label }: the two columns could not be told apart
compare-label-own-label = the file's own column's label
compare-label-own-help = give the --with a label of its own, as in --with 'short:target=101'
compare-label-empty = --with gives an empty label before its colon: the column would have no name
compare-label-empty-label = no label
compare-label-empty-help = write a label before the colon, as in --with 'short:target=101', or leave out the colon: --with target=101
show-no-play = no deal of { $name } records its play, so there is nothing to show
show-deal-no-play = deal { $deal } has no play recorded
show-deal-no-play-label = no play
show-play-help = batak show draws a deal's play: add play = ["HA H3 H9 H2", …] to the deal (see docs/match-file.md, "Recording the play")
chart-output-extension = batak chart writes SVG, so the file's name must end in .svg
chart-output-extension-label = not .svg
chart-output-extension-help = name the file PATH.svg (a PNG can be made from it with any SVG viewer)
chart-output-input = --output names the match file itself (or a link to it); batak will not write the chart over it
chart-output-input-help = name another file, e.g. --output chart.svg
# The error is the drawing's own words.
chart-failed = the chart could not be drawn: { $error }
chart-failed-help = try another --size

## batak watch.
watch-kind-folder = a folder
watch-kind-fifo = a FIFO
watch-kind-other = not a regular file
watch-not-a-file-now = { $name } is { $kind } now, not a match file
watch-not-a-file-now-help = put the match file back; batak watch goes on when it is there
watch-no-file = batak watch follows a file, and that is not one
watch-name-file-help = name the match file: batak watch friday.toml
watch-not-a-file = { $name } is { $kind }, not a match file
# The errors are the system's own words.
watch-ctrl-c = cannot catch Ctrl-C: { $error }
watch-ctrl-c-help = run batak watch in a terminal or under a process that lets it handle signals
watch-failed = cannot watch { $name }: { $error }
watch-failed-help-inotify = the system may be out of inotify watches (fs.inotify.max_user_watches)
watch-failed-help-folder = check that the file's folder exists and that you may list it (read and execute)

## batak new, add, amend, remove: the command's own refusals.
edit-stdin = batak { $command } needs a file to change, not standard input
edit-stdin-help = name the match file
edit-by-hand-help = make the change by hand; batak will not guess how this file is laid out
# The result is the match's result line, as the tables say it.
edit-finished = the match is over ({ $result }); batak add records no deal after deal { $deal }
edit-finished-help = start the next match with: batak new NEXT.toml --like { $name }; or record this deal anyway with --after-end
edit-conflict-version = { $file } changed since this page was drawn; nothing was written
edit-conflict-deals = { $file } has { $deals ->
        [one] 1 deal
       *[other] { $deals } deals
    } now, not { $expected }: it changed meanwhile; nothing was written
edit-conflict-help = see what changed, then send the change again if it is still needed
new-stdin = batak new writes a file, and - is standard input, not a file
new-stdin-help = name the file to create, e.g. batak new friday.toml --players …
new-dangling = { $name } is a link to { $target }, which does not exist; batak new will not write through it
new-dangling-help = remove the link, or create the file it points to
new-schema = --schema holds a control character or a line break
new-schema-label = not a path or URL
new-schema-help = give the schema's path or URL on one line, e.g. --schema batak.schema.json
new-schema-empty = --schema is empty: the file's first line would point editors at nothing
new-schema-empty-help = give the schema's path or URL, e.g. --schema batak.schema.json
new-players-count = --players names { $count } instead of four players (or three)
new-teams-count = --teams names { $count } instead of two teams
new-names-given = { $count } given
new-players-count-help = give four players (or three), separated by commas, e.g. --players { $example }
new-teams-count-help = give two teams, separated by commas, e.g. --teams { $example }
new-name-twice = { $flag } names "{ $name }" twice
new-name-alike = { $flag } names "{ $earlier }" and "{ $name }", the same name without case and Turkish letters
new-name-empty = { $flag } has an empty name
new-name-help = every name must be different and not empty
new-teams-partnership = teams are only for partnership play, and these rules are not
new-teams-partnership-label = teams without partnership
new-teams-partnership-help = add --set preset=esli (or --set partnership=true), or leave out --teams
amend-everyone = deal { $deal } is a deal where everyone predicts (bidding = everyone): it has no declarer, bid or pass
amend-everyone-help = change the predictions with --bids (one per player, in order of play) and the tricks with --tricks
amend-passed = deal { $deal } was thrown in (passed), so it has no contract to change
amend-passed-label = not enough for a contract
amend-passed-help = to record it as played, give --declarer, --bid and --tricks (or --bids and --tricks)
amend-bids-unknown = deal { $deal } is written as bids, and the file has errors, so batak cannot tell its declarer and bid
amend-bids-unknown-label = cannot change one of the two
amend-bids-unknown-help = give the four bids instead, e.g. --bids 0,0,7,0

## batak rules: what each setting means, what each preset is.
setting-preset = a named bundle of the settings below
setting-min_bid = lowest bid anyone may make (at most hand)
setting-bid_points = points for each trick bid, when the contract is made
setting-extra_points = points for each trick over the bid, and for each trick a defender takes
setting-defender_points = points for each trick a defending side takes, when it should differ from extra_points
setting-defender_minimum = a defending side with fewer tricks than this loses the bid's value instead of scoring; 0 = off (at most hand)
setting-double_penalty = a failed contract costs twice the bid's value
setting-slam_double = a bid of all the tricks (13 in a 13-card hand) pays double when made and costs double when failed
setting-end = the match ends at a target score, after a fixed number of deals, or never
setting-target = the target score (end = "target")
setting-deals = number of scored deals (end = "deals")
setting-partnership = Eşli: seats 1 & 3 and 2 & 4 play and score as teams
setting-trump = who picks trump: the declarer; spades always (Koz Maça); spades, no auction (Gönüllü)
setting-all_pass = when all pass: throw the hand in; or the dealer must take it at min_bid
setting-ties = a tie at the top when the match would end: deal again, or the tied share the win
setting-must_trump = card play: a player void in the led suit must trump
setting-must_overtake = card play: must beat the best card of the led suit (and any trump played) when able
setting-trump_breaking = card play: trump may not be led until it has been played on another suit
setting-hand = cards dealt to each player, the tricks of a deal; players × hand is at most 52
setting-bidding = one declarer wins an auction; or everyone predicts their tricks (tahmin) and is scored on it
setting-overshoot = yan batar: a bidder who takes bid + overshoot tricks or more fails; 0 = off (at most hand)
setting-nil_points = everyone bidding: a prediction of 0 is allowed when this is over 0, and scores this when no trick is taken, minus this otherwise
preset-classic = the paper score sheet: 10 per trick bid, to 151
preset-ihaleli = auction Batak, one point per trick, 10 deals
preset-esli = ihaleli in partnership (Eşli), minimum bid 7
preset-koz-maca = classic with spades always trump (Koz Maça)
preset-gonullu = classic, no auction: a volunteer declares, spades trump (Gönüllü)
preset-gommeli = three players, 16 cards each (4 buried), 10 per trick, 11 deals (Gömmeli)
preset-defineli = classic with 12 cards each, 4 in the treasure (Defineli)
preset-tahminli = everyone predicts their tricks, spades trump, 13 deals (Tahminli, Koz Maça)

## batak serve
serve-no-file = batak serve serves a match file, and { $name } is not one (.toml, .yaml or .yml)
serve-no-file-help = name the match file: batak serve friday.toml
serve-random = no random token could be made: { $error }
serve-random-help = batak serve needs the system's random numbers (/dev/urandom)
serve-bind = cannot listen on { $address }: { $error }
serve-bind-help = choose another port with --port N (--port 0 takes any free one), or stop what is listening there
serve-bind-address-help = this machine has no such address: leave --bind out (this machine alone), or give --lan to listen on the local network
serve-ctrl-c-help = run batak serve in a terminal or under a process that lets it handle signals
serve-form-field = the form's field { $field } is not one batak knows, or its value is not one it takes
serve-form-field-help = send the fields as the page's form names them: declarer, bid, trump, tricks, bids, passed, dealer, note, after_end, deal, v
serve-form-field-help-fix = a fix takes the fields declarer, bid, trump, tricks, bids, passed, dealer, note and v
serve-form-field-help-remove = a removal takes one field: v
serve-form-no-declarer = choose who declared, or tick "everybody passed"
serve-form-no-bid = choose the bid
serve-form-no-prediction = write { $player }'s prediction
serve-form-prediction-twice = { $player } is given two predictions: give one
serve-form-tricks-twice = { $side } is given two trick counts: give one
serve-form-missing = fill in "{ $field }"
serve-form-together = "{ $field }" cannot be sent with "{ $other }": keep one of them
serve-form-twice = "{ $field }" is sent twice: send it once
serve-form-no-change = nothing to change was sent: a field left empty keeps what the deal holds
serve-form-kind = send the form as application/x-www-form-urlencoded
serve-form-undecodable = the form cannot be read: each field is NAME=VALUE, joined by &, its escapes (%XX) UTF-8
serve-form-finished = the match is over: tick "{ $field }" to record this deal anyway
serve-form-finished-strict = the match is over, and this server records no deal after the end

# What the safety net under every change says when the change would do more than was
# asked (the change is refused, the file left as it was).
net-outside = the edit would change the file outside its deals (a title, the players, the rules)
net-not-one-added = the edit would not add exactly one deal
net-not-one-removed = the edit would not remove exactly one deal
net-deal-count = the edit would change how many deals there are
net-more-of-deal = the edit would change more of deal { $deal } than was asked
net-other-deal = the edit would change deal { $deal } as well
net-not-as-asked = the edit would not change deal { $deal } as asked
net-more-than-name = the edit would change more than the name { $name }

## What the system said of a failed read or write (English: its own words)

io-kind-not-found = { $said }
io-kind-permission-denied = { $said }
io-kind-already-exists = { $said }
io-kind-not-a-directory = { $said }
io-kind-is-a-directory = { $said }
io-kind-directory-not-empty = { $said }
io-kind-read-only-filesystem = { $said }
io-kind-storage-full = { $said }
io-kind-quota-exceeded = { $said }
io-kind-file-too-large = { $said }
io-kind-resource-busy = { $said }
io-kind-crosses-devices = { $said }
io-kind-too-many-links = { $said }
io-kind-invalid-filename = { $said }
io-kind-broken-pipe = { $said }
io-kind-addr-in-use = { $said }
io-kind-addr-not-available = { $said }
io-kind-interrupted = { $said }
io-kind-timed-out = { $said }
io-kind-out-of-memory = { $said }
io-kind-invalid-data = { $said }
io-kind-unexpected-eof = { $said }
io-kind-loop = { $said }
io-kind-device = { $said }
