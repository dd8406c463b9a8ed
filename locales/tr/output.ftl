# batak: output (tr)

# A number, as the catalogue writes it (the tests).
test-number = { $points }

# A diagnostic's help line after its message, where one line holds both (a GitHub annotation).
help-line = yardım: { $help }

## Names as prose, results, the lines of check, new, add, amend and remove.
names-and = { $first } ve { $last }
result-wins = { $who } kazandı: { $deal }. elden sonra { $points } puan
result-share = { $who } birlikte kazandılar: { $deal }. elden sonra { $points } puan
result-tied = en üstte berabere: { $who }, { $points } puan; bir el daha
result-no-deals = henüz el yok
result-leads-short = sürüyor: önde { $who }; { $target } puana { $short } puan kaldı
result-leads-of = sürüyor: önde { $who }, { $points } puanla; { $count } elden { $deals } el oynandı
result-leads = önde { $who }: { $deals } elden sonra { $points } puan
edit-added = { $deal }. el eklendi: { $file }
edit-trump = {" "}(koz { $trump })
not-changed = { $file } değiştirilmedi
wrote = yazıldı: { $file }
wrote-chart = yazıldı: { $file } ({ $size })
done-created = { $file } yine de oluşturuldu
done-written = { $file } yine de yazıldı
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
header-done = { $what } yine de değiştirildi: { $file }
header-not-as-asked = düzenleme { $what } bilgisini istendiği gibi değiştirmezdi
created = { $file } oluşturuldu: { $players }{ $partnership }; { $rules }{ $first }
created-partnership = , eşli: { $first } ile { $second } karşı karşıya
created-first-dealer = ; ilk eli { $dealer } dağıtıyor
check-ok = { $file }: tamam, { $deals }{ $warned }; { $result }{ $next }
check-deals = { $count } el
check-deals-passed = { $count } el ({ $passed } elde herkes pas dedi)
check-warnings = , { $count } uyarı
next-dealer = Sırada { $dealer } dağıtıyor.
next-dealer-inline = sırada { $dealer } dağıtıyor
rotation-stopped = batak sıradaki dağıtanı bilemiyor: { $deal }. el dağıtan yazmıyor (add --dealer AD ya da amend { $deal } --dealer AD)
no-dealer-note = not: { $deal }. el dağıtan yazmıyor: { $previous }. el de yazmıyor, bu yüzden batak kimin dağıttığını bilemiyor (amend { $deal } --dealer AD ya da add --dealer AD)
no-dealer-note-first = not: { $deal }. el dağıtan yazmıyor: henüz hiçbir el yazmıyor, bu yüzden batak kimin dağıttığını bilemiyor (amend { $deal } --dealer AD sırayı başlatır, add --dealer AD gibi; batak new --dealer AD bir oyunun ilk dağıtanını yazar)
rules-summary = kurallar: { $rules }

## Tables: column headings and cells.
column-dealer = dağıtan
column-tricks = alınan
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
not-shown-counted = … ve burada gösterilmeyen { $count } sorun daha (--format json ilk { $kept } sorunu listeler, kalanını sayar)
error-word = Hata:
warning-word = Uyarı:
help-word = yardım:

## batak rules.
setting-by-players = 13 (üç oyuncuyla 16)
preset-the-defaults = (varsayılanlar)
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

## Suits, in words beside their symbol.
suit-spades = maça
suit-hearts = kupa
suit-diamonds = karo
suit-clubs = sinek

## batak stats and chart over many files; batak compare.
mixed-rules = not: bu oyunlar farklı kurallarla puanlanıyor ve puanları olduğu gibi toplanıyor (birinin bir puanı ötekinin bir puanı değildir; --set hepsini aynı kurallarla puanlayabilir): { $sets }
mixed-rules-set = kurallar: { $rules } ({ $files })
left-out-of-stats = hataları yüzünden istatistiğe katılmadı: { $files }
left-out-of-chart = hataları yüzünden grafiğe katılmadı: { $files }
stats-columns-left-out = (genişlik yetmediği için bazı sütunlar çıkarıldı; --format csv, json ya da markdown hepsini verir)
stats-files-counted = { $count } dosya sayıldı
stats-left-out = { $counted }; hataları yüzünden katılmayan: { $files }
compare-own-rules = dosyanın kuralları
compare-own-rules-and = dosyanın kuralları + { $set }
compare-with-and = { $label } + { $set }
compare-left-out = { $label }: dışarıda bırakıldı: oyun bu kurallarla { $count } hata içeriyor

