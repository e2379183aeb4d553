// The publishing progress of the team's workspace (issue 46), loaded by the Changes page while a build runs: it
// asks for the status each second and moves the bar. Without it the page says the same, and the member reloads.
const bar = document.querySelector("[data-publish-progress]");
const step = document.querySelector("[data-publish-step]");
if (bar) {
  const timer = setInterval(async () => {
    const response = await fetch("/team/changes/status", { headers: { Accept: "application/json" } }).catch(() => null);
    if (!response?.ok) return;
    const status = await response.json();
    bar.value = status.progress;
    bar.textContent = `${status.progress}%`;
    if (step && step.textContent !== status.step) step.textContent = status.step;
    // Done, or failed: the page itself says what became of it.
    if (status.state !== "building" && status.state !== "switching") {
      clearInterval(timer);
      location.reload();
    }
  }, 1000);
}
