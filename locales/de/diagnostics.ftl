# batak: diagnostics (de)

## The summary of the problems past the first kept of a file.
omitted = { $count } weitere Probleme wurden gefunden und nicht behalten ({ $errors } Fehler, { $warnings } Warnungen): nur die ersten { $kept } einer Datei werden behalten
omitted-help = beheben Sie zuerst die ersten Probleme und führen Sie batak check erneut aus: viele der übrigen sind oft derselbe Fehler

## Words that go into other messages.
# Where a problem is: a deal by its number, the file as a whole.
place-deal = Runde { $deal }
place-match-file = die Partiedatei
# Who a name is given as.
role-declarer = Spielmacher
role-dealer = Geber
role-first-dealer = erster Geber
# What a value is.
what-prediction = eine Ansage
what-bid = ein Gebot
what-player-name = ein Spielername
what-team-name = ein Teamname
# The kinds of value a file holds (`found a string`).
kind-null = nichts (null)
kind-bool = ein Wahrheitswert
kind-int = eine ganze Zahl
kind-float = eine Dezimalzahl
kind-string = ein Text
kind-date = ein Datum
kind-list = eine Liste
kind-table = eine Tabelle
found-numbers = { $count ->
        [one] { $count } Zahl
       *[other] { $count } Zahlen
    }
# What a value must be.
expected-string = ein Text
expected-integer = eine ganze Zahl
expected-bool = true oder false
expected-deal-table = eine Tabelle (declarer, bid, tricks …)
expected-settings-table = eine Tabelle von Einstellungen
expected-four-names = eine Liste von vier Namen
expected-two-names = eine Liste von zwei Namen
# The suits, in a diagnostic.
diag-suit-spades = { suit-spades } ♠
diag-suit-hearts = { suit-hearts } ♥
diag-suit-diamonds = { suit-diamonds } ♦
diag-suit-clubs = { suit-clubs } ♣
# Nothing (a rule's source when the file gave it; an empty piece).
nothing = { "" }
# Where a setting's value came from, after a message about a rule the file breaks.
rule-source-flag = { " " }({ $setting } = { $value } stammt von der Befehlszeile)
rule-source-preset = { " " }({ $setting } = { $value } stammt aus der Vorgabe { $preset })
# The nearest name to one that is not known.
suggest-did-you-mean = meinten Sie „{ $candidate }“?

## Keys and types.
key-unknown = { $place } hat keinen Schlüssel „{ $key }“
key-unknown-label = unbekannter Schlüssel
key-unknown-help = erlaubte Schlüssel ({ $place }): { $keys }
type-mismatch = { $what } muss { $expected } sein, gefunden: { $found }
type-mismatch-label = erwartet: { $expected }
type-mismatch-help = schreiben Sie hier { $expected }
type-mismatch-help-quote = setzen Sie es in Anführungszeichen ("…"): ohne sie liest YAML manche Wörter und Zahlen als etwas anderes (N, Y, no, on als Wahrheitswerte, null als nichts, 12 und 1:30 als Zahlen, 2026-11-27 als Datum); hier gelesen: { $found }
integer-too-large = { $what } = { $text } ist viel zu groß
integer-too-large-label = keine Stichzahl
integer-too-large-help = eine Zahl in einer Partiedatei ist eine kleine ganze Zahl

## A deal.
player-unknown = { $place }: kein Spieler namens „{ $name }“
player-unknown-label = unbekannter { $role }
player-unknown-help = die Spieler sind { $players }
player-unknown-help-suggest = meinten Sie „{ $candidate }“? (die Spieler sind { $players })
play-hands-alone = Runde { $deal } hat hands, aber kein play
play-hands-alone-label = hands ohne play
play-hands-alone-help = hands gehört zu play, den Stichen wie gespielt; fügen Sie play hinzu oder entfernen Sie hands
tricks-missing = Runde { $deal } hat keine tricks
tricks-missing-label = tricks fehlt
tricks-missing-help-three = fügen Sie tricks = [a, b, c] hinzu (in Spielreihenfolge), oder passed = true, wenn alle gepasst haben
tricks-missing-help-four = fügen Sie tricks = [a, b, c, d] hinzu (in Spielreihenfolge), oder passed = true, wenn alle gepasst haben
tricks-missing-help-everyone = fügen Sie tricks = [a, b, c, …] hinzu: die Stiche jedes Spielers, in Spielreihenfolge
tricks-missing-help-partial = ein play mit weniger als { $hand } Stichen braucht tricks = { $list }: die Stiche nach der Aufzeichnung wurden abgegeben oder beansprucht
bids-missing = Runde { $deal } hat keine bids
bids-missing-label = bids fehlt
bids-missing-help = fügen Sie unter bidding = "everyone" bids = [a, b, c, …] hinzu: die Ansage jedes Spielers, in Spielreihenfolge
bidding-form-declarer = Runde { $deal } hat { $key }, aber unter bidding = "everyone" gibt es keinen Spielmacher: jeder Spieler sagt in bids an{ $source }
bidding-form-passed = Runde { $deal } hat { $key }, aber unter bidding = "everyone" passt niemand: jeder Spieler sagt in bids an{ $source }
bidding-form-label = { $key } gehört zum Reizen
bidding-form-help = entfernen Sie { $key }: schreiben Sie die Ansage jedes Spielers in bids = [3, 4, 2, 4] (oder setzen Sie bidding = "auction" in [rules])
bids-count-everyone = Runde { $deal }: bids muss { $players } Zahlen enthalten, eine je Spieler, gefunden: { $found }
bids-count-everyone-help = unter bidding = "everyone" sagt jeder Spieler an: eine Zahl je Spieler in Spielreihenfolge, z. B. bids = [3, 4, 2, 4]
bids-expected-numbers = { $count ->
        [one] { $count } Zahl
       *[other] { $count } Zahlen
    } erwartet
nil-bid = Runde { $deal }: eine Ansage von 0 braucht nil_points, und das ist 0{ $source }
nil-bid-label = 0 nicht erlaubt
nil-bid-help = sagen Sie { $min } bis { $hand } an, oder setzen Sie nil_points (z. B. nil_points = 50), um Null-Ansagen zu spielen
prediction-above-hand = Runde { $deal }: die Ansage { $bid } ist mehr als die { $hand } Stiche einer Runde
prediction-below-min = Runde { $deal }: die Ansage { $bid } liegt unter dem Mindestgebot von { $min }{ $source }
prediction-range-label = Ansagen gehen von { $min } bis { $hand }
prediction-range-label-nil = Ansagen gehen von { $min } bis { $hand } (oder 0)
prediction-range-help = eine Ansage liegt zwischen min_bid ({ $min }) und hand ({ $hand })
prediction-range-help-nil = eine Ansage liegt zwischen min_bid ({ $min }) und hand ({ $hand }) (oder 0)
dealer-rotation = Runde { $deal }: { $dealer } hat gegeben, aber laut Reihenfolge wäre { $expected } dran
dealer-rotation-label = außer der Reihe
dealer-rotation-help = nach jeder Runde, ob gepasst oder nicht, gibt der nächste Spieler
passed-contract = Runde { $deal } ist gepasst, hat aber { $key }
passed-contract-label = eine gepasste Runde hat kein Spiel
passed-contract-help = entfernen Sie { $key } oder passed
passed-not-allowed = Runde { $deal } ist gepasst, aber unter all_pass = "dealer" muss der Geber das Spiel übernehmen{ $source }
passed-not-allowed-label = gepasste Runde
passed-not-allowed-help = tragen Sie den Geber als Spielmacher mit bid = { $bid } ein
contract-both = Runde { $deal } hat sowohl bids als auch declarer/bid
contract-both-label = geben Sie nur eine Form an
contract-both-help = behalten Sie entweder declarer + bid oder die bids-Liste des Punktezettels
contract-none = Runde { $deal } hat kein Spiel
contract-none-label = kein declarer, bid oder bids
contract-none-help = fügen Sie declarer = NAME und bid = N hinzu, oder bids = [0, 7, 0, 0], oder passed = true
contract-no-bid = Runde { $deal } hat einen Spielmacher, aber kein Gebot (bid)
contract-no-bid-label = bid fehlt
contract-no-bid-help = fügen Sie dieser Runde bid hinzu
contract-no-declarer = Runde { $deal } hat ein Gebot, aber keinen Spielmacher (declarer)
contract-no-declarer-label = declarer fehlt
contract-no-declarer-help = fügen Sie dieser Runde declarer hinzu
bid-above-hand = Runde { $deal }: das Gebot { $bid } ist mehr als die { $hand } Stiche einer Runde
bid-below-min = Runde { $deal }: das Gebot { $bid } liegt unter dem Mindestgebot von { $min }{ $source }
bid-range-label = Gebote gehen von { $min } bis { $hand }
bid-range-help = ein Gebot liegt zwischen min_bid ({ $min }) und { $hand }
bids-count = Runde { $deal }: bids muss eine Liste von { $players ->
        [3] drei
       *[other] vier
    } Zahlen sein
