# batak: diagnostics (tr)

## The summary of the problems past the first kept of a file.
omitted = { $count } sorun daha bulundu ve tutulmadı ({ $errors } hata, { $warnings } uyarı): bir dosyanın yalnızca ilk { $kept } sorunu tutulur
omitted-help = önce ilk sorunları düzeltip batak check'i yeniden çalıştırın: geri kalanlar çoğu zaman aynı hatanın tekrarıdır

## Words that go into other messages.
# Where a problem is: a deal by its number, the file as a whole.
place-deal = { $deal }. el
place-match-file = oyun dosyası
# Who a name is given as.
role-declarer = ihaleyi alan
role-dealer = dağıtan
role-first-dealer = ilk dağıtan
# What a value is.
what-prediction = bir tahmin
what-bid = bir ihale
what-player-name = bir oyuncu adı
what-team-name = bir takım adı
# The kinds of value a file holds (`found a string`).
kind-null = hiçbir şey (null)
kind-bool = bir mantıksal değer
kind-int = bir tam sayı
kind-float = bir ondalık sayı
kind-string = bir metin
kind-date = bir tarih
kind-list = bir liste
kind-table = bir tablo
found-numbers = { $count } sayı
# What a value must be.
expected-string = bir metin
expected-integer = bir tam sayı
expected-bool = true ya da false
expected-deal-table = bir tablo (declarer, bid, tricks …)
expected-settings-table = bir ayar tablosu
expected-four-names = dört addan oluşan bir liste
expected-two-names = iki addan oluşan bir liste
# The suits, in a diagnostic.
diag-suit-spades = { suit-spades } ♠
diag-suit-hearts = { suit-hearts } ♥
diag-suit-diamonds = { suit-diamonds } ♦
diag-suit-clubs = { suit-clubs } ♣
# Nothing (a rule's source when the file gave it; an empty piece).
nothing = { "" }
# Where a setting's value came from, after a message about a rule the file breaks.
rule-source-flag = { " " }({ $setting } = { $value } komut satırından geliyor)
rule-source-preset = { " " }({ $setting } = { $value } { $preset } hazır kural takımından geliyor)
# The nearest name to one that is not known.
suggest-did-you-mean = şunu mu demek istediniz: "{ $candidate }"?

## Keys and types.
key-unknown = { $place } içinde "{ $key }" diye bir anahtar yok
key-unknown-label = bilinmeyen anahtar
key-unknown-help = { $place } içinde olabilecek anahtarlar: { $keys }
type-mismatch = { $what } { $expected } olmalı, bulunan: { $found }
type-mismatch-label = beklenen: { $expected }
type-mismatch-help = buraya { $expected } yazın
type-mismatch-help-quote = tırnak içine alın ("…"): tırnaksız yazıldığında YAML bazı sözcükleri ve sayıları başka bir şey olarak okur (N, Y, no, on mantıksal değer, null hiçbir şey, 12 ve 1:30 sayı, 2026-11-27 tarih olarak); burada okunan: { $found }
integer-too-large = { $what } = { $text } çok büyük
integer-too-large-label = alınan el sayısı değil
integer-too-large-help = oyun dosyasındaki bir sayı küçük bir tam sayıdır

## A deal.
player-unknown = { $place }: "{ $name }" adlı bir oyuncu yok
player-unknown-label = { $role } olarak bilinmeyen bir ad
player-unknown-help = oyuncular: { $players }
player-unknown-help-suggest = şunu mu demek istediniz: "{ $candidate }"? (oyuncular: { $players })
play-hands-alone = { $deal }. elde hands var ama play yok
play-hands-alone-label = play olmadan hands
play-hands-alone-help = hands, oynandığı gibi kartları tutan play ile birlikte verilir; play ekleyin ya da hands'i kaldırın
tricks-missing = { $deal }. elde tricks yok
tricks-missing-label = tricks eksik
tricks-missing-help-three = tricks = [a, b, c] ekleyin (oyun sırasıyla) ya da herkes pas dediyse passed = true yazın
tricks-missing-help-four = tricks = [a, b, c, d] ekleyin (oyun sırasıyla) ya da herkes pas dediyse passed = true yazın
tricks-missing-help-everyone = tricks = [a, b, c, …] ekleyin: her oyuncunun aldığı el sayısı, oyun sırasıyla
tricks-missing-help-partial = { $hand } löveden azını kaydeden bir play için tricks = { $list } gerekir: kayıttan sonraki löveler oynanmadan verildi ya da istendi
bids-missing = { $deal }. elde bids yok
bids-missing-label = bids eksik
bids-missing-help = bidding = "everyone" altında bids = [a, b, c, …] ekleyin: her oyuncunun tahmini, oyun sırasıyla
bidding-form-declarer = { $deal }. elde { $key } var, ama bidding = "everyone" altında ihaleyi alan yoktur: her oyuncu tahminini bids içinde verir{ $source }
bidding-form-passed = { $deal }. elde { $key } var, ama bidding = "everyone" altında kimse pas demez: her oyuncu tahminini bids içinde verir{ $source }
bidding-form-label = { $key } ihaleye aittir
bidding-form-help = { $key } anahtarını kaldırın: her oyuncunun tahminini bids = [3, 4, 2, 4] içine yazın (ya da [rules] içinde bidding = "auction" yazın)
bids-count-everyone = { $deal }. el: bids her oyuncu için bir tane olmak üzere { $players } sayı olmalı, bulunan: { $found }
bids-count-everyone-help = bidding = "everyone" altında her oyuncu tahmin eder: oyun sırasıyla oyuncu başına bir sayı, ör. bids = [3, 4, 2, 4]
bids-expected-numbers = { $count } sayı bekleniyordu
nil-bid = { $deal }. el: 0 tahmini için nil_points gerekir, o da 0{ $source }
nil-bid-label = 0 olmaz
nil-bid-help = { $min } ile { $hand } arasında tahmin edin ya da el almaz oynamak için nil_points ayarlayın (ör. nil_points = 50)
prediction-above-hand = { $deal }. el: { $bid } tahmini, alınabilecek { $hand } elden fazla
prediction-below-min = { $deal }. el: { $bid } tahmini en düşük ihale olan { $min } değerinin altında{ $source }
prediction-range-label = tahminler { $min } ile { $hand } arasındadır
prediction-range-label-nil = tahminler { $min } ile { $hand } arasındadır (ya da 0)
prediction-range-help = bir tahmin min_bid ({ $min }) ile hand ({ $hand }) arasındadır
prediction-range-help-nil = bir tahmin min_bid ({ $min }) ile hand ({ $hand }) arasındadır (ya da 0)
dealer-rotation = { $deal }. el: dağıtan { $dealer }, ama sıraya göre { $expected } dağıtmalıydı
dealer-rotation-label = sıra dışı
dealer-rotation-help = herkes pas dese de her elden sonra dağıtma sırası bir sonraki oyuncuya geçer
passed-contract = { $deal }. elde herkes pas dedi, ama { $key } de yazılmış
passed-contract-label = herkesin pas dediği elde ihale olmaz
passed-contract-help = { $key } anahtarını ya da passed'i kaldırın
passed-not-allowed = { $deal }. elde herkes pas dedi, ama all_pass = "dealer" altında ihaleyi dağıtan almak zorundadır{ $source }
passed-not-allowed-label = herkesin pas dediği el
passed-not-allowed-help = dağıtanı bid = { $bid } ile ihaleyi alan olarak yazın
contract-both = { $deal }. elde hem bids hem de declarer/bid var
contract-both-label = yalnızca bir biçim verin
contract-both-help = ya declarer + bid ya da puan kâğıdındaki bids listesini bırakın
contract-none = { $deal }. elde ihale yok
contract-none-label = declarer, bid ya da bids yok
contract-none-help = declarer = AD ve bid = N, ya da bids = [0, 7, 0, 0], ya da passed = true ekleyin
contract-no-bid = { $deal }. elde ihaleyi alan var ama ihale (bid) yok
contract-no-bid-label = bid eksik
contract-no-bid-help = bu ele bid ekleyin
contract-no-declarer = { $deal }. elde ihale var ama ihaleyi alan (declarer) yok
contract-no-declarer-label = declarer eksik
contract-no-declarer-help = bu ele declarer ekleyin
bid-above-hand = { $deal }. el: { $bid } ihalesi, alınabilecek { $hand } elden fazla
bid-below-min = { $deal }. el: { $bid } ihalesi en düşük ihale olan { $min } değerinin altında{ $source }
bid-range-label = ihaleler { $min } ile { $hand } arasındadır
bid-range-help = bir ihale min_bid ({ $min }) ile { $hand } arasındadır
bids-count = { $deal }. el: bids { $players ->
        [3] üç
       *[other] dört
    } sayıdan oluşan bir liste olmalı
