import { describe, expect, it } from "vitest";
import { detectLanguage, majorityLanguage } from "./detect-language.ts";

describe("detectLanguage", () => {
  it("tells the European languages of newsletters apart", () => {
    const samples: Record<string, string> = {
      en: "This week we collected the best stories about the river town and the people who rebuilt its ferry.",
      de: "Diese Woche haben wir die besten Geschichten über die Stadt am Fluss und ihre neue Fähre gesammelt.",
      fr: "Cette semaine, nous avons rassemblé les meilleures histoires sur la ville au bord du fleuve et son bac.",
      es: "Esta semana reunimos las mejores historias sobre el pueblo del río y la gente que reconstruyó su ferry.",
      it: "Questa settimana abbiamo raccolto le storie migliori sulla città sul fiume e sulle persone del traghetto.",
      nl: "Deze week verzamelden we de beste verhalen over het stadje aan de rivier en de mensen van de veerpont.",
      pt: "Esta semana reunimos as melhores histórias sobre a vila do rio e as pessoas que reconstruíram o ferry.",
      ru: "На этой неделе мы собрали лучшие истории о городе на реке и людях, которые восстановили паром.",
    };
    for (const [language, text] of Object.entries(samples))
      expect(detectLanguage(text), language).toBe(language);
  });

  it("goes by a letter's sentences, not the place names and prices of its offer list", () => {
    const offers = [
      ["Lisszabon - Porto - Coimbra", "2026. március 3 - 9. 7 nap / 6 éjszaka", "189 000 Ft/fő"],
      ["Bergen - Oslo - Stavanger", "2026. április 12 - 19. 8 nap / 7 éjszaka", "349 000 Ft/fő"],
      ["Sevilla - Granada - Córdoba", "2026. május 2 - 8. 7 nap / 6 éjszaka", "229 000 Ft/fő"],
      ["Palermo - Catania - Siracusa", "2026. május 20 - 27. 8 nap / 7 éjszaka", "259 000 Ft/fő"],
      ["Valletta - Gozo - Mdina", "2026. június 6 - 12. 7 nap / 6 éjszaka", "199 000 Ft/fő"],
    ].flat();
    const sentences = [
      "Tavaszi utazásainkra most még kedvezményes áron foglalhat helyet, amíg a csoportok be nem telnek.",
      "Minden út ára tartalmazza a repülőjegyet, a szállást reggelivel és a magyar nyelvű idegenvezetést.",
      "Kérdéseivel keresse irodánkat hétköznap reggel kilenctől délután ötig, szívesen segítünk a választásban.",
      "A jelentkezéshez elegendő kitölteni az űrlapot, munkatársunk két napon belül visszahívja Önt.",
    ];
    expect(detectLanguage([...offers, ...offers, ...offers, ...sentences].join("\n"))).toBe("hu");
  });

  it("tells Chinese, Japanese and Korean by their scripts, among Latin model names and prices", () => {
    const specs = [
      "Lumo X12 P4 1.8G/256M DDR/40G/DVD/15TFT",
      "Lumo X14 P4 2.0G/512M DDR/60G/COMBO/14TFT",
      "Sora N5 Celeron 1.6G/256M/40G/CDRW",
      "Sora N7 P4 2.4G/512M/60G/DVD-RW",
    ].join("\n");
    const chinese =
      "星光数码商城向您问好！本店长期经销电脑配件和笔记本电脑，欢迎来电洽谈。全新原装，送货上门。";
    const japanese =
      "いつもご利用いただき、ありがとうございます。今月の新商品とおすすめの特集をお届けします。";
    const korean = "안녕하세요, 이번 달 새 상품과 추천 특집을 보내 드립니다. 늘 이용해 주셔서 감사합니다.";
    expect(detectLanguage(`${chinese}\n${specs}`)).toBe("zh");
    expect(detectLanguage(`${japanese}\n${specs}`)).toBe("ja");
    expect(detectLanguage(`${korean}\n${specs}`)).toBe("ko");
    // Web addresses are no letters of the text's.
    expect(
      detectLanguage(
        "本周推荐\n云岭徒步三日游 https://www.xinghai.example/trips/yunling-hiking-3days.html\n海边露营两日游 https://www.xinghai.example/trips/seaside-camping-2days.html",
      ),
    ).toBe("zh");
    // A few words of Chinese in an English letter leave it English.
    expect(
      detectLanguage(
        "This week we collected the best stories about the river town and the people who rebuilt its ferry, 渡船.",
      ),
    ).toBe("en");
  });

  it("tells Icelandic, which franc does not know, by its thorns", () => {
    expect(
      detectLanguage(
        "Í þessari viku söfnuðum við bestu sögunum um bæinn við ána og fólkið sem endurbyggði ferjuna. Þau segja frá því hvernig þetta gekk.",
      ),
    ).toBe("is");
    expect(
      detectLanguage("Den här veckan samlade vi de bästa berättelserna om staden vid floden och dess färja."),
    ).toBe("sv");
  });

  it("tells short Dutch, which trigrams take for Afrikaans, by its articles", () => {
    expect(
      detectLanguage(
        "Het veer van de haven voer maandag weer over de rivier, na een hele winter op de werf aan de overkant. De bewoners vierden de terugkeer van de oude boot.",
      ),
    ).toBe("nl");
    expect(
      detectLanguage(
        "Die veerboot het Maandag weer oor die rivier gevaar, na 'n hele winter op die werf aan die oorkant. Die inwoners het die terugkeer van die ou boot gevier.",
      ),
    ).toBe("af");
  });

  it("tells short Russian, which trigrams took for Bosnian, by its letters", () => {
    expect(
      detectLanguage(
        "Здравствуйте, друзья! В этом выпуске нашей рассылки мы расскажем о новой библиотеке в центре города.",
      ),
    ).toBe("ru");
    expect(
      detectLanguage(
        "Trajekt je u ponedjeljak ponovo prešao rijeku, nakon cijele zime provedene u brodogradilištu.",
      ),
    ).not.toBe("ru");
  });

  it("says nothing about text too short to tell", () => {
    expect(detectLanguage("Hi there")).toBeUndefined();
  });

  it("takes the book's language from most chapters", () => {
    expect(majorityLanguage(["de", "en", "de", undefined])).toBe("de");
    expect(majorityLanguage([undefined])).toBe("en");
  });
});
