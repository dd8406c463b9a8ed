# batak: die Befehlszeile (de). Kennungen: about-<Befehl>, after-<Befehl>,
# arg-<Befehl>-<Option> (oder arg-<Option>, wo jeder Befehl dasselbe sagt), choice-<Wert>,
# value-<Name>.

cli-usage = Verwendung:
cli-options = Optionen
cli-arguments = Argumente
cli-commands = Befehle
cli-command-value = BEFEHL
cli-options-value = OPTIONEN
cli-default = Standard
cli-possible = mögliche Werte

cli-error = Fehler:
cli-error-more = Mehr dazu mit '--help'.
cli-error-tip = Tipp: es gibt ein ähnliches Argument: '{ $suggestion }'
cli-error-tip-command = Tipp: es gibt einen ähnlichen Befehl: '{ $suggestion }'
cli-error-tip-value = Tipp: es gibt einen ähnlichen Wert: '{ $suggestion }'
cli-error-tip-trailing = Tipp: um '{ $arg }' als Wert zu übergeben, '-- { $arg }' schreiben
cli-error-value-missing = '{ $arg }' braucht einen Wert, aber es wurde keiner angegeben
cli-error-invalid-value = ungültiger Wert '{ $value }' für '{ $arg }'
cli-error-unknown-argument = unerwartetes Argument '{ $arg }'
cli-error-invalid-subcommand = unbekannter Befehl '{ $subcommand }'
cli-error-no-equals = der Wert von '{ $arg }' muss mit einem Gleichheitszeichen angegeben werden
cli-error-too-many-values = unerwarteter Wert '{ $value }' für '{ $arg }'; es wurde kein weiterer erwartet
cli-error-value-count = falsche Anzahl von Werten für '{ $arg }'
cli-error-conflict = das Argument '{ $arg }' kann nicht mit '{ $prior }' verwendet werden
cli-error-repeated = das Argument '{ $arg }' kann nur einmal angegeben werden
cli-error-missing-required = diese nötigen Argumente fehlen: { $arg }
cli-error-missing-subcommand = '{ $arg }' braucht einen Befehl, aber es wurde keiner angegeben
cli-error-utf8 = in den Argumenten steht ungültiges UTF-8
cli-error-other = die Befehlszeile wurde nicht verstanden

about-batak = Führt Buch über die Punkte beim Batak, dem türkischen Stichspiel, anhand einer Partiedatei im Textformat.
about-score = Wertet Partiedateien aus: Tabelle Runde für Runde, Stand und Ergebnis
about-check = Prüft Partiedateien ohne Punktetabelle; eine Zeile je gültiger Datei
about-compare = Wertet eine Datei nach ihren eigenen und nach anderen Regeln aus und stellt sie nebeneinander
about-rules = Listet jede Einstellung mit geltendem Wert, Standard, Bereich und Bedeutung; die Vorgaben
about-new = Beginnt eine neue Partiedatei (TOML oder YAML nach der Endung); überschreibt nie eine vorhandene
about-add = Hängt eine Runde an eine Partiedatei an, nachdem die ganze Partie mit ihr geprüft wurde
about-amend = Ändert Felder einer Runde (Standard: die letzte) direkt in der Datei; zeigt den Stand
about-remove = Entfernt eine Runde (Standard: die letzte) mit ihren Kommentaren; zeigt den Stand
about-rename = Benennt einen Spieler (oder ein Team) überall um, wo die Datei ihn nennt; zeigt den Stand
about-show = Zeigt das aufgezeichnete Spiel einer Runde: die Blätter, die Stiche je Spieler, Regelverstöße
about-stats = Statistik einer Saison: je Spieler über viele Partiedateien
about-chart = Zeichnet den Zwischenstand einer Partie oder die Punkte einer Saison Partie für Partie: im Terminal oder als SVG
about-watch = Die Live-Punktetafel: bei jedem Speichern der Datei neu gezeichnet; Strg-C beendet sie
about-serve = Der ganze Tisch auf seinen Handys: die Partie als Live-Seite, mit einem Formular, um eine Runde aufzuzeichnen
about-schema = Gibt das JSON-Schema der Partiedatei aus
about-completions = Gibt ein Skript zur Vervollständigung in der Shell aus
about-man = Gibt die Handbuchseite (roff) aus
about-help = Gibt diese Hilfe oder die Hilfe der angegebenen Befehle aus

