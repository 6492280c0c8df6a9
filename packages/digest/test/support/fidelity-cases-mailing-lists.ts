import { type FidelityCase, plainCase } from "./synthetic-message.ts";

// Letters sent through mailing-list software, which adds its own block under the author's words:
// Mailman's list name, address and list page; a groups service's sponsor box, its leave address and
// its terms; a hosting service's sponsor line and the list's command addresses; a list manager's "you are subscribed as" with a leave address. The names, addresses
// and texts here were written for these cases.

const RELEASE = [
  "The new release fixes the folder scanning bug that several of you reported last week.",
  "Please update before the weekend, and tell us on the list if anything else breaks.",
];
const CLUB = [
  "Our club meets on Thursday at the library at seven; bring your charts and your questions.",
  "We will look at the new moorings plan and vote on the spring programme.",
];

/** A groups service's sponsor box under a post, and its leave address. */
const GROUPS_SPONSOR_BOX = [
  "------------------------ Example Groups Sponsor ---------------------~-->",
  "Get a free phone card now! Save on every call to anywhere in the world.",
  "http://click.groups.example/abcdEF/xyz",
  "---------------------------------------------------------------------~->",
  "",
  "To leave this group, send an email to:",
  "sailing-club-unsubscribe@groups.example",
  "",
];

/** The list's box under every message of a digest. */
const SUBMISSIONS_BOX = [
  "########################################################################",
  "# Post announcements for harbour.tools.announce to: post@harbour.example #",
  "# Say what the tool does and where to get it.                          #",
  "########################################################################",
];

/**
 * A mailing list's digest: several messages, each signed off with "-- " and followed by the list's
 * box, and the digest's own trailer. The signatures go, the next message stays.
 */
function listDigest(): FidelityCase {
  return plainCase(
    "list-digest-plain",
    [
      "Harbour-Tools-Announce Digest #12",
      "",
      "------------------------------",
      "",
      "From: Ann Berg <ann@berg.example>",
      "Subject: tidewatch 2.1 released",
      "",
      RELEASE[0]!,
      "",
      "-- ",
      "Ann Berg, who reads tide tables for fun",
      "",
      ...SUBMISSIONS_BOX,
      "",
      "------------------------------",
      "",
      "From: Ole Dahl <ole@dahl.example>",
      "Subject: moorings planner 0.4",
      "",
      RELEASE[1]!,
      "",
      "-- ",
      "Ole",
      "",
      ...SUBMISSIONS_BOX,
      "",
      "------------------------------",
      "",
      "From: Club Secretary <club@harbour.example>",
      "Subject: meeting",
      "",
      CLUB[0]!,
      "",
      ...SUBMISSIONS_BOX,
      "",
      "The address to which requests to be added to or deleted from the list should go is harbour-request@harbour.example.",
      "The list and its contents come with no warranty, express or implied.",
      "",
      "To join, send a mail to lists@harbour.example with subscribe harbour-tools your_name in the body.",
      "",
      "End of Harbour-Tools-Announce Digest",
    ].join("\n"),
    [...RELEASE, CLUB[0]!],
    [
      "who reads tide tables for fun",
      "Post announcements for harbour.tools.announce",
      "added to or deleted from the list",
      "no warranty, express or implied",
      "End of Harbour-Tools-Announce Digest",
      "subscribe harbour-tools your_name",
    ],
  );
}

/**
 * Mailman's digest folds a long To: line onto a tab-indented next line, and may leave a line of
 * white space inside a header: each message still gets its subject as a title, and no header line
 * is left in the book.
 */
