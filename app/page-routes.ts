/**
 * The route module of each page with a layout of its own (relative to app/). Every other page in
 * content/pages.json is an industry page, served by routes/industry.tsx from its data alone.
 */
export const pageRouteFiles = {
  home: "routes/home.tsx",
  lpGovernance: "routes/lp-governance.tsx",
  lpCmmcAccelerator: "routes/lp-cmmc-accelerator.tsx",
  secops: "routes/secops.tsx",
  governance: "routes/governance.tsx",
  pricing: "routes/pricing/route.tsx",
  contact: "routes/contact.tsx",
} as const;

export type RoutedPageId = keyof typeof pageRouteFiles;
export const industryRouteFile = "routes/industry.tsx";
