# batak: diagnostics (tr)

## The summary of the problems past the first kept of a file.
omitted = { $count } sorun daha bulundu ve tutulmadı ({ $errors } hata, { $warnings } uyarı): bir dosyanın yalnızca ilk { $kept } sorunu tutulur
omitted-help = önce ilk sorunları düzeltip batak check'i yeniden çalıştırın: geri kalanların çoğu çoğu zaman aynı hatadır
