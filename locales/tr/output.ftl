# batak: output (tr)

# A number, as the catalogue writes it (the tests).
test-number = { $points }

# A diagnostic's help line after its message, where one line holds both (a GitHub annotation).
help-line = yardım: { $help }

## Names as prose, results, the lines of check, new, add, amend and remove.
names-and = { $first } ve { $last }
result-wins = kazanan { $who }: { $deal }. elden sonra { $points } puan
result-share = { $who } birlikte kazandılar: { $deal }. elden sonra { $points } puan
result-tied = en üstte berabere: { $who }, { $points } puan; bir el daha
result-no-deals = henüz el yok
result-leads-short = sürüyor: önde { $who }; { $target } puana { $short } puan kaldı
result-leads-of = sürüyor: önde { $who }, { $count } elin { $deals }. elinden sonra { $points } puan
result-leads = önde { $who }: { $deals } elden sonra { $points } puan
edit-added = { $deal }. el eklendi: { $file }
edit-removed = { $deal }. el silindi: { $file }
edit-changed = { $deal }. el değiştirildi: { $file }
edit-unchanged = { $deal }. el zaten böyle; hiçbir şey değişmedi: { $file }
edit-would-change = { $deal }. el şöyle değişecek: { $file }
edit-would-remove = { $deal }. el silinecek: { $file }:
edit-would-append = eklenecek: { $file }:
edit-before = önce:
edit-after = sonra:
edit-none = (yok)
header-title = başlık
header-date = tarih
header-title-and-date = başlık ve tarih
edit-header-changed = { $what } değiştirildi ({ $file }): { $heading }
edit-header-unchanged = { $what } zaten böyle ({ $file }): hiçbir şey değişmedi
edit-would-change-header = { $what } şöyle değişecek ({ $file })
header-label = { $what } değiştirilmiş hâli
header-done = { $what } değiştirildi:
header-not-as-asked = düzenleme { $what } bilgisini istendiği gibi değiştirmezdi
created = oluşturuldu: { $file }: { $players }{ $partnership }; { $rules }{ $first }
created-partnership = , eşli: { $first } ile { $second } karşı karşıya
created-first-dealer = ; ilk eli { $dealer } dağıtıyor
check-ok = { $file }: tamam, { $deals }{ $warned }; { $result }{ $next }
check-deals = { $count } el
check-deals-passed = { $count } el ({ $passed } elde herkes pas dedi)
check-warnings = , { $count } uyarı
next-dealer = Sırada { $dealer } dağıtıyor.
rotation-stopped = batak sıradaki dağıtanı bilemiyor: { $deal }. el dağıtan yazmıyor (add --dealer AD ya da amend { $deal } --dealer AD)
no-dealer-note = not: { $deal }. el dağıtan yazmıyor: { $previous }. el de yazmıyor, bu yüzden batak kimin dağıttığını bilemiyor (amend { $deal } --dealer AD ya da add --dealer AD)
no-dealer-note-first = not: { $deal }. el dağıtan yazmıyor: henüz hiçbir el yazmıyor, bu yüzden batak kimin dağıttığını bilemiyor (amend { $deal } --dealer AD sırayı başlatır, add --dealer AD gibi; batak new --dealer AD bir oyunun ilk dağıtanını yazar)
rules-summary = kurallar: { $preset }
rules-summary-changed = kurallar: { $preset } + { $changed }

## Tables: column headings and cells.
column-dealer = dağıtan
column-tricks = alınan el
column-bids = tahminler
column-contract = ihale
column-side = { $teams ->
        [yes] takım
       *[no] oyuncu
    }
column-rank = sıra
column-total = toplam
cell-passed = herkes pas
dealt-by = dağıtan: { $dealer }
teams-label = takımlar:{" "}
note-after-end = * oyun bittikten sonra kaydedildi: gösterildi, sayılmadı
notes-label = notlar:
compare-no-change = ; hiçbir elin puanı değişmiyor
compare-changed = ; puanı değişen el: { $deals }

## A file's report of its problems.
headline = { $file }: { $errors ->
        [0] { $warnings } uyarı
       *[other] { $errors } hata{ $warnings ->
                [0] {""}
               *[other] {" "}ve { $warnings } uyarı
            }
    }
not-shown = … ve burada gösterilmeyen { $count } sorun daha (--format json hepsini listeler)
error-word = Hata:
warning-word = Uyarı:
help-word = yardım:

## batak rules.
rules-setting = ayar
rules-value = değer
rules-from = kaynak
rules-default = varsayılan
rules-allowed = izin verilen
rules-meaning = anlamı
rules-preset = kural takımı
rules-what = nedir
rules-settings = ayarlar
rules-presets = hazır kural takımları
rules-origin-default = (varsayılan)
rules-origin = (kaynak: { $from }; varsayılan { $default })
origin-default = varsayılan
origin-preset = kural takımı
origin-file = dosya
origin-flag = seçenek

## batak stats: the columns' headings.
stats-column-rank = sıra
stats-column-player = oyuncu
stats-column-matches = oyun
stats-column-wins = kazandı
stats-column-deals = el
stats-column-declared = ihale aldı
stats-column-made = yaptı
stats-column-failed = battı
stats-column-made-rate = yapma %
stats-column-average-bid = ort. ihale
stats-column-slams = 13 ihale
stats-column-slams-made = 13 yaptı
stats-column-sets = batırdı
stats-column-points = puan
stats-column-best = en iyi
stats-column-worst = en kötü
