# batak: komut satırı (tr). Kimlikler: about-<komut>, after-<komut>, arg-<komut>-<seçenek>
# (ya da her komutta aynıysa arg-<seçenek>), choice-<değer>, value-<ad>.

cli-usage = Kullanım:
cli-options = Seçenekler
cli-arguments = Argümanlar
cli-commands = Komutlar
cli-command-value = KOMUT
cli-options-value = SEÇENEKLER
cli-default = varsayılan
cli-possible = olası değerler

cli-error = hata:
cli-error-more = Daha fazla bilgi için '--help' deneyin.
cli-error-tip = ipucu: benzer bir argüman var: '{ $suggestion }'
cli-error-tip-command = ipucu: benzer bir komut var: '{ $suggestion }'
cli-error-tip-value = ipucu: benzer bir değer var: '{ $suggestion }'
cli-error-tip-trailing = ipucu: '{ $arg }' bir değer olarak verilecekse '-- { $arg }' yazın
cli-error-value-missing = '{ $arg }' bir değer ister, ama verilmedi
cli-error-invalid-value = '{ $arg }' için geçersiz değer: '{ $value }'
cli-error-unknown-argument = beklenmeyen argüman: '{ $arg }'
cli-error-invalid-subcommand = bilinmeyen komut: '{ $subcommand }'
cli-error-no-equals = '{ $arg }' değeri eşittir işaretiyle verilmeli
cli-error-too-many-values = '{ $arg }' için beklenmeyen değer: '{ $value }'; başka değer beklenmiyordu
cli-error-value-count = '{ $arg }' için değer sayısı yanlış
cli-error-conflict = '{ $arg }' argümanı '{ $prior }' ile birlikte kullanılamaz
cli-error-repeated = '{ $arg }' argümanı birden çok kez verilemez
cli-error-missing-required = şu gerekli argümanlar verilmedi: { $arg }
cli-error-missing-subcommand = '{ $arg }' bir komut ister, ama verilmedi
cli-error-utf8 = argümanlarda geçersiz UTF-8 var
cli-error-other = komut satırı anlaşılamadı

about-batak = Türk iskambil oyunu Batak'ın puanını düz metin bir oyun dosyasından tutar.
about-score = Oyun dosyalarını puanlar: el el tablo, puan durumu ve sonuç
about-check = Oyun dosyalarını puan tablosu basmadan denetler; geçerli her dosya için bir satır
about-compare = Bir dosyayı kendi kurallarıyla ve başka kurallarla puanlayıp yan yana gösterir
about-rules = Her ayarı geçerli değeri, varsayılanı, aralığı ve anlamıyla listeler; hazır kural takımları
about-new = Yeni bir oyun dosyası başlatır (uzantısına göre TOML ya da YAML); var olanın üzerine asla yazmaz
about-add = Oyun dosyasına bir el ekler; önce oyunun tamamını onunla birlikte denetler
about-amend = Bir elin alanlarını (varsayılan: son el) yazıldıkları yerde değiştirir; puan durumunu basar
about-remove = Bir eli (varsayılan: son el) yorumlarıyla siler; puan durumunu basar
about-rename = Bir oyuncunun (ya da takımın) adını dosyanın onu andığı her yerde değiştirir; puan durumunu basar
about-show = Bir elin kayıtlı oyunu: dağıtılan kartlar, oyuncuların adları altında her löve, kural ihlalleri
about-stats = Bir sezonun istatistikleri: birçok oyun dosyası üzerinden oyuncu oyuncu
about-chart = Bir oyunun ara toplamlarını ya da bir sezonun oyun oyun puanlarını çizer: uçbirimde ya da SVG olarak
about-watch = Canlı puan tablosu: dosya her kaydedildiğinde yeniden çizilir; Ctrl-C ile biter
about-serve = Bütün masa telefonlarında: oyun canlı bir sayfa, bir el kaydetmek için bir formla
about-schema = Oyun dosyasının JSON şemasını basar
about-completions = Kabuk tamamlama betiği basar
about-man = Kılavuz sayfasını (roff) basar
about-help = Bu iletiyi ya da verilen komutların yardımını basar

