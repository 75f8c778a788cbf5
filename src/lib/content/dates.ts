// Days as the training counts them: today on HealthCare.gov's clock, and a day printed in full. No
// imports, so the search UI in the browser reads dates the same way as the build.

/** Today's date in US Eastern time (HealthCare.gov's clock), YYYY-MM-DD. */
export function easternToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** "December 7, 2026" for "2026-12-07". */
export function longDate(iso: string): string {
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });
}
