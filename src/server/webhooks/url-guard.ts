/**
 * What a webhook may point at. A webhook makes our server send requests to an address a user chose, so
 * without a guard it could reach the machine's own services or the private network (SSRF). The rules:
 * https only; no user name or password in the address; every address the host name resolves to must be
 * public, checked when the webhook is saved and again on every delivery, at connection time (the checked
 * address is the one connected to, so a name that resolves differently the second time gains nothing).
 * WEBHOOK_ALLOW_LOCAL=true (tests, development) allows http:// and private addresses.
 */
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { BlockList, isIP } from "node:net";

export const MAX_WEBHOOK_URL_LENGTH = 2000;

export class WebhookUrlRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = "WebhookUrlRefusal";
  }
}

/** Addresses that are not on the public internet: loopback, private, link-local, shared, reserved. */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["64:ff9b::", 96],
  ["100::", 64],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, "ipv6");
}

/** An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address it is. */
export function isPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return !NOT_PUBLIC.check(mapped[1], "ipv4");
  const family = isIP(address);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(address, family === 4 ? "ipv4" : "ipv6");
}

const PRIVATE_MESSAGE =
  "This address points to a private or local network. Use your CRM's public https:// webhook address.";

/** The address parsed and checked by its form (scheme, credentials, a literal IP); names are checked by resolving. */
export function parseWebhookUrl(raw: string, allowLocal: boolean): URL {
  const text = raw.trim();
  if (text.length > MAX_WEBHOOK_URL_LENGTH) {
    throw new WebhookUrlRefusal(`The address is too long: at most ${MAX_WEBHOOK_URL_LENGTH} characters.`);
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new WebhookUrlRefusal("Enter a full address that starts with https://");
  }
  const schemes = allowLocal ? ["https:", "http:"] : ["https:"];
  if (!schemes.includes(url.protocol)) {
    throw new WebhookUrlRefusal("The address must start with https://");
  }
  if (url.username || url.password) {
    throw new WebhookUrlRefusal("The address must not contain a user name or password.");
  }
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (!allowLocal && isIP(host) !== 0 && !isPublicAddress(host)) throw new WebhookUrlRefusal(PRIVATE_MESSAGE);
  if (!allowLocal && /^localhost$|\.localhost$|\.local$|\.internal$/i.test(host)) {
    throw new WebhookUrlRefusal(PRIVATE_MESSAGE);
  }
  return url;
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for http.request that resolves the name and refuses it when any of its addresses is not
 * public; the connection then goes to the address checked here.
 */
export function guardedLookup(allowLocal: boolean) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback) => {
    dnsLookup(hostname, { all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      if (!allowLocal && addresses.some(({ address }) => !isPublicAddress(address))) {
        return callback(Object.assign(new WebhookUrlRefusal(PRIVATE_MESSAGE), { code: "EPRIVATE" }), []);
      }
      if (options.all) return callback(null, addresses);
      const [first] = addresses;
      return callback(null, first.address, first.family);
    });
  };
}

/** Resolves the host when the webhook is saved, so a private or unknown host is refused at once. */
export async function checkWebhookHost(url: URL, allowLocal: boolean): Promise<void> {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(host) !== 0) return;
  await new Promise<void>((resolve, reject) => {
    guardedLookup(allowLocal)(host, { all: true }, (error) => {
      if (!error) return resolve();
      if (error instanceof WebhookUrlRefusal) return reject(error);
      reject(new WebhookUrlRefusal(`No server answers to “${host}”. Check the address.`));
    });
  });
}
