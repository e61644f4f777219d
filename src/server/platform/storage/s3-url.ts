/**
 * `S3_URL`: one URL naming the object store's endpoint, bucket and credentials, so an operator sets
 * one variable and a typo is refused at start with the reason.
 *
 *   s3://ACCESS_KEY:SECRET@host:port/bucket?region=eu-west-1        (https to host:port)
 *   s3://ACCESS_KEY:SECRET@host:port/bucket?region=eu-west-1&tls=0  (plain http: a store on the same network)
 *   https://ACCESS_KEY:SECRET@host/bucket                           (the endpoint as it is written)
 *
 * Addressing is path-style (`endpoint/bucket/key`), which every S3-compatible store understands.
 * Key and secret are URL-encoded when they hold `/`, `+`, `:` or `@`.
 */
export interface S3Location {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const KNOWN_PARAMS = new Set(['region', 'tls']);

function refuse(reason: string): never {
  throw new Error(`S3_URL: ${reason} (expected s3://ACCESS_KEY:SECRET@host:port/bucket?region=eu-west-1, or https://ACCESS_KEY:SECRET@host/bucket)`);
}

function decoded(part: string, what: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return refuse(`the ${what} is not URL-encoded correctly`);
  }
}

export function parseS3Url(text: string): S3Location {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return refuse('not a URL');
  }
  if (!['s3:', 'http:', 'https:'].includes(url.protocol)) refuse(`scheme "${url.protocol}" is not s3, http or https`);
  if (!url.hostname) refuse('no host');
  if (!url.username || !url.password) refuse('no access key and secret');
  const bucket = decoded(url.pathname.replace(/^\/+|\/+$/g, ''), 'bucket');
  if (!BUCKET.test(bucket)) refuse(bucket === '' ? 'no bucket' : `"${bucket}" is not a bucket name (3 to 63 of a-z, 0-9, dot and dash)`);
  for (const key of url.searchParams.keys()) if (!KNOWN_PARAMS.has(key)) refuse(`unknown parameter "${key}"`);
  const tls = url.searchParams.get('tls');
  if (tls !== null && tls !== '0' && tls !== '1') refuse('tls must be 0 or 1');
  if (url.protocol !== 's3:' && tls !== null) refuse('tls is for s3:// only; write http:// or https://');
  const region = url.searchParams.get('region') ?? 'us-east-1';
  if (!/^[a-z0-9-]{1,40}$/.test(region)) refuse(`"${region}" is not a region`);
  const scheme = url.protocol === 's3:' ? (tls === '0' ? 'http' : 'https') : url.protocol.slice(0, -1);
  return {
    endpoint: `${scheme}://${url.host}`,
    bucket,
    region,
    accessKeyId: decoded(url.username, 'access key'),
    secretAccessKey: decoded(url.password, 'secret'),
  };
}