function foldedDigestHeaders(): FidelityCase {
  const header = (number: number, from: string, subject: string, extra: string[]) => [
    `Message: ${number}`,
    "Date: Mon, 10 Mar 2026 09:00:00 +0000",
    `From: ${from}`,
    "To: Harbour walkers and friends of the walking group",
    "\t<walkers@harbour.example>",
    `Subject: [Walkers] ${subject}`,
    ...extra,
  ];
  return plainCase(
    "list-digest-folded-headers",
    [
      "Send Walkers mailing list submissions to",
      "\twalkers@harbour.example",
      "",
      "Today's Topics:",
      "",
      "   1. Spring walk moved to Sunday (Ana Berg)",
      "   2. New meeting room (Ole Dahl)",
      "",
      "----------------------------------------------------------------------",
      "",
      ...header(1, "Ana Berg <ana@berg.example>", "Spring walk moved to Sunday", [
        "Message-ID: <a1@berg.example>",
      ]),
      "Content-Type: text/plain; charset=us-ascii",
      "",
      "Because of the storm warning, the spring walk moves from Saturday to Sunday. We still meet at ten at the north gate.",
      "",
      "------------------------------",
      "",
      ...header(2, "Ole Dahl <ole@dahl.example>", "New meeting room", [
        "Message-ID:",
        "\t<b2@dahl.example>",
        "\t",
      ]),
      'Content-Type: text/plain; charset="utf-8"',
      "",
      "From April on we meet in room 4 on the second floor of the library, since the old room is being painted.",
      "",
      "------------------------------",
      "",
      "End of Walkers Digest, Vol 3, Issue 8",
    ].join("\n"),
    [
      "Spring walk moved to Sunday",
      "the spring walk moves from Saturday to Sunday",
      "New meeting room",
      "From April on we meet in room 4",
    ],
    ["Message-ID", "Content-Type", "walkers@harbour.example", "Harbour walkers and friends"],
  );
}

