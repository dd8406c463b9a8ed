# batak: output (de)

# A number, as the catalogue writes it (the tests).
test-number = { $points }

# A diagnostic's help line after its message, where one line holds both (a GitHub annotation).
help-line = Hilfe: { $help }

## Names as prose, results, the lines of check, new, add, amend and remove.
names-and = { $first } und { $last }
result-wins = { $who } { $people ->
        [one] gewinnt
       *[other] gewinnen
    } mit { $points } nach Runde { $deal }
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
edit-trump = : Trumpf { $trump }
not-changed = { $file } wurde nicht geändert
wrote = { $file } geschrieben
wrote-chart = { $file } geschrieben ({ $size })
done-created = { $file } wurde trotzdem angelegt
done-written = { $file } wurde trotzdem geschrieben
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
    } trotzdem in { $file } geändert
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
next-dealer-inline = { $dealer } gibt als Nächstes
rotation-stopped = batak kann nicht sagen, wer als Nächstes gibt: Runde { $deal } nennt keinen Geber (add --dealer NAME oder amend { $deal } --dealer NAME)
no-dealer-note = Hinweis: Runde { $deal } nennt keinen Geber: Runde { $previous } nennt keinen, also kann batak nicht sagen, wer gegeben hat (amend { $deal } --dealer NAME oder add --dealer NAME)
no-dealer-note-first = Hinweis: Runde { $deal } nennt keinen Geber: noch keine Runde nennt einen, also kann batak nicht sagen, wer gegeben hat (amend { $deal } --dealer NAME beginnt die Reihenfolge, wie add --dealer NAME; batak new --dealer NAME nennt den ersten Geber einer Partie)
rules-summary = Regeln: { $rules }

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
not-shown-counted = … und { $count } weitere, hier nicht gezeigt (--format json listet die ersten { $kept } und zählt den Rest)
error-word = Fehler:
warning-word = Warnung:
help-word = Hilfe:

## batak rules.
setting-by-players = 13 (16 bei drei Spielern)
preset-the-defaults = (die Standardwerte)
rules-setting = Einstellung
rules-value = Wert
rules-from = Quelle
rules-default = Standard
rules-allowed = erlaubt
rules-meaning = Bedeutung
rules-preset = Vorgabe
rules-what = Beschreibung
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
stats-column-declared = angesagt
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

## Suits, in words beside their symbol.
suit-spades = Pik
suit-hearts = Herz
suit-diamonds = Karo
suit-clubs = Kreuz

## batak stats and chart over many files; batak compare.
mixed-rules = Hinweis: diese Partien werden nach verschiedenen Regeln gewertet, und ihre Punkte werden unverändert addiert (ein Punkt der einen ist kein Punkt der anderen; mit --set lassen sich alle gleich werten): { $sets }
mixed-rules-set = Regeln: { $rules } ({ $files })
left-out-of-stats = wegen ihrer Fehler nicht in der Statistik: { $files }
left-out-of-chart = wegen ihrer Fehler nicht im Diagramm: { $files }
stats-columns-left-out = (einige Spalten fehlen aus Platzgründen; --format csv, json oder markdown enthält alle)
stats-files-counted = { $count ->
        [one] 1 Datei gezählt
       *[other] { $count } Dateien gezählt
    }
stats-left-out = { $counted }; wegen ihrer Fehler ausgelassen: { $files }
compare-own-rules = Regeln der Datei
compare-own-rules-and = Regeln der Datei + { $set }
compare-with-and = { $label } + { $set }
compare-left-out = { $label }: ausgelassen: die Partie hat unter diesen Regeln { $count ->
        [one] 1 Fehler
       *[other] { $count } Fehler
    }

## batak show.
show-partial = { $recorded } von { $hand } Stichen aufgezeichnet
show-record = { $hand } Stiche, { $made } davon für den Spielmacher
show-tricks = { $hand } Stiche
show-title = Runde { $deal } · { $declarer } bietet { $bid } · Trumpf { $trump } · { $record }
show-title-predicted = Runde { $deal } · Ansagen { $predicted } · Trumpf { $trump } · { $record }
show-hands-dealt = die Blätter, wie gegeben
show-hands-played = die Blätter, wie gegeben (aus den Stichen)
show-hands-partial = die gespielten Karten jedes Spielers (eine unvollständige Aufzeichnung)
show-legend-led = > hat den Stich eröffnet
show-legend-won = * hat ihn gemacht
show-legend-broke = ! hat gegen eine Spielregel verstoßen
show-tricks-won = gemachte Stiche:{" "}
show-no-breach = kein Verstoß gegen die Spielregeln
show-breaches = Verstöße gegen die Spielregeln:

