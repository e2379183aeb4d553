/** Copy shared by every page: skip link, cookie banner, 404 and error pages. */
export const skipLinkLabel = "Skip to main content";

export const uiLabels = {
  menu: "Menu",
  closeMenu: "Close menu",
  closeDialog: "Close dialog",
  close: "Close",
  homeSuffix: " home",
  newTab: " (opens in a new tab)",
  notifications: "Notifications",
  mobileNav: "Mobile",
  mainNav: "Main",
};

export const cookieBanner = {
  label: "Cookie notice",
  text: "We use cookies to keep this site working and to understand how it is used.",
  privacyLabel: "Read our cookie provider's privacy policy",
  accept: "Accept",
  closeLabel: "Close cookie notice",
};

export const notFound = {
  code: "404",
  heading: "Oops! Page not found",
  body: "The page you are looking for does not exist or has moved.",
  homeLabel: "Return to Home",
  title: "Page not found",
};

export const errorPage = {
  heading: "Unexpected Application Error!",
  homeLabel: "Return to Home",
};
