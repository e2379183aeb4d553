// Inlined into the <head> of every page (root.tsx) and hashed into its CSP. It runs before the first paint and
// never waits for another script, so the menus and the cookie banner answer the first tap on content pages
// (which ship no other JavaScript) and on hydrated pages alike. The menus themselves are native popovers and
// <details>: they open, close on Escape or a click outside, and return focus without this script; it only
// adds what HTML cannot say. docs/decisions/0005-html-first.md
(function (consentKey, attributionKey, cohortTimeZone) {
  var root = document.documentElement;

  // The first page of the visit (this tab's session), for the leads' attribution: the forms work out the
  // campaign tags, landing path and referring host from it (app/lib/forms/attribution.ts). No cookie.
  try {
    if (!sessionStorage.getItem(attributionKey))
      sessionStorage.setItem(attributionKey, JSON.stringify({ url: location.href, referrer: document.referrer }));
  } catch {
    // Storage blocked: a lead is credited to the page it is sent from.
  }

  // The cookie banner is in every page's HTML; CSS hides it while this attribute is set. A stylesheet adopted by
  // the document says the same where nothing can take it away: when React renders the whole page again (an
  // error page, a failed hydration) it strips every attribute from <html>, and the banner would come back.
  function markConsent() {
    root.setAttribute("data-cookie-consent", "true");
    try {
      var sheet = new CSSStyleSheet();
      sheet.replaceSync("#cookie-banner{display:none!important}body{padding-bottom:0!important}");
      document.adoptedStyleSheets = document.adoptedStyleSheets.concat(sheet);
    } catch {
      // A browser without constructable stylesheets keeps the attribute alone.
    }
  }
  try {
    if (localStorage.getItem(consentKey) === "true") markConsent();
  } catch {
    // Storage blocked: the banner shows, and dismissing it hides it for this page view.
  }

  function invokers(popover) {
    // Not a dialog's opener: its popovertarget is only the fallback for browsers without invoker commands.
    return document.querySelectorAll(
      '[popovertarget="' + popover.id + '"]:not([popovertargetaction="hide"]):not([commandfor])',
    );
  }

  function isOpen(popover) {
    return popover.matches(":popover-open");
  }

  // The expanded state, for assistive technology that does not map it from popovertarget by itself.
  document.addEventListener(
    "beforetoggle",
    function (event) {
      var popover = event.target;
      if (!popover.id) return;
      var open = event.newState === "open";
      invokers(popover).forEach(function (button) {
        button.setAttribute("aria-expanded", String(open));
        // Browsers without CSS anchor positioning: put a dropdown under its button.
        if (open && popover.hasAttribute("data-anchored") && !CSS.supports("position-anchor: --a")) {
          var box = button.getBoundingClientRect();
          popover.style.top = box.bottom + 8 + "px";
          popover.style.left = Math.max(8, Math.min(box.left, innerWidth - popover.offsetWidth - 8)) + "px";
          popover.style.translate = "none";
        }
      });
    },
    true,
  );

  document.addEventListener("click", function (event) {
    var target = event.target;
    if (!(target instanceof Element)) return;
    // A choice closes the menu, an in-page anchor included (the page does not change, so nothing else would).
    var popover = target.closest("a[href]") && target.closest("[popover]");
    if (popover && isOpen(popover)) popover.hidePopover();
    if (target.closest("[data-cookie-dismiss]")) {
      try {
        localStorage.setItem(consentKey, "true");
      } catch {
        // Blocked storage: hidden for this page view only.
      }
      markConsent();
    }
  });

  // Tabbing out of an open menu closes it (APG disclosure navigation); Escape and clicks outside are native.
  document.addEventListener("focusout", function (event) {
    var popover = event.target instanceof Element && event.target.closest("[popover]");
    var next = event.relatedTarget;
    if (!popover || !isOpen(popover) || !(next instanceof Element) || popover.contains(next)) return;
    var invoker = next.closest("[popovertarget]");
    if (invoker && invoker.getAttribute("popovertarget") === popover.id) return;
    popover.hidePopover();
  });

  // Invoker commands (a button with commandfor opens or closes a dialog) for browsers that predate them.
  if (!("commandForElement" in HTMLButtonElement.prototype)) {
    document.addEventListener("click", function (event) {
      var button = event.target instanceof Element && event.target.closest("button[commandfor]");
      var dialog = button && document.getElementById(button.getAttribute("commandfor"));
      if (!(dialog instanceof HTMLDialogElement)) return;
      var command = button.getAttribute("command");
      // The button's popovertarget (the no-script fallback) must not act as well.
      event.preventDefault();
      if (command === "show-modal" && !dialog.open) dialog.showModal();
      if (command === "close" && dialog.open) dialog.close();
    });
  }

  // A form the server sent back with errors: its dialog (open in the HTML) becomes modal, and the summary of
  // what went wrong takes focus, so it is read first.
  function showFormProblem() {
    var dialog = document.querySelector("dialog[data-show-on-load]");
    if (dialog && dialog.open && !dialog.matches(":modal")) {
      dialog.close();
      dialog.showModal();
    }
    var summary = document.querySelector("[data-focus-on-load]");
    if (summary) summary.focus();
  }

  // A static host's page built while a cohort was open (app/lib/cohorts/static-fallback.ts): once the day after its
  // registration's last day has come in the cohorts' time zone, the deposit button goes and the notice shows.
  function closePastCohorts() {
    var today;
    try {
      today = new Intl.DateTimeFormat("en-CA", { timeZone: cohortTimeZone }).formatToParts(new Date());
      today = ["year", "month", "day"]
        .map(function (type) {
          return today.find(function (part) {
            return part.type === type;
          }).value;
        })
        .join("-");
    } catch {
      return;
    }
    document.querySelectorAll("[data-open-until],[data-closed-after]").forEach(function (element) {
      var until = element.getAttribute("data-open-until");
      if (until) element.hidden = until < today;
      else element.hidden = element.getAttribute("data-closed-after") >= today;
    });
  }

  function whenParsed() {
    closePastCohorts();
    showFormProblem();
    document
      .querySelectorAll("[popovertarget]:not([popovertargetaction=hide]):not([aria-expanded]):not([commandfor])")
      .forEach(function (b) {
        b.setAttribute("aria-expanded", "false");
      });
    // While the banner shows, its height becomes bottom padding and scroll padding, so focus is never under it.
    var banner = document.getElementById("cookie-banner");
    if (!banner || !window.ResizeObserver) return;
    new ResizeObserver(function () {
      root.style.setProperty("--cookie-banner-height", banner.offsetHeight + "px");
    }).observe(banner);
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", whenParsed);
  else whenParsed();
})("__COOKIE_CONSENT_KEY__", "__ATTRIBUTION_KEY__", "__COHORT_TIME_ZONE__");