## batak watch.
watch-watcher-problem = batak watch: der Beobachter meldete ein Problem ({ $problem }); es wird weiter beobachtet
watch-last-good = zuletzt gültig: { $result }
watch-more = … (batak check { $file } zeigt den Rest)
watch-footer = beobachtet { $file } · bei jedem Speichern neu gezeichnet · Strg-C beendet
watch-last-good-standings = der letzte gültige Stand, bis die Datei berichtigt ist:

## What a change says after writing, and a failed write to standard output.
written-through-link = { $file } ist ein Link: die Änderung wurde in { $target } geschrieben
lost-owner = Hinweis: { $file } konnte Besitzer und Gruppe ({ $owner }) nicht behalten: nur root kann eine Datei weggeben, und nur ein Mitglied der Gruppe kann sie behalten; andere in dieser Gruppe können sie vielleicht nicht mehr schreiben
other-hard-links = Hinweis: { $file } hatte weitere harte Links; sie behalten den alten Inhalt (batak schreibt eine neue Datei und benennt sie um)
label-new = wie sie geschrieben würde
label-added = mit der neuen Runde
label-removed = ohne die Runde
label-amended = mit geänderter Runde { $deal }
done-added = die Runde wurde trotzdem an { $file } angehängt
done-removed = Runde { $deal } wurde trotzdem aus { $file } entfernt
label-renamed = mit { $old } umbenannt in { $new }
done-renamed = { $old } wurde in { $file } in { $new } umbenannt
edit-renamed = { $old } in { $file } in { $new } umbenannt ({ $count ->
        [one] an 1 Stelle
       *[other] an { $count } Stellen
    })
edit-would-rename = würde { $old } in { $file } in { $new } umbenennen ({ $count ->
        [one] an 1 Stelle
       *[other] an { $count } Stellen
    }), in diesen Zeilen:
rename-unchanged = { $old } heißt schon { $new }: { $file } bleibt unverändert
done-amended = Runde { $deal } wurde trotzdem in { $file } geändert

## Notes on standard error.
note-name-typed = Hinweis: { $flag } { $typed } ist { $name }
note-date-turned = Hinweis: --date { $given } wird wie in einer Partiedatei mit dem Jahr zuerst geschrieben: { $iso }
note-three-classic = Hinweis: drei Spieler, gewertet wie der klassische Punktezettel; für Gömmeli (16 Karten je Spieler, 10 Punkte je Stich) gibt es --set preset=gommeli
note-schema = Hinweis: die erste Zeile der Datei verweist Editoren für Vervollständigung und Prüfung beim Tippen auf { $schema }; erzeugen Sie es mit: batak schema > { $path }
note-named-twice = Hinweis: { $file } ist mehrfach angegeben; sie zählt einmal

## Charts (terminal and SVG).
chart-x-deal = Runde
chart-x-match = Partie
chart-y-running = Zwischenstand
chart-y-season = Punkte bisher
chart-note-deals = waagrecht: Runden; senkrecht: Zwischenstände
chart-note-matches = waagrecht: Partien, in der angegebenen Reihenfolge; senkrecht: Punkte bisher (die Endstände jeder Partie addiert)
chart-matches = { $count ->
        [one] 1 Partie
       *[other] { $count } Partien
    }
chart-season = Saison
chart-dotted = gepunktete
chart-dots = Punkte
chart-small-letters = Kleinbuchstaben
chart-target-across = Zielpunktzahl { $target }: die waagrechte { $line } Linie
chart-ended-up = die Partie endete nach Runde { $deal }: die senkrechte { $line } Linie
chart-meet = *: zwei oder mehr Linien an derselben Stelle
chart-after-end-marks = { $marks } danach: Runden nach dem Ende, nicht gezählt
chart-target = Ziel { $target }
chart-after-end = nach dem Ende, nicht gezählt
chart-ended = endete nach Runde { $deal }

## The HTML page and Markdown.
page-season = Saison
page-standings = Stand
page-season-caption = Die Punkte jedes Spielers nach jeder Partie, in der angegebenen Reihenfolge (die Summe eines Teams zählt für beide Partner).
page-matches = Partien
page-deals = Runden
page-match-caption = Zwischenstände nach jeder Runde.
page-title-matches = batak: Partien
page-title-season = batak: Saison
page-problems = Diese Datei hat Fehler und wird hier daher nicht gewertet (batak check zeigt sie):
page-line = Zeile { $line }
page-teams = Teams:
page-notes = Notizen:
page-note = Runde { $deal }
page-after-end = Kursiv: nach dem Ende der Partie aufgezeichnet; gezeigt, nicht gezählt.
page-last-rows = Die letzten { $shown } von { $deals } Runden; --format csv oder json enthält alle.
page-compared = Verglichene Regelsätze
page-column-match = Partie
page-column-date = Datum
page-column-result = Ergebnis