bids-count-help = oyun sırasıyla oyuncu başına bir sayı, pas için 0: bids = [0, 7, 0, 0]
bids-one-declarer = { $deal }. el: bids içinde sıfırdan farklı tam olarak bir sayı olmalı, bulunan: { $count }
bids-one-declarer-label = sıfırdan farklı { $count } sayı
bids-one-declarer-help = sıfır olmayan tek sayı ihaleyi alanın ihalesidir; diğer herkes için 0 yazın
trump-not-suit = { $deal }. el: "{ $text }" bir renk değil
trump-not-suit-label = renk değil
trump-not-suit-help = maça, kupa, karo ya da sinek yazın (ya da ♠ ♥ ♦ ♣, spades hearts diamonds clubs)
trump-rule = { $deal }. el: koz { $suit }, ama trump = "{ $rule }" altında koz her zaman maçadır{ $source }
trump-rule-label = maça olmalı
trump-rule-help = trump = "maça" yazın ya da trump'ı hiç yazmayın

## The match file's header: players, teams, rules.
match-not-table = oyun dosyası anahtarlardan oluşan bir tablodur, bulunan: { $found }
match-not-table-label = players ve deals gibi anahtarlar bekleniyordu
match-not-table-help = şununla başlayın: players = ["A", "B", "C", "D"]
players-missing = oyun dosyasında oyuncu yok
players-missing-label = players eksik
players-missing-help = ekleyin: players = ["Ayşe", "Burak", "Cem", "Deniz"] (oyun sırasıyla)
deals-not-list = deals ellerden oluşan bir liste olmalı, bulunan: { $found }
deals-not-list-label = bir liste bekleniyordu
deals-not-list-help = TOML'da her eli [[deals]] olarak, YAML'da deals: altında bir liste öğesi olarak yazın
players-count = Batak dört (ya da üç) kişiyle oynanır, ama listede { $count } oyuncu var
names-count = { $count } ad
players-count-help = dört ad yazın (gömmeli için üç), oyun sırasıyla
players-partnership = eşli oyun dört oyuncu ister, ama listede üç oyuncu var{ $source }
players-partnership-label = üç ad
players-partnership-help = dördüncü bir oyuncu ekleyin ya da partnership = false yazın (üç kişide herkes kendi için oynar)
player-name-empty = bir oyuncunun adı boş
player-name-empty-label = boş ad
player-name-empty-help = her oyuncuya bir ad verin
player-name-twice = "{ $name }" listede iki kez var
player-name-alike = "{ $known }" ile "{ $name }" büyük-küçük harf ve Türkçe harfler bir yana bırakılınca aynı ad
player-name-twice-label = yinelenen ad
player-name-twice-help = oyuncuların adları farklı olmalı; ayırt etmek için bir baş harf ekleyin
teams-partnership = teams verilmiş, ama bu oyun eşli oynanmıyor
teams-partnership-label = teams eşli oyun ister
teams-partnership-help = teams'i kaldırın ya da [rules] içinde partnership = true (ya da preset = "esli") yazın
teams-count = teams birbirinden farklı, boş olmayan iki ad olmalı
teams-count-help = 1. takım 1. ve 3. oyuncu, 2. takım 2. ve 4. oyuncudur, ör. teams = ["Biz", "Onlar"]
rules-hand-deck = { $hand } kartlık { $players } oyuncu için { $cards } kart gerekir, ama bir destede 52 kart var{ $source }
rules-hand-deck-label = desteden fazla kart
rules-hand-deck-help = { $players } oyuncuyla hand en çok { $most } olabilir: hand ayarlayın (gommeli hazır kural takımı üç oyuncu ve oyuncu başına 16 kart içindir)
rules-hand-above = { $name } = { $value }, alınabilecek { $hand } elden fazla{ $source }
rules-hand-above-label = { $name }, hand değerinden büyük
rules-hand-above-help = { $name } en çok hand ({ $hand }) olabilir; onu düşürün ya da hand'i artırın

## Settings, in a file's [rules] or --set.
setting-unknown = "{ $name }" adlı bir ayar yok
setting-unknown-label = bilinmeyen ayar
setting-unknown-help = `batak rules` bütün ayarları listeler
setting-allowed-int = { $min } ile { $max } arasında bir tam sayı
setting-allowed-bool = true ya da false
setting-allowed-choice = şunlardan biri: { $choices }
setting-allowed-help = { $name }: { $allowed }
setting-must-be = { $name } için değer { $allowed } olmalı
setting-type = { $name } için değer { $allowed } olmalı, bulunan: { $found }
setting-out-of-range = { $name } = { $value } aralığın dışında: değer { $allowed } olmalı
setting-not-a-value = "{ $value }", { $name } için bir değer değil ({ $allowed })
setting-whole-number = { $name } bir tam sayı alır; { $value } tam sayı değil
setting-whole-number-label = tam sayı değil
setting-decimal-comma-help = { $name }: { $allowed }; iki ayar vermek için her birini ad=değer olarak yazın: --set a=1,b=2
flag-not-assignment = "{ $part }" ad=değer biçiminde değil
flag-not-assignment-label = ad=değer bekleniyordu
flag-not-assignment-help = ad=değer olarak yazın, ör. --set double_penalty=true

## A deal's tricks.
expected-tricks = sayılardan oluşan bir liste ya da ad = sayı tablosu
what-trick-count = alınan el sayısı
tricks-count = { $deal }. el: tricks içinde { $count } sayı var, ama oyuncu başına bir tane olmak üzere { $seats } olmalı
tricks-count-partnership = { $deal }. el: tricks içinde { $count } sayı var, ama 4 (oyuncu başına bir) ya da 2 (takım başına bir) olmalı
tricks-count-label = { $count } sayı
tricks-count-help-teams = iki sayı takım sayısıdır, yalnızca eşli oyun içindir; oyuncu başına bir sayı verin
tricks-count-help = oyun sırasıyla oyuncu başına bir sayı verin
tricks-range = { $deal }. el: { $count } el alınamaz
tricks-range-label = 0 ile { $hand } arasında
tricks-range-help = bir taraf 0 ile { $hand } arasında el alır
tricks-sum = { $deal }. el: alınan el toplamı { $sum }, ama { $hand } olmalı{ $source }
tricks-sum-label = toplam { $sum } el
tricks-sum-help-missing = toplamda { $count } el eksik; her sayıyı kontrol edin
tricks-sum-help-too-many = toplamda { $count } el fazla; her sayıyı kontrol edin
tricks-sum-help-missing-hand = toplamda { $count } el eksik; her sayıyı kontrol edin (oyuncu başına kaç kart dağıtılırsa toplam o kadar el alınır: hand = { $hand })
tricks-sum-help-too-many-hand = toplamda { $count } el fazla; her sayıyı kontrol edin (oyuncu başına kaç kart dağıtılırsa toplam o kadar el alınır: hand = { $hand })
tricks-name-unknown = { $deal }. el: tricks içinde oynamayan biri var: "{ $name }"
tricks-name-unknown-label = bilinmeyen ad
tricks-name-player = { $deal }. el: tricks bir takımın yanında bir oyuncuyu da adlandırıyor: "{ $name }"
tricks-name-player-label = takım değil, oyuncu
tricks-name-player-help = ya yalnızca takımları ({ $teams }) ya da yalnızca her oyuncuyu yazın
tricks-name-help-quote = bu bir adsa tırnak içine alın: YAML tırnaksız yazılan N, Y, no, on ve null gibi sözcükleri başka bir şey olarak okur. Taraflar: { $sides }
tricks-name-help = her birini adıyla yazın: { $sides }
tricks-names-missing = { $deal }. el: tricks içinde şu adlar yok: { $names }
tricks-names-missing-label = eksik adlar
tricks-names-missing-help = her tarafı yazın; hiç el almayan tarafa 0 yazın