export function mailingListCases(): FidelityCase[] {
  return [
    listDigest(),
    foldedDigestHeaders(),
    // The list software's header over a digest: where to post, whom to ask, how to reply.
    plainCase(
      "list-digest-header-plain",
      [
        "Send harbour-tools mailing list submissions to",
        "\tharbour-tools@lists.example.org",
        "",
        "You can reach the person managing the list at",
        "\tharbour-tools-owner@lists.example.org",
        "",
        'When replying, please edit your Subject line so it is more specific than "Re: Contents of harbour-tools digest..."',
        "",
        "Today's Topics:",
        "",
        "   1. tidewatch 2.1 released (Ann Berg)",
        "",
        "------------------------------",
        "",
        RELEASE[0]!,
        "",
        RELEASE[1]!,
      ].join("\n"),
      RELEASE,
      ["mailing list submissions to", "reach the person managing the list", "please edit your Subject line"],
    ),
    plainCase(
      "mailman-footer-plain",
      [
        ...RELEASE,
        "",
        "Thanks to everyone who sent patches; the changelog names you all.",
        "",
        "_______________________________________________",
        "Folder-tools mailing list",
        "Folder-tools@lists.example.org",
        "https://lists.example.org/mailman/listinfo/folder-tools",
        "",
      ].join("\n"),
      [...RELEASE, "the changelog names you all"],
      ["Folder-tools mailing list", "mailman/listinfo", "Folder-tools@lists.example.org"],
    ),
    // A group's footer between dashed rules: why the reader gets every message, and the commands.
    plainCase(
      "group-links-footer-plain",
      [
        ...RELEASE,
        "",
        "-=-=-=-=-=-=-=-=-=-=-=-",
        "Groups.io Links: You receive all messages sent to this group.",
        "View/Reply Online (#123): https://groups.example/g/harbour/message/123",
        "Mute This Topic: https://groups.example/mt/1234/5678",
        "Group Owner: harbour+owner@groups.example",
        "Unsubscribe: https://groups.example/g/harbour/leave/123 [ana@example.com]",
        "-=-=-=-=-=-=-=-=-=-=-=-",
        "",
      ].join("\n"),
      RELEASE,
      ["You receive all messages sent to this group", "Mute This Topic", "Group Owner"],
    ),
    plainCase(
      "groups-sponsor-box-plain",
      [
        ...CLUB,
        "",
        ...GROUPS_SPONSOR_BOX,
        "Your use of Example Groups is subject to https://groups.example/terms/",
        "",
      ].join("\n"),
      CLUB,
      ["Groups Sponsor", "free phone card", "sailing-club-unsubscribe@", "Your use of Example Groups"],
    ),
    // The poster's text under a dashed line of their own, over the groups service's box.
    plainCase(
      "groups-sponsor-box-under-a-dashed-line-plain",
      [
        "Ann posted:",
        CLUB[0]!,
        "---------------------",
        "So is the meeting at seven or at eight?",
        "If it's at eight, I can bring the charts.",
        "",
        ...GROUPS_SPONSOR_BOX,
      ].join("\n"),
      ["So is the meeting at seven or at eight?", "If it's at eight, I can bring the charts."],
      ["Groups Sponsor", "free phone card", "sailing-club-unsubscribe@"],
    ),
    // A reply over the whole thread it quotes: the quote holds the list's page twice and a
    // company's disclaimer, yet it is a thousand words of the thread, not a notice.
    plainCase(
      "reply-over-a-long-quoted-thread-plain",
      [
        "The question is why the club still has no winter moorings.",
        "",
        "> -----Original Message-----",
        "> From: sailing-club-admin@lists.example.org On Behalf Of Ann Berg",
        "> Sent: Tuesday, August 20, 2002 12:44 PM",
        ...Array.from({ length: 14 }, (_, index) => [
          `> ${CLUB[index % 2]!} ${RELEASE[index % 2]!}`,
          `> Point ${index + 1}: the harbour board meets again next month and will hear the club first.`,
          ">",
        ]).flat(),
        "> If you are not the intended recipient of this e-mail, please delete it.",
        "> http://lists.example.org/mailman/listinfo/sailing-club",
        "> > http://lists.example.org/mailman/listinfo/sailing-club",
        "",
        "http://lists.example.org/mailman/listinfo/sailing-club",
        "",
      ].join("\n"),
      ["why the club still has no winter moorings", "Point 7: the harbour board meets again next month"],
      [],
    ),
    // The free mail service's line under the poster's name.
    plainCase(
      "free-mail-tagline-under-a-post-plain",
      [
        ...CLUB,
        "",
        "Ann",
        "",
        "_________________________________________________________________",
        "Join the world's largest e-mail service with MSN Hotmail. http://www.hotmail.com",
        "",
      ].join("\n"),
      [...CLUB, "Ann"],
      ["largest e-mail service", "hotmail.com"],
    ),
    // Mailman's list page glued under the poster's last line, or under a sign-off in lower case.
    plainCase(
      "list-page-glued-to-the-last-lines-plain",
      [
        ...CLUB,
        "",
        "Without the new moorings, the club has nowhere to keep the dinghies over the winter.",
        "  -- Ann Berg, http://berg.example/notes/moorings.html",
        "http://lists.example.org/mailman/listinfo/sailing-club",
        "",
      ].join("\n"),
      [...CLUB, "nowhere to keep the dinghies", "-- Ann Berg, http://berg.example/notes/moorings.html"],
      ["mailman/listinfo"],
    ),
    plainCase(
      "lower-case-sign-off-over-the-list-footer-plain",
      [
        ...RELEASE,
        "",
        "kre",
        "",
        "",
        "_______________________________________________",
        "Folder-tools mailing list",
        "Folder-tools@lists.example.org",
        "https://lists.example.org/mailman/listinfo/folder-tools",
        "",
      ].join("\n"),
      [...RELEASE, "kre"],
      ["Folder-tools mailing list", "mailman/listinfo"],
    ),
    plainCase(
      "hosted-list-sponsor-and-commands-plain",
      [
        ...CLUB,
        "",
        "-------------------------------------------------------",
        "This listhost.example email is sponsored by: Example Chart Shop",
        "Nautical charts for every coast, printed to order and sent the same day.",
        "http://charts.example.com/lh",
        "_______________________________________________",
        "Sailing-club mailing list",
        "Sailing-club@lists.listhost.example",
        "https://lists.listhost.example/lists/listinfo/sailing-club",
        "",
        "---------------------------------------------------------------------",
        "To unsubscribe, e-mail: club-unsubscribe@sailing.example.org",
        "For additional commands, e-mail: club-help@sailing.example.org",
        "",
      ].join("\n"),
      CLUB,
      [
        "email is sponsored by",
        "Nautical charts for every coast",
        "Sailing-club mailing list",
        "For additional commands",
      ],
    ),
    plainCase(
      "list-manager-footer-plain",
      [
        ...RELEASE,
        "",
        "---",
        "You are currently subscribed to folder-tools as: reader@example.com",
        "To leave, send a blank message to leave-folder-tools-88123K@lists.example.org",
        "",
      ].join("\n"),
      RELEASE,
      ["You are currently subscribed", "leave-folder-tools-88123K@"],
    ),
  ];
}