## The man page's sections.
man-name = NAME
man-synopsis = ÜBERSICHT
man-description = BESCHREIBUNG
man-options = OPTIONEN
man-commands = BEFEHLE
man-examples = BEISPIELE
new-like-errors = { $file } hat Fehler, daher kann batak new nicht danach beginnen
xlsx-nothing = { $file } wurde nicht geschrieben: keine Partie, die hineinkäme
xlsx-not-put = { $file } konnte nicht in die Arbeitsmappe aufgenommen werden: { $error }
man-exit-status = EXIT-STATUS
man-environment = UMGEBUNG
man-version = VERSION
man-exit-0 = Gewertet (Warnungen erlaubt); eine Änderung wurde geschrieben (oder mit --dry-run gezeigt).
man-exit-1 = Eine Datei hat Fehler, konnte nicht gelesen oder geschrieben werden oder hat Warnungen unter --strict; eine Änderung wurde abgelehnt und die Datei so gelassen, wie sie war.
man-exit-2 = Ein Fehler in der Befehlszeile, auch ein falsches --set und ein Name, der keinem Spieler gehört.
man-env-lang = Die Sprache, die batak spricht: Englisch, Türkisch oder Deutsch, ermittelt wie bei gettext (C oder POSIX ist Englisch); JSON und CSV sind unter jeder Locale gleich.
man-env-columns = Die Breite, für die Tabellen, Diagramme und Berichte gesetzt werden (sonst die des Terminals, sonst 80).
man-env-no-color = Wenn gesetzt und nicht leer, keine Farbe außer mit --color always.
man-env-complete = Gesetzt von dem Skript, das BATAK_COMPLETE=bash batak (oder zsh, fish, elvish, powershell) ausgibt: batak beantwortet dann die Vervollständigung der Shell, statt zu laufen.

## show --format markdown; a long table.
show-md-partial = (eine unvollständige Aufzeichnung: nur die gespielten Karten sind bekannt)
show-md-legend = `>` hat den Stich eröffnet, **fett** hat ihn gemacht, `!` hat gegen eine Spielregel verstoßen.
show-md-won = Gemachte Stiche: { $won }.
show-md-no-breach = Kein Verstoß gegen die Spielregeln.
watch-last-deal = (Runde { $deals } von { $deals })
watch-last-deals = (Runden { $first }–{ $deals } von { $deals })
table-last-rows = (die letzten { $shown } von { $deals } Runden; --format csv, json oder markdown zeigt alle)

## The comments of a new match file.
file-score = Eine Partie Batak. Auswerten:   batak score DATEI
file-add = Jede Runde eintragen, wie sie gespielt wird:
file-add-bids = batak add DATEI --bids { $bids } --tricks { $counts } (die Ansage jedes Spielers, dann die gemachten Stiche)
file-add-contract = batak add DATEI --declarer NAME --bid N --tricks { $counts } [--trump FARBE]
file-add-passed = batak add DATEI --passed
file-dealer = (batak add schreibt den Geber jeder Runde: den Spieler nach dem Geber der letzten oder first_dealer)
file-fix = Berichtigen: batak amend DATEI [N] --tricks …   Zurücknehmen: batak remove DATEI [N]
file-watch = Eine Live-Punktetafel: batak watch DATEI
file-title-example = Freitag bei Kemal
file-title = der Titel der Partie, über ihren Tabellen und Diagrammen
file-date = das Datum der Partie, mit dem Jahr zuerst
file-first-dealer = wer die erste Runde gibt; dann geht das Geben zum nächsten Spieler
file-setting-follows-extra = nicht gesetzt: folgt extra_points
file-deals-toml = Die Runden folgen als [[deals]]-Tabellen, in der Reihenfolge, in der sie gespielt werden.
file-deals-yaml = Die Runden, in der Reihenfolge, in der sie gespielt werden (batak add hängt sie an).

## batak lsp: hints, outline, hover and quick fixes.
lsp-after-end = nach dem Ende, nicht gezählt: { $line }
lsp-everyone-bids = jeder sagt an
lsp-late = nach dem Ende
lsp-deal = Runde { $deal }
lsp-points = Punkte
lsp-why-late = nach dem Ende der Partie aufgezeichnet: gezeigt, nicht gezählt
lsp-why-passed = alle haben gepasst: zusammengeworfen, niemand punktet
lsp-took = machte { $taken }
lsp-side-took = { $side } machte { $taken }
lsp-why-minimum = { $side } machte { $taken } der { $minimum } Stiche, die jeder der anderen Spieler machen muss: { $points }
lsp-bid = { $who } bot { $bid }, { $took }: { $fate }
lsp-made = geschafft{ $over ->
        [0] {""}
        [one] , 1 Überstich
       *[other] , { $over } Überstiche
    }
