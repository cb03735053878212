/** Quotas count per calendar day in Europe/Madrid, whatever the server's time zone. */
const TIME_ZONE = "Europe/Madrid";

const dayFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
const offsetFormat = new Intl.DateTimeFormat("en-US", { timeZone: TIME_ZONE, timeZoneName: "longOffset" });

/** "YYYY-MM-DD" of `now` in Madrid. */
export function madridDay(now: Date): string {
  return dayFormat.format(now);
}

/** The instant the next Madrid day starts (23 or 25 hours away on the days clocks change). */
export function nextMadridMidnight(now: Date): Date {
  const [year, month, day] = madridDay(now).split("-").map(Number) as [number, number, number];
  const midnightAsUtc = Date.UTC(year, month - 1, day + 1);
  // Madrid is UTC+1 or +2; the offset one hour before midnight UTC is the one at Madrid midnight.
  const offset = madridOffsetMinutes(new Date(midnightAsUtc - 60 * 60 * 1000));
  return new Date(midnightAsUtc - offset * 60 * 1000);
}

function madridOffsetMinutes(at: Date): number {
  const name = offsetFormat.formatToParts(at).find((part) => part.type === "timeZoneName")?.value ?? "";
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === "-" ? -minutes : minutes;
}
