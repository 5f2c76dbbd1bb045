import Bowser from 'bowser';

/**
 * A person's name for the browser or program behind a User-Agent header: "Chrome on Linux",
 * "Safari on iOS (iPhone)", "Firefox on Android (phone)". The raw header ("Mozilla/5.0 (X11;
 * ...") says the same to almost nobody. bowser keeps the rules (browsers rename and re-version
 * their headers every few months); this decides only the wording. A header bowser does not
 * know (curl, a script) is named by its first product token ("curl/8.5.0").
 */
export function describeUserAgent(header: string | null | undefined): string | null {
  const ua = header?.trim();
  if (!ua) return null;
  const parsed = Bowser.parse(ua);
  const browser = parsed.browser.name;
  if (!browser) return ua.split(/\s/, 1)[0]?.slice(0, 60) ?? null;
  const os = parsed.os.name;
  const device = deviceName(parsed.platform);
  return `${browser}${os ? ` on ${os}` : ''}${device ? ` (${device})` : ''}`;
}

/** The device when it is not a desktop computer: its model ("iPhone") or its kind ("phone"). */
function deviceName(platform: Bowser.Parser.PlatformDetails): string | null {
  if (!platform.type || platform.type === 'desktop') return null;
  if (platform.model) return platform.model;
  if (platform.type === 'mobile') return 'phone';
  return platform.type;
}
