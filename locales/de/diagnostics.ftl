# batak: diagnostics (de)

## The summary of the problems past the first kept of a file.
omitted = { $count } weitere Probleme wurden gefunden und nicht behalten ({ $errors } Fehler, { $warnings } Warnungen): nur die ersten { $kept } einer Datei werden behalten
omitted-help = beheben Sie zuerst die ersten Probleme und führen Sie batak check erneut aus: viele der übrigen sind oft derselbe Fehler
