import { describe, expect, it } from "vitest";
import { signIn, signUpAndConfirm } from "./support/accounts.ts";
import { useBrowser } from "./support/browser.ts";
import { linkIn, uniqueEmail, waitForMail } from "./support/outbox.ts";

describe("accounts", () => {
  const browser = useBrowser();

  it("signs up, confirms by e-mail, signs in to the dashboard and signs out", async () => {
    const { page, baseUrl } = browser;
    const { email, password } = await signUpAndConfirm(page, baseUrl);
    await page.getByText("Your email is confirmed. Sign in to continue.").waitFor();
    await signIn(page, email, password);
    await page.waitForURL("**/dashboard");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const name of ["Home", "Queue", "Settings", "Sign Out"]) {
      expect(await nav.getByRole(name === "Sign Out" ? "button" : "link", { name }).count()).toBe(1);
    }
    await page.goto("/");
    await page.getByRole("link", { name: "Go to App" }).click();
    await page.waitForURL("**/dashboard");
    await nav.getByRole("button", { name: "Sign Out" }).click();
    await page.waitForURL("**/login");
    await page.goto("/dashboard");
    await page.waitForURL("**/login?next=%2Fdashboard");
  });

  it("shows 'Check your email!' and starts over with 'try signing up again'", async () => {
    const { page } = browser;
    await page.goto("/signup");
    await page.getByLabel("Email address").fill(uniqueEmail("again"));
    await page.getByLabel("Password", { exact: true }).fill("secret-one-1");
    await page.getByLabel("Confirm password").fill("secret-one-1");
    await page.getByRole("button", { name: "Sign up" }).click();
    await page.getByRole("heading", { name: "Check your email!" }).waitFor();
    expect(await page.getByText("It can take a minute to arrive.", { exact: false }).count()).toBe(1);
    await page.getByRole("button", { name: "try signing up again" }).click();
    await page.getByRole("heading", { name: "Create a new account" }).waitFor();
    expect(await page.getByLabel("Email address").inputValue()).toBe("");
  });

  it("marks mismatched passwords inline and keeps Sign up disabled until they match and are long enough", async () => {
    const { page } = browser;
    await page.goto("/signup");
    const submit = page.getByRole("button", { name: "Sign up" });
    await page.getByLabel("Email address").fill(uniqueEmail("rules"));
    await page.getByLabel("Password", { exact: true }).fill("abc");
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel("Password", { exact: true }).fill("abcdefghij");
    await page.getByLabel("Confirm password").fill("abcdefghik");
    await page.getByText("Passwords do not match").waitFor();
    expect(await page.getByLabel("Confirm password").getAttribute("aria-invalid")).toBe("true");
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel("Confirm password").fill("abcdefghij");
    expect(await submit.isDisabled()).toBe(false);
    expect(await page.getByText("Must be at least 10 characters long").count()).toBe(1);
  });

  it("resets a forgotten password from the e-mailed link: the new one works, the old one does not", async () => {
    const { page, baseUrl } = browser;
    const { email, password } = await signUpAndConfirm(page, baseUrl, "old-password");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.getByRole("button", { name: "Send reset link" }).click();
    await page.getByText("Please enter your email address").waitFor();
    await page.getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await page
      .getByText(
        "If an account exists with this email, you will receive a password reset link. Please check your email (including spam folder).",
      )
      .waitFor();

    const mail = await waitForMail(baseUrl, email, /Reset your Folio password/);
    await page.goto(linkIn(mail, "reset-password"));
    await page.waitForURL("**/reset-password");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await page.getByText("Please fill in both fields.").waitFor();
    await page.getByLabel("New password", { exact: true }).fill("new-password");
    await page.getByLabel("Confirm new password").fill("other-password");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await page.getByText("Passwords do not match.").waitFor();
    await page.getByLabel("Confirm new password").fill("new-password");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await page.getByText("Password reset successfully! You can now log in.").waitFor();

    await page.goto("/login");
    await signIn(page, email, password);
    await page.getByText("Incorrect email or password.").waitFor();
    await signIn(page, email, "new-password");
    await page.waitForURL("**/dashboard");

    // The link works once.
    await page.context().clearCookies();
    await page.goto(linkIn(mail, "reset-password"));
    await page.getByText("Reset link is invalid or has expired").waitFor();
  });

  it("explains invalid and expired reset links", async () => {
    const { page } = browser;
    await page.goto("/reset-password");
    await page.getByText("No valid reset session found. Please request a new password reset link.").waitFor();
    // Arrive fresh each time, as from an e-mail (a fragment-only change would not reload the page).
    await page.goto("about:blank");
    await page.goto(
      "/reset-password#error=access_denied&error_code=otp_expired&error_description=Link+has+expired",
    );
    await page.getByText("Link has expired").waitFor();
    await page.goto("about:blank");
    await page.goto("/reset-password#error=access_denied&error_code=otp_expired");
    await page.getByText("Reset link is invalid or has expired").waitFor();
    await page.getByRole("link", { name: "Request a new link" }).click();
    await page.waitForURL("**/forgot-password");
  });

  it("returns to the protected page the user asked for after signing in", async () => {
    const { page, baseUrl } = browser;
    const { email, password } = await signUpAndConfirm(page, baseUrl);
    await page.goto("/settings");
    await page.waitForURL("**/login?next=%2Fsettings");
    await signIn(page, email, password);
    await page.waitForURL("**/settings");
    await page.getByRole("heading", { name: "Settings" }).waitFor();
  });

  it("shows the sign-in errors: unconfirmed e-mail and wrong password", async () => {
    const { page } = browser;
    const email = uniqueEmail("unconfirmed");
    await page.goto("/signup");
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("secret-one-1");
    await page.getByLabel("Confirm password").fill("secret-one-1");
    await page.getByRole("button", { name: "Sign up" }).click();
    await page.getByRole("heading", { name: "Check your email!" }).waitFor();
    await page.goto("/login");
    await signIn(page, email, "secret-one-1");
    await page.getByText("Please confirm your email before signing in.").waitFor();
    await signIn(page, email, "wrong-one");
    await page.getByText("Incorrect email or password.").waitFor();
  });

  it("shows the sign-up errors: invalid e-mail and a password the server refuses; a taken address looks like a new one", async () => {
    const { page, baseUrl } = browser;
    const { email } = await signUpAndConfirm(page, baseUrl);
    await page.goto("/signup");
    const fill = async (address: string, password: string) => {
      await page.getByLabel("Email address").fill(address);
      await page.getByLabel("Password", { exact: true }).fill(password);
      await page.getByLabel("Confirm password").fill(password);
      await page.getByRole("button", { name: "Sign up" }).click();
    };
    // Whether an address has an account is for its owner to learn, by e-mail.
    await fill(email, "secret-one-1");
    await page.getByRole("heading", { name: "Check your email!" }).waitFor();
    await waitForMail(baseUrl, email, /You already have a Folio account/);
    await page.getByRole("button", { name: "try signing up again" }).click();
    await fill("reader@localhost", "secret-one-1"); // the browser accepts it; the server wants a real domain
    await page.getByText("Please enter a valid email address.").waitFor();
    await fill(uniqueEmail("long"), "x".repeat(129));
    await page
      .getByRole("alert")
      .getByText(/password/i)
      .waitFor();
  });

  it("limits sign-in attempts per client with the product's message", async () => {
    const { page } = browser;
    await page.goto("/login");
    for (let attempt = 0; attempt < 11; attempt++) {
      await signIn(page, "nobody@example.com", "wrong-password");
      await page.getByRole("alert").waitFor();
    }
    await page.getByText("Too many login attempts. Please wait a moment and try again.").waitFor();
  });

  it("limits sign-up attempts per client with the product's message", async () => {
    const { page } = browser;
    await page.goto("/signup");
    for (let attempt = 0; attempt < 6; attempt++) {
      await page.getByLabel("Email address").fill(uniqueEmail("flood"));
      await page.getByLabel("Password", { exact: true }).fill("secret-one-1");
      await page.getByLabel("Confirm password").fill("secret-one-1");
      await page.getByRole("button", { name: "Sign up" }).click();
      const outcome = page.getByRole("heading", { name: "Check your email!" }).or(page.getByRole("alert"));
      await outcome.waitFor();
      if (await page.getByRole("alert").count()) break;
      await page.getByRole("button", { name: "try signing up again" }).click();
    }
    await page.getByText("Too many sign up attempts. Please wait and try again.").waitFor();
  });
});