## A deal's play and hands.
place-deal-play = { $deal }. el: play
place-deal-and = { $deal }. el, { $what }
place-trick = { $trick }. löve
place-hand = "{ $name }" adlı oyuncunun kartları
expected-play = lövelerin listesi; her löve { $seats ->
        [3] üç
       *[other] dört
    } karttan oluşan bir metin ("{ $example }")
expected-hands = her oyuncuyu adıyla veren bir tablo
expected-cards = boşlukla ayrılmış kartlardan oluşan bir metin ("HA H3 H9 H2")
cards-count = { $count } kart
play-trump-unknown = { $deal }. el: koz bilinmeden oyun kontrol edilemez
play-trump-unknown-label = koz hangi renkti?
play-trump-unknown-help = ele kozunu verin: TOML'da trump = "kupa", YAML'da trump: kupa
play-not-held = { $deal }. el, { $trick }. löve ({ $leader } açtı): { $player } { $card } oynadı, ama bu kart ona dağıtılmamıştı
play-not-held-label = dağıtılan kartlarda yok
play-not-held-help = her löveyi oynandığı sırayla, açan oyuncudan (burada { $leader }) başlayarak yazın, oturma sırasıyla değil; kartı hands ile de karşılaştırın
play-too-many-tricks = { $deal }. el: play içinde { $count } löve var; bir elde { $hand } löve oynanır
play-too-many-tricks-label = { $place }. löve
play-too-many-tricks-help = bir elde { $seats ->
        [3] üç
       *[other] dört
    } kartlık { $hand } löve oynanır; fazlalarını silin
play-trick-size = { $deal }. el, { $trick }. löve: bir löve { $seats ->
        [3] üç
       *[other] dört
    } karttır, bunda { $count } kart var
play-trick-size-help = lövenin { $seats ->
        [3] üç
       *[other] dört
    } kartını oynandığı sırayla, aralarında boşluk bırakarak yazın
play-duplicate-same-trick = { $deal }. el, { $trick }. löve: { $card } bu lövede iki kez oynanmış
play-duplicate = { $deal }. el, { $trick }. löve: { $card } zaten { $first }. lövede oynanmıştı
play-duplicate-label = iki kez oynandı
play-duplicate-first = ilk burada oynandı
play-duplicate-help = bir kart bir elde bir kez oynanır: bu löveyi ve adı geçen löveyi kontrol edin
hands-size = { $deal }. el: "{ $name }" adlı oyuncunun elinde { $count } kart var; her oyuncuya { $hand } kart dağıtılır
hands-size-label = { $hand } kart değil
hands-missing = { $deal }. el: hands içinde "{ $name }" adlı oyuncunun kartları yok
hands-missing-label = bir oyuncunun kartları eksik
hands-not-player = { $deal }. el: "{ $name }" bir oyuncu değil
hands-not-player-suggest = { $deal }. el: "{ $name }" bir oyuncu değil (şunu mu demek istediniz: "{ $candidate }"?)
hands-not-player-label = oyuncu değil
hands-card-in-two = { $deal }. el: { $card } hem "{ $first }" hem de "{ $second }" adlı oyuncunun elinde
hands-card-in-two-label = iki oyuncuda
hands-card-twice = { $deal }. el: { $card }, "{ $name }" adlı oyuncunun elinde iki kez var
hands-card-twice-label = aynı oyuncuda iki kez
hands-help = hands her oyuncuyu bir kez, dağıtılan { $hand } kartıyla birlikte verir; { $seats ->
        [3] üç
       *[other] dört
    } elde ortak kart olmaz
play-card = { $deal }. el, { $what }: "{ $word }" bir kart değil
play-card-label = kart değil
play-card-help-commas = kartları virgülle değil boşlukla ayırın: "HA H3 H9 H2"
play-card-help = bir kart, herhangi bir sırayla bir renk (S H D C ya da ♠ ♥ ♦ ♣) ve bir değerdir (A K Q J T 10 9 … 2): HA, AH, ♥A, 10H, HT
play-tricks-mismatch = { $deal }. el: tricks "{ $name }" için { $given } el veriyor ({ $given_line }), ama oyuna göre { $won } el aldı ({ $won_line })
play-tricks-mismatch-partial = { $deal }. el: tricks "{ $name }" için { $given } el veriyor ({ $given_line }), ama kayıtlı lövelere göre şimdiden { $won } el aldı ({ $won_line })
play-tricks-mismatch-label = oyunla uyuşmuyor
play-tricks-mismatch-help = { $hand } lövenin hepsi kayıtlıysa tricks yazılmayabilir: batak alınan elleri oyundan sayar
play-tricks-mismatch-help-partial = kayıtta alınan eller tricks'e sayılır; ikisini de kontrol edin

## Breaches of the card-play rules (warnings), and `batak show`'s lines about them.
play-breach = { $deal }. el, { $breach }
breach-proof-played = { $card } ({ $trick }. lövede oynandı)
breach-proof-dealt = { $card } (dağıtılan kartlarında)
breach-revoke = { $trick }. löve: { $player }, elinde { $proof } varken { $led } açılışına { $card } oynadı
breach-must-trump = { $trick }. löve: { $player }, elinde koz { $proof } varken { $led } açılışına { $card } oynadı
breach-must-overtake = { $trick }. löve: { $player }, elinde daha yüksek { $proof } varken { $rival } altına { $card } oynadı
breach-trump-lead = { $trick }. löve: { $player }, elinde { $proof } varken koz kırılmadan koz { $card } açtı
breach-revoke-label = rengi takip etmedi
breach-must-trump-label = koz atmadı
breach-must-overtake-label = yükseltmedi
breach-trump-lead-label = koz erken açıldı
breach-revoke-help = açılan renkten kartı olan oyuncu o rengi oynamak zorundadır
breach-must-trump-help = must_trump altında, açılan renkten kartı olmayan ve kozu olan oyuncu koz atmak zorundadır
breach-must-overtake-help = must_overtake altında, oyuncu gücü yetiyorsa o ana kadarki en iyi kartı geçmek zorundadır (löveye daha önce koz atılmadıysa)
breach-trump-lead-help = trump_breaking altında bir koz oynanmadan koz açılmaz; açan oyuncunun elinde yalnızca koz varsa açabilir