bids-count-help = eine Zahl je Spieler in Spielreihenfolge, 0 für Passen: bids = [0, 7, 0, 0]
bids-one-declarer = Runde { $deal }: bids muss genau einen Eintrag ungleich 0 haben, gefunden: { $count }
bids-one-declarer-label = { $count } ungleich 0
bids-one-declarer-help = die eine Zahl ungleich 0 ist das Gebot des Spielmachers; schreiben Sie 0 für alle anderen
trump-not-suit = Runde { $deal }: „{ $text }“ ist keine Farbe
trump-not-suit-label = keine Farbe
trump-not-suit-help = schreiben Sie Pik, Herz, Karo oder Kreuz (auch ♠ ♥ ♦ ♣, spades hearts diamonds clubs, maça kupa karo sinek)
trump-rule = Runde { $deal }: Trumpf ist { $suit }, aber unter trump = "{ $rule }" ist Pik immer Trumpf{ $source }
trump-rule-label = muss Pik sein
trump-rule-help = schreiben Sie trump = "spades" oder lassen Sie trump weg

## The match file's header: players, teams, rules.
match-not-table = eine Partiedatei ist eine Tabelle von Schlüsseln, gefunden: { $found }
match-not-table-label = Schlüssel wie players und deals erwartet
match-not-table-help = beginnen Sie mit: players = ["A", "B", "C", "D"]
players-missing = die Partiedatei hat keine Spieler
players-missing-label = players fehlt
players-missing-help = fügen Sie hinzu: players = ["Ayşe", "Burak", "Cem", "Deniz"] (in Spielreihenfolge)
deals-not-list = deals muss eine Liste von Runden sein, gefunden: { $found }
deals-not-list-label = eine Liste erwartet
deals-not-list-help = schreiben Sie in TOML jede Runde als [[deals]], in YAML als Listeneintrag unter deals:
players-count = Batak wird zu viert (oder zu dritt) gespielt, aber { $count ->
        [one] { $count } Spieler ist
       *[other] { $count } Spieler sind
    } aufgeführt
names-count = { $count ->
        [one] { $count } Name
       *[other] { $count } Namen
    }
players-count-help = führen Sie vier Namen auf (drei für Gömmeli), in der Reihenfolge, in der gespielt wird
players-partnership = partnership braucht vier Spieler, aber drei sind aufgeführt{ $source }
players-partnership-label = drei Namen
players-partnership-help = führen Sie einen vierten Spieler auf oder setzen Sie partnership = false (zu dritt spielt jeder für sich)
player-name-empty = ein Spielername ist leer
player-name-empty-label = leerer Name
player-name-empty-help = geben Sie jedem Spieler einen Namen
player-name-twice = „{ $name }“ ist zweimal aufgeführt
player-name-alike = „{ $known }“ und „{ $name }“ sind ohne Groß-/Kleinschreibung und türkische Buchstaben derselbe Name
player-name-twice-label = doppelter Name
player-name-twice-help = Spieler brauchen verschiedene Namen; fügen Sie eine Initiale hinzu, um sie zu unterscheiden
teams-partnership = teams ist angegeben, aber diese Partie wird nicht zu zweit (partnership) gespielt
teams-partnership-label = teams braucht partnership
teams-partnership-help = entfernen Sie teams oder setzen Sie partnership = true (oder preset = "esli") in [rules]
teams-count = teams müssen zwei verschiedene, nicht leere Namen sein
teams-count-help = Team 1 sind die Plätze 1 und 3, Team 2 die Plätze 2 und 4, z. B. teams = ["Wir", "Sie"]
rules-hand-deck = { $players } Spieler mit je { $hand } Karten brauchen { $cards } Karten, aber ein Kartenspiel hat 52{ $source }
rules-hand-deck-label = mehr Karten als ein Kartenspiel hat
rules-hand-deck-help = mit { $players } Spielern ist hand höchstens { $most }: setzen Sie hand (die Vorgabe gommeli ist für drei Spieler mit je 16 Karten)
rules-hand-above = { $name } = { $value } ist mehr als die { $hand } Stiche einer Runde{ $source }
rules-hand-above-label = { $name } über hand
rules-hand-above-help = { $name } ist höchstens hand ({ $hand }); senken Sie es oder erhöhen Sie hand

## Settings, in a file's [rules] or --set.
setting-unknown = es gibt keine Einstellung namens „{ $name }“
setting-unknown-label = unbekannte Einstellung
setting-unknown-help = `batak rules` listet alle Einstellungen auf
setting-allowed-int = eine ganze Zahl von { $min } bis { $max }
setting-allowed-bool = true oder false
setting-allowed-choice = eines von: { $choices }
setting-allowed-help = { $name } ist { $allowed }
setting-must-be = { $name } muss { $allowed } sein
setting-type = { $name } muss { $allowed } sein, gefunden: { $found }
setting-out-of-range = { $name } = { $value } liegt außerhalb des Bereichs: erlaubt ist { $allowed }
setting-not-a-value = „{ $value }“ ist kein Wert von { $name } ({ $allowed })
setting-whole-number = { $name } nimmt eine ganze Zahl; { $value } ist keine
setting-whole-number-label = keine ganze Zahl
setting-decimal-comma-help = { $name } ist { $allowed }; um zwei Einstellungen anzugeben, schreiben Sie jede als Name=Wert: --set a=1,b=2
flag-not-assignment = „{ $part }“ ist nicht Name=Wert
flag-not-assignment-label = Name=Wert erwartet
flag-not-assignment-help = schreiben Sie es als Name=Wert, z. B. --set double_penalty=true

## A deal's tricks.
expected-tricks = eine Liste von Zahlen oder eine Tabelle Name = Zahl
what-trick-count = eine Stichzahl
tricks-count = Runde { $deal }: tricks hat { $count ->
        [one] { $count } Zahl
       *[other] { $count } Zahlen
    }, muss aber { $seats } haben, eine je Spieler
tricks-count-partnership = Runde { $deal }: tricks hat { $count ->
        [one] { $count } Zahl
       *[other] { $count } Zahlen
    }, muss aber 4 (eine je Spieler) oder 2 (eine je Team) haben
tricks-count-label = { $count ->
        [one] { $count } Zahl
       *[other] { $count } Zahlen
    }
tricks-count-help-teams = zwei Zahlen sind Teamzahlen, nur beim Spiel zu zweit; geben Sie eine Zahl je Spieler an
tricks-count-help = geben Sie eine Zahl je Spieler an, in Spielreihenfolge
tricks-range = Runde { $deal }: { $count } Stiche sind unmöglich
tricks-range-label = zwischen 0 und { $hand }
tricks-range-help = eine Seite macht 0 bis { $hand } Stiche
tricks-sum = Runde { $deal }: die Stiche ergeben zusammen { $sum }, aber jede Runde hat { $hand }{ $source }
tricks-sum-label = { $sum ->
        [one] { $sum } Stich
       *[other] { $sum } Stiche
    }
tricks-sum-help-missing = { $count ->
        [one] { $count } Stich fehlt
       *[other] { $count } Stiche fehlen
    }; prüfen Sie jede Zahl
tricks-sum-help-too-many = { $count ->
        [one] { $count } Stich ist
       *[other] { $count } Stiche sind
    } zu viel; prüfen Sie jede Zahl
tricks-sum-help-missing-hand = { $count ->
        [one] { $count } Stich fehlt
       *[other] { $count } Stiche fehlen
    }; prüfen Sie jede Zahl (eine Runde hat so viele Stiche, wie ein Spieler Karten hat: hand = { $hand })
tricks-sum-help-too-many-hand = { $count ->
        [one] { $count } Stich ist
       *[other] { $count } Stiche sind
    } zu viel; prüfen Sie jede Zahl (eine Runde hat so viele Stiche, wie ein Spieler Karten hat: hand = { $hand })
