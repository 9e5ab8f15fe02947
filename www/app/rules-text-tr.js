// The rules pages' text in Turkish (its form: rules-text.js).

export const RULES_TR = {
  jungle: {
    lead: 'Çin’den gelen iki kişilik bir oyun; Çincede Dou Shou Qi, yani “hayvan dövüşü satrancı” diye bilinir. Her tarafın sekiz hayvanı vardır; güçlü hayvan zayıfı yer ve rakibin inine ilk giren kazanır.',
    sections: [
      {
        id: 'board',
        title: 'Tahta',
        blocks: [
          [
            'Tahtada 7 sütun (a–g) ve 9 sıra (1–9) vardır. Kırmızı altta oturur ve ilk hamleyi yapar; Mavi üstte oturur.',
            'Ortada iki nehir vardır; her biri iki kare genişliğinde ve üç kare uzunluğundadır (b4–c6 ve e4–f6). Ortadaki sütun ile iki kenar sütunu karadır.',
            'Her tarafın arka sırasının ortasında bir in vardır — Kırmızı’nınki d1’de, Mavi’ninki d9’da — ve her inin çevresinde üç tuzak bulunur: Kırmızı’nın tuzakları c1, e1 ve d2’de, Mavi’ninkiler c9, e9 ve d8’dedir.',
          ],
        ],
      },
      {
        id: 'pieces',
        title: 'Hayvanlar ve hareketleri',
        pieces: true,
        blocks: [
          'Her tarafın en güçlüden en zayıfa sekiz hayvanı vardır: fil 8, aslan 7, kaplan 6, leopar 5, kurt 4, köpek 3, kedi 2, fare 1. Güç numarası her taşın üstünde yazar.',
          'Hayvanlar yukarı, aşağı, sola ya da sağa bir kare gider; çapraz gidemez. Suya yalnızca fare girebilir. Şekillerde hayvan boş tahtada, iki nehrin arasındaki d5 karesinde durur; noktalar gidebileceği kareleri gösterir.',
        ],
      },
      {
        id: 'special',
        title: 'Taş yeme',
        blocks: [
          [
            'Bir hayvan, gücü kendi gücüne eşit ya da daha düşük olan bir rakip hayvanın karesine giderek onu yer.',
            'Fare fili yiyebilir, fil ise fareyi yiyemez; yalnız fare, filin kendi tarafının tuzaklarından birinde duruyorsa fil onu yiyebilir.',
            'Sudaki fare karadaki bir hayvanı yiyemez, karadaki fare de sudaki fareyi yiyemez; sudaki iki fare birbirini yiyebilir.',
            'Rakibin tuzaklarından birinde duran hayvanın gücü 0 sayılır: rakibin herhangi bir hayvanı onu yiyebilir. Kendi tarafının tuzaklarında hayvanlar güçlerini korur.',
            'Aslan ve kaplan, nehrin üstünden sıçrayıp indikleri karedeki hayvanı da yiyebilir.',
            'Hiçbir hayvan kendi inine giremez.',
          ],
        ],
      },
      {
        id: 'end',
        title: 'Oyun nasıl biter?',
        blocks: [
          [
            'Herhangi bir hayvanını rakibin inine sokan oyuncu hemen kazanır.',
            'Bütün hayvanlarını kaybeden ya da sırası geldiğinde hamle yapamayan taraf kaybeder.',
            'Beraberlik: aynı pozisyon, sıra aynı taraftayken üçüncü kez oluşursa ya da iki taraf 100’er hamle boyunca hiç taş yemezse oyun berabere biter.',
            'Oyuncu pes edebilir. Aynı cihazda oynayan iki kişi beraberlikte de anlaşabilir: ikisi de Berabere? düğmesine basarsa oyun berabere biter.',
          ],
        ],
      },
    ],
    pieces: {
      E: 'Güç 8. Düz bir kare gider. Fareyi yiyemez.',
      L: 'Güç 7. Bir kare gider ya da nehrin üstünden dümdüz sıçrayıp karşı kıyıdaki ilk kara karesine iner; yoldaki suda bir fare varsa sıçrayamaz.',
      T: 'Güç 6. Aslan gibi gider ve nehirlerin üstünden sıçrar.',
      P: 'Güç 5. Düz bir kare gider; suya giremez.',
      W: 'Güç 4. Düz bir kare gider; suya giremez.',
      D: 'Güç 3. Düz bir kare gider; suya giremez.',
      C: 'Güç 2. Düz bir kare gider; suya giremez.',
      R: 'Güç 1. Yüzebilen tek hayvandır: nehre girer, içinde ilerler ve çıkar. Fili yiyebilir.',
    },
  },

  hex: {
    lead: 'Władysław Gliński’nin 1936’da tasarladığı altıgen satranç: 91 altıgen hücreli bir tahtada oynanan satranç. Her oyuncunun bir şahı, bir veziri, iki kalesi, üç fili, iki atı ve dokuz piyonu vardır; rok yoktur.',
    sections: [
      {
        id: 'board',
        title: 'Tahta',
        blocks: [
          [
            'Tahta üç tona boyanmış 91 hücreden oluşur; kenarı paylaşan iki hücre hiçbir zaman aynı tonda olmaz.',
            'Soldan sağa 11 dosya vardır: a’dan l’ye, j harfi kullanılmaz. Dosyalarda sırasıyla 6, 7, 8, 9, 10, 11, 10, 9, 8, 7 ve 6 hücre bulunur. Sıralar her dosyada aşağıdan yukarı 1’den başlayarak sayılır. Tahtanın ortası f6’dır.',
            'Beyaz altta oturur ve oyuna o başlar; Siyah üstte oturur. Beyaz’ın dizilişi: şah g1, vezir e1, kaleler c1 ve i1, atlar d1 ve h1, filler f1, f2 ve f3, piyonlar b1 c2 d3 e4 f5 g4 h3 i2 k1. Siyah’ın dizilişi bunun aynadaki görüntüsüdür.',
          ],
        ],
      },
      {
        id: 'pieces',
        title: 'Taşlar nasıl hareket eder?',
        pieces: true,
        blocks: [
          'Şekillerde her taş boş tahtanın ortasındaki f6 hücresinde durur (piyon ise Beyaz’ın piyon başlangıç hücrelerinden f5’te). Noktalar taşın gidebildiği hücreleri, çarpılar yalnızca taş alarak gidebildiği hücreleri gösterir. Boş tahtada vezir 42, kale 30, fil, at ve şah ise 12’şer hücreye gidebilir; tahtada başka taşlar varsa yolu keserler ya da alınabilirler.',
        ],
      },
      {
        id: 'special',
        title: 'Piyonlar',
        blocks: [
          [
            'Piyon boş bir hücreye dümdüz bir hücre ilerler. Taşı, önündeki hücrenin iki yanındaki hücrelerde (60 derece solda ya da sağda) alır; dümdüz ileride alamaz.',
            'Başlangıç hücrelerindeki piyon — Beyaz için b1 c2 d3 e4 f5 g4 h3 i2 k1, Siyah için b7 c7 d7 e7 f7 g7 h7 i7 k7 — iki hücre de boşsa iki hücre ilerleyebilir. Taş alarak bu hücrelerden birine varan piyon oradan yeniden çift adım atabilir.',
            'Geçerken alma: çift adımın hemen ardından, atlanan hücrede taş alabilecek durumdaki rakip piyon o hücreye giderek çift adım atan piyonu alabilir. Bu hak yalnızca bir sonraki hamlede vardır.',
            'Dosyasının son hücresine varan piyon vezire, kaleye, file ya da ata terfi eder; hangisini istediğinizi bir panel sorar.',
          ],
        ],
      },
      {
        id: 'end',
        title: 'Oyun nasıl biter?',
        blocks: [
          [
            'Mat eden kazanır.',
            'Pat beraberlik değildir: Gliński’nin kuralına göre pat yapan oyuncu ¾, pat olan oyuncu ¼ puan alır. Sonuç kutusu kimin kimi pat ettiğini yazar.',
            'Beraberlik: aynı pozisyon üçüncü kez oluşursa, iki taraf 50’şer hamle boyunca taş almaz ve piyon yürütmezse ya da tahtada yalnızca iki şah kalırsa oyun berabere biter. Başka az taş durumlarında oyun kendiliğinden berabere bitmez.',
            'Oyuncu pes edebilir. Aynı cihazda oynayan iki kişi beraberlikte de anlaşabilir: ikisi de Berabere? düğmesine basarsa oyun berabere biter.',
          ],
        ],
      },
    ],
    pieces: {
      K: 'On iki komşu hücreden birine gider: kenarını paylaştığı altı hücreye ya da köşelerinin ötesindeki altı hücreye. Rok yoktur.',
      Q: 'Kale gibi ve fil gibi kayar: on iki hat boyunca.',
      R: 'Hücresinin altı kenarından birinin yönünde, düz bir hat boyunca istediği kadar kayar.',
      B: 'Hücresinin altı köşesinden birinin yönünde kayar. Hep kendi tonunda kalır; bu yüzden üç fil üç ayrı tonda başlar.',
      N: 'Bir kenar yönünde iki hücre gider, sonra 60 derece dönüp bir hücre daha ilerler. Taşların üstünden atlar ve her hamlede hücre tonu değişir.',
      P: 'Bir hücre ileri gider (başlangıç hücresinden iki); önündeki hücrenin iki yanındaki hücrelerde taş alır.',
    },
  },

  timur: {
    lead: 'Timur Satrancı, Arapça adıyla şatranc el-kebir: Timur döneminin büyük satrancı. 10 × 11 karelik bir tahta, iki hisar, her tarafta 28 taş ve her biri bir taşa ait piyonlar.',
    sections: [
      {
        id: 'board',
        title: 'Tahta',
        blocks: [
          [
            'Tahtada 10 sıra (1–10) ve 11 sütun (a–k) vardır. Tahtanın iki yanında birer hisar bulunur: Beyaz’ın hisarı k2’nin sağında, Siyah’ınki a9’un solundadır.',
            'Beyaz 1–3. sıralarda başlar ve ilk hamleyi yapar; Siyah’ın dizilişi Beyaz’ınkinin ters çevrilmiş hâlidir.',
            'Her tarafın bir şahı, bir ferzi, bir veziri, iki kalesi, iki atı, iki fili, iki devesi, iki mancınığı, iki gözcüsü, iki zürafası ve on bir piyonu vardır. Beyaz’ın 3. sıradaki piyonları a’dan k’ye: piyonların piyonu, mancınık, deve, fil, ferz, şah, vezir, zürafa, gözcü, at ve kale piyonu.',
          ],
        ],
      },
      {
        id: 'pieces',
        title: 'Taşlar nasıl hareket eder?',
        pieces: true,
        blocks: [
          'Şekillerde her taş boş tahtanın f5 karesinde, beyaz taş olarak durur. Noktalar taşın gidebildiği (ve taş alabildiği) kareleri, çarpılar yalnızca taş alarak gidebildiği kareleri gösterir. Sıçrayan taşlar aradaki taşların üstünden atlar; kale, gözcü ve zürafa atlayamaz.',
        ],
      },
      {
        id: 'special',
        title: 'Özel kurallar',
        blocks: [
          [
            'Terfi: son sıraya varan piyon ait olduğu taşa dönüşür — kale piyonu kaleye, şah piyonu şehzadeye, öbürleri de kendi taşlarına. Piyonlar çift adım atmaz, geçerken alma da yoktur.',
            'Piyonların piyonu: son sıraya ilk varışında kendi başlangıç karesine (Beyaz a3, Siyah k8), ikincisinde şah piyonunun başlangıç karesine (f3, f8) döner; üçüncüsünde vardığı karede maceracı şah olur. Gitmesi gereken kare doluysa kendi 3. sırasındaki, sonra 2., sonra 1. sırasındaki en yakın boş kareye gider.',
            'Kraliyet taşları şah, şehzade ve maceracı şahtır. Tek kraliyet taşı olan taraf onu hiçbir zaman tehdit altında bırakamaz. İki ya da daha fazlası olan tarafın kraliyet taşları ise öbür taşlar gibi tehdit edilip alınabilir.',
            'Şah takası: oyunda bir kez, şahı tehdit altındayken taraf hamle yapmak yerine şahıyla kendi taşlarından birinin yerini değiştirebilir. Takasla hisara taş girmez ya da hisardan taş çıkmaz; piyon da takasla son sırasına götürülemez.',
            'Hisarlar: hisara yalnızca kraliyet taşları, şah adımıyla girebilir. Rakibin hisarına giren kraliyet taşı oyunu hemen berabere bitirir (bunu yalnızca tarafın en yüksek kraliyet taşı yapabilir). Maceracı şah kendi hisarına da sığınabilir; orada hiçbir taş ona saldıramaz.',
          ],
        ],
      },
      {
        id: 'end',
        title: 'Oyun nasıl biter?',
        blocks: [
          [
            'Sırası geldiğinde yasal hamlesi kalmayan taraf kaybeder: mat olduğunda da, pat olduğunda da. Timur Satrancı’nda pat yenilgidir.',
            'Beraberlik: bir kraliyet taşı rakibin hisarına girerse, aynı pozisyon üçüncü kez oluşursa ya da iki taraf 50’şer hamle boyunca taş almaz ve piyon yürütmezse oyun berabere biter.',
            'Oyuncu pes edebilir. Aynı cihazda oynayan iki kişi beraberlikte de anlaşabilir: ikisi de Berabere? düğmesine basarsa oyun berabere biter.',
          ],
        ],
      },
    ],
    groups: {
      main: 'Taşlar',
      royal: 'Terfiyle gelen kraliyet taşları',
      pawns: 'Piyonlar',
      large: 'Büyük varyantın taşları (olağan dizilişte yoktur)',
    },
    pieces: {
      K: 'Her yöne bir kare gider. Kraliyet taşıdır. Oyunda bir kez, tehdit altındayken kendi taşlarından biriyle yer değiştirebilir.',
      F: 'Çapraz olarak bir kare gider.',
      V: 'Düz olarak bir kare gider: ileri, geri ya da yana.',
      R: 'Düz çizgide istediği kadar gider.',
      N: 'L biçiminde sıçrar: iki kare düz, sonra bir kare yana.',
      E: 'Çapraz olarak tam iki kare sıçrar.',
      C: 'Bir yöne üç, öbür yöne bir kare sıçrar: uzun bir L.',
      W: 'Düz olarak tam iki kare sıçrar.',
      T: 'Çapraz olarak istediği kadar gider ama en az iki kare; atlayamaz.',
      G: 'Önce bir kare çapraz, sonra başladığı yerden uzaklaşarak en az üç kare düz gider; atlayamaz.',
      S: 'Şah gibi gider ve o da kraliyet taşıdır. Şah piyonu son sıraya varınca şehzade olur.',
      A: 'Şah gibi gider; kraliyet taşıdır. Piyonların piyonu üçüncü varışında bu taşa dönüşür. Kendi hisarına sığınabilir.',
      PAWNS: 'Bir kare ileri gider; bir kare çapraz ileride taş alır. Son sıraya varan piyon kendi taşına dönüşür.',
      PP: 'Piyon gibi gider. Son sıraya ilk varışında kendi başlangıç karesine, ikincisinde şah piyonunun başlangıç karesine döner; üçüncüsünde maceracı şah olur.',
      M: 'Deniz canavarı: düz olarak bir kare gider.',
      L: 'Aslan: düz ya da çapraz her yöne bir ila üç kare sıçrar.',
      B: 'Boğa: bir yöne üç, öbür yöne iki kare sıçrar.',
      X: 'Kâşif: çapraz olarak tam üç kare sıçrar.',
    },
    pawnsName: 'Piyonlar (on türün hepsi)',
  },

  sanguo: {
    lead: 'Üç kişilik Çin satrancı. Shu (kırmızı), Wu (yeşil) ve Wei (mavi), altıgen bir tahtanın kendi yarısında eksiksiz bir xiangqi ordusunu yönetir. Bir krallığı yenen onun ordusunu devralır; generali tahtada kalan son krallık kazanır.',
    sections: [
      {
        id: 'board',
        title: 'Tahta',
        blocks: [
          [
            'Bir altıgenin çevresinde 9 × 5 noktalık üç yarım tahta vardır (toplam 135 nokta). Her yarının kendi sarayı vardır: arka kenarının ortasındaki, köşegenleri çizili 3 × 3 nokta.',
            'Yarıları üç kollu bir nehir ayırır. Her kolun iki yakasında, bir krallığın kıyısının sağ yarısı komşusunun kıyısının sol yarısına bakar; bu yüzden çoğu dikey yalnızca bir komşuya çıkar. Kıyıların üç orta noktası, ortada birbirine bağlı küçük bir üçgen oluşturur.',
            'Noktalar krallık harfi (r, g, b), o krallığın solundan sayılan a–i dikeyi ve arka kenarından sayılan 1–5 sırasıyla adlandırılır: re1, Shu’nun generalinin başladığı noktadır.',
            'Önce Shu, sonra Wu, sonra Wei oynar; tahtanın çevresinde saat yönünün tersine. Yenilmiş krallığın sırası atlanır.',
          ],
        ],
      },
      {
        id: 'pieces',
        title: 'Taşlar nasıl hareket eder?',
        pieces: true,
        blocks: [
          'Her krallığın bir generali, iki danışmanı, iki fili, iki atı, iki savaş arabası, iki topu, beş eri ve masa kurulumunda kapatılmadıysa iki sancaktarı vardır. Şekillerde her taş boş tahtada Shu’nun yarısında durur; noktalar gidebildiği noktaları gösterir. Çizgiler ortadaki üçgende çatallanır: orta dikeyden yukarı çıkan savaş arabası, top ya da er, iki komşudan birinin orta dikeyine devam edebilir.',
        ],
      },
      {
        id: 'special',
        title: 'Şah, yenilgi ve devralma',
        blocks: [
          [
            'Bir krallık hamlesini generali rakiplerden birinin saldırısı altındayken ya da açık bir çizgi boyunca (ortadaki üçgenden geçerek de olsa) bir rakip generalle karşı karşıyayken bitiremez. Generaller “uçarak” taş almaz.',
            'Bir rakibin hamlesi öbür rakibe bir generale giden çizgiyi açarsa, o rakip kendi sırasında generali alabilir.',
            'Sırası geldiğinde yasal hamlesi kalmayan krallık, şahta olsun olmasın, yenilir: generali tahtadan çıkar ve son hamleyi yapan krallık öbür bütün taşlarını devralır.',
            'Generali alınan krallık da yenilir; generali alan krallık ordusunu devralır.',
            'Devralınan taşlar eskisi gibi hareket eder: yarıları, sarayları ve “ileri” yönleri, ilk ait oldukları krallığınki olarak kalır.',
          ],
        ],
      },
      {
        id: 'end',
        title: 'Oyun nasıl biter?',
        blocks: [
          [
            'Generali tahtada kalan son krallık kazanır.',
            'Beraberlik: aynı pozisyon üçüncü kez oluşursa ya da art arda 180 hamle boyunca taş alınmaz ve hiçbir krallık yenilmezse oyun berabere biter.',
            'Pes eden krallık kaybeder ve oyun biter: geriye tek krallık kaldıysa o kazanır, iki krallık kaldıysa galibiyeti paylaşırlar.',
          ],
        ],
      },
    ],
    pieces: {
      K: 'Çizgi boyunca bir nokta gider; kendi sarayından çıkamaz.',
      A: 'Sarayın köşegenleri boyunca çapraz bir nokta gider; saraydan çıkamaz.',
      E: 'Çapraz olarak tam iki nokta gider; aradaki nokta doluysa gidemez. Kendi yarısından çıkamaz.',
      H: 'Önce düz bir nokta (bu nokta boş olmalı), sonra dışa doğru çapraz bir nokta gider.',
      R: 'Çizgi boyunca istediği kadar gider; nehri de geçer.',
      C: 'Savaş arabası gibi gider; taşı, aradaki tam bir taşın (kimin olursa olsun) üstünden atlayarak alır.',
      S: 'Bir nokta ileri gider; kendi yarısından çıkınca yana da bir nokta gidebilir. Geri gitmez.',
      B: 'Düz iki nokta (ikisi de boş olmalı), sonra dışa doğru çapraz bir nokta gider; atlayamaz.',
    },
  },

  device: {
    title: 'Bu uygulamada oynamak',
    blocks: [
      [
        'Bilgisayara karşı: Kolay, Normal, Zor ya da Benlik. Benlik, Zor gibi düşünür ve her oyundan sonra oynayışınıza göre kendini biraz ayarlar.',
        'Aynı cihazda iki kişi, yan yana: ikiniz de tahtaya aynı yönden bakarsınız; isterseniz yeni oyun panelinden ya da menüden tahtanın her hamleden sonra çevrilmesini seçebilirsiniz.',
        'Karşılıklı: telefonu ortaya koyun. Karşıdaki oyuncunun taşları, düğmeleri ve sonuç kutusu ona doğru döner.',
        'Tarayıcınız destekliyorsa oyun sürerken ekran kararmaz. Süren oyun bu cihazda saklanır ve sayfa yenilenince geri gelir.',
      ],
    ],
    sanguo: [
      'Bilgisayara karşı: her krallığı kimin oynayacağını seçin — bir kişi ya da dört seviyeden birinde bilgisayar.',
      'Herkes aynı cihazda: yan yana oynarken tahta sırası gelen krallığa dönebilir; masanın etrafında oynarken her krallığın paneli ve taşları kendi oturduğu yere bakar.',
      'Tarayıcınız destekliyorsa oyun sürerken ekran kararmaz. Süren oyun bu cihazda saklanır ve sayfa yenilenince geri gelir.',
    ],
  },
};
