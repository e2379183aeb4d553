import data from "#content/site.json" with { type: "json" };
import { parseCopy } from "./site-figures.ts";

/** Copy shared by every page (content/site.json): skip link, cookie banner, 404 and error pages, contact details. */
const content = parseCopy("site.json", data);

export const { skipLinkLabel, cookieBanner, notFound, errorPage, contactPage } = content;
export const uiLabels = content.uiLabels;

/** The band shared by the product and industry pages. */
export const productShared = content.productShared;