tricks-name-unknown = Runde { $deal }: tricks nennt „{ $name }“, der nicht mitspielt
tricks-name-unknown-label = unbekannter Name
tricks-name-player = Runde { $deal }: tricks nennt „{ $name }“, einen Spieler, neben einem Team
tricks-name-player-label = ein Spieler, kein Team
tricks-name-player-help = nennen Sie nur die Teams ({ $teams }) oder nur jeden Spieler
tricks-name-help-quote = wenn das ein Name ist, setzen Sie ihn in Anführungszeichen: YAML liest Wörter wie N, Y, no, on und null ohne Anführungszeichen als etwas anderes. Die Seiten sind { $sides }
tricks-name-help = nennen Sie jede davon: { $sides }
tricks-names-missing = Runde { $deal }: tricks nennt { $names } nicht
tricks-names-missing-label = fehlende Namen
tricks-names-missing-help = nennen Sie jede Seite, mit 0 für eine Seite ohne Stich

## A deal's play and hands.
place-deal-play = Runde { $deal }: play
place-deal-and = Runde { $deal }, { $what }
place-trick = Stich { $trick }
place-hand = Hand von { $name }
expected-play = eine Liste von Stichen, jeder ein Text aus { $seats ->
        [3] drei
       *[other] vier
    } Karten ("{ $example }")
expected-hands = eine Tabelle, die jeden Spieler nennt
expected-cards = ein Text aus Karten, durch Leerzeichen getrennt ("HA H3 H9 H2")
cards-count = { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    }
play-trump-unknown = Runde { $deal }: ohne den Trumpf kann das Spiel nicht geprüft werden
play-trump-unknown-label = welche Farbe war Trumpf?
play-trump-unknown-help = geben Sie der Runde ihren Trumpf: trump = "hearts" in TOML, trump: hearts in YAML
play-not-held = Runde { $deal }, Stich { $trick } (ausgespielt von { $leader }): { $player } spielte { $card }, hatte die Karte aber nicht auf der Hand
play-not-held-label = nicht in der ausgeteilten Hand
play-not-held-help = schreiben Sie jeden Stich in der gespielten Reihenfolge, ab dem Ausspieler (hier { $leader }), nicht in Sitzreihenfolge; und prüfen Sie die Karte gegen hands
play-too-many-tricks = Runde { $deal }: play hat { $count } Stiche; eine Runde hat { $hand }
play-too-many-tricks-label = ein { $place }. Stich
play-too-many-tricks-help = eine Runde hat { $hand } Stiche zu je { $seats ->
        [3] drei
       *[other] vier
    } Karten; entfernen Sie die überzähligen
play-trick-size = Runde { $deal }, Stich { $trick }: ein Stich hat { $seats ->
        [3] drei
       *[other] vier
    } Karten, dieser hat { $count }
play-trick-size-help = schreiben Sie die { $seats ->
        [3] drei
       *[other] vier
    } Karten des Stichs in der gespielten Reihenfolge, durch Leerzeichen getrennt
play-duplicate-same-trick = Runde { $deal }, Stich { $trick }: { $card } wird in diesem Stich zweimal gespielt
play-duplicate = Runde { $deal }, Stich { $trick }: { $card } wurde schon in Stich { $first } gespielt
play-duplicate-label = zweimal gespielt
play-duplicate-first = hier zuerst gespielt
play-duplicate-help = eine Karte wird einmal je Runde gespielt: prüfen Sie diesen Stich und den genannten
hands-size = Runde { $deal }: die Hand von { $name } hat { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    }; eine Hand hat { $hand }
hands-size-label = nicht { $hand } Karten
hands-missing = Runde { $deal }: hands hat keine Hand für { $name }
hands-missing-label = eine Hand fehlt
hands-not-player = Runde { $deal }: „{ $name }“ ist kein Spieler
hands-not-player-suggest = Runde { $deal }: „{ $name }“ ist kein Spieler (meinten Sie „{ $candidate }“?)
hands-not-player-label = kein Spieler
hands-card-in-two = Runde { $deal }: { $card } ist in der Hand von { $first } und in der von { $second }
hands-card-in-two-label = in zwei Händen
hands-card-twice = Runde { $deal }: { $card } ist zweimal in der Hand von { $name }
hands-card-twice-label = zweimal in einer Hand
hands-help = hands nennt jeden Spieler einmal, mit den { $hand } Karten, die er bekam; die { $seats ->
        [3] drei
       *[other] vier
    } Hände haben keine Karte gemeinsam
play-card = Runde { $deal }, { $what }: „{ $word }“ ist keine Karte
play-card-label = keine Karte
play-card-help-commas = trennen Sie die Karten mit Leerzeichen, nicht mit Kommas: "HA H3 H9 H2"
play-card-help = eine Karte ist eine Farbe (S H D C oder ♠ ♥ ♦ ♣) und ein Rang (A K Q J T 10 9 … 2) in beliebiger Reihenfolge: HA, AH, ♥A, 10H, HT
play-tricks-mismatch = Runde { $deal }: tricks gibt { $name } { $given } ({ $given_line }), aber laut Spiel wurden { $won } gemacht ({ $won_line })
play-tricks-mismatch-partial = Runde { $deal }: tricks gibt { $name } { $given } ({ $given_line }), aber die gespielten Stiche zeigen schon { $won } gemacht ({ $won_line })
play-tricks-mismatch-label = passt nicht zum Spiel
play-tricks-mismatch-help = wenn alle { $hand } Stiche aufgezeichnet sind, kann tricks wegbleiben: batak zählt sie aus dem Spiel
play-tricks-mismatch-help-partial = die in der Aufzeichnung gemachten Stiche zählen zu tricks; prüfen Sie beides

## Breaches of the card-play rules (warnings), and `batak show`'s lines about them.
play-breach = Runde { $deal }, { $breach }
breach-proof-played = { $card } (gespielt in Stich { $trick })
breach-proof-dealt = { $card } (in der ausgeteilten Hand)
breach-revoke = Stich { $trick }: { $player } spielte { $card } auf { $led } und hielt dabei { $proof }
breach-must-trump = Stich { $trick }: { $player } spielte { $card } auf { $led } und hielt dabei den Trumpf { $proof }
breach-must-overtake = Stich { $trick }: { $player } spielte { $card } unter { $rival } und hielt dabei die höhere { $proof }
breach-trump-lead = Stich { $trick }: { $player } spielte Trumpf { $card } aus, bevor Trumpf gebrochen war, und hielt dabei { $proof }
breach-revoke-label = nicht bedient
breach-must-trump-label = nicht gestochen
breach-must-overtake-label = nicht überstochen
breach-trump-lead-label = Trumpf zu früh ausgespielt
breach-revoke-help = wer die ausgespielte Farbe hat, muss bedienen
breach-must-trump-help = unter must_trump muss ein Spieler, der die ausgespielte Farbe nicht hat, aber Trumpf, Trumpf spielen
breach-must-overtake-help = unter must_overtake muss ein Spieler die bisher beste Karte schlagen, wenn er kann (außer der Stich ist schon gestochen)
breach-trump-lead-help = unter trump_breaking darf Trumpf erst ausgespielt werden, wenn ein Trumpf gespielt wurde, außer der Ausspieler hat nur Trumpf

