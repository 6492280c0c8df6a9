import { describe, expect, it, vi } from "vitest";
import { photoLikeImage } from "../../test/support/generated-newsletters.ts";
import { chooseImageProfile } from "../choose-image-profile.ts";
import { startEarlyConversion } from "./early-conversion.ts";
import { startImageLevel } from "./prepare-digest-images.ts";
import { IMAGE_PROFILES, type InspectedImage, inspectImage, prepareImage } from "./prepare-image.ts";

const NEWSLETTERS = 8;
const CHARACTERS = 4_000;

/** Eight newsletters' photos, one each, as the digest's image fetch hands them over. */
async function photos(): Promise<InspectedImage[]> {
  return Promise.all(
    Array.from({ length: NEWSLETTERS }, async (_, index) => {
      const inspected = await inspectImage(await photoLikeImage(1600, 900, index + 1, "jpeg"));
      if (!inspected) throw new Error("discarded");
      return inspected;
    }),
  );
}

const digest = { newsletters: NEWSLETTERS, formats: ["epub" as const], maxEmailBytes: 10 * 1024 * 1024 };

describe("startEarlyConversion", () => {
  it("guesses the profile from half the newsletters, and its conversions are the digest's own", async () => {
    const images = await photos();
    const early = startEarlyConversion(digest);
    for (const [index, image] of images.entries()) {
      if (index < NEWSLETTERS / 2) {
        early.analyzed(CHARACTERS, index + 1);
        early.settled(image);
      }
    }
    await vi.waitFor(() => expect(early.progress().begun).toBeGreaterThanOrEqual(NEWSLETTERS / 2), {
      timeout: 20_000,
      interval: 20,
    });
    // The rest of the digest looks like its first half, so the real choice is the guess.
    const chosen = await chooseImageProfile({ ...digest, images, textCharacters: NEWSLETTERS * CHARACTERS });
    expect(early.progress().guess).toBe(chosen.profile.name);

    const converted = early.finish(chosen.profile);
    expect([...converted.keys()]).toEqual(images.slice(0, NEWSLETTERS / 2).map((image) => image.hash));
    const level = startImageLevel(new Map(images.map((image) => [image.hash, image])), chosen.profile, {
      converted,
    });
    const first = images[0]!;
    const placement = level.placements.get(first.hash)!;
    const fromEarly = await level.data(placement.key);
    const ownConversion = await prepareImage(first, chosen.profile);
    // The very conversion begun early, and the same bytes the digest would have made itself.
    expect(fromEarly?.data).toBe((await converted.get(first.hash))!.data);
    expect(fromEarly?.data.equals(ownConversion.data)).toBe(true);
    // Images that came after the digest's choice are converted by the level as before.
    expect((await level.data(level.placements.get(images.at(-1)!.hash)!.key))?.data.length).toBeGreaterThan(
      0,
    );
  });

  it("hands over nothing when the real choice is another profile, or the digest stopped", async () => {
    const images = await photos();
    const early = startEarlyConversion(digest);
    for (const [index, image] of images.slice(0, NEWSLETTERS / 2).entries()) {
      early.analyzed(CHARACTERS, index + 1);
      early.settled(image);
    }
    await vi.waitFor(() => expect(early.progress().begun).toBeGreaterThan(0), {
      timeout: 20_000,
      interval: 20,
    });
    const other = IMAGE_PROFILES.find((profile) => profile.name !== early.progress().guess)!;
    expect(early.finish(other).size).toBe(0);
    expect(startEarlyConversion(digest).finish().size).toBe(0);
  });

  it("makes no guess for a digest of a few newsletters", async () => {
    const [image] = await photos();
    const early = startEarlyConversion({ ...digest, newsletters: 2 });
    early.analyzed(CHARACTERS, 1);
    early.settled(image);
    early.analyzed(CHARACTERS, 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(early.progress()).toEqual({ guess: undefined, begun: 0 });
  });
});
