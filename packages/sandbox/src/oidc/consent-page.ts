/**
 * The sandbox's "Sign in with Google" page. One step, so browser tests stay short: choosing an
 * existing account, or typing an address and pressing Continue, grants the listed access; Cancel
 * returns access_denied. Labels and button names are stable for tests ("Email", "Continue").
 */
import { escapeHtml } from "../html-escape.ts";
import type { Account } from "./identity-store.ts";
import { describeScope } from "./scopes.ts";

const STYLES = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f1f3f4;
font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#202124}
main{width:min(460px,100% - 32px);margin:32px 0;background:#fff;border:1px solid #dadce0;border-radius:12px;padding:32px}
.badge{display:inline-block;margin:0 0 12px;padding:2px 10px;border-radius:999px;background:#fef7e0;color:#7a4f01;font-size:13px}
h1{font-size:24px;font-weight:500;margin:0 0 4px}
h2{font-size:16px;font-weight:600;margin:24px 0 8px}
p{margin:0 0 8px}
ul{margin:0;padding:0;list-style:none}
.scopes li{padding:6px 0 6px 28px;position:relative;border-bottom:1px solid #f1f3f4}
.scopes li::before{content:"";position:absolute;left:6px;top:14px;width:8px;height:8px;border-radius:50%;background:#1a73e8}
.accounts li+li{margin-top:8px}
button{font:inherit;cursor:pointer;border-radius:8px}
.account{width:100%;display:flex;align-items:center;gap:12px;text-align:left;padding:10px 12px;background:#fff;border:1px solid #dadce0;color:#202124}
.account:hover{background:#f8f9fa}
.avatar{flex:none;width:32px;height:32px;border-radius:50%;display:grid;place-items:center;background:#1a73e8;color:#fff;font-weight:600}
.who{display:flex;flex-direction:column;min-width:0}
.who .name{font-size:14px;color:#5f6368}
label{display:block;font-weight:500;margin:12px 0 4px}
label span{font-weight:400;color:#5f6368}
input{width:100%;font:inherit;padding:10px 12px;border:1px solid #80868b;border-radius:6px}
.primary{margin-top:16px;padding:10px 24px;border:0;background:#1a73e8;color:#fff;font-weight:500}
.primary:hover{background:#1765cc}
.secondary{padding:10px 24px;border:1px solid #dadce0;background:#fff;color:#1a73e8;font-weight:500}
.actions{display:flex;justify-content:space-between;align-items:center;margin-top:24px}
.error{padding:10px 12px;border-radius:6px;background:#fce8e6;color:#a50e0e}
.fineprint{font-size:13px;color:#5f6368;margin-top:16px}
:focus-visible{outline:3px solid #1a73e8;outline-offset:2px}
`;

export interface ConsentPageInput {
  requestId: string;
  formAction: string;
  appHost: string;
  scopes: readonly string[];
  offline: boolean;
  accounts: readonly Account[];
  loginHint?: string;
  error?: string;
  typedEmail?: string;
  typedName?: string;
}

export function renderConsentPage(input: ConsentPageInput): string {
  const hidden = `<input type="hidden" name="request" value="${escapeHtml(input.requestId)}">`;
  const scopeItems = input.scopes.map((s) => `<li>${escapeHtml(describeScope(s))}</li>`);
  if (input.offline) scopeItems.push("<li>Keep this access while you are not using the app</li>");
  const accountList = input.accounts.length
    ? `<section aria-labelledby="accounts-title">
  <h2 id="accounts-title">Choose an account</h2>
  <form method="post" action="${escapeHtml(input.formAction)}">${hidden}
    <ul class="accounts">${input.accounts
      .map(
        (a) => `
      <li><button type="submit" class="account" name="email" value="${escapeHtml(a.email)}" aria-label="${escapeHtml(a.email)}">
        <span class="avatar" aria-hidden="true">${escapeHtml((a.name || a.email).charAt(0).toUpperCase())}</span>
        <span class="who"><span class="email">${escapeHtml(a.email)}</span><span class="name">${escapeHtml(a.name)}</span></span>
      </button></li>`,
      )
      .join("")}
    </ul>
  </form>
</section>`
    : "";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sign in with Google — sandbox</title>
<style>${STYLES}</style>
</head>
<body>
<main aria-labelledby="title">
<p class="badge">Sandbox: not the real Google</p>
<h1 id="title">Sign in with Google — sandbox</h1>
<p>to continue to <strong>${escapeHtml(input.appHost)}</strong></p>
${input.error ? `<p class="error" role="alert">${escapeHtml(input.error)}</p>` : ""}
<section aria-labelledby="scopes-title">
  <h2 id="scopes-title">${escapeHtml(input.appHost)} will be able to</h2>
  <ul class="scopes">${scopeItems.join("")}</ul>
</section>
${accountList}
<section aria-labelledby="other-title">
  <h2 id="other-title">${input.accounts.length ? "Or use another account" : "Use a sandbox account"}</h2>
  <form method="post" action="${escapeHtml(input.formAction)}">${hidden}
    <label for="email">Email</label>
    <input id="email" name="email" type="email" required autocomplete="email" value="${escapeHtml(input.typedEmail ?? input.loginHint ?? "")}">
    <label for="name">Name <span>(optional)</span></label>
    <input id="name" name="name" type="text" autocomplete="name" value="${escapeHtml(input.typedName ?? "")}">
    <button type="submit" class="primary">Continue</button>
  </form>
</section>
<form method="post" action="${escapeHtml(input.formAction)}" class="actions">${hidden}
  <button type="submit" class="secondary" name="decision" value="cancel">Cancel</button>
</form>
<p class="fineprint">Continuing allows ${escapeHtml(input.appHost)} the access listed above. Any address works here; a new one gets a mailbox of sample newsletters.</p>
</main>
</body>
</html>`;
}

export function renderErrorPage(status: number, error: string, description: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Error ${status}: ${escapeHtml(error)} — sandbox</title><style>${STYLES}</style></head>
<body><main aria-labelledby="title">
<p class="badge">Sandbox: not the real Google</p>
<h1 id="title">Access blocked: authorisation error</h1>
<p role="alert" class="error">Error ${status}: ${escapeHtml(error)}</p>
<p>${escapeHtml(description)}</p>
</main></body></html>`;
}