## Reading a file.
io-stdin-format = die Standardeingabe hat keinen Dateinamen, an dem TOML von YAML zu unterscheiden wäre
io-stdin-format-help = fügen Sie --input-format toml oder --input-format yaml hinzu
io-not-regular = { $path } ist keine reguläre Datei (ein FIFO oder ein Gerät)
io-not-regular-help = nennen Sie die Partiedatei selbst
io-not-found = { $path }: keine solche Datei
io-not-found-help = prüfen Sie den Namen; batak new DATEI --players A,B,C,D beginnt eine Partie
io-permission = { $path }: Zugriff verweigert
io-permission-help = prüfen Sie die Berechtigungen der Datei (ls -l)
io-is-directory = { $path } ist ein Ordner, keine Partiedatei
io-is-directory-help = nennen Sie eine Partiedatei, z. B. ORDNER/*.toml
# The error is the system's own words.
io-read = { $path } kann nicht gelesen werden: { $error }
io-read-help = prüfen Sie die Festplatte oder das Gerät, auf dem die Datei liegt
io-read-name-help = der Name ist länger, als das System annimmt: prüfen Sie ihn, oder geben Sie der Datei einen kürzeren Namen
io-too-large = { $name } ist größer als { $max ->
        [one] { $max } Byte
       *[other] { $max } Bytes
    }, die Höchstgröße, die batak liest
io-too-large-help = eine Partiedatei ist weit kleiner; wenn diese echt ist, erhöhen Sie die Grenze mit --max-size
io-binary = { $name } ist keine Textdatei: sie enthält ein NUL-Byte (an Position { $offset })
io-binary-help = eine Partiedatei ist TOML- oder YAML-Text; prüfen Sie, ob das die richtige Datei ist
io-not-utf8 = { $name } ist kein UTF-8-Text (ungültiges Byte an Position { $offset })
io-not-utf8-help = speichern Sie die Datei als UTF-8
io-format = das Format von { $path } ist am Namen nicht zu erkennen
io-format-help = nennen Sie sie .toml, .yaml oder .yml, oder fügen Sie --input-format toml|yaml hinzu
io-empty = { $name } ist leer
io-empty-help = beginnen Sie eine Partie mit: batak new DATEI --players A,B,C,D

## Syntax.
syntax-key-twice = { $language }: der Schlüssel „{ $key }“ ist zweimal angegeben
syntax-key-twice-label = hier erneut angegeben
syntax-key-twice-help = behalten Sie ein „{ $key }“: ein Schlüssel darf in einer Tabelle nur einmal vorkommen
syntax-key-twice-first = hier zuerst angegeben
# The parser's own message, as its crate words it.
syntax-parser = { $language }: { $message }
syntax-parser-expected = { $language }: { $message }; erwartet: { $expected }
syntax-list-more = { $list }, { $next }
syntax-unclosed-label = hier geöffnet, nie geschlossen
syntax-here = hier
syntax-toml-help = prüfen Sie das TOML hier: Text in Anführungszeichen, Listen in [ ], ein Schlüssel = Wert je Zeile
syntax-yaml-help = prüfen Sie das YAML hier: Schlüssel: Wert, Listeneinträge mit Bindestrich, Einrückung mit Leerzeichen
syntax-yaml = YAML: { $message }
syntax-day-first = TOML: das Datum { $written } ist mit dem Tag zuerst geschrieben
syntax-day-first-label = Tag zuerst
syntax-day-first-help = TOML liest ein Datum mit dem Jahr zuerst: { $line }
kind-number = eine Zahl
yaml-documents = diese Datei enthält mehr als ein Dokument (eine Zeile ---)
yaml-documents-label = hier beginnt ein weiteres Dokument
yaml-documents-help = eine Partiedatei ist ein YAML-Dokument: eine Partie je Datei, oder entfernen Sie die ---
yaml-alias-undefined = ein Alias auf einen Anker, der nicht definiert ist
yaml-depth = das Dokument ist zu tief verschachtelt
yaml-depth-label = Verschachtelung hier abgebrochen
yaml-depth-help = eine Partiedatei ist höchstens vier Ebenen tief: die Datei, deals, eine Runde, ihre tricks
yaml-key-not-name = ein Schlüssel muss ein Name sein, keine Liste oder Tabelle
yaml-key-not-name-label = dieser Schlüssel
yaml-key-not-name-help = schreiben Sie den Schlüssel als einfachen Namen: Schlüssel: Wert
yaml-merge = ein Merge-Schlüssel << nimmt eine Tabelle oder eine Liste von Tabellen
yaml-merge-label = keine Tabelle
yaml-merge-help = schreiben Sie <<: *name, wobei &name eine Tabelle markiert
yaml-too-large = das Dokument ist größer, als sein Text erlaubt (sich vervielfachende Aliase oder zu viele Knoten)
yaml-too-large-label = Erweiterung hier abgebrochen
yaml-too-large-help = eine Partiedatei braucht keine sich vervielfachenden Aliase; schreiben Sie die Runden aus
yaml-tag-unknown = das Tag { $tag } wird in einer Partiedatei nicht verwendet
yaml-this-value = dieser Wert
yaml-tag-unknown-help = entfernen Sie das Tag: schreiben Sie den Wert allein
yaml-tag-wrong = dieser Wert hat das Tag { $tag }, ist aber nicht { $kind }
yaml-tag-wrong-help = entfernen Sie das Tag oder schreiben Sie den Wert, den es nennt
yaml-tab = ein Tabulator in der Einrückung; YAML rückt nur mit Leerzeichen ein
yaml-tab-label = ein Tabulator
yaml-tab-help = ersetzen Sie den Tabulator durch Leerzeichen, bündig mit den Schlüsseln darüber
yaml-special = ein bloßes { $text } ist für YAML-1.1-Leser ein besonderer Wert, kein Text
yaml-special-label = setzen Sie dies in Anführungszeichen
yaml-special-help = setzen Sie es in Anführungszeichen ("{ $text }"), wenn es als Text gemeint ist

## Flags of add, amend, new.
# Lists: between names, and before the last one (with a space each side as needed).
list-comma = { ", " }
list-and = { " und " }
list-or = { " oder " }
flag-name-ambiguous = { $name } passt auf mehrere: { $names }
flag-name-ambiguous-label = { $count } Spieler
flag-name-ambiguous-label-teams = { $count } Spieler oder Teams
flag-name-ambiguous-help = geben Sie den Namen so ein, wie er geschrieben ist: { $names }
flag-name-empty = { $flag } nennt niemanden
flag-name-empty-label = leer
flag-names-players = die Spieler sind { $names }
flag-names-sides = die Spieler oder Teams sind { $names }
flag-names-players-teams = die Spieler sind { $players }; die Teams sind { $teams }
flag-name-suggest = meinten Sie „{ $candidate }“? ({ $list })
flag-name-unknown = { $name } ist keiner der Spieler dieser Partie
flag-name-unknown-teams = { $name } ist keiner der Spieler oder Teams dieser Partie
flag-name-unknown-label = keiner der Spieler
flag-name-unknown-label-teams = keiner der Spieler oder Teams
flag-tricks-count = --tricks gibt { $count ->
        [one] { $count } Zahl
       *[other] { $count } Zahlen
    } an, aber diese Partie braucht { $seats }
flag-tricks-count-partnership = --tricks gibt { $count ->
        [one] { $count } Zahl
       *[other] { $count } Zahlen
    } an, aber diese Partie braucht 4 oder 2
flag-tricks-count-help-three = eine Zahl je Spieler in Spielreihenfolge, z. B. --tricks 9,4,3
flag-tricks-count-help-four = eine Zahl je Spieler in Spielreihenfolge, z. B. --tricks 2,8,2,1
flag-tricks-twice = --tricks nennt { $name } zweimal
flag-tricks-twice-label = erneut genannt
flag-tricks-twice-help = geben Sie die Stiche jeder Seite einmal an
flag-tricks-kept-label = mit { $kept } aus der Runde übernommen
flag-tricks-not-given-label = { $sides } nicht angegeben
flag-tricks-sum-over = die angegebenen Stiche ergeben { $total }, mehr als die { $hand } einer Runde
flag-tricks-sum-given = die angegebenen Stiche ergeben { $total }, nicht { $hand }: geben Sie auch die anderen an
flag-tricks-sum-kept = die Stiche ergeben dann { $total }, nicht { $hand }: geben Sie auch die anderen an
flag-tricks-sum-over-help = eine Runde hat insgesamt { $hand } Stiche: senken Sie die angegebenen Zahlen
flag-tricks-sum-kept-help = eine ausgelassene Seite behält die Zahl der Runde; nennen Sie auch die anderen, z. B. --tricks { $example } (insgesamt { $hand })
flag-tricks-sum-given-help = eine ausgelassene Seite hat nur dann keinen Stich gemacht, wenn die anderen { $hand } ergeben; nennen Sie auch die anderen, z. B. --tricks { $example } (insgesamt { $hand })
flag-title-empty = --title ist leer
flag-title-empty-label = kein Titel
flag-title-line = --title enthält einen Zeilenumbruch
flag-title-line-label = in einer Zeile
flag-title-help = geben Sie den Titel der Partie an, z. B. --title "Freitag bei Kemal", oder lassen Sie --title weg
flag-date = „{ $date }“ ist kein Datum
flag-date-label = kein Datum
flag-date-help = schreiben Sie das Jahr zuerst, z. B. --date 2026-11-27 (27.11.2026, mit dem Tag zuerst, geht auch)
flag-trump-s = S kann Pik (spades) oder Kreuz (sinek) sein: batak rät nicht
flag-trump-s-label = welche Farbe?
flag-trump-s-help = schreiben Sie den Namen der Farbe: spades oder maça für Pik ♠, clubs oder sinek für Kreuz ♣
flag-trump-not-suit = { $trump } ist keine Farbe
flag-trump-not-suit-help = eine Farbe ist Pik, Herz, Karo oder Kreuz (♠ ♥ ♦ ♣; spades, hearts, diamonds, clubs; maça, kupa, karo, sinek; H, D, C)
flag-habit = { $flag } passt nicht, wenn jeder ansagt (bidding = everyone)
flag-habit-label = hier gibt es keinen Spielmacher
flag-habit-help = geben Sie die Ansage und die Stiche jedes Spielers an: --bids 3,4,2,4 --tricks 3,6,2,2
flag-bids-count = --bids gibt { $count ->
        [one] { $count } Zahl
       *[other] { $count } Zahlen
    } an, aber diese Partie hat { $players } Spieler
flag-bids-count-label = eine Zahl je Spieler
flag-bids-count-help = eine Zahl je Spieler in Spielreihenfolge, 0 für Passen, z. B. --bids { $example }
flag-bids-count-help-everyone = eine Vorhersage je Spieler in Spielreihenfolge, z. B. --bids { $example }
flag-bids-sheet = --bids muss genau eine Zahl ungleich 0 haben, das Gebot des Spielmachers; gefunden: { $count }
flag-bids-sheet-label = { $count } ungleich 0
flag-bids-sheet-help = schreiben Sie 0 für alle außer dem Spielmacher, z. B. --bids { $example }; eine Runde, in der alle gepasst haben, ist --passed

## Flags' values: numbers, sizes, pixels.
what-deal-number = eine Rundennummer
what-seconds = eine Anzahl Sekunden
flag-value-deal-example = 3 (die Runden sind ab 1 nummeriert, wie die Tabellen sie zeigen)
flag-value-missing = { $what } fehlt
flag-value-missing-label = hier steht nichts
flag-value-missing-help = schreiben Sie dort { $what }, z. B. { $example }
flag-value-negative = { $what } kann nicht unter null liegen; { $value } liegt darunter
flag-value-negative-label = unter null
flag-value-negative-help = schreiben Sie es ohne Minus, z. B. { $example }
flag-value-too-large = { $value } ist zu groß für { $what }
flag-value-too-large-label = zu groß
flag-value-too-large-help = schreiben Sie eine kleinere Zahl, z. B. { $example }
flag-value-not-whole = { $what } ist eine ganze Zahl; { $value } ist keine
flag-value-not-whole-help = schreiben Sie eine ganze Zahl, z. B. { $example }
# Every what-* message begins with ein/eine: with the k before it, kein/keine.
flag-value-not-number = „{ $value }“ ist k{ $what }
flag-value-not-number-label = keine Zahl
flag-value-not-number-help = schreiben Sie es in Ziffern, z. B. { $example }
flag-value-separator = die Zahlen von „{ $text }“ sind durch „{ $separator }“ getrennt
flag-value-separator-label = Kommas oder Striche zwischen den Zahlen
flag-value-separator-help = trennen Sie sie mit Kommas oder, wie die Tabellen sie zeigen, mit Strichen: { $example }
flag-value-bid-many = „{ $text }“ sind { $count } Zahlen; --bid nimmt eine, das Gebot des Spielmachers
flag-value-bid-many-label = mehr als eine Zahl
flag-value-bid-many-help = schreiben Sie nur das Gebot des Spielmachers, z. B. --bid 7 (batak amend nimmt die vier Gebote eines Punktezettels als --bids 0,7,0,0)
flag-value-tricks-pair = „{ $pair }“ ist nicht NAME=Zahl
flag-value-tricks-pair-label = NAME=Zahl erwartet
flag-value-tricks-pair-help = nennen Sie jede Seite mit ihrer Zahl, z. B. --tricks Ayşe=3,Burak=2,Cem=5,Deniz=3
flag-value-size-help = schreiben Sie eine ganze Zahl von Bytes, oder mit K, M oder G, z. B. --max-size 10M
flag-value-size-smaller-unit = schreiben Sie es in einer kleineren Einheit: { $smaller } ist { $size }
flag-value-size-not-whole = eine Größe ist eine ganze Zahl; { $size } ist keine
flag-value-size-not-size = „{ $size }“ ist keine Größe
flag-value-size-not-size-label = keine Größe
flag-value-size-unit = „{ $unit }“ ist keine Größeneinheit
flag-value-size-unit-label = nicht K, M oder G
flag-value-size-too-large = { $size } ist zu groß
flag-value-pixels-help = geben Sie Breite und Höhe in Pixeln an, z. B. --size 800x480
flag-value-pixels = „{ $text }“ ist nicht BxH
flag-value-pixels-label = BxH erwartet
flag-value-width-missing = die Breite fehlt
flag-value-height-missing = die Höhe fehlt
flag-value-width-range = die Breite „{ $value }“ liegt nicht zwischen 200 und 10000 Pixeln
flag-value-height-range = die Höhe „{ $value }“ liegt nicht zwischen 200 und 10000 Pixeln
flag-value-pixels-range-label = 200 bis 10000
flag-value-width-number = die Breite „{ $value }“ ist keine Zahl
flag-value-height-number = die Höhe „{ $value }“ ist keine Zahl
flag-value-pixels-number-label = keine Zahl

## Changing a file (new, add, amend, remove): what batak will not change safely.
edit-unsafe-label = kann nicht sicher geändert werden
edit-amend-help = ändern Sie die Runde von Hand (die Datei bleibt von Hand bearbeitbar), oder entfernen Sie sie und fügen Sie sie neu hinzu
edit-header-help = ändern Sie es von Hand: Titel und Datum sind einfache Schlüssel am Anfang der Datei
edit-append-label = hier kann nichts angefügt werden
edit-remove-label = diese Runde kann nicht sicher entfernt werden
edit-remove-help = entfernen Sie die Runde von Hand
edit-deal-not-table = diese Runde ist keine Tabelle von Schlüsseln
edit-deal-unusual = diese Runde ist auf eine Weise geschrieben, bei der batak nicht rät (ein Anker, ein Alias oder ein ungewöhnlicher Listeneintrag)
edit-key-unusual = { $key } ist auf eine Weise geschrieben, bei der batak nicht rät (ein Schlüssel mit Punkt, eine Untertabelle, ein Anker, ein Tag oder ein Blocktext)
edit-deal-keys-unusual = diese Runde hat Schlüssel, die auf eine Weise geschrieben sind, bei der batak nicht rät; daher fügt es keine Schlüssel hinzu und entfernt keine
edit-key-followed = in der Zeile von { $key } folgt noch etwas
edit-every-key = alle Schlüssel der Runde würden wegfallen
edit-overlap = zwei Änderungen an der Runde überschneiden sich
edit-append-not-table = die Datei ist keine Tabelle von Schlüsseln, also gibt es keine deals-Liste zum Anfügen
edit-fix-first = beheben Sie zuerst die Datei: batak check DATEI
edit-deals-not-list = deals ist keine Liste
edit-deals-end = das Ende der deals-Liste ist nicht zu finden
edit-add-by-hand = fügen Sie die Runde von Hand hinzu
edit-deals-missing = die deals-Liste ist nicht zu finden
edit-deals-decorated = deals ist mit einem Alias, Anker oder Tag geschrieben; batak rät nicht, wohin eine neue Runde kommt
edit-deals-decorated-help = schreiben Sie die Runden als einfache Liste aus, oder fügen Sie die Runde von Hand hinzu
edit-deals-null = deals ist als ungewöhnliches null geschrieben; batak rät nicht, wie es zu ersetzen ist
edit-deals-null-help = schreiben Sie deals: ohne etwas dahinter, oder fügen Sie die Runde von Hand hinzu
edit-dash-append = zwischen dem Strich der letzten Runde und ihrem ersten Schlüssel steht etwas; batak rät nicht, wie eine neue Runde zu setzen ist
edit-dash-remove = zwischen dem Strich dieser Runde und ihrem ersten Schlüssel steht etwas; batak rät nicht, wo sie beginnt
edit-header-not-table = die Datei ist keine Tabelle von Schlüsseln, also rät batak nicht, wohin ihr Titel kommt
edit-header-flow = die Datei ist eine einzige { "{" } … { "}" }-Zuordnung, also rät batak nicht, wohin ihr Titel kommt
edit-header-key-unusual = { $key } ist auf eine Weise geschrieben, bei der batak nicht rät (ein Schlüssel in Anführungszeichen, eine Liste oder Tabelle, ein Wert über mehrere Zeilen)
edit-header-first-key = der erste Schlüssel der Datei beginnt nicht am Zeilenanfang, also rät batak nicht, wohin der Titel kommt
edit-no-deals-remove = die Datei hat keine Runden zum Entfernen
edit-no-deals-change = die Datei hat keine Runden zum Ändern
edit-no-deals-label = hier sind keine Runden
edit-no-deals-help = batak check DATEI zeigt, was die Datei enthält

## Writing a file: locks, links, permissions, the disk.
write-again = führen Sie den Befehl erneut aus
write-changed = { $name } hat sich auf der Festplatte geändert, während batak arbeitete; nichts wurde geschrieben
write-changed-help = führen Sie den Befehl erneut aus, um ihn auf die Datei anzuwenden, wie sie jetzt ist
write-not-a-file = { $name } ist keine reguläre Datei, also ersetzt batak sie nicht
write-not-a-file-help = nennen Sie eine reguläre Datei (keine Pipe, kein Gerät, keinen Ordner)
write-dangling = { $name } ist ein Link auf { $target }, das nicht existiert
write-dangling-help = lassen Sie den Link auf eine vorhandene Datei zeigen, oder nennen Sie die Datei selbst
# The error is the system's own words.
write-folders-changed = die Ordner auf dem Weg zu { $name } haben sich geändert, während batak sie öffnete ({ $error }); nichts wurde geschrieben
write-folders-changed-help = ein Ordner wurde inzwischen durch einen Link ersetzt: prüfen Sie, wer dort noch schreibt, und führen Sie den Befehl dann erneut aus
write-locked = { $name } wird von einem anderen batak geändert ({ $seconds } s gewartet); nichts wurde geschrieben
write-locked-help = führen Sie den Befehl erneut aus, wenn der andere fertig ist, oder geben Sie ihm mit --wait mehr Zeit
write-new-dangling = { $name } ist ein Link auf { $target }, das nicht existiert; batak new schreibt nicht durch ihn hindurch
write-new-dangling-help = nennen Sie die neue Datei selbst
new-link-broken = { $name } ist ein Link, dem batak nicht folgen kann ({ $error }); batak new schreibt nicht durch ihn hindurch
new-link-broken-help = nennen Sie die neue Datei selbst
write-exists = { $name } existiert schon; batak new überschreibt nie eine Datei
write-exists-help = wählen Sie einen anderen Namen, oder fügen Sie mit batak add Runden hinzu
write-replaced-opening = { $name } wurde ersetzt, während batak die Datei öffnete; nichts wurde geschrieben
write-replaced-writing = { $name } wurde ersetzt, während batak die Datei schrieb; nichts wurde geschrieben
write-appeared = { $name } ist aufgetaucht, während batak die Datei schrieb; nichts wurde geschrieben
write-became-link = { $name } wurde zu einem Link, während batak die Datei öffnete; nichts wurde geschrieben
write-became-link-help = prüfen Sie, wer in diesem Ordner noch schreibt, und führen Sie den Befehl dann erneut aus
write-not-yours = { $name } darf von Ihnen nicht geschrieben werden (Modus { $mode }); batak ändert die Datei nicht
write-not-yours-help = fragen Sie den Eigentümer, oder arbeiten Sie an einer eigenen Kopie
write-read-only = { $name } ist schreibgeschützt (Modus { $mode }); batak ändert die Datei nicht
write-read-only-help = machen Sie sie zuerst beschreibbar (chmod u+w DATEI), wenn sie sich ändern soll
write-link-loop = { $name } führt über mehr als { $count } Links
write-link-loop-help = ein Link zeigt auf sich selbst: nennen Sie die Datei selbst
write-foreign-link = { $name } führt über den Link { $link }, der einem anderen Benutzer (uid { $uid }) im gemeinsamen Ordner { $folder } gehört; batak folgt ihm nicht
write-foreign-link-help = ein Link, den jemand anderes in einen gemeinsamen Ordner wie /tmp gelegt hat, kann auf Ihre Dateien zeigen: nennen Sie die Datei selbst, oder entfernen Sie den Link
write-full = die Festplatte mit { $name } ist voll; nichts wurde geschrieben
write-full-help = schaffen Sie etwas Platz und führen Sie den Befehl dann erneut aus
write-read-only-fs = { $name } liegt auf einem schreibgeschützten Dateisystem; nichts wurde geschrieben
write-read-only-fs-help = kopieren Sie die Datei an einen beschreibbaren Ort, oder hängen Sie die Festplatte les- und schreibbar ein
write-create-denied = batak darf im Ordner { $folder } keine Dateien anlegen; nichts wurde geschrieben
write-create-denied-help = batak schreibt eine neue Kopie neben die Datei und benennt sie um: der Ordner { $folder } muss beschreibbar sein
write-replace-denied = batak darf { $name } im Ordner { $folder } nicht ersetzen; nichts wurde geschrieben
write-replace-denied-help = in einem Ordner mit Sticky-Bit (wie /tmp) darf nur der Eigentümer die Datei ersetzen: führen Sie den Befehl als Eigentümer aus, oder verschieben Sie die Datei
write-no-folder = der Ordner { $folder } existiert nicht; nichts wurde geschrieben
write-no-folder-help = legen Sie zuerst den Ordner an, oder geben Sie einen Pfad in einem vorhandenen Ordner an
write-not-folder = der Weg zu { $folder } führt durch eine Datei, die kein Ordner ist; nichts wurde geschrieben
write-not-folder-help = prüfen Sie den Pfad: jeder Teil vor dem Namen der Datei muss ein Ordner sein
write-name-too-long = der Name { $name } ist zu lang für eine Kopie daneben; nichts wurde geschrieben
write-name-too-long-help = geben Sie der Partiedatei einen kürzeren Namen
# The error is the system's own words.
write-failed = { $name } kann nicht geschrieben werden: { $error }; nichts wurde geschrieben
write-failed-help = die Datei ist unverändert; prüfen Sie die Festplatte und führen Sie den Befehl dann erneut aus

## After the end of a match; standard output.
late-deal-one = Runde { $deal } wurde nach dem Ende der Partie (mit Runde { $ended }) eingetragen; nicht gezählt
late-deal-many = die Runden { $first }–{ $last } wurden nach dem Ende der Partie (mit Runde { $ended }) eingetragen; nicht gezählt
late-deal-label = nach dem Ende
late-deal-help = beginnen Sie für sie eine neue Partiedatei, oder ändern Sie die Regeln, die die Partie beendet haben
# The error is the system's own words.
io-stdout = in die Standardausgabe kann nicht geschrieben werden: { $error }
# The change is what the command did ("m.toml was created").
io-stdout-changed-help = { $change }; nur die Ausgabe von batak ging verloren, führen Sie den Befehl also nicht erneut aus
io-stdout-help = die Ausgabe ist unvollständig: prüfen Sie die Festplatte oder die Datei, in die sie ging

## The commands' own mistakes: a deal number, --output.
no-such-deal = { $name } hat { $count ->
        [one] 1 Runde
       *[other] { $count } Runden
    }, also gibt es keine Runde { $deal }
no-such-deal-label = keine solche Runde
no-such-deal-help-last = geben Sie eine Rundennummer von 1 bis { $count } an, oder keine für die letzte
no-such-deal-help = geben Sie eine Rundennummer von 1 bis { $count } an
output-format = --output nennt eine Datei für --format { $said }, aber das Format ist { $format }
output-format-label = ein Name für --format { $said }
output-format-help = fügen Sie --format { $said } hinzu oder geben Sie der Datei einen passenden Namen
output-input = --output nennt eine gelesene Partiedatei (oder einen Link darauf); batak schreibt nicht darüber
output-input-help = nennen Sie eine andere Datei
output-match-name = --output nennt eine .{ $kind }-Datei, den Namen einer Partiedatei, aber was geschrieben wird, ist keine Partiedatei
output-match-name-label = der Name einer Partiedatei
output-match-name-help = benennen Sie sie nach dem, was geschrieben wird, etwa punkte.{ $extension }
output-empty = { $file } wurde nicht geschrieben: es gab nichts hineinzuschreiben
xlsx-output-missing = --format xlsx schreibt eine Arbeitsmappe in eine Datei: nennen Sie sie mit --output PFAD.xlsx
xlsx-output-missing-label = kein --output
xlsx-output-missing-help = z. B. --format xlsx --output saison.xlsx
rename-unknown = kein Spieler und kein Team heißt { $old }
rename-unknown-label = kein Name in der Datei
rename-unknown-help = die Namen: { $names }
rename-several = { $old } kann jeder dieser Namen sein: { $names }
rename-several-label = welcher?
rename-several-help = schreiben Sie den Namen so, wie er in der Datei steht
rename-player-and-team = { $old } ist der Name eines Spielers und eines Teams
rename-player-and-team-help = rename benennt nur einen Namen um, den eine einzige Seite trägt: ändern Sie einen der beiden in players oder teams der Datei von Hand
rename-empty = ein Name kann nicht leer sein
rename-empty-label = kein Name
rename-empty-help = geben Sie den neuen Namen an, z. B. batak rename DATEI Ayse Ayşe
rename-old-empty-help = geben Sie den Namen an, wie ihn die Datei schreibt: { $names }
rename-taken = { $new } ist vergeben: die Datei hat schon { $name }
rename-taken-label = vergeben
rename-taken-help = zwei Spieler oder Teams können nicht gleich heißen; wählen Sie einen anderen
xlsx-output-extension = der Name einer Arbeitsmappe endet auf .xlsx
xlsx-output-extension-label = nicht .xlsx
xlsx-output-extension-help = nennen Sie die Datei PFAD.xlsx
xlsx-output-input = --output nennt eine Partiedatei, die gelesen wird (oder einen Link darauf); batak schreibt die Arbeitsmappe nicht darüber
xlsx-output-input-label = die Partiedatei
xlsx-output-input-help = nennen Sie eine andere Datei, z. B. --output saison.xlsx
# The error is the workbook library's own words.
xlsx-failed = die Arbeitsmappe konnte nicht erstellt werden: { $error }
xlsx-too-large = ein Blatt fasst höchstens 1.048.576 Zeilen, und dieses bräuchte mehr
xlsx-failed-help = nichts wurde geschrieben; bitte melden Sie das mit der Partiedatei
github-compare = --format github markiert die Probleme einer Datei: es ist für check und score
github-compare-label = nicht für compare
github-compare-help = batak check --format github DATEI markiert die Datei; compare zeigt Regelsätze nebeneinander
compare-label-twice = ein anderes --with heißt schon { $label }: die beiden Spalten wären nicht zu unterscheiden
compare-label-twice-label = schon der Name einer Spalte
compare-label-twice-help = geben Sie jedem --with einen eigenen Namen, etwa --with 'niedrig:target=101' --with 'hoch:target=201'
compare-label-own = die eigene Spalte der Datei heißt { $label }: die beiden Spalten wären nicht zu unterscheiden
compare-label-own-label = der Name der eigenen Spalte der Datei
compare-label-own-help = geben Sie dem --with einen eigenen Namen, etwa --with 'kurz:target=101'
compare-label-empty = --with gibt vor seinem Doppelpunkt einen leeren Namen an: die Spalte hätte keinen Namen
compare-label-empty-label = kein Name
compare-label-empty-help = schreiben Sie einen Namen vor den Doppelpunkt, etwa --with 'kurz:target=101', oder lassen Sie den Doppelpunkt weg: --with target=101
show-no-play = keine Runde von { $name } zeichnet ihr Spiel auf, also gibt es nichts zu zeigen
show-deal-no-play = für Runde { $deal } ist kein Spiel aufgezeichnet
show-deal-no-play-label = kein Spiel
show-play-help = batak show zeichnet das Spiel einer Runde: fügen Sie der Runde play = ["HA H3 H9 H2", …] hinzu (siehe docs/match-file.md, "Recording the play")
chart-output-extension = batak chart schreibt SVG, also muss der Dateiname auf .svg enden
chart-output-extension-label = nicht .svg
chart-output-extension-help = nennen Sie die Datei PFAD.svg (jedes SVG-Programm kann daraus ein PNG machen)
chart-output-input = --output nennt die Partiedatei selbst (oder einen Link darauf); batak schreibt das Diagramm nicht darüber
chart-output-input-help = nennen Sie eine andere Datei, z. B. --output diagramm.svg
# The error is the drawing's own words.
chart-failed = das Diagramm konnte nicht gezeichnet werden: { $error }
chart-failed-help = versuchen Sie eine andere --size

## batak watch.
watch-kind-folder = ein Ordner
watch-kind-fifo = ein FIFO
watch-kind-other = keine reguläre Datei
watch-not-a-file-now = { $name } ist jetzt { $kind }, keine Partiedatei
watch-not-a-file-now-help = legen Sie die Partiedatei zurück; batak watch macht weiter, sobald sie da ist
watch-no-file = batak watch verfolgt eine Datei, und das ist keine
watch-name-file-help = nennen Sie die Partiedatei: batak watch freitag.toml
watch-not-a-file = { $name } ist { $kind }, keine Partiedatei
# The errors are the system's own words.
watch-ctrl-c = Strg-C kann nicht abgefangen werden: { $error }
watch-ctrl-c-help = führen Sie batak watch in einem Terminal aus oder unter einem Prozess, der ihm Signale überlässt
watch-failed = { $name } kann nicht verfolgt werden: { $error }
watch-failed-help-inotify = dem System sind vielleicht die inotify-Überwachungen ausgegangen (fs.inotify.max_user_watches)
watch-failed-help-folder = prüfen Sie, ob der Ordner der Datei existiert und ob Sie ihn auflisten dürfen (Lesen und Ausführen)

## batak new, add, amend, remove: the command's own refusals.
edit-stdin = batak { $command } braucht eine Datei zum Ändern, nicht die Standardeingabe
edit-stdin-help = nennen Sie die Partiedatei
edit-by-hand-help = nehmen Sie die Änderung von Hand vor; batak rät nicht, wie diese Datei aufgebaut ist
# The result is the match's result line, as the tables say it.
edit-finished = die Partie ist vorbei ({ $result }); batak add trägt nach Runde { $deal } keine Runde mehr ein
edit-finished-help = beginnen Sie die nächste Partie mit: batak new NÄCHSTE.toml --like { $name }; oder tragen Sie diese Runde trotzdem mit --after-end ein
edit-conflict-version = { $file } hat sich geändert, seit diese Seite gezeichnet wurde; nichts wurde geschrieben
edit-conflict-deals = { $file } hat jetzt { $deals ->
        [one] 1 Runde
       *[other] { $deals } Runden
    }, nicht { $expected }: die Datei hat sich inzwischen geändert; nichts wurde geschrieben
edit-conflict-help = sehen Sie nach, was sich geändert hat, und senden Sie die Änderung erneut, falls sie noch nötig ist
new-stdin = batak new schreibt eine Datei, und - ist die Standardeingabe, keine Datei
new-stdin-help = nennen Sie die anzulegende Datei, z. B. batak new freitag.toml --players …
new-dangling = { $name } ist ein Link auf { $target }, das nicht existiert; batak new schreibt nicht durch ihn hindurch
new-dangling-help = entfernen Sie den Link, oder legen Sie die Datei an, auf die er zeigt
new-schema = --schema enthält ein Steuerzeichen oder einen Zeilenumbruch
new-schema-label = kein Pfad und keine URL
new-schema-help = geben Sie Pfad oder URL des Schemas in einer Zeile an, z. B. --schema batak.schema.json
new-schema-empty = --schema ist leer: die erste Zeile der Datei verwiese Editoren auf nichts
new-schema-empty-help = geben Sie Pfad oder URL des Schemas an, etwa --schema batak.schema.json
new-players-count = --players nennt { $count } statt vier Spielern (oder drei)
new-teams-count = --teams nennt { $count } statt zwei Teams
new-names-given = { $count } angegeben
new-players-count-help = geben Sie vier Spieler (oder drei) an, durch Kommas getrennt, z. B. --players { $example }
new-teams-count-help = geben Sie zwei Teams an, durch Kommas getrennt, z. B. --teams { $example }
new-name-twice = { $flag } nennt „{ $name }“ zweimal
new-name-alike = { $flag } nennt „{ $earlier }“ und „{ $name }“, ohne Groß-/Kleinschreibung und türkische Buchstaben derselbe Name
new-name-empty = { $flag } enthält einen leeren Namen
new-name-help = jeder Name muss verschieden und nicht leer sein
new-teams-partnership = Teams gibt es nur beim Spiel zu zweit (partnership), und diese Regeln sind es nicht
new-teams-partnership-label = Teams ohne partnership
new-teams-partnership-help = fügen Sie --set preset=esli (oder --set partnership=true) hinzu, oder lassen Sie --teams weg
amend-everyone = in Runde { $deal } sagt jeder an (bidding = everyone): sie hat keinen Spielmacher, kein Gebot und kein Passen
amend-everyone-help = ändern Sie die Ansagen mit --bids (eine je Spieler, in Spielreihenfolge) und die Stiche mit --tricks
amend-passed = Runde { $deal } wurde eingeworfen (gepasst), also gibt es kein Spiel zu ändern
amend-passed-label = nicht genug für ein Spiel
amend-passed-help = um sie als gespielt einzutragen, geben Sie --declarer, --bid und --tricks an (oder --bids und --tricks)
amend-bids-unknown = Runde { $deal } ist als bids geschrieben, und die Datei hat Fehler, also kann batak Spielmacher und Gebot nicht erkennen
amend-bids-unknown-label = eines von beiden kann nicht geändert werden
amend-bids-unknown-help = geben Sie stattdessen die vier Gebote an, z. B. --bids 0,0,7,0

## batak rules: what each setting means, what each preset is.
setting-preset = ein benanntes Bündel der Einstellungen unten
setting-min_bid = das niedrigste Gebot, das jemand abgeben darf (höchstens hand)
setting-bid_points = Punkte für jeden gebotenen Stich, wenn das Spiel geschafft ist
setting-extra_points = Punkte für jeden Stich über dem Gebot und für jeden Stich der anderen Spieler
setting-defender_points = Punkte für jeden Stich der anderen Spieler, wenn sie von extra_points abweichen sollen
setting-defender_minimum = wer von den anderen Spielern weniger Stiche als dies macht, verliert den Wert des Gebots, statt zu punkten; 0 = aus (höchstens hand)
setting-double_penalty = ein verlorenes Spiel kostet den doppelten Wert des Gebots
setting-slam_double = ein Gebot auf alle Stiche (13 bei 13 Karten) zählt doppelt, geschafft wie durchgefallen
setting-end = die Partie endet bei einer Zielpunktzahl, nach einer festen Zahl von Runden, oder nie
setting-target = die Zielpunktzahl (end = "target")
setting-deals = Anzahl der gewerteten Runden (end = "deals")
setting-partnership = zu zweit (Eşli): die Plätze 1 und 3 sowie 2 und 4 spielen und punkten als Teams
setting-trump = wer Trumpf wählt: der Spielmacher; immer Pik (Koz Maça); Pik, ohne Reizen (Gönüllü)
setting-all_pass = wenn alle passen: die Runde wird neu gegeben; oder der Geber muss sie mit min_bid übernehmen
setting-ties = ein Gleichstand an der Spitze, wenn die Partie enden würde: noch eine Runde, oder die Punktgleichen teilen sich den Sieg
setting-must_trump = Kartenspiel: wer die ausgespielte Farbe nicht hat, muss stechen (Stechzwang)
setting-must_overtake = Kartenspiel: wer kann, muss die beste Karte der ausgespielten Farbe (und jeden gespielten Trumpf) schlagen
setting-trump_breaking = Kartenspiel: Trumpf darf erst ausgespielt werden, wenn er auf eine andere Farbe gespielt wurde
setting-hand = die Karten je Spieler, die Stiche einer Runde; Spieler × hand ist höchstens 52
setting-bidding = ein Spielmacher gewinnt das Reizen; oder jeder sagt seine Stiche an (tahmin) und wird danach gewertet
setting-overshoot = yan batar: wer Gebot + overshoot Stiche oder mehr macht, fällt durch; 0 = aus (höchstens hand)
setting-nil_points = wenn jeder ansagt: eine Ansage von 0 ist erlaubt, wenn dies über 0 liegt, und bringt so viele Punkte ohne Stich, sonst so viele Minuspunkte
preset-classic = der klassische Punktezettel: 10 je gebotenem Stich, bis 151
preset-ihaleli = Batak mit Reizen, ein Punkt je Stich, 10 Runden
preset-esli = ihaleli zu zweit (Eşli), Mindestgebot 7
preset-koz-maca = klassisch, Pik immer Trumpf (Koz Maça)
preset-gonullu = klassisch, ohne Reizen: ein Freiwilliger spielt, Pik ist Trumpf (Gönüllü)
preset-gommeli = drei Spieler, je 16 Karten (4 vergraben), 10 je Stich, 11 Runden (Gömmeli)
preset-defineli = klassisch mit je 12 Karten, 4 im Schatz (Defineli)
preset-tahminli = jeder sagt seine Stiche an, Pik ist Trumpf, 13 Runden (Tahminli, Koz Maça)

## batak serve
serve-no-file = batak serve stellt eine Partiedatei bereit, und { $name } ist keine (.toml, .yaml oder .yml)
serve-no-file-help = die Partiedatei angeben: batak serve freitag.toml
serve-random = es konnte kein zufälliger Schlüssel erzeugt werden: { $error }
serve-random-help = batak serve braucht die Zufallszahlen des Systems (/dev/urandom)
serve-bind = auf { $address } kann nicht gelauscht werden: { $error }
serve-bind-help = mit --port N einen anderen Port wählen (--port 0 nimmt irgendeinen freien) oder beenden, was dort lauscht
serve-bind-address-help = dieser Rechner hat keine solche Adresse: --bind weglassen (nur dieser Rechner) oder --lan angeben, um im lokalen Netz zu lauschen
serve-ctrl-c-help = batak serve in einem Terminal starten oder unter einem Prozess, der es Signale behandeln lässt
serve-form-field = das Feld { $field } des Formulars kennt batak nicht, oder sein Wert ist keiner, den es annimmt
serve-form-field-help = die Felder so senden, wie das Formular der Seite sie nennt: declarer, bid, trump, tricks, bids, passed, dealer, note, after_end, deal, v
serve-form-field-help-fix = eine Korrektur nimmt die Felder declarer, bid, trump, tricks, bids, passed, dealer, note und v
serve-form-field-help-remove = ein Entfernen nimmt ein Feld: v
serve-form-no-declarer = wählen Sie den Spielmacher, oder kreuzen Sie „alle haben gepasst“ an
serve-form-no-bid = wählen Sie das Gebot
serve-form-no-prediction = tragen Sie die Vorhersage von { $player } ein
serve-form-prediction-twice = für { $player } sind zwei Vorhersagen angegeben: geben Sie eine an
serve-form-tricks-twice = für { $side } sind zwei Stichzahlen angegeben: geben Sie eine an
serve-form-missing = füllen Sie „{ $field }“ aus
serve-form-together = „{ $field }“ kann nicht mit „{ $other }“ gesendet werden: lassen Sie eines weg
serve-form-twice = „{ $field }“ wurde zweimal gesendet: senden Sie es einmal
serve-form-no-change = es wurde nichts gesendet, was zu ändern wäre: ein leeres Feld behält, was im Spiel steht
serve-form-kind = senden Sie das Formular als application/x-www-form-urlencoded
serve-form-undecodable = das Formular ist nicht lesbar: jedes Feld ist NAME=WERT, durch & verbunden, seine Escapes (%XX) UTF-8
serve-form-finished = die Partie ist vorbei: kreuzen Sie „{ $field }“ an, um diese Runde trotzdem aufzuzeichnen
serve-form-finished-strict = die Partie ist vorbei, und dieser Server zeichnet nach dem Ende keine Runde auf

# Was das Sicherheitsnetz unter jeder Änderung sagt, wenn die Änderung mehr täte als
# verlangt (die Änderung wird abgelehnt, die Datei bleibt, wie sie war).
net-outside = die Änderung würde die Datei außerhalb ihrer Runden ändern (einen Titel, die Spieler, die Regeln)
net-not-one-added = die Änderung würde nicht genau eine Runde hinzufügen
net-not-one-removed = die Änderung würde nicht genau eine Runde entfernen
net-deal-count = die Änderung würde die Zahl der Runden ändern
net-more-of-deal = die Änderung würde an Runde { $deal } mehr ändern als verlangt
net-other-deal = die Änderung würde auch Runde { $deal } ändern
net-not-as-asked = die Änderung würde Runde { $deal } nicht wie verlangt ändern
net-more-than-name = die Änderung würde mehr als den Namen { $name } ändern

## What the system said of a failed read or write (English: its own words)

io-kind-not-found = keine solche Datei oder kein solcher Ordner
io-kind-permission-denied = keine Berechtigung
io-kind-already-exists = die Datei gibt es schon
io-kind-not-a-directory = ein Name auf dem Weg ist kein Ordner
io-kind-is-a-directory = das ist ein Ordner
io-kind-directory-not-empty = der Ordner ist nicht leer
io-kind-read-only-filesystem = das Dateisystem ist schreibgeschützt
io-kind-storage-full = auf dem Gerät ist kein Platz mehr
io-kind-quota-exceeded = das Speicherkontingent ist überschritten
io-kind-file-too-large = die Datei ist zu groß
io-kind-resource-busy = Gerät oder Ressource ist belegt
io-kind-crosses-devices = Verknüpfung über Geräte hinweg nicht möglich
io-kind-too-many-links = zu viele Verknüpfungen
io-kind-invalid-filename = der Dateiname ist ungültig oder zu lang
io-kind-broken-pipe = die Gegenseite hat die Leitung geschlossen (unterbrochene Pipe)
io-kind-addr-in-use = die Adresse wird schon verwendet
io-kind-addr-not-available = die Adresse kann nicht zugewiesen werden
io-kind-interrupted = der Vorgang wurde unterbrochen
io-kind-timed-out = die Zeit ist abgelaufen
io-kind-out-of-memory = nicht genug Speicher
io-kind-invalid-data = die Daten sind ungültig
io-kind-unexpected-eof = die Datei endet unerwartet
io-kind-loop = die Verknüpfungen zeigen im Kreis aufeinander
io-kind-device = das Gerät konnte nicht lesen oder schreiben (Ein-/Ausgabefehler)