lsp-overshoot = durchgefallen, { $overshoot } oder mehr Stiche über dem Gebot sind zu viele (Überschreiten)
lsp-lost = durchgefallen, das Gebot ist verloren
lsp-lost-twice = durchgefallen, das Gebot ist doppelt verloren (double_penalty)
lsp-slam = ; Gebot 13, verdoppelt
lsp-fix-tricks = Die Stiche eintragen, die das Spiel zeigt: { $tricks }
lsp-fix-change = Ändern in { $replacement }
lsp-record-tricks = Diese Stiche eintragen: { $tricks } (Runde { $deal })
lsp-rename-no-name = umbenannt werden kann hier nur der Name eines Spielers oder Teams

## batak serve: die Seite und ihr Formular.
serve-no-lan = keine Adresse im lokalen Netz gefunden: die ausgegebene Adresse ist die dieses Rechners selbst (127.0.0.1)
serve-qr-narrow = (der QR-Code braucht ein Terminal mit { $columns } Spalten: verbreitern Sie dieses und starten Sie neu, oder öffnen Sie die Adresse oben)
serve-qr-loopback = (diese Adresse ist die dieses Rechners selbst, die kein Telefon erreicht: für die Telefone am Tisch mit --lan starten und den QR-Code scannen, den es dann zeigt)
serve-over = Die Partie ist vorbei. Zum Weiterspielen die nächste beginnen: batak new NÄCHSTE.toml --like { $file }
serve-after-end-open = Trotzdem eine Runde nach dem Ende eintragen (nicht gezählt)
serve-refused = Nicht aufgezeichnet:
serve-refused-fix = Nicht geändert:
serve-refused-remove = Nicht entfernt:
serve-problems = Diese Datei hat Fehler (batak check zeigt sie):
serve-warnings = Warnungen:
serve-last-good = Der Stand unten ist der letzte, der ohne Fehler gelesen wurde.
serve-conflict = Die Datei hat sich geändert, seit diese Seite gezeichnet wurde: die Seite zeigt jetzt, was inzwischen aufgezeichnet wurde. Die Runde erneut senden, wenn sie noch nötig ist.
serve-conflict-fix = Die Datei hat sich geändert, seit diese Seite gezeichnet wurde: die Seite zeigt sie jetzt, wie sie ist. Die Korrektur erneut senden, wenn sie noch nötig ist.
serve-conflict-remove = Die Datei hat sich geändert, seit diese Seite gezeichnet wurde: die Seite zeigt sie jetzt, wie sie ist. Die Runde erneut entfernen, wenn sie noch weg soll.
serve-recorded-meanwhile = { $count ->
        [one] Runde { $from } wurde inzwischen aufgezeichnet: sie steht in der Tabelle unten.
       *[other] Die Runden { $from } bis { $to } wurden inzwischen aufgezeichnet: sie stehen in der Tabelle unten.
    }
serve-form-meanwhile = Inzwischen wurde eine Runde aufgezeichnet (sie steht jetzt in der Tabelle): diese würde so abgelehnt. Die Tabelle ansehen, dann die Seite neu laden, um die nächste Runde aufzuzeichnen.
serve-fix-meanwhile = Inzwischen hat sich die Datei geändert (die Tabelle zeigt es jetzt): diese Korrektur würde so abgelehnt. Die Tabelle ansehen, dann die Korrektur erneut öffnen.
serve-stopping = batak serve wird beendet; nichts wurde geschrieben
serve-form-heading = Runde { $deal }
serve-form-bids = Ansagen
serve-form-declarer = Spielmacher
serve-form-passed = alle haben gepasst
serve-form-bid = Gebot
serve-form-trump = Trumpf
serve-form-tricks = Gemachte Stiche
serve-form-note = Notiz
serve-form-after-end = nach dem Ende aufzeichnen (nicht gezählt)
serve-form-record = Runde { $deal } aufzeichnen
serve-tricks-hint = Die Stiche ergeben zusammen { $hand }.
serve-tricks-done = { $hand } Stiche: vollständig
serve-tricks-left = { $sum } von { $hand } Stichen: { $left ->
        [one] einer fehlt
       *[other] { $left } fehlen
    }
serve-tricks-over = mehr als { $hand } Stiche
serve-remove = Runde { $deal } entfernen
serve-fix-heading = Runde { $deal } berichtigen
serve-fix-save = Runde { $deal } speichern
serve-fix-cancel = Abbrechen
serve-fix-link = Runde { $deal } berichtigen
serve-fix-other = Eine andere Runde berichtigen:
serve-fix-open = Öffnen
