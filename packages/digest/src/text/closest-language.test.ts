import { franc } from "franc";
import { describe, expect, it } from "vitest";
import { closestLanguage } from "./closest-language.ts";

const TEXTS = [
  "This week we collected the best stories about the river town and the people who rebuilt its ferry.",
  "Diese Woche haben wir die besten Geschichten über die Stadt am Fluss und ihre neue Fähre gesammelt.",
  "Cette semaine, nous avons rassemblé les meilleures histoires sur la ville au bord du fleuve et son bac.",
  "Esta semana reunimos las mejores historias sobre el pueblo del río y la gente que reconstruyó su ferry.",
  "Questa settimana abbiamo raccolto le storie migliori sulla città sul fiume e sulle persone del traghetto.",
  "Deze week verzamelden we de beste verhalen over het stadje aan de rivier en de mensen van de veerpont.",
  "Esta semana reunimos as melhores histórias sobre a vila do rio e as pessoas que reconstruíram o ferry.",
  "W tym tygodniu zebraliśmy najlepsze historie o miasteczku nad rzeką i ludziach, którzy odbudowali prom.",
  "Tento týden jsme shromáždili nejlepší příběhy o městečku u řeky a lidech, kteří znovu postavili přívoz.",
  "Bu hafta nehir kasabası ve feribotu yeniden inşa eden insanlar hakkındaki en iyi hikayeleri topladık.",
  "Tuần này chúng tôi đã thu thập những câu chuyện hay nhất về thị trấn ven sông và chiếc phà của nó.",
  "На этой неделе мы собрали лучшие истории о городе на реке и людях, которые восстановили паром.",
  "Цього тижня ми зібрали найкращі історії про місто на річці та людей, які відновили пором.",
  "Αυτή την εβδομάδα συγκεντρώσαμε τις καλύτερες ιστορίες για την πόλη του ποταμού και το πορθμείο της.",
  "השבוע אספנו את הסיפורים הטובים ביותר על העיירה שליד הנהר ועל האנשים שבנו מחדש את המעבורת שלה.",
  "جمعنا هذا الأسبوع أفضل القصص عن بلدة النهر والناس الذين أعادوا بناء العبارة الخاصة بها من جديد.",
  "इस सप्ताह हमने नदी के किनारे बसे शहर और उसकी नाव को फिर से बनाने वाले लोगों की सबसे अच्छी कहानियाँ इकट्ठा कीं।",
  "今週は、川沿いの町と、そのフェリーを再建した人々についての最高の物語を集めました。ぜひお読みください。",
  "本周我们收集了关于河边小镇以及重建渡轮的人们的最佳故事，希望你喜欢这些故事并与朋友分享。",
  "이번 주에는 강가 마을과 그 마을의 나룻배를 다시 만든 사람들에 관한 가장 좋은 이야기를 모았습니다.",
  "สัปดาห์นี้เรารวบรวมเรื่องราวที่ดีที่สุดเกี่ยวกับเมืองริมแม่น้ำและผู้คนที่สร้างเรือข้ามฟากขึ้นมาใหม่",
  "Den här veckan samlade vi de bästa berättelserna om staden vid floden och dess färja och människorna.",
  "Die veerboot het Maandag weer oor die rivier gevaar, na 'n hele winter op die werf aan die oorkant.",
  "12 345 678 90 — 2026-11-27 — 19,99 € — 42 % — 7/8 — 100 000 — 3.14159 — 2.71828 — 1.41421 — 0",
  "Lisszabon - Porto - Coimbra 2026. március 3 - 9. 7 nap / 6 éjszaka 189 000 Ft/fő Bergen - Oslo",
];

describe("closestLanguage", () => {
  it("names the language franc names, for any allowed set, text length and script", () => {
    const sets = [
      ["eng", "deu", "fra", "spa", "ita", "nld", "por", "pol", "ces", "tur", "vie", "swe", "afr", "rus"],
      ["eng", "sco", "deu", "ukr", "ell", "heb", "arb", "hin", "jpn", "cmn", "kor", "tha"],
      ["fra", "ita"],
      // Languages close to each other, and to those above, in every script of the samples.
      [
        "eng",
        "sco",
        "deu",
        "fra",
        "spa",
        "cat",
        "glg",
        "por",
        "ita",
        "nld",
        "afr",
        "pol",
        "ces",
        "slk",
        "tur",
        "vie",
        "swe",
        "dan",
        "nob",
        "rus",
        "ukr",
        "bel",
        "bul",
        "ell",
        "heb",
        "ydd",
        "arb",
        "pes",
        "urd",
        "hin",
        "mar",
        "npi",
        "jpn",
        "cmn",
        "kor",
        "tha",
      ],
    ];
    const all = TEXTS.join(" ");
    const samples = [...TEXTS];
    for (let start = 0; start < all.length; start += 61) {
      for (const length of [35, 80, 400, 2500]) samples.push(all.slice(start, start + length));
    }
    let compared = 0;
    for (const only of sets) {
      for (const minLength of [10, 40]) {
        const closest = closestLanguage(only, minLength);
        for (const sample of samples) {
          expect(closest(sample), sample.slice(0, 60)).toBe(franc(sample, { only, minLength }));
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });
});
