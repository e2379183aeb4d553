// The passkey ceremony of the team's workspace: the one script its pages load (a file of its own, so the
// workspace's CSP allows no inline script). Everything else works with JavaScript off; without this script, or in a
// browser without passkeys, the passkey buttons stay hidden and the e-mailed link signs in.
const api = "/team/api/auth/passkey";
const supported =
  typeof PublicKeyCredential === "function" &&
  typeof PublicKeyCredential.parseRequestOptionsFromJSON === "function" &&
  typeof PublicKeyCredential.parseCreationOptionsFromJSON === "function";

/** Says what happened where the member is looking (the message is a live region). */
function say(text) {
  const message = document.querySelector("[data-passkey-message]");
  if (message) message.textContent = text;
}

async function json(response) {
  const body = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(body.message || `The server answered ${response.status}.`);
  return body;
}

async function signIn(button) {
  button.disabled = true;
  say("");
  try {
    const options = await json(await fetch(`${api}/generate-authenticate-options`, { credentials: "same-origin" }));
    const credential = await navigator.credentials.get({
      publicKey: PublicKeyCredential.parseRequestOptionsFromJSON(options),
    });
    await json(
      await fetch(`${api}/verify-authentication`, {
        method: "POST",
        credentials: "same-origin",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ response: credential.toJSON() }),
      }),
    );
    window.location.assign("/team/leads");
  } catch (error) {
    say(
      error && error.name === "NotAllowedError"
        ? "The passkey was not used. Try again, or ask for a link by e-mail."
        : `Signing in with a passkey did not work: ${error.message} Ask for a link by e-mail instead.`,
    );
    button.disabled = false;
  }
}

async function add(button) {
  button.disabled = true;
  say("");
  try {
    const options = await json(await fetch(`${api}/generate-register-options`, { credentials: "same-origin" }));
    const credential = await navigator.credentials.create({
      publicKey: PublicKeyCredential.parseCreationOptionsFromJSON(options),
    });
    await json(
      await fetch(`${api}/verify-registration`, {
        method: "POST",
        credentials: "same-origin",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ response: credential.toJSON(), name: navigator.platform || "This device" }),
      }),
    );
    window.location.assign("/team/members?done=passkey");
  } catch (error) {
    say(
      error && error.name === "NotAllowedError"
        ? "No passkey was added."
        : `The passkey was not added: ${error.message}`,
    );
    button.disabled = false;
  }
}

if (supported) {
  for (const section of document.querySelectorAll("[data-passkey-section]")) section.hidden = false;
  for (const button of document.querySelectorAll("[data-passkey-sign-in]")) {
    button.hidden = false;
    button.addEventListener("click", () => signIn(button));
  }
  for (const button of document.querySelectorAll("[data-passkey-add]")) {
    button.hidden = false;
    button.addEventListener("click", () => add(button));
  }
}