after-batak =
    Beispiele:
      batak score examples/friday.toml
      batak score examples/friday.toml --set double_penalty=true --set target=101
      batak score examples/esli.yaml --format json
      batak check examples/*.toml
      batak compare examples/friday.toml --with double_penalty=true --with 'kurz:target=101'
      batak rules --set preset=esli
      batak add freitag.toml --declarer Burak --bid 7 --tricks 2,8,2,1
      batak amend freitag.toml 4 --tricks 3,7,2,1
      batak remove freitag.toml
      batak watch freitag.toml
      batak serve freitag.toml --lan
      batak stats saison/*.toml
      batak chart freitag.toml --output freitag.svg
      batak show examples/played.toml 2
after-score =
    Einstellungen für --set: { $settings }
    (`batak rules` erklärt jede.)

    Beispiele:
      batak score partie.toml
      batak score partie.toml --set double_penalty=true --set target=101
      batak score saison/*.toml --format csv > alle.csv
      cat partie.yaml | batak score - --input-format yaml
after-check =
    Beispiele:
      batak check examples/*.toml
      batak check partie.toml --strict --format json
after-compare =
    Beispiele:
      batak compare partie.toml --with double_penalty=true
      batak compare partie.toml --with 'slam:slam_double=true' --with 'bis 101:target=101,ties=share'
after-rules =
    Beispiele:
      batak rules
      batak rules partie.toml --set double_penalty=true
      batak rules --set preset=esli --format json
after-new =
    Beispiele:
      batak new freitag.toml --players Ayşe,Burak,Cem,Deniz --dealer Ayşe
      batak new freitag.toml --players Ayşe,Burak,Cem,Deniz --title "Freitag bei Kemal" --date 27.11.2026
      batak new esli.yaml --players A,B,C,D --set preset=esli --teams Wir,Sie
after-add =
    Die Reihenfolge der Geber: ohne --dealer trägt add den Spieler nach dem letzten Geber ein (in der ersten Runde first_dealer aus der Datei, das batak new --dealer NAME setzt); lässt sich das nicht bestimmen, sagt add es und trägt keinen ein.

    Beispiele:
      batak add freitag.toml --declarer Burak --bid 7 --tricks 2,8,2,1 --trump herz
      batak add freitag.toml --declarer Cem --bid 6 --tricks Ayşe=3,Burak=2,Cem=5,Deniz=3
      batak add freitag.toml --passed --dealer Deniz
      batak add freitag.toml --declarer Burak --bid 7 --tricks 2,8,2,1 --dry-run
after-amend =
    Beispiele:
      batak amend freitag.toml 4 --tricks 3,7,2,1
      batak amend freitag.toml --title "Freitag bei Kemal" --date 27.11.2026
      batak amend freitag.toml --trump pik --dry-run
      batak amend freitag.toml 2 --passed
      batak amend freitag.toml 5 --bids 0,0,7,0
after-remove =
    Beispiele:
      batak remove freitag.toml            # die letzte Runde
      batak remove freitag.toml 3 --dry-run
after-rename =
    Beispiele:
      batak rename freitag.toml Ayse Ayşe
      batak rename freitag.toml 'Wir' 'Kuzey' --dry-run
after-show =
    Beispiele:
      batak show examples/played.toml 2
      batak show partie.toml 5 --format json
after-stats =
    Beispiele:
      batak stats saison/*.toml
      batak stats saison/*.toml --format json
      batak stats saison/*.toml --set double_penalty=true
after-chart =
    Beispiele:
      batak chart freitag.toml
      batak chart freitag.toml --output freitag.svg --size 1000x600
      batak chart saison/*.toml --output saison.svg
after-watch =
    Beispiele:
      batak watch freitag.toml
      batak watch freitag.toml --set double_penalty=true
      batak watch freitag.toml > punkte.log   # reiner Text, jede Auswertung endet mit --
after-serve =
    Die erste ausgegebene Zeile ist die zu öffnende Adresse, mit dem Schlüssel dieses Laufs darin; in einem Terminal folgt ein QR-Code davon, den die Handys scannen. Wer die Adresse hat, kann Runden aufzeichnen: ohne --lan bleibt sie auf diesem Rechner. Strg-C beendet es.

    Beispiele:
      batak serve freitag.toml
      batak serve freitag.toml --lan
      batak serve freitag.toml --lan --read-only --port 8080
after-completions =
    Beispiel:
      batak completions bash > ~/.local/share/bash-completion/completions/batak
after-man =
    Beispiel:
      batak man > ~/.local/share/man/man1/batak.1

about-lsp = Ein Sprachserver über stdin und stdout: Diagnosen, Zwischenstände, Vervollständigung
after-lsp =
    Von einem Editor gestartet, nicht von Hand: spricht das Language Server Protocol auf Standardein- und -ausgabe. docs/editors.md zeigt die Einrichtung für Neovim, Helix, VS Code und Zed.

    Beispiel (Helix, languages.toml):
    {"  ["}language-server.batak]
      command = "batak"
      args = ["lsp"]

arg-files = Partiedateien (.toml, .yaml, .yml); `-` liest die Standardeingabe
arg-stats-files = Die Partiedateien der Saison (.toml, .yaml, .yml); `-` liest die Standardeingabe
arg-chart-files = Die Partiedatei; `-` liest die Standardeingabe. Mit mehreren Dateien die Punkte jedes Spielers über sie hinweg, in der angegebenen Reihenfolge
arg-file = Die Partiedatei
arg-rules-file = Eine Partiedatei, deren Regeln gezeigt werden (und woher jeder Wert kommt)
arg-new-file = Die anzulegende Datei (.toml, .yaml oder .yml)
arg-add-file = Die Partiedatei, an die die Runde angehängt wird
arg-watch-file = Die zu beobachtende Partiedatei
arg-serve-file = Die bereitzustellende Partiedatei: die einzige Datei, die gelesen und geschrieben wird
arg-port = Der Port, auf dem gelauscht wird (0: irgendein freier)
arg-bind = Die Adresse, auf der gelauscht wird
arg-lan = Auf jeder Schnittstelle lauschen, für die Handys am Tisch: die ausgegebene Adresse ist die dieses Rechners im lokalen Netz
arg-read_only = Zeigt die Partie ohne das Formular; jede Änderung wird abgelehnt
arg-no_qr = Keinen QR-Code der Adresse ausgeben
arg-remove-file = Die Partiedatei, aus der eine Runde entfernt wird
arg-rename-old = Der Name, wie ihn die Datei schreibt (Namen werden erkannt, wie man sie tippt: ayse ist Ayse)
arg-rename-new = Der neue Name: kein Name eines anderen Spielers oder Teams
arg-show-file = Die Partiedatei; `-` liest die Standardeingabe
arg-format = Ausgabeformat
arg-check-format = Ausgabeformat: eine Zeile je gültiger Datei, ein JSON-Objekt je Datei oder GitHub-Actions-Workflow-Befehle (eine Anmerkung je Problem, in seiner Zeile des Pull-Requests)
arg-output = Schreibt die Ausgabe statt in die Standardausgabe in diese Datei, ganz oder gar nicht (nötig für --format xlsx; die Datei endet auf .xlsx)
arg-chart-output = Schreibt ein eigenständiges SVG in diese Datei, statt im Terminal zu zeichnen
arg-set = Ändert eine Hausregel für diesen Lauf (wiederholbar): --set double_penalty=true
arg-new-set = Schreibt eine Hausregel in die Regeln der neuen Datei (wiederholbar): --set preset=esli
arg-input_format = Das Format der Standardeingabe (`-`) oder einer Datei mit anderer Endung
arg-strict = Warnungen als Fehler behandeln (Exit-Code 1)
arg-color = Farbe: auto (in einem Terminal, außer NO_COLOR ist gesetzt), always oder never
arg-max_size = Die größte Datei, die batak liest, in Bytes oder mit K, M oder G (Potenzen von 1024)
arg-match_files_only = Dateien übergehen, die keine Partiedateien sind (kein `players` auf oberster Ebene, wie eine Cargo.toml oder ein CI-Workflow): was ein pre-commit-Hook braucht, dem jede TOML- und YAML-Datei übergeben wird
arg-with = Ein anderer Regelsatz: k=v[,k=v…], wahlweise benannt 'name:k=v,…' (wiederholbar)
arg-players = Die Spieler (drei oder vier), in Spielreihenfolge
arg-like = Wie eine frühere Partie beginnen: ihre Spieler, Teams und Regeleinstellungen (was --players, --teams und --set angeben, geht vor)
arg-teams = Teamnamen, nur zu zweit (Team 1 = Plätze 1 und 3)
arg-new-dealer = Wer die erste Runde gibt (als first_dealer geschrieben): batak add schreibt dann den Geber jeder Runde, das Geben geht in Spielreihenfolge zum nächsten Spieler
arg-new-title = Der Titel der Partie, über ihren Tabellen, Diagrammen und Seiten (sonst der Dateiname)
arg-new-date = Das Datum der Partie, Jahr zuerst: 2026-11-27 (27.11.2026 geht auch und wird mit einem Hinweis umgestellt)
arg-schema = Das Schema, das die erste Zeile der Datei für Editoren angibt
arg-declarer = Wer das Reizen gewonnen hat (Spielmacher)
arg-bid = Das Gebot des Spielmachers
arg-tricks = Gemachte Stiche: a,b,c,d in Spielreihenfolge (oder a-b-c-d, wie die Tabellen sie zeigen), NAME=n,… je Spieler oder Team, oder 2 Teamzahlen
arg-trump = Die Trumpffarbe (Pik, Herz, Karo, Kreuz, ♠ ♥ ♦ ♣, spades …, türkisch maça, kupa, karo, sinek; nicht S, das auf Englisch Pik und auf Türkisch Kreuz (sinek) heißt)
arg-passed = Alle haben gepasst: die Karten wurden zusammengeworfen
arg-bids = Eine Zahl je Spieler in Spielreihenfolge: unter bidding = everyone die Ansage jedes Spielers (mit --tricks); sonst wie auf dem Punktezettel, genau eine ungleich 0 (statt Spielmacher und Gebot)
arg-dealer = Wer gegeben hat; ohne Angabe schreibt add den Spieler nach dem Geber der letzten Runde (für die erste: first_dealer der Datei, von batak new --dealer)
arg-amend-dealer = Wer die Runde gegeben hat (die Reihenfolge der Geber wird danach geprüft)
arg-note = Eine Notiz zur Runde
arg-after_end = Die Runde aufzeichnen, obwohl die Partie vorbei ist (sie erscheint als nach dem Ende)
arg-number = Die Nummer der Runde (ab 1, wie die Tabellen sie zeigen); ohne Angabe die letzte Runde
arg-show-number = Die Nummer der Runde (ab 1, wie die Tabellen sie zeigen); ohne Angabe die letzte mit aufgezeichnetem Spiel
arg-amend-title = Ändert statt einer Runde den Titel der Partie (allein oder mit --date)
arg-amend-date = Ändert statt einer Runde das Datum der Partie: 2026-11-27 (27.11.2026 wird umgestellt)
arg-dry_run = Zeigt die Änderung und den Stand, den sie ergäbe; schreibt nichts
arg-wait = Wie lange auf ein anderes batak gewartet wird, das die Datei ändert, in Sekunden
arg-size = Die Größe des SVG in Pixeln
arg-shell = Die Shell, für die vervollständigt wird
arg-help = Hilfe anzeigen
arg-version = Version anzeigen

choice-github = GitHub-Actions-Workflow-Befehle, einer je Diagnose (nichts für eine gute Datei)
choice-score-html = Eine eigenständige Seite: Tabellen, Ergebnis und das Diagramm
choice-stats-html = Eine eigenständige Seite: der Stand, das Diagramm der Saison und ihre Partien
choice-score-xlsx = Eine Arbeitsmappe, geschrieben mit --output PFAD.xlsx: ein Blatt je Partie, Zahlen als Zahlen
choice-compare-xlsx = Eine Arbeitsmappe, geschrieben mit --output PFAD.xlsx: ein Blatt je Partie, Zahlen als Zahlen
choice-stats-xlsx = Eine Arbeitsmappe, geschrieben mit --output PFAD.xlsx: das Blatt der Saison, Zahlen als Zahlen
choice-compare-html = Eine eigenständige Seite: Tabellen, Ergebnis und das Diagramm

value-file = DATEI
value-format = FORMAT
value-name = NAME
value-name-value = NAME=WERT
value-label-name-value = [ETIKETT:]NAME=WERT,…
value-n = N
value-counts = ZAHLEN
value-suit = FARBE
value-text = TEXT
value-date = DATUM
value-old = ALT
value-new = NEU
value-x-y = X,Y
value-a-b-c-d = A,B,C,D
value-addr = ADRESSE
value-path-svg = PFAD.svg
value-path = PFAD
value-path-url = PFAD|URL
value-seconds = SEKUNDEN
value-size = GRÖSSE
value-when = WANN
value-wxh = BxH
value-shell = SHELL
