/**
 * The figures an item's title may quote ("{cohort.name}"), as the published site reads them, for the editor's words
 * and the content check's places. Read from the price data only when a title asks, and never a failure: the commands
 * that check content (`npm run check:content`, the build, `npm run dev`) name the places of a broken plans.json's own
 * problems too, where the site's figures (app/content/site-figures.ts, which parses plans.json as it loads) cannot be
 * made. Then titles show their figures as typed.
 */
import data from "#content/plans.json" with { type: "json" };
import { type FigureValues, figureValuesFrom } from "#app/content/figures.ts";
import { parseContent } from "#app/content/parse.ts";
import { siteConfig } from "#app/site.config.ts";

let figures: FigureValues | undefined;

export function titleFigures(): FigureValues {
  if (figures === undefined)
    try {
      figures = figureValuesFrom(parseContent("plans.json", data), siteConfig);
    } catch {
      // The price data has problems of its own, which the check says: no figure is read into a title meanwhile.
      figures = {};
    }
  return figures;
}
