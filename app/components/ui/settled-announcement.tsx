import { useEffect, useRef, useState } from "react";

/**
 * A polite live region that speaks `message` once it has stopped changing for `delayMs` (the visitor paused
 * typing, or let go of a slider), and never for the first render: a screen reader hears the result once,
 * not every intermediate value, and nothing on page load.
 */
export function SettledAnnouncement({ message, delayMs = 1000 }: { message: string; delayMs?: number }) {
  const [announced, setAnnounced] = useState("");
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = setTimeout(() => setAnnounced(message), delayMs);
    return () => clearTimeout(timer);
  }, [message, delayMs]);
  return (
    <p aria-live="polite" className="sr-only">
      {announced}
    </p>
  );
}