## batak show.
show-partial = { $hand } lövenin { $recorded } tanesi kayıtlı
show-record = { $hand } löve, ihaleyi alan { $made } el aldı
show-tricks = { $hand } löve
show-title = { $deal }. el · { $declarer } { $bid } ihale · koz { $trump } · { $record }
show-title-predicted = { $deal }. el · tahminler { $predicted } · koz { $trump } · { $record }
show-hands-dealt = dağıtılan kartlar
show-hands-played = dağıtılan kartlar (lövelerden)
show-hands-partial = oyuncuların oynadığı kartlar (eksik kayıt)
show-legend-led = > löveyi açtı
show-legend-won = * löveyi aldı
show-legend-broke = ! bir oyun kuralını çiğnedi
show-tricks-won = alınan el:{" "}
show-no-breach = oyun kurallarına aykırı bir şey yok
show-breaches = oyun kurallarına aykırılıklar:

## batak watch.
watch-watcher-problem = batak watch: izleyici bir sorun bildirdi ({ $problem }); izlemeye devam ediliyor
watch-last-good = son geçerli hâl: { $result }
watch-more = … (geri kalanını batak check { $file } gösterir)
watch-footer = izlenen: { $file } · her kayıtta yeniden çizilir · durdurmak için Ctrl-C
watch-last-good-standings = dosya düzelene kadar son geçerli puan durumu:

## What a change says after writing, and a failed write to standard output.
written-through-link = { $file } bir bağlantı: değişiklik { $target } dosyasına yazıldı
lost-owner = not: { $file } sahibini ve grubunu ({ $owner }) koruyamadı: bir dosyayı başkasına yalnızca root verebilir, grubunu da yalnızca o grubun bir üyesi koruyabilir; o gruptaki başkaları artık ona yazamayabilir
other-hard-links = not: { $file } dosyasının başka sabit bağlantıları vardı; onlar eski içeriği tutuyor (batak yeni bir dosya yazıp adını değiştirir)
label-new = yazılacağı hâliyle
label-added = yeni elle birlikte
label-removed = el olmadan
label-amended = { $deal }. el değiştirilmiş hâliyle
done-added = el yine de eklendi: { $file }
done-removed = { $deal }. el yine de silindi: { $file }
label-renamed = { $old } adı { $new } olarak değiştirilmiş hâliyle
done-renamed = { $file } içinde { $old } adı { $new } oldu
edit-renamed = { $file } içinde { $old } adı { $new } olarak değiştirildi ({ $count } yerde)
edit-would-rename = { $file } içinde { $old } adı { $new } olarak değiştirilecek ({ $count } yerde), şu satırlarda:
rename-unchanged = adı zaten { $new }: { $file } değiştirilmedi
done-amended = { $deal }. el yine de değiştirildi: { $file }

## Notes on standard error.
note-name-typed = not: { $flag } { $typed }, { $name } olarak alındı
note-date-turned = not: --date { $given }, oyun dosyalarındaki gibi yıl başta yazıldı: { $iso }
note-three-classic = not: üç oyuncu, klasik puan kâğıdı gibi puanlanıyor; gömmeli batak (kişi başı 16 kart, alınan el başına 10 puan) için --set preset=gommeli
note-schema = not: dosyanın ilk satırı, yazarken tamamlama ve denetim için düzenleyicileri { $schema } şemasına yönlendirir; şemayı şöyle oluşturun: batak schema > { $path }
note-named-twice = not: { $file } birden çok kez verildi; bir kez sayılır

## Charts (terminal and SVG).
chart-x-deal = el
chart-x-match = oyun
chart-y-running = ara toplam
chart-y-season = şimdiye kadarki puan
chart-note-deals = yatay: eller; dikey: ara toplamlar
chart-note-matches = yatay: oyunlar, verildikleri sırayla; dikey: şimdiye kadarki puan (her oyunun son toplamları toplanarak)
chart-matches = { $count } oyun
chart-season = Sezon
chart-dotted = noktalı
chart-dots = noktalar
chart-small-letters = küçük harfler
chart-target-across = hedef puan { $target }: yatay { $line } çizgi
chart-ended-up = oyun { $deal }. elden sonra bitti: dikey { $line } çizgi
chart-meet = *: aynı yerde iki ya da daha çok çizgi
chart-after-end-marks = ondan sonraki { $marks }: oyun bittikten sonraki eller, sayılmadı
chart-target = hedef puan { $target }
chart-after-end = oyun bittikten sonra, sayılmadı
chart-ended = { $deal }. elden sonra bitti

