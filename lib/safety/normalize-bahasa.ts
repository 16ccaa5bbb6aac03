// Indonesian and Malay as people write them informally (aku/gue/gw/saya; pengen/pingin/ingin/mau;
// gak/nggak/ga/tidak/tak; aja/saja): the phrases that carry the risk, spelled as the English the
// grammar reads. Like normalize-taglish-hinglish.ts, only whole phrases are mapped and none of them is
// an English word, so an English text never changes; the only single words mapped are the risk words
// themselves ("bunuh diri", "silet") and places the grammar already weighs ("jembatan", "balkon").
// Applied to lowercased text with straight apostrophes, after the Tagalog and Hindi rewrites and
// before the English rewrites in normalize.ts.
import { phrase } from './normalize-romance';

// A subject or verb in front of English an earlier rewrite produced ("gue cut my arm" -> "i cut my arm").
const before = (source: string, english: string) => new RegExp(`(?<!\\p{L})(?:${source})\\s+(?=(?:${english})(?!\\p{L}))`, 'gu');

const I = String.raw`(?:aku|gue|gua|gw|saya)`;
const WANT = String.raw`(?:pengen|pengin|pingin|pingen|kepengen|kepingin|ingin|pgn|mau)`;
const LONG_FOR = String.raw`(?:pengen|pengin|pingin|pingen|kepengen|kepingin|ingin|pgn)`;
const NOT = String.raw`(?:gak|nggak|ngga|ngak|enggak|engga|ga|gk|tidak|tak|tdk|ndak)`;
const JUST = String.raw`(?:aja|saja|ae|doang)`;
const AGAIN = String.raw`(?:lagi|lg)`;
const ALREADY = String.raw`(?:(?:udah|sudah|udh|dah|barusan|abis|habis|beneran|bener|emang|memang|juga)\s+)?`;
const SUBJECT = String.raw`${I}(?:\s+(?:udah|sudah|udh|dah|barusan|abis|habis|beneran|bener|emang|memang|juga))?`;
const END = String.raw`(?:ngakhirin|ngakhiri|mengakhiri|akhiri)\s+hidup(?:ku|\s+${I})?`;
const MUM = String.raw`(?:ibu|ibuk|mama|mamah|bunda|emak|mak|umi|ummi)`;
const DAD = String.raw`(?:ayah|bapak|papa|papah|abah|abi)`;
// "hp aku mau mati" is a phone about to die; "mau mati kelaparan", starving.
const NOT_A_DEVICE = String.raw`(?<!(?:hp|hape|handphone|henpon|ponsel|powerbank|charger|kipas|tv|wifi|batre|baterai|batere|lampu|laptop|motor|mobil|aki|listrik|tanaman|ikan|kucing|anjing)\s+(?:${I}\s+)?)`;
const NOT_HYPERBOLE = String.raw`(?!\s+(?:kelaparan|kebosanan|bosen|bosan|ketawa|ngakak|kepanasan|kedinginan|kena|dimarahin))`;