## Reading a file.
io-stdin-format = standart girdinin TOML'ı YAML'dan ayırmaya yarayacak bir dosya adı yok
io-stdin-format-help = --input-format toml ya da --input-format yaml ekleyin
io-not-regular = { $path } normal bir dosya değil (bir FIFO ya da aygıt)
io-not-regular-help = oyun dosyasının kendisini verin
io-not-found = { $path }: böyle bir dosya yok
io-not-found-help = adı kontrol edin; batak new DOSYA --players A,B,C,D yeni bir oyun başlatır
io-permission = { $path }: erişim izni yok
io-permission-help = dosyanın izinlerini kontrol edin (ls -l)
io-is-directory = { $path } bir klasör, oyun dosyası değil
io-is-directory-help = bir oyun dosyası verin, ör. KLASÖR/*.toml
# The error is the system's own words.
io-read = { $path } okunamıyor: { $error }
io-read-help = dosyanın bulunduğu diski ya da aygıtı kontrol edin
io-read-name-help = ad sistemin kabul ettiğinden uzun: adı denetleyin ya da dosyaya daha kısa bir ad verin
io-too-large = { $name }, batak'ın okuyabildiği en çok { $max } bayttan büyük
io-too-large-help = bir oyun dosyası çok daha küçüktür; bu dosya gerçekten doğruysa sınırı --max-size ile yükseltin
io-binary = { $name } bir metin dosyası değil: bir NUL baytı içeriyor ({ $offset }. baytta)
io-binary-help = bir oyun dosyası TOML ya da YAML metnidir; doğru dosya olup olmadığını kontrol edin
io-not-utf8 = { $name } UTF-8 metni değil ({ $offset }. baytta geçersiz bayt)
io-not-utf8-help = dosyayı UTF-8 olarak kaydedin
io-format = { $path } dosyasının biçimi adından anlaşılamıyor
io-format-help = dosyayı .toml, .yaml ya da .yml uzantısıyla adlandırın ya da --input-format toml|yaml ekleyin
io-empty = { $name } boş
io-empty-help = yeni bir oyuna şununla başlayın: batak new DOSYA --players A,B,C,D

## Syntax.
syntax-key-twice = { $language }: "{ $key }" anahtarı iki kez verilmiş
syntax-key-twice-label = burada yeniden verilmiş
syntax-key-twice-help = tek bir "{ $key }" bırakın: bir anahtar bir tabloda yalnızca bir kez yer alabilir
syntax-key-twice-first = ilk burada verilmiş
# The parser's own message, as its crate words it.
syntax-parser = { $language }: { $message }
syntax-parser-expected = { $language }: { $message }; beklenen: { $expected }
syntax-list-more = { $list }, { $next }
syntax-unclosed-label = burada açıldı, hiç kapanmadı
syntax-here = burada
syntax-toml-help = buradaki TOML'u kontrol edin: metin tırnak içinde, listeler [ ] içinde, her satırda bir anahtar = değer
syntax-yaml-help = buradaki YAML'ı kontrol edin: anahtar: değer, liste öğeleri bir tirenin altında, girinti boşlukla
syntax-yaml = YAML: { $message }
syntax-day-first = TOML: { $written } tarihi gün başta yazılmış
syntax-day-first-label = gün başta
syntax-day-first-help = TOML tarihi yıl başta okur: { $line }
kind-number = bir sayı
yaml-documents = bu dosyada birden çok belge var (--- satırı)
yaml-documents-label = başka bir belge burada başlıyor
yaml-documents-help = bir oyun dosyası tek bir YAML belgesidir: her dosyada bir oyun tutun ya da --- satırını kaldırın
yaml-alias-undefined = tanımlanmamış bir çapaya (anchor) başvuran bir takma ad (alias)
yaml-depth = belge çok derin iç içe geçmiş
yaml-depth-label = iç içe geçme burada durdu
yaml-depth-help = bir oyun dosyası en çok dört düzey derindir: dosya, deals, bir el, onun tricks'i
yaml-key-not-name = bir anahtar liste ya da tablo değil, bir ad olmalı
yaml-key-not-name-label = bu anahtar
yaml-key-not-name-help = anahtarı düz bir ad olarak yazın: anahtar: değer
yaml-merge = birleştirme anahtarı << bir tablo ya da tablolardan oluşan bir liste alır
yaml-merge-label = tablo değil
yaml-merge-help = &ad bir tabloyu işaretliyorsa <<: *ad yazın
yaml-too-large = belge metninin izin verdiğinden büyük (çoğalan takma adlar ya da çok fazla düğüm)
yaml-too-large-label = genişletme burada durdu
yaml-too-large-help = bir oyun dosyasında çoğalan takma adlara gerek yoktur; elleri tek tek yazın
yaml-tag-unknown = { $tag } etiketi oyun dosyasında kullanılmaz
yaml-this-value = bu değer
yaml-tag-unknown-help = etiketi kaldırın: değeri tek başına yazın
yaml-tag-wrong = bu değer { $tag } olarak etiketlenmiş ama { $kind } değil
yaml-tag-wrong-help = etiketi kaldırın ya da etiketin belirttiği değeri yazın
yaml-tab = girintide bir sekme var; YAML yalnızca boşlukla girinti yapar
yaml-tab-label = bir sekme
yaml-tab-help = sekmeyi yukarıdaki anahtarlarla hizalı boşluklarla değiştirin
yaml-special = tırnaksız bir { $text }, YAML 1.1 okuyucuları için metin değil, özel bir değerdir
yaml-special-label = bunu tırnak içine alın
yaml-special-help = metin olarak kastedildiyse tırnak içine alın ("{ $text }")

## Flags of add, amend, new.
# Lists: between names, and before the last one (with a space each side as needed).
list-comma = { ", " }
list-and = { " ve " }
list-or = { " ya da " }
flag-name-ambiguous = { $name } şunlardan herhangi biri olabilir: { $names }
flag-name-ambiguous-label = { $count } oyuncu
flag-name-ambiguous-label-teams = { $count } oyuncu ya da takım
flag-name-ambiguous-help = adı yazıldığı gibi yazın: { $names }
flag-name-empty = { $flag } kimseyi belirtmiyor
flag-name-empty-label = boş
flag-names-players = oyuncular: { $names }
flag-names-sides = oyuncular ya da takımlar: { $names }
flag-names-players-teams = oyuncular: { $players }; takımlar: { $teams }
flag-name-suggest = şunu mu demek istediniz: "{ $candidate }"? ({ $list })
flag-name-unknown = { $name } bu oyunun oyuncularından biri değil
flag-name-unknown-teams = { $name } bu oyunun oyuncularından ya da takımlarından biri değil
flag-name-unknown-label = oyunculardan biri değil
flag-name-unknown-label-teams = oyunculardan ya da takımlardan biri değil
flag-tricks-count = --tricks { $count } sayı veriyor, ama bu oyun { $seats } sayı ister
flag-tricks-count-partnership = --tricks { $count } sayı veriyor, ama bu oyun 4 ya da 2 sayı ister
flag-tricks-count-help-three = oyun sırasıyla oyuncu başına bir sayı, ör. --tricks 9,4,3
flag-tricks-count-help-four = oyun sırasıyla oyuncu başına bir sayı, ör. --tricks 2,8,2,1
flag-tricks-twice = --tricks { $name } adını iki kez veriyor
flag-tricks-twice-label = yeniden verilmiş
flag-tricks-twice-help = her tarafın aldığı eli bir kez verin
flag-tricks-kept-label = { $kept } dosyadaki hâliyle korunarak
flag-tricks-not-given-label = { $sides } verilmedi
flag-tricks-sum-over = verilen alınan el toplamı { $total }, { $hand } elden fazla
flag-tricks-sum-given = verilen alınan el toplamı { $total }, { $hand } değil: diğerlerini de verin
flag-tricks-sum-kept = alınan el toplamı böylece { $total } oluyor, { $hand } değil: diğerlerini de verin
flag-tricks-sum-over-help = toplam alınan el { $hand } olmalı: verilen sayıları düşürün
flag-tricks-sum-kept-help = yazılmayan taraf dosyadaki sayısını korur; diğerlerini de yazın, ör. --tricks { $example } (toplam { $hand })
flag-tricks-sum-given-help = yazılmayan taraf ancak diğerleri { $hand } ediyorsa hiç el almamıştır; diğerlerini de yazın, ör. --tricks { $example } (toplam { $hand })
flag-title-empty = --title boş
flag-title-empty-label = başlık yok
flag-title-line = --title bir satır sonu içeriyor
flag-title-line-label = tek satırda
flag-title-help = oyunun başlığını verin, ör. --title "Cuma Kemal'de", ya da --title'ı hiç yazmayın
flag-date = "{ $date }" bir tarih değil
flag-date-label = tarih değil
flag-date-help = yılı başa yazın, ör. --date 2026-11-27 (gün başta yazılan 27.11.2026 da olur)
flag-trump-s = S, maça (spades) da olabilir sinek (clubs) de: batak tahmin yürütmez
flag-trump-s-label = hangi renk?
flag-trump-s-help = rengin adını yazın: maça ♠ ya da sinek ♣
flag-trump-not-suit = { $trump } bir renk değil
flag-trump-not-suit-help = renkler maça, kupa, karo ve sinektir (♠ ♥ ♦ ♣; spades, hearts, diamonds, clubs)
flag-habit = herkesin tahmin ettiği oyunda (bidding = everyone) { $flag } kullanılmaz
flag-habit-label = burada ihaleyi alan yok
flag-habit-help = her oyuncunun tahminini ve aldığı eli verin: --bids 3,4,2,4 --tricks 3,6,2,2
flag-bids-count = --bids { $count } sayı veriyor, ama bu maçta { $players } oyuncu var
flag-bids-count-label = oyuncu başına bir sayı
flag-bids-count-help = oynama sırasıyla oyuncu başına bir sayı, pas için 0, örneğin --bids { $example }
flag-bids-count-help-everyone = oynama sırasıyla oyuncu başına bir tahmin, örneğin --bids { $example }
flag-bids-sheet = --bids içinde sıfırdan farklı tam olarak bir sayı olmalı, ihaleyi alanın ihalesi; bulunan: { $count }
flag-bids-sheet-label = sıfırdan farklı { $count } sayı
flag-bids-sheet-help = ihaleyi alan dışında herkese 0 yazın, örneğin --bids { $example }; herkesin pas dediği el --passed ile kaydedilir

## Flags' values: numbers, sizes, pixels.
what-deal-number = bir el numarası
what-seconds = bir saniye sayısı
flag-value-deal-example = 3 (eller, tablolarda gösterildiği gibi 1'den başlayarak numaralanır)
flag-value-missing = { $what } eksik
flag-value-missing-label = burada bir şey yok
flag-value-missing-help = oraya { $what } yazın, ör. { $example }
flag-value-negative = { $what } sıfırın altında olamaz, ama { $value } sıfırın altında
flag-value-negative-label = sıfırın altında
flag-value-negative-help = eksi işareti olmadan yazın, ör. { $example }
flag-value-too-large = { $value }, { $what } için çok büyük
flag-value-too-large-label = çok büyük
flag-value-too-large-help = daha küçük bir sayı yazın, ör. { $example }
flag-value-not-whole = { $what } bir tam sayıdır; { $value } tam sayı değil
flag-value-not-whole-help = bir tam sayı yazın, ör. { $example }
flag-value-not-number = "{ $value }" { $what } değil
flag-value-not-number-label = sayı değil
flag-value-not-number-help = rakamla yazın, ör. { $example }
flag-value-separator = "{ $text }" içindeki sayılar "{ $separator }" ile ayrılmış
flag-value-separator-label = sayıların arasına virgül ya da tire
flag-value-separator-help = onları virgülle ya da tablolardaki gibi tireyle ayırın: { $example }
flag-value-bid-many = "{ $text }" { $count } sayı; --bid yalnızca birini, ihaleyi alanın ihalesini alır
flag-value-bid-many-label = birden çok sayı
flag-value-bid-many-help = yalnızca ihaleyi alanın ihalesini yazın, ör. --bid 7 (batak amend bir puan kâğıdının dört ihalesini --bids 0,7,0,0 olarak alır)
flag-value-tricks-pair = "{ $pair }" AD=sayı biçiminde değil
flag-value-tricks-pair-label = AD=sayı bekleniyordu
flag-value-tricks-pair-help = her tarafı sayısıyla yazın, ör. --tricks Ayşe=3,Burak=2,Cem=5,Deniz=3
flag-value-size-help = bayt olarak bir tam sayı ya da K, M veya G ile yazın, ör. --max-size 10M
flag-value-size-smaller-unit = daha küçük bir birimle yazın: { $size } = { $smaller }
flag-value-size-not-whole = boyut bir tam sayıdır; { $size } tam sayı değil
flag-value-size-not-size = "{ $size }" bir boyut değil
flag-value-size-not-size-label = boyut değil
flag-value-size-unit = "{ $unit }" bir boyut birimi değil
flag-value-size-unit-label = K, M ya da G değil
flag-value-size-too-large = { $size } çok büyük
flag-value-pixels-help = genişliği ve yüksekliği piksel olarak verin, ör. --size 800x480
flag-value-pixels = "{ $text }" GxY biçiminde değil
flag-value-pixels-label = GxY bekleniyordu
flag-value-width-missing = genişlik eksik
flag-value-height-missing = yükseklik eksik
flag-value-width-range = "{ $value }" genişliği 200 ile 10000 piksel arasında değil
flag-value-height-range = "{ $value }" yüksekliği 200 ile 10000 piksel arasında değil
flag-value-pixels-range-label = 200 ile 10000 arası
flag-value-width-number = "{ $value }" genişliği bir sayı değil
flag-value-height-number = "{ $value }" yüksekliği bir sayı değil
flag-value-pixels-number-label = sayı değil

## Changing a file (new, add, amend, remove): what batak will not change safely.
edit-unsafe-label = bu güvenle değiştirilemez
edit-amend-help = eli elle değiştirin (dosya elle düzenlenebilir kalır) ya da silip yeniden ekleyin
edit-header-help = elle değiştirin: başlık ve tarih dosyanın başındaki düz anahtarlardır
edit-append-label = buraya eklenemez
edit-remove-label = bu el güvenle silinemez
edit-remove-help = eli elle silin
edit-deal-not-table = bu el anahtarlardan oluşan bir tablo değil
edit-deal-unusual = bu el, batak'ın tahmin yürütmeyeceği bir biçimde yazılmış (bir çapa, bir takma ad ya da alışılmadık bir liste öğesi)
edit-key-unusual = { $key }, batak'ın tahmin yürütmeyeceği bir biçimde yazılmış (noktalı anahtar, alt tablo, çapa, etiket ya da blok metin)
edit-deal-keys-unusual = bu elin anahtarları batak'ın tahmin yürütmeyeceği bir biçimde yazılmış, bu yüzden ele anahtar eklemez ya da elden anahtar çıkarmaz
edit-key-followed = { $key } satırında ondan sonra başka bir şey var
edit-every-key = elin bütün anahtarları gidecek
edit-overlap = ele yapılan iki değişiklik çakışıyor
edit-append-not-table = dosya anahtarlardan oluşan bir tablo değil, bu yüzden eklenecek bir deals listesi yok
edit-fix-first = önce dosyayı düzeltin: batak check DOSYA
edit-deals-not-list = deals bir liste değil
edit-deals-end = deals listesinin sonu bulunamıyor
edit-add-by-hand = eli elle ekleyin
edit-deals-missing = deals listesi bulunamıyor
edit-deals-decorated = deals bir takma ad, çapa ya da etiketle yazılmış; batak yeni elin nereye gideceğini tahmin etmez
edit-deals-decorated-help = elleri düz bir liste olarak yazın ya da eli elle ekleyin
edit-deals-null = deals alışılmadık bir null olarak yazılmış; batak onu nasıl değiştireceğini tahmin etmez
edit-deals-null-help = ardından hiçbir şey olmadan deals: yazın ya da eli elle ekleyin
edit-dash-append = son elin tiresi ile ilk anahtarı arasında bir şey var; batak yeni elin nasıl dizileceğini tahmin etmez
edit-dash-remove = bu elin tiresi ile ilk anahtarı arasında bir şey var; batak elin nerede başladığını tahmin etmez
edit-header-not-table = dosya anahtarlardan oluşan bir tablo değil, bu yüzden batak başlığın nereye gideceğini tahmin etmez
edit-header-flow = dosya tek bir { "{" } … { "}" } eşlemesi, bu yüzden batak başlığın nereye gideceğini tahmin etmez
edit-header-key-unusual = { $key }, batak'ın tahmin yürütmeyeceği bir biçimde yazılmış (tırnaklı anahtar, liste ya da tablo, birkaç satıra yayılan değer)
edit-header-first-key = dosyanın ilk anahtarı satır başında değil, bu yüzden batak başlığın nereye gideceğini tahmin etmez
edit-no-deals-remove = dosyada silinecek el yok
edit-no-deals-change = dosyada değiştirilecek el yok
edit-no-deals-label = burada el yok
edit-no-deals-help = batak check DOSYA dosyada ne olduğunu gösterir

## Writing a file: locks, links, permissions, the disk.
write-again = komutu yeniden çalıştırın
write-changed = batak çalışırken { $name } diskte değişti; hiçbir şey yazılmadı
write-changed-help = değişikliği dosyanın şimdiki hâline uygulamak için komutu yeniden çalıştırın
write-not-a-file = { $name } normal bir dosya değil, bu yüzden batak onu değiştirmez
write-not-a-file-help = normal bir dosya verin (boru, aygıt ya da klasör değil)
write-dangling = { $name }, var olmayan { $target } dosyasına bir bağlantı
write-dangling-help = bağlantıyı var olan bir dosyaya yöneltin ya da dosyanın kendisini verin
# The error is the system's own words.
write-folders-changed = batak { $name } dosyasını açarken yolundaki klasörler değişti ({ $error }); hiçbir şey yazılmadı
write-folders-changed-help = bu arada bir klasör bir bağlantıyla değiştirildi: oraya başka kimin yazdığını kontrol edin, sonra komutu yeniden çalıştırın
write-locked = { $name } başka bir batak tarafından değiştiriliyor ({ $seconds } sn beklendi); hiçbir şey yazılmadı
write-locked-help = öbürü bitince komutu yeniden çalıştırın ya da --wait ile daha uzun süre tanıyın
write-new-dangling = { $name }, var olmayan { $target } dosyasına bir bağlantı; batak new bunun üzerinden yazmaz
write-new-dangling-help = yeni dosyanın kendisini verin
new-link-broken = { $name }, batak'ın izleyemediği bir bağlantı ({ $error }); batak new bunun üzerinden yazmaz
new-link-broken-help = yeni dosyanın kendisini verin
write-exists = { $name } zaten var; batak new hiçbir dosyanın üzerine yazmaz
write-exists-help = başka bir ad seçin ya da batak add ile bu dosyaya el ekleyin
write-replaced-opening = batak { $name } dosyasını açarken dosya değiştirildi; hiçbir şey yazılmadı
write-replaced-writing = batak { $name } dosyasını yazarken dosya değiştirildi; hiçbir şey yazılmadı
write-appeared = batak { $name } dosyasını yazarken dosya ortaya çıktı; hiçbir şey yazılmadı
write-became-link = batak { $name } dosyasını açarken dosya bir bağlantıya dönüştü; hiçbir şey yazılmadı
write-became-link-help = o klasöre başka kimin yazdığını kontrol edin, sonra komutu yeniden çalıştırın
write-not-yours = { $name } dosyasına sizin yazma izniniz yok (kip { $mode }); batak onu değiştirmez
write-not-yours-help = sahibine sorun ya da kendinize ait bir kopya üzerinde çalışın
write-read-only = { $name } salt okunur (kip { $mode }); batak onu değiştirmez
write-read-only-help = değişmesi gerekiyorsa önce yazılabilir yapın (chmod u+w DOSYA)
write-link-loop = { $name } { $count } bağlantıdan fazlasının üzerinden geçiyor
write-link-loop-help = bir bağlantı kendini gösteriyor: dosyanın kendisini verin
write-foreign-link = { $name }, { $folder } ortak klasöründe başka bir kullanıcıya (uid { $uid }) ait { $link } bağlantısından geçiyor; batak onu izlemez
write-foreign-link-help = başka birinin /tmp gibi ortak bir klasöre koyduğu bir bağlantı sizin dosyalarınızı gösterebilir: dosyanın kendisini verin ya da bağlantıyı kaldırın
write-full = { $name } dosyasının bulunduğu disk dolu; hiçbir şey yazılmadı
write-full-help = biraz yer açın, sonra komutu yeniden çalıştırın
write-read-only-fs = { $name } salt okunur bir dosya sisteminde; hiçbir şey yazılmadı
write-read-only-fs-help = dosyayı yazılabilir bir yere kopyalayın ya da diski okuma-yazma olarak yeniden bağlayın
write-create-denied = batak { $folder } klasöründe dosya oluşturamıyor; hiçbir şey yazılmadı
write-create-denied-help = batak dosyanın yanına yeni bir kopya yazıp adını değiştirir: { $folder } klasörü yazılabilir olmalı
write-replace-denied = batak { $folder } klasöründeki { $name } dosyasını değiştiremiyor; hiçbir şey yazılmadı
write-replace-denied-help = yapışkan bitli bir klasörde (/tmp gibi) dosyayı yalnızca sahibi değiştirebilir: sahibi olarak çalıştırın ya da dosyayı taşıyın
write-no-folder = { $folder } klasörü yok; hiçbir şey yazılmadı
write-no-folder-help = önce klasörü oluşturun ya da var olan bir klasörde bir yol verin
write-not-folder = { $folder } yolu klasör olmayan bir dosyadan geçiyor; hiçbir şey yazılmadı
write-not-folder-help = yolu denetleyin: dosyanın kendi adından önceki her parça bir klasör olmalı
write-name-too-long = { $name } adı, yanına bir kopya yazmak için çok uzun; hiçbir şey yazılmadı
write-name-too-long-help = oyun dosyasına daha kısa bir ad verin
# The error is the system's own words.
write-failed = { $name } yazılamıyor: { $error }; hiçbir şey yazılmadı
write-failed-help = dosya olduğu gibi duruyor; diski kontrol edin, sonra komutu yeniden çalıştırın

## After the end of a match; standard output.
late-deal-one = { $deal }. el, oyun { $ended }. elde bittikten sonra yazılmış; sayılmadı
late-deal-many = { $first }–{ $last }. eller, oyun { $ended }. elde bittikten sonra yazılmış; sayılmadı
late-deal-label = oyun bittikten sonra
late-deal-help = bunlar için yeni bir oyun dosyası başlatın ya da oyunu bitiren kuralları değiştirin
# The error is the system's own words.
io-stdout = standart çıktıya yazılamıyor: { $error }
# The change is what the command did ("m.toml was created").
io-stdout-changed-help = { $change }; yalnızca batak'ın yazdırdığı kayboldu, bu yüzden komutu yeniden çalıştırmayın
io-stdout-help = çıktı eksik: diski ya da çıktının gönderildiği dosyayı kontrol edin

## The commands' own mistakes: a deal number, --output.
no-such-deal = { $name } dosyasında { $count } el var, yani { $deal }. el yok
no-such-deal-label = böyle bir el yok
no-such-deal-help-last = 1 ile { $count } arasında bir el numarası verin ya da sonuncusu için hiç vermeyin
no-such-deal-help = 1 ile { $count } arasında bir el numarası verin
output-format = --output, --format { $said } için bir dosya adı veriyor, ama biçim { $format }
output-format-label = --format { $said } için bir ad
output-format-help = --format { $said } ekleyin ya da dosyaya biçimine uyan bir ad verin
output-input = --output okunan bir oyun dosyasını (ya da ona bir bağlantıyı) gösteriyor; batak onun üzerine yazmaz
output-input-help = başka bir dosya adı verin
output-match-name = --output bir .{ $kind } dosyası, yani bir oyun dosyasının adını veriyor, ama yazılan bir oyun dosyası değil
output-match-name-label = bir oyun dosyasının adı
output-match-name-help = dosyaya yazılana uygun bir ad verin, örneğin puanlar.{ $extension }
output-empty = { $file } yazılmadı: içine konacak bir şey yoktu
xlsx-output-missing = --format xlsx bir çalışma kitabını bir dosyaya yazar: onu --output YOL.xlsx ile adlandırın
xlsx-output-missing-label = --output yok
xlsx-output-missing-help = ör. --format xlsx --output sezon.xlsx
rename-unknown = { $old } adında bir oyuncu ya da takım yok
rename-unknown-label = dosyadaki adlardan biri değil
rename-unknown-help = adlar: { $names }
rename-several = { $old } şunlardan herhangi biri olabilir: { $names }
rename-several-label = hangisi?
rename-several-help = adı dosyada yazıldığı gibi yazın
rename-player-and-team = { $old } hem bir oyuncunun hem bir takımın adı
rename-player-and-team-help = rename yalnızca tek bir tarafın taşıdığı bir adı değiştirir: birini dosyanın players ya da teams kısmında elle değiştirin
rename-empty = ad boş olamaz
rename-empty-label = ad yok
rename-empty-help = yeni adı verin, ör. batak rename DOSYA Ayse Ayşe
rename-old-empty-help = adı dosyadaki gibi verin: { $names }
rename-taken = { $new } alınmış: dosyada zaten { $name } var
rename-taken-label = alınmış
rename-taken-help = iki oyuncu ya da takım aynı adı taşıyamaz; başka bir ad seçin
xlsx-output-extension = bir çalışma kitabının adı .xlsx ile biter
xlsx-output-extension-label = .xlsx değil
xlsx-output-extension-help = dosyayı YOL.xlsx olarak adlandırın
xlsx-output-input = --output okunan bir oyun dosyasını (ya da ona bir bağlantıyı) belirtiyor; batak çalışma kitabını onun üzerine yazmaz
xlsx-output-input-label = oyun dosyası
xlsx-output-input-help = başka bir dosya verin, ör. --output sezon.xlsx
# The error is the workbook library's own words.
xlsx-failed = çalışma kitabı oluşturulamadı: { $error }
xlsx-too-large = bir sayfa en çok 1.048.576 satır alır, bunun için daha fazlası gerekiyor
xlsx-failed-help = hiçbir şey yazılmadı; lütfen bunu oyun dosyasıyla birlikte bildirin
github-compare = --format github bir dosyanın sorunlarını işaretler: check ve score içindir
github-compare-label = compare için değil
github-compare-help = batak check --format github DOSYA dosyayı işaretler; compare kural takımlarını yan yana gösterir
compare-label-twice = başka bir --with de { $label } adını taşıyor: iki sütun birbirinden ayırt edilemez
compare-label-twice-label = zaten bir sütunun adı
compare-label-twice-help = her --with için ayrı bir ad verin, örneğin --with 'düşük:target=101' --with 'yüksek:target=201'
compare-label-own = dosyanın kendi sütununun adı { $label }: iki sütun birbirinden ayırt edilemez
compare-label-own-label = dosyanın kendi sütununun adı
compare-label-own-help = --with için ayrı bir ad verin, örneğin --with 'kısa:target=101'
compare-label-empty = --with iki noktadan önce boş bir ad veriyor: sütunun adı olmazdı
compare-label-empty-label = ad yok
compare-label-empty-help = iki noktadan önce bir ad yazın, örneğin --with 'kısa:target=101', ya da iki noktayı kaldırın: --with target=101
show-no-play = { $name } dosyasındaki hiçbir elin oyunu kayıtlı değil, yani gösterilecek bir şey yok
show-deal-no-play = { $deal }. elin oyunu kayıtlı değil
show-deal-no-play-label = oyun yok
show-play-help = batak show bir elin oyununu çizer: ele play = ["HA H3 H9 H2", …] ekleyin (bkz. docs/match-file.md, "Recording the play")
chart-output-extension = batak chart SVG yazar, bu yüzden dosyanın adı .svg ile bitmeli
chart-output-extension-label = .svg değil
chart-output-extension-help = dosyayı YOL.svg olarak adlandırın (herhangi bir SVG görüntüleyiciyle ondan PNG yapılabilir)
chart-output-input = --output oyun dosyasının kendisini (ya da ona bir bağlantıyı) belirtiyor; batak grafiği onun üzerine yazmaz
chart-output-input-help = başka bir dosya verin, ör. --output grafik.svg
# The error is the drawing's own words.
chart-failed = grafik çizilemedi: { $error }
chart-failed-help = başka bir --size deneyin

## batak watch.
watch-kind-folder = bir klasör
watch-kind-fifo = bir FIFO
watch-kind-other = normal bir dosya değil
watch-not-a-file-now = { $name } artık { $kind }, oyun dosyası değil
watch-not-a-file-now-help = oyun dosyasını geri koyun; dosya yerine gelince batak watch sürer
watch-no-file = batak watch bir dosyayı izler, bu ise bir dosya değil
watch-name-file-help = oyun dosyasını verin: batak watch cuma.toml
watch-not-a-file = { $name } { $kind }, oyun dosyası değil
# The errors are the system's own words.
watch-ctrl-c = Ctrl-C yakalanamıyor: { $error }
watch-ctrl-c-help = batak watch'ı bir terminalde ya da sinyalleri işlemesine izin veren bir süreç altında çalıştırın
watch-failed = { $name } izlenemiyor: { $error }
watch-failed-help-inotify = sistemin inotify izlemeleri bitmiş olabilir (fs.inotify.max_user_watches)
watch-failed-help-folder = dosyanın klasörünün var olduğunu ve onu listeleyebildiğinizi (okuma ve çalıştırma) kontrol edin

## batak new, add, amend, remove: the command's own refusals.
edit-stdin = batak { $command } değiştirmek için bir dosya ister, standart girdi değil
edit-stdin-help = oyun dosyasını verin
edit-by-hand-help = değişikliği elle yapın; batak bu dosyanın nasıl düzenlendiğini tahmin etmez
# The result is the match's result line, as the tables say it.
edit-finished = oyun bitti ({ $result }); batak add { $deal }. elden sonra el kaydetmez
edit-finished-help = sonraki oyuna şununla başlayın: batak new SONRAKİ.toml --like { $name }; ya da bu eli yine de --after-end ile kaydedin
edit-conflict-version = { $file }, bu sayfa çizildikten sonra değişti; hiçbir şey yazılmadı
edit-conflict-deals = { $file } dosyasında şimdi { $expected } değil { $deals } el var: dosya bu arada değişti; hiçbir şey yazılmadı
edit-conflict-help = neyin değiştiğine bakın, gerekiyorsa değişikliği yeniden gönderin
new-stdin = batak new bir dosya yazar, - ise bir dosya değil, standart girdidir
new-stdin-help = oluşturulacak dosyanın adını verin, ör. batak new cuma.toml --players …
new-dangling = { $name }, var olmayan { $target } dosyasına bir bağlantı; batak new bunun üzerinden yazmaz
new-dangling-help = bağlantıyı kaldırın ya da gösterdiği dosyayı oluşturun
new-schema = --schema bir denetim karakteri ya da satır sonu içeriyor
new-schema-label = bir yol ya da URL değil
new-schema-help = şemanın yolunu ya da URL'sini tek satırda verin, ör. --schema batak.schema.json
new-schema-empty = --schema boş: dosyanın ilk satırı düzenleyicileri boş bir adrese yönlendirirdi
new-schema-empty-help = şemanın yolunu ya da URL'sini verin, örneğin --schema batak.schema.json
new-players-count = --players dört (ya da üç) oyuncu yerine { $count } ad veriyor
new-teams-count = --teams iki takım yerine { $count } ad veriyor
new-names-given = { $count } ad verildi
new-players-count-help = virgülle ayırarak dört (ya da üç) oyuncu verin, ör. --players { $example }
new-teams-count-help = virgülle ayırarak iki takım verin, ör. --teams { $example }
new-name-twice = { $flag } "{ $name }" adını iki kez veriyor
new-name-alike = { $flag } "{ $earlier }" ve "{ $name }" adlarını veriyor; büyük-küçük harf ve Türkçe harfler bir yana bırakılınca bunlar aynı ad
new-name-empty = { $flag } boş bir ad içeriyor
new-name-help = her ad farklı olmalı ve boş olmamalı
new-teams-partnership = takımlar yalnızca eşli oyun içindir, bu kurallar ise eşli değil
new-teams-partnership-label = eşli oyun olmadan takımlar
new-teams-partnership-help = --set preset=esli (ya da --set partnership=true) ekleyin ya da --teams'i kaldırın
amend-everyone = { $deal }. elde herkes tahmin ediyor (bidding = everyone): bu elde ihaleyi alan, ihale ya da pas yok
amend-everyone-help = tahminleri --bids ile (oyun sırasıyla oyuncu başına bir), alınan elleri --tricks ile değiştirin
amend-passed = { $deal }. elde herkes pas dedi, yani değiştirilecek bir ihale yok
amend-passed-label = ihale için yeterli değil
amend-passed-help = oynanmış olarak kaydetmek için --declarer, --bid ve --tricks (ya da --bids ve --tricks) verin
amend-bids-unknown = { $deal }. el bids olarak yazılmış ve dosyada hatalar var, bu yüzden batak ihaleyi alanı ve ihaleyi bilemiyor
amend-bids-unknown-label = ikisinden biri değiştirilemez
amend-bids-unknown-help = bunun yerine dört ihaleyi verin, ör. --bids 0,0,7,0

## batak rules: what each setting means, what each preset is.
setting-preset = aşağıdaki ayarlardan oluşan adlı bir hazır kural takımı
setting-min_bid = herkesin verebileceği en düşük ihale (hand ayarını aşamaz)
setting-bid_points = ihaleyi çıkarınca, ihaledeki her el için puan
setting-extra_points = ihalenin üzerindeki her fazla el ve diğer oyuncuların aldığı her el için puan
setting-defender_points = diğer oyuncuların aldığı her el için puan, extra_points'ten farklı olacaksa
setting-defender_minimum = diğer oyunculardan bundan az el alan taraf, puan almak yerine ihale değeri kadar kaybeder; 0 = kapalı (hand ayarını aşamaz)
setting-double_penalty = batan ihale, ihale değerinin iki katını kaybettirir
setting-slam_double = bütün elleri alma ihalesi (13 kartla 13 ihale) çıkarılınca iki kat kazandırır, batınca iki kat kaybettirir
setting-end = oyun bir hedef puanda, belli sayıda elden sonra ya da hiç bitmez
setting-target = hedef puan (end = "target")
setting-deals = puanlanan el sayısı (end = "deals")
setting-partnership = eşli: 1. ve 3. oyuncu ile 2. ve 4. oyuncu takım olarak oynar ve puan alır
setting-trump = kozu kim seçer: ihaleyi alan; her zaman maça (koz maça); maça, ihalesiz (gönüllü)
setting-all_pass = herkes pas deyince: kartlar yeniden dağıtılır ya da dağıtan ihaleyi min_bid ile almak zorundadır
setting-ties = oyun biterken zirvede beraberlik: bir el daha oynanır ya da berabere kalanlar birlikte kazanır
setting-must_trump = kart oyunu: açılan renkten kartı olmayan oyuncu koz atmak zorundadır
setting-must_overtake = kart oyunu: gücü yetiyorsa açılan rengin en iyi kartını (ve atılmış kozu) geçmek zorundadır
setting-trump_breaking = kart oyunu: koz, başka bir renge koz atılmadan açılamaz (koz kırılmadan koz açılmaz)
setting-hand = oyuncu başına dağıtılan kart; toplam alınan el de bu kadardır; oyuncu sayısı × hand en çok 52'dir
setting-bidding = ihaleyi bir kişi alır; ya da herkes alacağı el sayısını tahmin eder (tahminli) ve buna göre puan alır
setting-overshoot = yan batar: ihale + overshoot kadar ya da daha çok el alan batar; 0 = kapalı (hand ayarını aşamaz)
setting-nil_points = tahminli oyun: bu 0'dan büyükse 0 tahmini (el almaz) verilebilir; hiç el alınmazsa bu kadar kazandırır, yoksa bu kadar kaybettirir
preset-classic = klasik puan kâğıdı: ihaledeki her el için 10 puan, 151'e kadar
preset-ihaleli = ihaleli batak, alınan el başına 1 puan, 10 el
preset-esli = eşli ihaleli batak, en düşük ihale 7
preset-koz-maca = kozu her zaman maça olan klasik oyun (koz maça)
preset-gonullu = ihalesiz klasik oyun: gönüllü biri oyunu alır, koz maça (gönüllü)
preset-gommeli = üç oyuncu, her birine 16 kart (4'ü gömülü), alınan el başına 10 puan, 11 el (gömmeli)
preset-defineli = her birine 12 kart, 4'ü definede olan klasik oyun (defineli)
preset-tahminli = herkes alacağı el sayısını tahmin eder, koz maça, 13 el (tahminli, koz maça)

## batak serve
serve-no-file = batak serve bir oyun dosyası sunar; { $name } oyun dosyası değil (.toml, .yaml ya da .yml)
serve-no-file-help = oyun dosyasını verin: batak serve cuma.toml
serve-random = rastgele anahtar üretilemedi: { $error }
serve-random-help = batak serve sistemin rastgele sayılarına (/dev/urandom) ihtiyaç duyar
serve-bind = { $address } dinlenemiyor: { $error }
serve-bind-help = --port N ile başka bir port seçin (--port 0 boş herhangi birini alır) ya da orada dinleyeni durdurun
serve-bind-address-help = bu makinenin böyle bir adresi yok: --bind vermeyin (yalnızca bu makine) ya da yerel ağda dinlemek için --lan verin
serve-ctrl-c-help = batak serve'i bir uçbirimde ya da sinyalleri işlemesine izin veren bir sürecin altında çalıştırın
serve-form-field = formun { $field } alanı batak'ın bildiği bir alan değil ya da değeri kabul edilmiyor
serve-form-field-help = alanları sayfadaki formun adlandırdığı gibi gönderin: declarer, bid, trump, tricks, bids, passed, dealer, note, after_end, deal, v
serve-form-field-help-fix = bir düzeltme şu alanları alır: declarer, bid, trump, tricks, bids, passed, dealer, note ve v
serve-form-field-help-remove = bir silme tek bir alan alır: v
serve-form-no-declarer = ihaleyi alanı seçin ya da "herkes pas dedi"yi işaretleyin
serve-form-no-bid = ihaleyi seçin
serve-form-no-prediction = { $player } için tahmini yazın
serve-form-prediction-twice = { $player } için iki tahmin verilmiş: bir tane verin
serve-form-tricks-twice = { $side } için iki el sayısı verilmiş: bir tane verin
serve-form-missing = "{ $field }" alanını doldurun
serve-form-together = "{ $field }" ile "{ $other }" birlikte gönderilemez: birini bırakın
serve-form-twice = "{ $field }" iki kez gönderildi: bir kez gönderin
serve-form-no-change = değiştirilecek bir şey gönderilmedi: boş bırakılan alan, elde kayıtlı olanı korur
serve-form-kind = formu application/x-www-form-urlencoded olarak gönderin
serve-form-undecodable = form okunamıyor: her alan AD=DEĞER biçiminde, & ile birleştirilmiş, kaçışları (%XX) UTF-8 olmalı
serve-form-finished = maç bitti: bu eli yine de kaydetmek için "{ $field }" kutusunu işaretleyin
serve-form-finished-strict = maç bitti ve bu sunucu bitişten sonra el kaydetmiyor

# Her değişikliğin altındaki güvenlik ağının, değişiklik istenenden fazlasını
# yapacakken söyledikleri (değişiklik reddedilir, dosya olduğu gibi kalır).
net-outside = düzenleme dosyayı ellerinin dışında da değiştirirdi (bir başlık, oyuncular, kurallar)
net-not-one-added = düzenleme tam olarak bir el eklemezdi
net-not-one-removed = düzenleme tam olarak bir el silmezdi
net-deal-count = düzenleme el sayısını değiştirirdi
net-more-of-deal = düzenleme { $deal }. elin istenenden fazlasını değiştirirdi
net-other-deal = düzenleme { $deal }. eli de değiştirirdi
net-not-as-asked = düzenleme { $deal }. eli istendiği gibi değiştirmezdi
net-more-than-name = düzenleme { $name } adından fazlasını değiştirirdi

## What the system said of a failed read or write (English: its own words)

io-kind-not-found = böyle bir dosya ya da klasör yok
io-kind-permission-denied = izin yok
io-kind-already-exists = dosya zaten var
io-kind-not-a-directory = yoldaki bir ad klasör değil
io-kind-is-a-directory = bu bir klasör
io-kind-directory-not-empty = klasör boş değil
io-kind-read-only-filesystem = dosya sistemi salt okunur
io-kind-storage-full = aygıtta yer kalmadı
io-kind-quota-exceeded = disk kotası aşıldı
io-kind-file-too-large = dosya çok büyük
io-kind-resource-busy = aygıt ya da kaynak meşgul
io-kind-crosses-devices = aygıtlar arasında bağlantı kurulamaz
io-kind-too-many-links = çok fazla bağlantı
io-kind-invalid-filename = dosya adı geçersiz ya da çok uzun
io-kind-broken-pipe = okuyan taraf kapandı (kırık boru)
io-kind-addr-in-use = adres zaten kullanımda
io-kind-addr-not-available = bu adres atanamıyor
io-kind-interrupted = işlem kesildi
io-kind-timed-out = süre doldu
io-kind-out-of-memory = bellek yetmedi
io-kind-invalid-data = veri geçersiz
io-kind-unexpected-eof = dosya beklenmedik yerde bitti
io-kind-loop = bağlantılar birbirini gösteriyor (bir döngü)
io-kind-device = aygıt okunamadı ya da yazılamadı (giriş/çıkış hatası)
