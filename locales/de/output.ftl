# batak: output (de)

# A number, as the catalogue writes it (the tests).
test-number = { $points }

# A diagnostic's help line after its message, where one line holds both (a GitHub annotation).
help-line = Hilfe: { $help }

## Names as prose, results, the lines of check, new, add, amend and remove.
names-and = { $first } und { $last }
result-wins = { $who } gewinnt mit { $points } nach Runde { $deal }
result-share = { $who } teilen sich den Sieg mit { $points } nach Runde { $deal }
result-tied = Gleichstand an der Spitze: { $who } mit { $points }; noch eine Runde
result-no-deals = noch keine Runden
result-leads-short = läuft: { $who } { $leaders ->
        [one] führt
       *[other] führen
    }, { $short } fehlen bis { $target }
result-leads-of = läuft: { $who } { $leaders ->
        [one] führt
       *[other] führen
    } mit { $points } nach { $deals } von { $count } Runden
result-leads = { $who } { $leaders ->
        [one] führt
       *[other] führen
    } mit { $points } nach { $deals ->
        [one] 1 Runde
       *[other] { $deals } Runden
    }
edit-added = Runde { $deal } an { $file } angehängt
edit-removed = Runde { $deal } aus { $file } entfernt
edit-changed = Runde { $deal } in { $file } geändert
edit-unchanged = Runde { $deal } enthält das schon: nichts geändert in { $file }
edit-would-change = würde Runde { $deal } in { $file } ändern
edit-would-remove = würde Runde { $deal } aus { $file } entfernen:
edit-would-append = würde an { $file } anhängen:
edit-before = vorher:
edit-after = nachher:
edit-none = (keins)
header-title = der Titel
header-date = das Datum
header-title-and-date = Titel und Datum
edit-header-changed = { $what } von { $file } geändert: { $heading }
edit-header-unchanged = { $what } von { $file } { $count ->
        [one] enthält
       *[other] enthalten
    } das schon: nichts geändert
edit-would-change-header = würde { $what } von { $file } ändern
header-label = mit geändertem Kopf ({ $what })
header-done = { $what } { $count ->
        [one] wurde
       *[other] wurden
    } geändert in
header-not-as-asked = die Änderung würde { $what } nicht wie verlangt ändern
created = { $file } angelegt: { $players }{ $partnership }; { $rules }{ $first }
created-partnership = , zu zweit: { $first } gegen { $second }
created-first-dealer = ; { $dealer } gibt zuerst
check-ok = { $file }: in Ordnung, { $deals }{ $warned }; { $result }{ $next }
check-deals = { $count ->
        [one] 1 Runde
       *[other] { $count } Runden
    }
check-deals-passed = { $count } Runden ({ $passed } gepasst)
check-warnings = , { $count ->
        [one] 1 Warnung
       *[other] { $count } Warnungen
    }
next-dealer = { $dealer } gibt als Nächstes.
rotation-stopped = batak kann nicht sagen, wer als Nächstes gibt: Runde { $deal } nennt keinen Geber (add --dealer NAME oder amend { $deal } --dealer NAME)
no-dealer-note = Hinweis: Runde { $deal } nennt keinen Geber: Runde { $previous } nennt keinen, also kann batak nicht sagen, wer gegeben hat (amend { $deal } --dealer NAME oder add --dealer NAME)
no-dealer-note-first = Hinweis: Runde { $deal } nennt keinen Geber: noch keine Runde nennt einen, also kann batak nicht sagen, wer gegeben hat (amend { $deal } --dealer NAME beginnt die Reihenfolge, wie add --dealer NAME; batak new --dealer NAME nennt den ersten Geber einer Partie)
rules-summary = Regeln: { $preset }
rules-summary-changed = Regeln: { $preset } + { $changed }

## Tables: column headings and cells.
column-dealer = Geber
column-tricks = Stiche
column-bids = Ansagen
column-contract = Spiel
column-side = { $teams ->
        [yes] Team
       *[no] Spieler
    }
column-rank = Platz
column-total = Summe
cell-passed = gepasst
dealt-by = gegeben von { $dealer }
teams-label = Teams:{" "}
note-after-end = * nach dem Ende der Partie aufgezeichnet: gezeigt, nicht gezählt
notes-label = Notizen:
compare-no-change = ; keine Runde wird anders gewertet
compare-changed = ; { $count ->
        [one] Runde { $deals } wird anders gewertet
       *[other] Runden { $deals } werden anders gewertet
    }

## A file's report of its problems.
headline = { $errors ->
        [0] { $warnings ->
                [one] 1 Warnung
               *[other] { $warnings } Warnungen
            }
       *[other] { $errors } Fehler{ $warnings ->
                [0] {""}
                [one] {" "}und 1 Warnung
               *[other] {" "}und { $warnings } Warnungen
            }
    } in { $file }
not-shown = … und { $count } weitere, hier nicht gezeigt (--format json listet alle)
error-word = Fehler:
warning-word = Warnung:
help-word = Hilfe:

## batak rules.
rules-setting = Einstellung
rules-value = Wert
rules-from = Quelle
rules-default = Standard
rules-allowed = erlaubt
rules-meaning = Bedeutung
rules-preset = Vorgabe
rules-what = was sie ist
rules-settings = Einstellungen
rules-presets = Vorgaben
rules-origin-default = (der Standard)
rules-origin = (aus: { $from }; Standard { $default })
origin-default = Standard
origin-preset = Vorgabe
origin-file = Datei
origin-flag = Option

## batak stats: the columns' headings.
stats-column-rank = Platz
stats-column-player = Spieler
stats-column-matches = Partien
stats-column-wins = Siege
stats-column-deals = Runden
stats-column-declared = Spielmacher
stats-column-made = geschafft
stats-column-failed = durchgefallen
stats-column-made-rate = geschafft %
stats-column-average-bid = Ø Gebot
stats-column-slams = Gebot 13
stats-column-slams-made = 13 geschafft
stats-column-sets = zu Fall gebracht
stats-column-points = Punkte
stats-column-best = beste
stats-column-worst = schlechteste