## The HTML page and Markdown.
page-season = Sezon
page-standings = Puan durumu
page-season-caption = Her oyuncunun her oyundan sonraki puanı, verildikleri sırayla (bir takımın toplamı iki eşe de sayılır).
page-matches = Oyunlar
page-deals = Eller
page-match-caption = Her elden sonraki ara toplamlar.
page-title-matches = batak: oyunlar
page-title-season = batak: sezon
page-problems = Bu dosyada hatalar var, bu yüzden burada puanlanmadı (batak check onları gösterir):
page-line = satır { $line }
page-teams = Takımlar:
page-notes = Notlar:
page-note = { $deal }. el
page-after-end = İtalik olanlar: oyun bittikten sonra kaydedildi; gösterildi, sayılmadı.
page-last-rows = { $deals } elin son { $shown } tanesi; --format csv ya da json hepsini verir.
page-compared = Karşılaştırılan kural takımları
page-column-match = oyun
page-column-date = tarih
page-column-result = sonuç

## The man page's sections.
man-name = AD
man-synopsis = KULLANIM
man-description = AÇIKLAMA
man-options = SEÇENEKLER
man-commands = KOMUTLAR
man-examples = ÖRNEKLER
new-like-errors = { $file } dosyasında hatalar var, bu yüzden batak new ona göre başlayamaz
xlsx-nothing = { $file } yazılmadı: içine konacak oyun yok
xlsx-not-put = { $file } çalışma kitabına konamadı: { $error }
man-exit-status = ÇIKIŞ KODU
man-environment = ORTAM
man-version = SÜRÜM
man-exit-0 = Puanlandı (uyarılara izin verilir); bir değişiklik yazıldı (ya da --dry-run ile gösterildi).
man-exit-1 = Bir dosyada hatalar var, dosya okunamadı ya da yazılamadı, ya da --strict altında uyarılar var; bir değişiklik reddedildi ve dosya olduğu gibi bırakıldı.
man-exit-2 = Komut satırında bir hata; hatalı bir --set ve hiçbir oyuncunun olmayan bir ad da buna dahildir.
man-env-lang = batak'ın konuştuğu dil: İngilizce, Türkçe ya da Almanca, gettext'in okuduğu gibi okunur (C ya da POSIX İngilizcedir); JSON ve CSV her yerel ayarda aynıdır.
man-env-columns = Tabloların, grafiklerin ve raporların düzenlendiği genişlik (yoksa uçbiriminki, o da yoksa 80).
man-env-no-color = Tanımlı ve boş değilse, --color always verilmedikçe renk yok.
man-env-complete = BATAK_COMPLETE=bash batak (ya da zsh, fish, elvish, powershell) komutunun bastığı betik tanımlar: batak o zaman çalışmak yerine kabuğun tamamlama isteğini yanıtlar.

## show --format markdown; a long table.
show-md-partial = (eksik kayıt: yalnızca oynanan kartlar biliniyor)
show-md-legend = `>` löveyi açtı, **kalın** löveyi aldı, `!` bir oyun kuralını çiğnedi.
show-md-won = Alınan el: { $won }.
show-md-no-breach = Oyun kurallarına aykırı bir şey yok.
watch-last-deal = ({ $deals } elden { $deals }. el)
watch-last-deals = ({ $deals } elden { $first }–{ $deals }. eller)
table-last-rows = ({ $deals } elin son { $shown } tanesi; --format csv, json ya da markdown hepsini gösterir)

## The comments of a new match file.
file-score = Bir Batak oyunu. Puanlamak için:   batak score DOSYA
file-add = Her eli oynandıkça ekleyin:
file-add-bids = batak add DOSYA --bids { $bids } --tricks { $counts } (her oyuncunun tahmini, sonra alınan eller)
file-add-contract = batak add DOSYA --declarer AD --bid N --tricks { $counts } [--trump RENK]
file-add-passed = batak add DOSYA --passed
file-dealer = (batak add her elin dağıtanını yazar: son elin dağıtanından sonraki oyuncu ya da first_dealer)
file-fix = Düzeltmek için: batak amend DOSYA [N] --tricks …   Geri almak için: batak remove DOSYA [N]
file-watch = Canlı puan tablosu: batak watch DOSYA
file-title-example = Kemal'de cuma
file-title = oyunun başlığı; tablolarının ve grafiklerinin üstünde
file-date = oyunun tarihi, yıl başta
file-first-dealer = ilk eli kim dağıtıyor; sonra dağıtma sırayla bir sonraki oyuncuya geçer
file-setting-follows-extra = verilmedi: extra_points'i izler
file-deals-toml = Eller, oynandıkları sırayla [[deals]] tabloları olarak gelir.
file-deals-yaml = Eller, oynandıkları sırayla (batak add onları ekler).

