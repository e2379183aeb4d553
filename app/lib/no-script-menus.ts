/**
 * The header's menus without JavaScript. With script (the inline first-paint script included) they are native
 * popovers opened by buttons, and the script closes them after any choice. Without it, a popover stays open after
 * a link to a section of the same page, since the page does not change. So when JavaScript is off (a <noscript>
 * style in root.tsx) links take the buttons' place and open a menu by making the element before it the URL's
 * fragment (:target). Choosing a section makes that section the fragment, which closes the menu; the close links
 * point at a fragment no element has, which closes it without scrolling anywhere.
 * docs/decisions/0005-html-first.md
 */

/** A fragment no element on the site has: following it closes a menu and scrolls nowhere. */
export const MENUS_CLOSED_FRAGMENT = "menu-closed";

/**
 * The fragment that opens a menu: a hidden element just before the menu (hidden, so following it scrolls nowhere;
 * the menu itself as the fragment would scroll the page to it).
 */
export const menuOpenFragment = (menuId: string) => `${menuId}-open`;

/** The <noscript> style: the links in, the buttons out, a menu shown while it is the fragment. */
export const noScriptMenuCss = [
  ".menu-script-control{display:none!important}",
  ".menu-open-link{display:inline-flex!important}",
  ".menu-open-link:has(~.menu-target:target){display:none!important}",
  ".menu-close-link:has(~.menu-target:target){display:inline-flex!important}",
  ".menu-target:target+[popover]{display:block}",
  // Without an opening button there is no anchor: centred under the header.
  ".menu-target:target+.nav-dropdown{top:4.5rem!important;left:50%!important;translate:-50% 0!important;margin-top:0!important}",
  "@media (min-width:64rem){.mobile-nav-panel,.menu-open-link.lg\\:hidden,.menu-close-link.lg\\:hidden{display:none!important}}",
].join("");