describe("Sign in with Google (the sandbox in the zero-config default)", () => {
  const browser = useBrowser();

  it("creates the account on first use and signs in to the same account on the next", async () => {
    const { page } = browser;
    const email = uniqueEmail("google");
    await page.goto("/login");
    await page.getByRole("button", { name: "Sign in with Google" }).click();
    await page.waitForURL("**/sandbox/**");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Continue" }).click();
    // A new account has no setup yet: the dashboard sends it on to settings, which names the account.
    await page.waitForURL("**/settings");
    await page.getByText(`Signed in as ${email}`).waitFor();

    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Sign Out" }).click();
    await page.waitForURL("**/login");
    await page.getByRole("button", { name: "Sign in with Google" }).click();
    await page.waitForURL("**/sandbox/**");
    await page.getByRole("button", { name: email }).click();
    await page.waitForURL("**/dashboard");
    await page.goto("/settings");
    await page.getByText(`Signed in as ${email}`).waitFor();
  });

  it("returns to the login page with a message when the user cancels at Google", async () => {
    const { page } = browser;
    await page.goto("/login");
    await page.getByRole("button", { name: "Sign in with Google" }).click();
    await page.waitForURL("**/sandbox/**");
    await page.getByRole("button", { name: "Cancel" }).click();
    await page.waitForURL("**/login**");
    await page.getByRole("alert").waitFor();
    expect(page.url()).not.toContain("error=");
  });
});