## batak lsp: hints, outline, hover and quick fixes.
lsp-after-end = oyun bittikten sonra, sayılmadı: { $line }
lsp-everyone-bids = herkes tahmin ediyor
lsp-late = oyun bittikten sonra
lsp-deal = { $deal }. el
lsp-points = puan
lsp-why-late = oyun bittikten sonra kaydedildi: gösterildi, sayılmadı
lsp-why-passed = herkes pas dedi: kartlar yeniden dağıtıldı, kimse puan almaz
lsp-took = { $taken } el aldı
lsp-side-took = { $side } { $taken } el aldı
lsp-why-minimum = { $side }, diğer oyuncuların en az alması gereken { $minimum } elden { $taken } el aldı: { $points }
lsp-bid = { $who }: { $bid } ihale, { $took }: { $fate }
lsp-made = yaptı{ $over ->
        [0] {""}
       *[other] , { $over } fazla el
    }
lsp-overshoot = battı; ihalenin { $overshoot } ya da daha çok el üstü fazla (yan batar)
lsp-lost = battı, ihale değeri kaybedildi
lsp-lost-twice = battı, ihale değeri iki kat kaybedildi (double_penalty)
lsp-slam = ; 13 ihale, iki kat
lsp-fix-tricks = Oyunun gösterdiği alınan elleri yaz: { $tricks }
lsp-fix-change = Şununla değiştir: { $replacement }
lsp-record-tricks = Bu alınan elleri yaz: { $tricks } ({ $deal }. el)
lsp-rename-no-name = burada yalnızca bir oyuncunun ya da takımın adı değiştirilebilir

## batak serve: sayfa ve formu.
serve-no-lan = yerel ağda bir adres bulunamadı: basılan adres bu makinenin kendi adresi (127.0.0.1)
serve-qr-narrow = (QR kodu için terminal { $columns } sütun genişliğinde olmalı: bunu genişletip yeniden başlatın ya da yukarıdaki adresi açın)
serve-qr-loopback = (bu adres bu makinenin kendi adresi, hiçbir telefon ona ulaşamaz: masadaki telefonlar için --lan ile başlatın ve gösterdiği QR kodunu okutun)
serve-over = Oyun bitti. Devam etmek için sonraki oyunu başlatın: batak new SONRAKİ.toml --like { $file }
serve-after-end-open = Oyun bittikten sonra yine de bir el kaydet (sayılmaz)
serve-refused = Kaydedilmedi:
serve-refused-fix = Değiştirilmedi:
serve-refused-remove = Silinmedi:
serve-problems = Bu dosyada hatalar var (batak check gösterir):
serve-warnings = Uyarılar:
serve-last-good = Aşağıdaki puan durumu hatasız okunan son durumdur.
serve-conflict = Bu sayfa çizildikten sonra dosya değişti: sayfa şimdi bu arada kaydedileni gösteriyor. Hâlâ gerekiyorsa eli yeniden gönderin.
serve-conflict-fix = Bu sayfa çizildikten sonra dosya değişti: sayfa şimdi dosyayı olduğu gibi gösteriyor. Hâlâ gerekiyorsa düzeltmeyi yeniden gönderin.
serve-conflict-remove = Bu sayfa çizildikten sonra dosya değişti: sayfa şimdi dosyayı olduğu gibi gösteriyor. El hâlâ silinmeliyse yeniden silin.
serve-recorded-meanwhile = { $count ->
        [one] { $from }. el
       *[other] { $from }. ile { $to }. el arası
    } bu arada kaydedildi: aşağıdaki tabloda.
serve-form-meanwhile = Bu arada bir el kaydedildi (şimdi tabloda): bu el gönderildiği gibi reddedilir. Tabloya bakın, sonra sıradaki eli kaydetmek için sayfayı yenileyin.
serve-fix-meanwhile = Bu arada dosya değişti (tablo şimdi gösteriyor): bu düzeltme gönderildiği gibi reddedilir. Tabloya bakın, sonra düzeltmeyi yeniden açın.
serve-stopping = batak serve kapanıyor; hiçbir şey yazılmadı
serve-form-heading = { $deal }. el
serve-form-bids = Tahminler
serve-form-declarer = İhaleyi alan
serve-form-passed = herkes pas dedi
serve-form-bid = İhale
serve-form-trump = Koz
serve-form-tricks = Alınan eller
serve-form-note = Not
serve-form-after-end = oyun bittikten sonra kaydet (sayılmaz)
serve-form-record = { $deal }. eli kaydet
serve-tricks-hint = Alınan eller toplamı { $hand } olmalı.
serve-tricks-done = { $hand } el: tamam
serve-tricks-left = { $hand } elden { $sum }: { $left } el eksik
serve-tricks-over = { $hand } elden fazla
serve-remove = { $deal }. eli sil
serve-fix-heading = { $deal }. eli düzelt
serve-fix-save = { $deal }. eli kaydet
serve-fix-cancel = Vazgeç
serve-fix-link = { $deal }. eli düzelt
serve-fix-other = Başka bir eli düzelt:
serve-fix-open = Aç