after-batak =
    Örnekler:
      batak score examples/friday.toml
      batak score examples/friday.toml --set double_penalty=true --set target=101
      batak score examples/esli.yaml --format json
      batak check examples/*.toml
      batak compare examples/friday.toml --with double_penalty=true --with 'kisa:target=101'
      batak rules --set preset=esli
      batak add cuma.toml --declarer Burak --bid 7 --tricks 2,8,2,1
      batak amend cuma.toml 4 --tricks 3,7,2,1
      batak remove cuma.toml
      batak watch cuma.toml
      batak serve cuma.toml --lan
      batak stats sezon/*.toml
      batak chart cuma.toml --output cuma.svg
      batak show examples/played.toml 2
after-score =
    --set ile verilebilen ayarlar: { $settings }
    (`batak rules` her birini açıklar.)

    Örnekler:
      batak score oyun.toml
      batak score oyun.toml --set double_penalty=true --set target=101
      batak score sezon/*.toml --format csv > hepsi.csv
      cat oyun.yaml | batak score - --input-format yaml
after-check =
    Örnekler:
      batak check examples/*.toml
      batak check oyun.toml --strict --format json
after-compare =
    Örnekler:
      batak compare oyun.toml --with double_penalty=true
      batak compare oyun.toml --with 'slam:slam_double=true' --with '101e:target=101,ties=share'
after-rules =
    Örnekler:
      batak rules
      batak rules oyun.toml --set double_penalty=true
      batak rules --set preset=esli --format json
after-new =
    Örnekler:
      batak new cuma.toml --players Ayşe,Burak,Cem,Deniz --dealer Ayşe
      batak new cuma.toml --players Ayşe,Burak,Cem,Deniz --title "Kemal'de cuma" --date 27.11.2026
      batak new esli.yaml --players A,B,C,D --set preset=esli --teams Biz,Onlar
after-add =
    Dağıtan sırası: --dealer verilmezse add, son elin dağıtanından sonraki oyuncuyu yazar (ilk elde dosyanın first_dealer değeri; bunu batak new --dealer AD yazar); bunu bilemezse söyler ve dağıtan yazmaz.

    Örnekler:
      batak add cuma.toml --declarer Burak --bid 7 --tricks 2,8,2,1 --trump kupa
      batak add cuma.toml --declarer Cem --bid 6 --tricks Ayşe=3,Burak=2,Cem=5,Deniz=3
      batak add cuma.toml --passed --dealer Deniz
      batak add cuma.toml --declarer Burak --bid 7 --tricks 2,8,2,1 --dry-run
after-amend =
    Örnekler:
      batak amend cuma.toml 4 --tricks 3,7,2,1
      batak amend cuma.toml --title "Kemal'de cuma" --date 27.11.2026
      batak amend cuma.toml --trump maça --dry-run
      batak amend cuma.toml 2 --passed
      batak amend cuma.toml 5 --bids 0,0,7,0
after-remove =
    Örnekler:
      batak remove cuma.toml            # son el
      batak remove cuma.toml 3 --dry-run
after-rename =
    Örnekler:
      batak rename cuma.toml Ayse Ayşe
      batak rename cuma.toml 'Biz' 'Kuzey' --dry-run
after-show =
    Örnekler:
      batak show examples/played.toml 2
      batak show oyun.toml 5 --format json
after-stats =
    Örnekler:
      batak stats sezon/*.toml
      batak stats sezon/*.toml --format json
      batak stats sezon/*.toml --set double_penalty=true
after-chart =
    Örnekler:
      batak chart cuma.toml
      batak chart cuma.toml --output cuma.svg --size 1000x600
      batak chart sezon/*.toml --output sezon.svg
after-watch =
    Örnekler:
      batak watch cuma.toml
      batak watch cuma.toml --set double_penalty=true
      batak watch cuma.toml > puanlar.log   # düz metin, her puanlama -- ile biter
after-serve =
    Basılan ilk satır açılacak adrestir, bu çalıştırmanın anahtarıyla birlikte; uçbirimde ardından telefonların okutacağı bir QR kodu gelir. Adresi bilen herkes el kaydedebilir: --lan olmadan bu makineden dışarı çıkmaz. Ctrl-C ile biter.

    Örnekler:
      batak serve cuma.toml
      batak serve cuma.toml --lan
      batak serve cuma.toml --lan --read-only --port 8080
after-completions =
    Örnek:
      batak completions bash > ~/.local/share/bash-completion/completions/batak
after-man =
    Örnek:
      batak man > ~/.local/share/man/man1/batak.1

about-lsp = stdin ve stdout üzerinden bir dil sunucusu: tanılar, ara toplamlar, tamamlama
after-lsp =
    Elle değil, bir düzenleyici tarafından başlatılır: standart girdi ve çıktıda Language Server Protocol konuşur. docs/editors.md, Neovim, Helix, VS Code ve Zed için kurulumu gösterir.

    Örnek (Helix, languages.toml):
    {"  ["}language-server.batak]
      command = "batak"
      args = ["lsp"]

arg-files = Oyun dosyaları (.toml, .yaml, .yml); `-` standart girdiyi okur
arg-stats-files = Sezonun oyun dosyaları (.toml, .yaml, .yml); `-` standart girdiyi okur
arg-chart-files = Oyun dosyası; `-` standart girdiyi okur. Birkaç dosyayla her oyuncunun onlardaki puanları, verildikleri sırayla
arg-file = Oyun dosyası
arg-rules-file = Kuralları gösterilecek oyun dosyası (ve her değerin nereden geldiği)
arg-new-file = Oluşturulacak dosya (.toml, .yaml ya da .yml)
arg-add-file = Elin ekleneceği oyun dosyası
arg-watch-file = İzlenecek oyun dosyası
arg-serve-file = Sunulacak oyun dosyası: okunan ve yazılan tek dosya
arg-port = Dinlenecek port (0: boş herhangi biri)
arg-bind = Dinlenecek adres
arg-lan = Masadaki telefonlar için her arabirimde dinler: basılan adres bu makinenin yerel ağdaki adresidir
arg-read_only = Oyunu formsuz gösterir; her değişiklik reddedilir
arg-no_qr = Adresin QR kodunu basmaz
arg-remove-file = Elin silineceği oyun dosyası
arg-rename-old = Dosyadaki ad (adlar insanların yazdığı gibi tanınır: ayse, Ayse'dir)
arg-rename-new = Yeni ad: başka bir oyuncunun ya da takımın adı olmamalı
arg-show-file = Oyun dosyası; `-` standart girdiyi okur
arg-format = Çıktı biçimi
arg-check-format = Çıktı biçimi: geçerli her dosya için bir satır, her dosya için bir JSON nesnesi ya da GitHub Actions iş akışı komutları (her sorun için, çekme isteğinde kendi satırında bir not)
arg-output = Çıktıyı standart çıktı yerine bu dosyaya yazar, ya bütün ya hiç (--format xlsx için gerekir; dosya .xlsx ile biter)
arg-chart-output = Uçbirimde çizmek yerine bu dosyaya tek başına bir SVG yazar
arg-set = Bu çalıştırma için bir ev kuralını değiştirir (yinelenebilir): --set double_penalty=true
arg-new-set = Yeni dosyanın kurallarına bir ev kuralı yazar (yinelenebilir): --set preset=esli
arg-input_format = Standart girdinin (`-`) ya da başka uzantılı bir dosyanın biçimi
arg-strict = Uyarıları hata sayar (çıkış kodu 1)
arg-color = Renk: auto (uçbirimde, NO_COLOR tanımlı değilse), always ya da never
arg-max_size = batak'ın okuyacağı en büyük dosya, bayt olarak ya da K, M veya G ile (1024'ün kuvvetleri)
arg-match_files_only = Oyun dosyası olmayanları atlar (en üstte `players` yoksa; ör. bir Cargo.toml ya da bir CI iş akışı): her TOML ve YAML dosyasını veren bir pre-commit kancası için
arg-with = Başka bir kural takımı: k=v[,k=v…], isteğe bağlı etiketle 'etiket:k=v,…' (yinelenebilir)
arg-players = Oyuncular (üç ya da dört), oyun sırasıyla
arg-like = Önceki bir oyun gibi başlar: oyuncuları, takımları ve kural ayarları (--players, --teams ve --set ile verilenler önce gelir)
arg-teams = Takım adları, yalnızca eşli oyunda (1. takım = 1. ve 3. oyuncu)
arg-new-dealer = İlk eli kim dağıtıyor (first_dealer olarak yazılır): sonra batak add her elin dağıtanını yazar, dağıtma oyun sırasıyla bir sonraki oyuncuya geçer
arg-new-title = Oyunun başlığı; tablolarının, grafiklerinin ve sayfalarının üstünde (yoksa dosyanın adı)
arg-new-date = Oyunun tarihi, yıl başta: 2026-11-27 (27.11.2026 yazarsanız çevrilir ve bir not düşülür)
arg-schema = Dosyanın ilk satırının düzenleyicilere gösterdiği şema
arg-declarer = İhaleyi alan
arg-bid = İhaleyi alanın ihalesi
arg-tricks = Alınan eller: oyun sırasıyla a,b,c,d (ya da tablolardaki gibi a-b-c-d), oyuncu ya da takım başına AD=n,… veya 2 takım sayısı
arg-trump = Koz rengi (maça, kupa, karo, sinek, ♠, spades …; S değil: İngilizcede maça, Türkçede sinek demek)
arg-passed = Herkes pas dedi: kartlar yeniden dağıtıldı
arg-bids = Oyun sırasıyla oyuncu başına bir sayı: bidding = everyone altında her oyuncunun tahmini (--tricks ile); yoksa puan kâğıdı biçimi, biri sıfırdan farklı (ihaleyi alanın ve ihalenin yerine)
arg-dealer = Kim dağıttı; verilmezse add, son elin dağıtanından sonraki oyuncuyu yazar (ilk elde dosyanın first_dealer değeri, batak new --dealer ile)
arg-amend-dealer = Eli kim dağıttı (dağıtan sırası buna göre denetlenir)
arg-note = Elle ilgili bir not
arg-after_end = Oyun bitmiş olsa da eli kaydeder (oyun bittikten sonra olarak görünür)
arg-number = Elin numarası (tablolardaki gibi 1'den); verilmezse son el
arg-show-number = Elin numarası (tablolardaki gibi 1'den); verilmezse oyunu kayıtlı son el
arg-amend-title = Bir el yerine oyunun başlığını değiştirir (tek başına ya da --date ile)
arg-amend-date = Bir el yerine oyunun tarihini değiştirir: 2026-11-27 (27.11.2026 yazarsanız çevrilir)
arg-dry_run = Değişikliği ve vereceği puan durumunu gösterir; hiçbir şey yazmaz
arg-wait = Dosyayı değiştiren başka bir batak'ın ne kadar bekleneceği, saniye olarak
arg-size = SVG'nin piksel olarak boyutu
arg-shell = Tamamlamanın yapılacağı kabuk
arg-help = Yardımı basar
arg-version = Sürümü basar

choice-github = GitHub Actions iş akışı komutları, her tanı için bir tane (iyi bir dosya için hiçbir şey)
choice-score-html = Tek başına bir sayfa: tablolar, sonuç ve grafik
choice-stats-html = Tek başına bir sayfa: puan durumu, sezonun grafiği ve oyunları
choice-score-xlsx = Bir çalışma kitabı, --output YOL.xlsx ile yazılır: her oyun için bir sayfa, sayılar sayı olarak
choice-compare-xlsx = Bir çalışma kitabı, --output YOL.xlsx ile yazılır: her oyun için bir sayfa, sayılar sayı olarak
choice-stats-xlsx = Bir çalışma kitabı, --output YOL.xlsx ile yazılır: sezonun sayfası, sayılar sayı olarak
choice-compare-html = Tek başına bir sayfa: tablolar, sonuç ve grafik

value-file = DOSYA
value-format = BİÇİM
value-name = AD
value-name-value = AD=DEĞER
value-label-name-value = [ETİKET:]AD=DEĞER,…
value-n = N
value-counts = SAYILAR
value-suit = RENK
value-text = METİN
value-date = TARİH
value-old = ESKİ
value-new = YENİ
value-x-y = X,Y
value-a-b-c-d = A,B,C,D
value-addr = ADRES
value-path-svg = YOL.svg
value-path = YOL
value-path-url = YOL|URL
value-seconds = SANİYE
value-size = BOYUT
value-when = NE-ZAMAN
value-wxh = GxY
value-shell = KABUK
