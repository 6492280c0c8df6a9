import { describe, expect, it } from "vitest";
import { withoutMergeTags } from "./merge-tags.ts";

describe("withoutMergeTags", () => {
  it.each([
    ["Hi *|FNAME|*,", "Hi,"],
    ["Hi *|FNAME|*, welcome back.", "Hi, welcome back."],
    ["Hi *|FNAME|*!", "Hi!"],
    ["*|FNAME|*, here is your week", "Here is your week"],
    ["Hello %%FirstName%% and welcome", "Hello and welcome"],
    ["Liebe/r «Vorname» «Nachname»,", "Liebe/r,"],
    ["Bonjour {{contact.PRENOM}},", "Bonjour,"],
    ["Hallo [Vorname]!", "Hallo!"],
    ["Hola {$nombre}, ¿qué tal?", "Hola, ¿qué tal?"],
    ['Dear {{ subscriber.first_name | default: "reader" }},', "Dear reader,"],
    ["Ciao {{ nome|default('amico') }}!", "Ciao amico!"],
    ["*|MC_PREVIEW_TEXT|*", ""],
    ["First line\n*|FNAME|*, the second", "First line\nThe second"],
  ])("%j reads %j", (text, expected) => {
    expect(withoutMergeTags(text)).toBe(expected);
  });

  it.each([
    "In Vue you write {{ message }} between the tags.",
    "See [1] and [link] for more.",
    "Prices rose 5% in May and 7% in June.",
    "C# and F# both run on .NET; #1 in the charts.",
    "Use {{ user.id }} in the URL",
    // placeholders an article writes about: in quoted code, glued to code, named mid-sentence
    'Now write println!("Hello {name}!") instead.',
    'In Python it is f"Hello {name}" now.',
    "const placeholder = '{NAME}';",
    "The template only has its first {NAME} replaced.",
  ])("leaves %j as it is", (text) => {
    expect(withoutMergeTags(text)).toBe(text);
  });
});
