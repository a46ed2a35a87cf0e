import type { CategorySlug } from '../../contract'
/**
 * The catalogue's words in the nine interface languages (kt is the French of Côte d'Ivoire): a query word that is
 * one of a concept's words (after folding, see `search.ts`) searches for all of them. Irregular and broken plurals
 * are listed here (هاتف/هواتف, waya/wayoyi, kifaa/vifaa, telemóvel/telemóveis); regular -s/-es plurals and Arabic
 * affixes are handled by the folding. A word may belong to several concepts (Hausa "waya" is a phone, Swahili
 * "waya" a cable): it then searches for all of them. Phrases are matched as consecutive query words.
 */
export const SYNONYM_LANGUAGES = ['en', 'fr', 'kt', 'my', 'pt', 'hi', 'sw', 'ar', 'ha'] as const
/**
 * A concept's words by language. `category`: the concept is a category, whose products all carry its name in the nine
 * languages in their keywords, so its first English word in the keywords stands for all of them. `in`: the category
 * where the concept's products are listed, whose products rank first for its words (a laptop before a laptop bag).
 */
type Concept = Readonly<Record<(typeof SYNONYM_LANGUAGES)[number], readonly string[]>> & { readonly category?: true; readonly in?: CategorySlug }

export const SEARCH_SYNONYMS: readonly Concept[] = [
  // Categories
  {
    in: 'phones',
    category: true,
    en: ['phone', 'phones', 'smartphone', 'mobile', 'cellphone'], fr: ['téléphone', 'smartphone', 'mobile'],
    kt: ['portable', 'cellulaire'], my: ['ဖုန်း', 'ဖုန်းများ', 'မိုဘိုင်းဖုန်း'], pt: ['telefone', 'telemóvel', 'telemóveis', 'celular', 'telemovel'],
    hi: ['फ़ोन', 'फोन', 'मोबाइल', 'स्मार्टफ़ोन'], sw: ['simu', 'rununu'], ar: ['هاتف', 'هواتف', 'جوال', 'موبايل', 'تليفون'],
    ha: ['waya', 'wayoyi', 'wayar hannu'],
  },
  {
    in: 'accessories',
    category: true,
    en: ['accessories', 'accessory'], fr: ['accessoire'], kt: ['accessoire'], my: ['ဆက်စပ်ပစ္စည်း', 'ဆက်စပ်ပစ္စည်းများ'],
    pt: ['acessório', 'acessórios'], hi: ['एक्सेसरीज़', 'एक्सेसरी'], sw: ['vifaa vya ziada', 'kifaa cha ziada'],
    ar: ['إكسسوار', 'إكسسوارات', 'ملحقات'], ha: ['kayan haɗi'],
  },
  {
    in: 'audio',
    category: true,
    en: ['audio', 'sound'], fr: ['son', 'audio'], kt: ['son', 'audio'], my: ['အသံ', 'အသံပစ္စည်းများ'], pt: ['áudio', 'som'],
    hi: ['ऑडियो'], sw: ['vifaa vya sauti', 'sauti'], ar: ['صوتيات', 'صوت'], ha: ['kayan sauti', 'sauti'],
  },
  {
    in: 'wearables',
    category: true,
    en: ['wearables', 'wearable', 'smartwatch'], fr: ['objets connectés', 'objet connecté'], kt: ['montres connectées', 'bracelet connecté'],
    my: ['ဝတ်ဆင်နိုင်သော', 'စမတ်နာရီ'], pt: ['relógios inteligentes', 'pulseiras inteligentes', 'relógio inteligente'],
    hi: ['स्मार्ट घड़ी', 'स्मार्ट घड़ियाँ'], sw: ['saa janja', 'bangili janja'], ar: ['أجهزة قابلة للارتداء', 'ساعة ذكية', 'ساعات ذكية'],
    ha: ['agogo na zamani', 'mundaye na zamani'],
  },
  {
    in: 'computing',
    category: true,
    en: ['computing', 'computer', 'computers'], fr: ['informatique', 'ordinateur'], kt: ['informatique', 'ordinateur'],
    my: ['ကွန်ပျူတာ'], pt: ['informática', 'computador', 'computadores'], hi: ['कंप्यूटर', 'कम्प्यूटर'],
    sw: ['kompyuta'], ar: ['حاسوب', 'حواسيب', 'كمبيوتر', 'حاسب'], ha: ['kwamfuta', 'kwamfutoci'],
  },
  {
    in: 'home',
    category: true,
    en: ['home', 'kitchen', 'household'], fr: ['maison', 'cuisine'], kt: ['maison', 'cuisine'], my: ['အိမ်', 'မီးဖိုချောင်'],
    pt: ['casa', 'cozinha'], hi: ['घर', 'रसोई'], sw: ['nyumbani', 'nyumba', 'jikoni'], ar: ['منزل', 'مطبخ', 'المنزل والمطبخ'],
    ha: ['gida', 'kicin'],
  },
  {
    in: 'fashion',
    category: true,
    en: ['fashion', 'clothes', 'clothing'], fr: ['mode', 'vêtement'], kt: ['mode', 'habits', 'vêtement'], my: ['ဖက်ရှင်', 'အဝတ်အစား'],
    pt: ['moda', 'roupa'], hi: ['फ़ैशन', 'फैशन', 'कपड़े'], sw: ['mitindo', 'nguo'], ar: ['أزياء', 'ملابس'],
    ha: ['tufafi', 'sutura'],
  },
  {
    in: 'beauty',
    category: true,
    en: ['beauty', 'cosmetics'], fr: ['beauté', 'cosmétique'], kt: ['beauté', 'cosmétique'], my: ['အလှကုန်', 'အလှအပ'],
    pt: ['beleza', 'cosmética'], hi: ['ब्यूटी', 'सौंदर्य'], sw: ['urembo', 'vipodozi'], ar: ['تجميل', 'مستحضرات تجميل'],
    ha: ['kayan kwalliya', 'kwalliya'],
  },
  // Common product words
  {
    in: 'accessories',
    en: ['charger', 'chargers'], fr: ['chargeur'], kt: ['chargeur'], my: ['အားသွင်းကိရိယာ', 'ချာဂျာ'], pt: ['carregador', 'carregadores'],
    hi: ['चार्जर'], sw: ['chaja'], ar: ['شاحن', 'شواحن'], ha: ['caja'],
  },
  {
    in: 'audio',
    en: ['earphones', 'earphone', 'earbuds', 'earbud', 'headphones', 'headphone', 'headset', 'freepods'],
    fr: ['écouteurs', 'écouteur', 'casque', 'oreillette'], kt: ['écouteurs', 'kit main libre'], my: ['နားကြပ်'],
    pt: ['auriculares', 'auscultadores', 'fones de ouvido', 'fone de ouvido'], hi: ['ईयरफ़ोन', 'ईयरफोन', 'ईयरबड्स', 'हेडफ़ोन', 'हेडफोन'],
    sw: ['vipokea sauti', 'hedifoni', 'spika za masikio'], ar: ['سماعة', 'سماعات', 'سماعات أذن'], ha: ['belun kunne'],
  },
  {
    in: 'accessories',
    en: ['case', 'cases', 'cover', 'screen protector'], fr: ['coque', 'étui', 'protection écran'], kt: ['coque', 'pochette'], my: ['ဖုန်းကာဗာ', 'ကာဗာ'],
    pt: ['capa', 'capinha', 'película'], hi: ['कवर', 'केस'], sw: ['kava', 'kasha'], ar: ['جراب', 'غطاء', 'كفر', 'حافظة'],
    ha: ['murfi', 'kwanson waya'],
  },
  {
    in: 'accessories',
    en: ['power bank', 'powerbank'], fr: ['batterie externe', 'powerbank'], kt: ['batterie externe', 'power bank'], my: ['ပါဝါဘဏ်', 'အားအိုး'],
    pt: ['bateria externa', 'power bank', 'powerbank'], hi: ['पावर बैंक'], sw: ['power bank', 'benki ya chaji'],
    ar: ['باور بانك', 'بطارية متنقلة', 'شاحن متنقل'], ha: ['batirin ajiya', 'power bank'],
  },
  {
    in: 'computing',
    en: ['tablet', 'tablets'], fr: ['tablette'], kt: ['tablette'], my: ['တက်ဘလက်'], pt: ['tablet', 'tablets'],
    hi: ['टैबलेट'], sw: ['tableti', 'kishikwambi'], ar: ['تابلت', 'جهاز لوحي', 'أجهزة لوحية'], ha: ['tabulet'],
  },
  {
    in: 'wearables',
    en: ['watch', 'watches', 'wristwatch', 'band'], fr: ['montre', 'bracelet'], kt: ['montre', 'bracelet'], my: ['နာရီ', 'လက်ပတ်နာရီ'],
    pt: ['relógio', 'relógios', 'pulseira'], hi: ['घड़ी', 'घड़ियाँ', 'घड़ियां'], sw: ['saa', 'bangili'], ar: ['ساعة', 'ساعات', 'سوار'],
    ha: ['agogo', 'agoguna', 'munduwa', 'mundaye'],
  },
  {
    en: ['tv', 'television'], fr: ['télé', 'téléviseur', 'télévision'], kt: ['télé', 'téléviseur'], my: ['တီဗီ', 'ရုပ်မြင်သံကြား'],
    pt: ['televisão', 'televisor', 'tv'], hi: ['टीवी', 'टेलीविज़न'], sw: ['televisheni', 'runinga'], ar: ['تلفاز', 'تلفزيون'],
    ha: ['talabijin', 'talbijin'],
  },
  {
    in: 'audio',
    en: ['speaker', 'speakers', 'radio'], fr: ['enceinte', 'haut-parleur', 'radio'], kt: ['enceinte', 'baffle', 'radio'],
    my: ['စပီကာ', 'ရေဒီယို'], pt: ['coluna', 'colunas', 'altifalante', 'rádio'], hi: ['स्पीकर', 'रेडियो'], sw: ['spika', 'redio'],
    ar: ['مكبر صوت', 'سماعة خارجية', 'راديو', 'مذياع'], ha: ['lasifika', 'rediyo'],
  },
  {
    in: 'computing',
    en: ['laptop', 'laptops', 'notebook'], fr: ['ordinateur portable', 'pc portable'], kt: ['pc portable', 'ordinateur portable'],
    my: ['လက်ပ်တော့'], pt: ['portátil', 'portáteis', 'computador portátil'], hi: ['लैपटॉप'], sw: ['kompyuta mpakato', 'laptopu'],
    ar: ['لابتوب', 'حاسوب محمول', 'حواسيب محمولة'], ha: ['kwamfutar tafi da gidanka', 'laptop'],
  },
  {
    in: 'accessories',
    en: ['cable', 'cables'], fr: ['câble'], kt: ['câble', 'fil'], my: ['ကြိုး'], pt: ['cabo', 'cabos'], hi: ['केबल', 'तार'],
    sw: ['waya', 'nyaya', 'kebo'], ar: ['كابل', 'كابلات', 'سلك', 'أسلاك'], ha: ['kebul', 'igiyar caji'],
  },
  {
    en: ['memory card', 'sd card', 'microsd', 'flash drive', 'usb drive'], fr: ['carte mémoire', 'clé usb'], kt: ['carte mémoire', 'clé usb'],
    my: ['မမ်မိုရီကတ်'], pt: ['cartão de memória', 'pen drive', 'pendrive'], hi: ['मेमोरी कार्ड', 'पेन ड्राइव'],
    sw: ['kadi ya kumbukumbu', 'flash'], ar: ['بطاقة ذاكرة', 'ذاكرة فلاش', 'فلاشة'], ha: ['katin ajiya', 'filashi'],
  },
  {
    in: 'computing',
    en: ['router', 'wifi', 'mifi', 'modem'], fr: ['routeur', 'wifi', 'modem'], kt: ['routeur', 'wifi'], my: ['ရောက်တာ', 'ဝိုင်ဖိုင်'],
    pt: ['router', 'roteador', 'wifi'], hi: ['राउटर', 'वाईफ़ाई'], sw: ['ruta', 'wifi'], ar: ['راوتر', 'موجه', 'واي فاي'],
    ha: ['rauta', 'wifi'],
  },
  {
    in: 'computing',
    en: ['mouse'], fr: ['souris'], kt: ['souris'], my: ['မောက်စ်'], pt: ['rato', 'mouse'], hi: ['माउस'], sw: ['kipanya', 'maus'],
    ar: ['فأرة', 'ماوس'], ha: ['maus', 'linzamin kwamfuta'],
  },
  {
    in: 'home',
    en: ['kettle'], fr: ['bouilloire'], kt: ['bouilloire'], my: ['ရေနွေးအိုး', 'ရေနွေးကရား'], pt: ['chaleira'], hi: ['केतली'],
    sw: ['birika'], ar: ['غلاية', 'كاتل'], ha: ['butar ruwan zafi', 'tulun dafa ruwa'],
  },
  {
    in: 'home',
    en: ['blender', 'mixer'], fr: ['mixeur', 'blender'], kt: ['mixeur', 'blender'], my: ['ဘလန်ဒါ', 'ရောစက်'],
    pt: ['liquidificador', 'liquidificadora'], hi: ['ब्लेंडर', 'मिक्सर'], sw: ['blenda'], ar: ['خلاط', 'خلاطات'], ha: ['injin markaɗe', 'blenda'],
  },
  {
    in: 'home',
    en: ['fan', 'fans'], fr: ['ventilateur'], kt: ['ventilateur', 'ventilo'], my: ['ပန်ကာ'], pt: ['ventoinha', 'ventilador'],
    hi: ['पंखा', 'पंखे'], sw: ['feni', 'pangaboi'], ar: ['مروحة', 'مراوح'], ha: ['fanka'],
  },
  {
    in: 'home',
    en: ['iron'], fr: ['fer à repasser'], kt: ['fer à repasser'], my: ['မီးပူ'], pt: ['ferro de engomar', 'ferro de passar'],
    hi: ['इस्त्री', 'प्रेस'], sw: ['pasi'], ar: ['مكواة', 'مكاوي'], ha: ['guga', 'ayan'],
  },
  {
    in: 'home',
    en: ['lantern', 'lamp', 'torch'], fr: ['lanterne', 'lampe', 'torche'], kt: ['lampe', 'torche'], my: ['မီးအိမ်', 'ဓာတ်မီး'],
    pt: ['lanterna', 'candeeiro'], hi: ['लालटेन', 'टॉर्च'], sw: ['taa', 'tochi'], ar: ['فانوس', 'مصباح', 'كشاف'], ha: ['fitila', 'tocila'],
  },
  {
    in: 'home',
    en: ['pot', 'pots', 'cooker', 'couscoussier'], fr: ['marmite', 'casserole', 'autocuiseur', 'cocotte'], kt: ['marmite', 'canari'],
    my: ['အိုး'], pt: ['panela', 'panelas'], hi: ['बर्तन', 'कुकर'], sw: ['sufuria'], ar: ['قدر', 'قدور', 'طنجرة', 'حلة'],
    ha: ['tukunya', 'tukwane'],
  },
  {
    in: 'fashion',
    en: ['shoes', 'shoe', 'sneakers', 'sandals'], fr: ['chaussures', 'baskets', 'sandales'], kt: ['chaussures', 'tapettes', 'baskets'],
    my: ['ဖိနပ်'], pt: ['sapatos', 'sapato', 'ténis', 'sandálias'], hi: ['जूते', 'जूता', 'चप्पल'], sw: ['viatu', 'kiatu', 'raba', 'ndala'],
    ar: ['حذاء', 'أحذية', 'صندل'], ha: ['takalma', 'takalmi'],
  },
  {
    in: 'fashion',
    en: ['shirt', 'shirts', 't-shirt', 'polo', 'dress', 'kaftan', 'wrap'], fr: ['chemise', 'robe', 'tee-shirt', 'gandoura', 'pagne'],
    kt: ['chemise', 'pagne', 'boubou'], my: ['ရှပ်အင်္ကျီ', 'အင်္ကျီ'], pt: ['camisa', 'camisas', 'vestido', 'camisola'],
    hi: ['शर्ट', 'कमीज़', 'कुर्ता'], sw: ['shati', 'mashati', 'gauni', 'kanga', 'kitenge'], ar: ['قميص', 'قمصان', 'فستان', 'قندورة'],
    ha: ['riga', 'riguna'],
  },
  {
    in: 'fashion',
    en: ['bag', 'bags', 'backpack'], fr: ['sac', 'sac à dos'], kt: ['sac', 'sac à dos'], my: ['အိတ်', 'ကျောပိုးအိတ်'],
    pt: ['mochila', 'bolsa', 'saco'], hi: ['बैग', 'बस्ता'], sw: ['begi', 'mabegi', 'mkoba'], ar: ['حقيبة', 'حقائب', 'شنطة'], ha: ['jaka', 'jakunkuna'],
  },
  {
    in: 'beauty',
    en: ['lotion', 'cream', 'shea butter'], fr: ['lotion', 'crème', 'beurre de karité'], kt: ['lait de beauté', 'karité'],
    my: ['လိုးရှင်း', 'ခရင်မ်'], pt: ['loção', 'creme', 'manteiga de karité'], hi: ['लोशन', 'क्रीम'], sw: ['losheni', 'krimu', 'mafuta'],
    ar: ['لوشن', 'كريم', 'زبدة الشيا'], ha: ['man shafawa', 'kaɗe'],
  },
  {
    in: 'beauty',
    en: ['soap'], fr: ['savon'], kt: ['savon', 'savon noir'], my: ['ဆပ်ပြာ'], pt: ['sabão', 'sabonete'], hi: ['साबुन'], sw: ['sabuni'],
    ar: ['صابون'], ha: ['sabulu'],
  },
  {
    in: 'beauty',
    en: ['perfume', 'fragrance', 'parfum'], fr: ['parfum'], kt: ['parfum'], my: ['ရေမွှေး'], pt: ['perfume'], hi: ['इत्र', 'परफ़्यूम'],
    sw: ['manukato', 'marashi', 'pafyumu'], ar: ['عطر', 'عطور'], ha: ['turare'],
  },
  {
    in: 'beauty',
    en: ['clipper', 'shaver', 'trimmer'], fr: ['tondeuse', 'rasoir'], kt: ['tondeuse'], my: ['ဆံပင်ညှပ်စက်'], pt: ['máquina de cortar cabelo', 'aparador'],
    hi: ['ट्रिमर'], sw: ['mashine ya kunyoa'], ar: ['ماكينة حلاقة', 'ماكينة قص الشعر'], ha: ['reza', 'injin aski'],
  },
]
