import { createContext } from "react-router";

/**
 * The calendar day (YYYY-MM-DD, the cohorts' time zone) a server render is for: the Node server sets it per request,
 * so a long-running process shows the open cohort of today; the build's pre-render leaves it unset (today).
 */
export const renderDayLoadContext = createContext<string | null>(null);
