import { describe, expect, it } from 'vitest';
import { parseS3Url } from '../../../src/server/platform/storage/s3-url.js';
import { loadConfig } from '../../../src/server/config.js';

describe('S3_URL', () => {
  it('names endpoint, bucket, region and credentials in one URL', () => {
    expect(parseS3Url('s3://AKIA%2Fkey:se%2Bcret@store.internal:9000/print-files?region=eu-west-1&tls=0')).toEqual({
      endpoint: 'http://store.internal:9000', bucket: 'print-files', region: 'eu-west-1', accessKeyId: 'AKIA/key', secretAccessKey: 'se+cret',
    });
    expect(parseS3Url('s3://k:s@s3.eu-central-1.amazonaws.com/print-files?region=eu-central-1').endpoint).toBe('https://s3.eu-central-1.amazonaws.com');
    expect(parseS3Url('https://k:s@objects.example.com/print-files')).toMatchObject({ endpoint: 'https://objects.example.com', region: 'us-east-1' });
  });

  it.each([
    ['s3://host:9000/bucket', 'no access key and secret'],
    ['s3://k:s@host:9000/', 'no bucket'],
    ['s3://k:s@host:9000/Bad_Bucket', 'is not a bucket name'],
    ['s3://k:s@host/bucket?tls=no', 'tls must be 0 or 1'],
    ['s3://k:s@host/bucket?regoin=eu', 'unknown parameter "regoin"'],
    ['ftp://k:s@host/bucket', 'scheme "ftp:"'],
    ['not a url', 'not a URL'],
  ])('refuses %s at start with the reason', (value, reason) => {
    expect(() => loadConfig({ S3_URL: value, JWT_SECRET: 'x'.repeat(40) })).toThrow(reason);
    expect(() => loadConfig({ S3_URL: value, JWT_SECRET: 'x'.repeat(40) })).toThrow(/^S3_URL: /);
  });

  it('is off when unset: print files stay in the upload folder', () => {
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(40) }).s3Url).toBeNull();
  });
});