export const BAHASA_REWRITES: Array<[RegExp, string]> = [
  // "pengen tidur aja terus gak usah bangun lagi": I want to sleep and not wake up again.
  [
    phrase(
      String.raw`(?:${I}\s+)?${WANT}\s+tidur\s+(?:${JUST}\s+)?(?:(?:terus|trus|dan|lalu)\s+)?(?:${NOT}\s+(?:usah\s+|perlu\s+)?bangun(?:\s+${AGAIN})?|selamanya)`,
    ),
    'i want to go to sleep and never wake up',
  ],
  [phrase(String.raw`(?:semoga|moga|mudah\s+mudahan|mudah2an)\s+(?:${I}\s+)?${NOT}\s+bangun\s+${AGAIN}`), 'i hope i do not wake up'],
  // "kepikiran bunuh diri", "kepikiran mati": thinking about it.
  [
    phrase(String.raw`(?:${I}\s+)?(?:kepikiran|kepikir|mikirin|memikirkan)\s+(?:(?:buat|untuk|utk|mau|pengen|ingin)\s+)?(?:bunuh\s+diri|bundir)`),
    'i am thinking about killing myself',
  ],
  // "mati lampu" is a power cut.
  [
    phrase(String.raw`(?:kepikiran|kepikir|mikirin|memikirkan)\s+(?:(?:buat|untuk|utk|mau|pengen|ingin)\s+)?mati(?!\s+(?:lampu|listrik|gaya|kutu))`),
    'thinking about dying',
  ],
  // "pengen bunuh diri aja": I want to kill myself; bare "bunuh diri" (and "bundir"): suicide.
  [phrase(String.raw`(?:${I}\s+)?${WANT}\s+(?:bunuh\s+diri|bundir)(?:\s+${JUST})?`), 'i want to kill myself'],
  [phrase(String.raw`bunuh\s+diri|bundir`), 'suicide'],
  // "pengen ngakhirin hidup", "mengakhiri hidup": (I want to) end my life.
  [phrase(String.raw`(?:${I}\s+)?${WANT}\s+${END}`), 'i want to end my life'],
  [phrase(END), 'end my life'],
  // "pengen mati", "saya mau mati saja": I want to die. A bare "mau" is also "about to", so "mau mati"
  // needs a subject or "aja".
  [phrase(String.raw`(?:${I}\s+)?${LONG_FOR}\s+mati(?:\s+${JUST})?${NOT_HYPERBOLE}`), 'i want to die'],
  [phrase(String.raw`${NOT_A_DEVICE}(?:${I}\s+mau\s+mati(?:\s+${JUST})?|mau\s+mati\s+${JUST})${NOT_HYPERBOLE}`), 'i want to die'],
  // "gak mau hidup lagi": do not want to live anymore.
  [phrase(String.raw`${I}\s+${ALREADY}${NOT}\s+(?:${WANT})\s+hidup(?:\s+${AGAIN}|(?=\s*(?:[.,!?;]|$)))`), 'i do not want to live anymore'],
  [phrase(String.raw`${NOT}\s+(?:${WANT})\s+hidup(?:\s+${AGAIN}|(?=\s*(?:[.,!?;]|$)))`), 'do not want to live anymore'],
  [phrase(String.raw`(?:capek|cape|capai|lelah)\s+hidup(?!\s+(?:di|sama|kayak|seperti|dengan)\b)`), 'tired of living'],
  // Pills: "obat tidur" (sleeping pills) saved up, "minum semua obatnya" (took all the pills).
  [phrase(String.raw`obat\s+tidur`), 'sleeping pills'],
  [
    new RegExp(
      String.raw`(?<=\b(?:sleeping pills|pills)\b[^.!?]{0,60})(?<!\p{L})${I}\s+(?:kumpulin|kumpulkan|ngumpulin|simpen|simpan|tabung|stok)(?!\p{L})`,
      'gu',
    ),
    'i have been saving them up',
  ],
  [
    phrase(
      String.raw`(?:(?:minum|nelen|menelan|telen)\s+(?:semua|semuanya|seluruh)\s+(?:obat|pil)(?:nya|ku)?|(?:minum|nelen|menelan|telen)\s+(?:obat|pil)(?:nya|ku)?\s+(?:semua|semuanya))(?![^.!?]{0,60}(?:mendingan|sembuh|sesuai|resep|udah enakan))`,
    ),
    'took all the pills',
  ],
  // Cutting: "sayat lengan" (cut my arm), "sayat tangan" (cut my hand; not while cooking or on a nail), "pake silet" (with a razor).
  [
    phrase(String.raw`(?:sayat|nyayat|menyayat|nyayatin|nyilet|ngiris|gores|ngegores|menggores)\s+(?:lengan|pergelangan\s+tangan)(?:ku|\s+${I})?`),
    'cut my arm',
  ],
  [
    phrase(
      String.raw`(?:sayat|nyayat|menyayat|nyayatin|nyilet|ngiris|gores|ngegores|menggores)\s+tangan(?:ku|\s+${I})?(?![^.!?]{0,40}(?:masak|benerin|kena|paku|pisau dapur|kerja|bawang))`,
    ),
    'cut my hand',
  ],
  [phrase(String.raw`(?:sayat|nyayat|menyayat|nyayatin|nyilet|ngiris|gores|ngegores|menggores)\s+(?:paha)(?:ku|\s+${I})?`), 'cut my thigh'],
  [phrase(String.raw`(?:pake|pakai|pakek|pke|dengan|dgn|make)\s+silet`), 'with a razor'],
  [phrase(String.raw`silet`), 'razor'],
  // A letter left for afterwards: "surat buat ibu", "jangan dibuka sebelum waktunya".
  [phrase(String.raw`surat\s+(?:buat|untuk|utk|bwt|ke)\s+${MUM}`), 'a letter for mum'],
  [phrase(String.raw`surat\s+(?:buat|untuk|utk|bwt|ke)\s+${DAD}`), 'a letter for dad'],
  [before(String.raw`nulis|menulis|nulisin|bikin|membuat|ninggalin|meninggalkan`, 'a letter for'), 'wrote '],
  [phrase(String.raw`jangan\s+(?:di)?buka\s+(?:(?:sebelum|sampe|sampai)\s+(?:waktunya|saatnya)(?:\s+tiba)?)`), 'do not open it until the time comes'],
  [
    phrase(String.raw`ini\s+(?:(?:yang|yg)\s+)?terakhir(?:\s+kali(?:nya)?)?\s+(?:${I}\s+)?(?:nulis|menulis|posting|ngepost|curhat)\s+(?:di\s*sini|dsini|dsni)`),
    'this is the last time i write here',
  ],
  // Places and the step off them.
  [phrase(String.raw`jembatan`), 'bridge'],
  [phrase(String.raw`balkon\s+(?:di\s+)?lantai\s+(\d+)`), 'balcony on floor $1'],
  [phrase(String.raw`balkon`), 'balcony'],
  [before(String.raw`(?:${I}\s+)?berdiri\s+(?:di\s*atas|di|diatas)`, 'balcony|bridge'), 'i stood on the '],
  // "berdiri di balkon ... lama banget": stood there for a long time.
  [phrase(String.raw`lama\s+(?:banget|bgt|sekali|bener)(?!\s+(?:liat|lihat|ngeliat|foto|fotoin|sunset|ngopi|nongkrong|ngobrol))`), 'for a long time'],
  [phrase(String.raw`(?:cuma|cuman|hanya|tinggal)\s+satu\s+langkah(?:\s+${JUST})?`), 'just one step'],
  [phrase(String.raw`(?:maafin|maafkan|maafkanlah)\s+${I}`), 'forgive me'],
  // Times around it and the writer as subject of what the rewrites above produced.
  [phrase(String.raw`(?:tiap|setiap)\s+(?:malem|malam)`), 'every night'],
  [phrase(String.raw`(?:udah|sudah)\s+${I}\s+(?:pikirin|pikirkan)\s+(?:mateng|matang)(?:\s+(?:mateng|matang))?`), 'i have thought it through'],
  [before(SUBJECT, 'took all|cut my|wrote a|have been saving'), 'i '],
  [before(I, 'thinking about'), 'i am '],
  [new RegExp(String.raw`(?<=cut my (?:arm|hand|thigh))\s+${AGAIN}(?!\p{L})`, 'gu'), ' again'],
];
