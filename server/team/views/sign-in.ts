import { html } from "hono/html";
import { SIGN_IN_LINK_SECONDS } from "#server/team/auth.ts";
import { type Html, classes, field } from "./ui.ts";

const minutes = SIGN_IN_LINK_SECONDS / 60;

export function signInForm({ email = "", error, next }: { email?: string; error?: string; next?: string }): Html {
  return html`<section class="${classes.card} max-w-xl" aria-labelledby="by-email">
      <h2 class="${classes.h2}" id="by-email">Sign in with a link by e-mail</h2>
      <p class="mt-2">
        For members of the team only. We e-mail you a link that signs you in once, within ${minutes} minutes.
      </p>
      <form method="post" action="/team/sign-in" class="mt-4 space-y-4" novalidate>
        ${next ? html`<input type="hidden" name="next" value="${next}" />` : ""}
        ${field({ name: "email", label: "Your work e-mail address", type: "email", value: email, autocomplete: "username webauthn", required: true, error })}
        <button class="${classes.button}">E-mail me a sign-in link</button>
      </form>
    </section>
    <section class="${classes.card} max-w-xl" aria-labelledby="by-passkey" data-passkey-section hidden>
      <h2 class="${classes.h2}" id="by-passkey">Sign in with a passkey</h2>
      <p class="mt-2">If you added a passkey on this device, use it instead of a link.</p>
      <button type="button" class="${classes.secondary} mt-4" data-passkey-sign-in>Sign in with a passkey</button>
      <p class="mt-2 font-semibold text-danger" data-passkey-message role="status"></p>
    </section>`;
}

export function linkSent(): Html {
  return html`<div class="${classes.card} max-w-xl space-y-3">
    <p>If this address belongs to a member of the team, a sign-in link is on its way to it.</p>
    <p>The link works once, within ${minutes} minutes. Nothing came? Check the spam folder, or ask again.</p>
    <p><a class="${classes.link}" href="/team/sign-in">Ask for another link</a></p>
  </div>`;
}

/** The page a link opens: a click spends the link, so a mail scanner that follows links cannot. */
export function confirmLink(token: string, next?: string): Html {
  return html`<form method="post" action="/team/sign-in/link" class="${classes.card} max-w-xl space-y-4">
    <input type="hidden" name="token" value="${token}" />
    ${next ? html`<input type="hidden" name="next" value="${next}" />` : ""}
    <p>Sign in to the team workspace on this device.</p>
    <button class="${classes.button}">Sign in</button>
  </form>`;
}
