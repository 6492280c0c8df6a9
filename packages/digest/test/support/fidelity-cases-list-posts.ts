import { type FidelityCase, plainCase } from "./synthetic-message.ts";

// Posts to mailing lists as plain text: a signature separator in the middle of a club's bulletin
// (its sections go on below the chair's name), a name and a P.S. with its references under the
// separator, an unsubscribe page's address given in passing in a sentence, and Mailman's notes on
// the attachments it took off the posts of a digest. The poster's words stay; the list's go.
// Every text here was written for these cases.

const BULLETIN = [
  "LAKE CLUB BULLETIN - APRIL",
  "",
  "FROM THE CHAIR",
  "",
  "Spring is here and the jetty is open again. Thank you to the twelve",
  "volunteers who repaired the boards over the winter.",
  "",
  "-- ",
  "Maria Lopez, Chair",
  "",
  "SPRING REGATTA",
  "",
  "The spring regatta starts on 20 April. Sign up at the boathouse",
  "before 15 April; the entry fee is 10 euros and includes lunch.",
  "",
  "NEW OPENING HOURS",
  "",
  "From May the boathouse is open from 8:00 to 22:00 on weekdays and",
  "from 9:00 to 20:00 at weekends.",
].join("\n");

const POSTSCRIPT = [
  "Hi all,",
  "",
  "Two new tide gauges are in service: one at the north pier [1] and one",
  "at the ferry landing [2].",
  "",
  "[1] https://gauges.lakeweekly.example/north-pier",
  "[2] https://gauges.lakeweekly.example/ferry-landing",
  "",
  "Regards,",
  "-- ",
  "Zed Hollis",
  "",
  "P.S.: this message also goes to the new gauge-keepers list, set up for",
  "people who look after the gauges. Joining is open [3] and the list is",
  "mirrored on the forum [4].",
  "",
  "[3] https://lists.lakeweekly.example/gauge-keepers",
  "[4] https://forum.lakeweekly.example/c/gauges",
].join("\n");

const UNSUBSCRIBE_IN_PROSE = [
  "Hi all,",
  "",
  "We turned the mooring bot on last week and it writes to everyone who",
  "ever rented a berth. Several of you asked how to make it stop.",
  "",
  "I have tried <https://lakeweekly.example/bot/how-to-unsubscribe>, but",
  "that did not have much effect. At least, I was still getting messages",
  "about new berths after blocking the bot.",
  "",
  "So I suggest we switch it off until its settings are fixed.",
  "",
  "Ann",
].join("\n");

const DIGEST = [
  "Send lake-dev mailing list submissions to",
  "\tlake-dev@lists.lakeweekly.example",
  "",
  "Today's Topics:",
  "",
  "   1. Regatta dates (Ann Writer)",
  "   2. Re: Regatta dates (Bob Reader)",
  "",
  "----------------------------------------------------------------------",
  "",
  "Message: 1",
  "Date: Thu, 03 Mar 2026 17:39:17 +0000",
  "From: Ann Writer <ann@lakeweekly.example>",
  "Subject: [lake-dev] Regatta dates",
  "",
  "The spring regatta is on 12 April and the autumn one on 4 October.",
  "-------------- next part --------------",
  "An HTML attachment was scrubbed...",
  "URL: <https://lists.lakeweekly.example/pipermail/lake-dev/attachments/20260303/d1ca0035/attachment.html>",
  "",
  "------------------------------",
  "",
  "Message: 2",
  "Date: Thu, 03 Mar 2026 18:02:00 +0000",
  "From: Bob Reader <bob@lakeweekly.example>",
  "Subject: Re: [lake-dev] Regatta dates",
  "",
  "Thanks, I will put both dates in the club calendar.",
  "-------------- next part --------------",
  "A non-text attachment was scrubbed...",
  "Name: signature.asc",
  "Type: application/pgp-signature",
  "Size: 833 bytes",
  "Desc: OpenPGP digital signature",
  "URL: <https://lists.lakeweekly.example/pipermail/lake-dev/attachments/20260303/e2f3/attachment.sig>",
  "",
  "------------------------------",
  "",
  "End of lake-dev Digest, Vol 12, Issue 3",
  "***************************************",
].join("\n");

export function listPostCases(): FidelityCase[] {
  return [
    plainCase(
      "signature-separator-in-the-middle-of-a-bulletin",
      BULLETIN,
      [
        "Thank you to the twelve volunteers",
        "Maria Lopez, Chair",
        "SPRING REGATTA",
        "The spring regatta starts on 20 April.",
        "From May the boathouse is open",
      ],
      [],
    ),
    plainCase(
      "signature-name-and-postscript-with-references",
      POSTSCRIPT,
      [
        "Two new tide gauges are in service",
        "Zed Hollis",
        "P.S.: this message also goes to the new gauge-keepers list",
        "https://lists.lakeweekly.example/gauge-keepers",
      ],
      [],
    ),
    plainCase(
      "unsubscribe-address-in-a-sentence",
      UNSUBSCRIBE_IN_PROSE,
      [
        "I have tried",
        "I was still getting messages about new berths",
        "So I suggest we switch it off",
        "Ann",
      ],
      [],
    ),
    plainCase(
      "mailman-digest-scrubbed-attachments",
      DIGEST,
      ["The spring regatta is on 12 April", "Thanks, I will put both dates in the club calendar."],
      ["next part", "attachment was scrubbed", "signature.asc", "OpenPGP digital signature"],
    ),
  ];
}
