import data from "../../content/site.json" with { type: "json" };
import { contentOf } from "./figures.ts";
import type { SiteContent } from "./schemas/site-copy.ts";

/** Copy shared by every page (content/site.json): skip link, cookie banner, 404 and error pages, contact details. */
const content = contentOf<SiteContent>(data);

export const { skipLinkLabel, cookieBanner, notFound, errorPage, contactPage } = content;
export const uiLabels = content.uiLabels;

/** The band shared by the product and industry pages. */
export const productShared = content.productShared;
