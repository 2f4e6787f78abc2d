/**
 * The tenant is named by the host (spec 1, section 1): the first label of a three-label host
 * (`museum.example.org`), the single name of a one-label host (`localhost`), and locally
 * `<tenant>.localhost`. Ports are ignored. Anything else names no tenant.
 */
export function tenantFromHost(host: string | undefined | null): string | undefined {
  if (!host) return undefined;
  const name = host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  if (!name || /^[\d.]+$/.test(name) || name.startsWith('[')) return undefined;
  const labels = name.split('.');
  if (labels.some((label) => !/^[a-z0-9-]+$/.test(label))) return undefined;
  if (labels.length === 1) return labels[0];
  if (labels.length === 2 && labels[1] === 'localhost') return labels[0];
  if (labels.length === 3) return labels[0];
  return undefined;
}

/** A tenant slug is a DNS label: it becomes a host name, a key prefix and an S3 folder. */
export const TENANT_SLUG = /^[a-z0-9](?:[a-z0-9-]{0,30}[a-z0-9])?$/;
