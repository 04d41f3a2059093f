/** Where uploaded files live: the local disk (UPLOAD_DIR, the default) or an S3-compatible bucket. */
export type StorageConfig = { driver: 'local' } | ({ driver: 's3' } & S3Settings);

export interface S3Settings {
  /** Empty for AWS itself; `http://minio:9000`, `https://oss-cn-hangzhou.aliyuncs.com`, … otherwise. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `bucket` in the path (MinIO, s3rver) rather than in the host name (AWS, OSS, COS). */
  forcePathStyle: boolean;
  /** A CDN (or the bucket's public address) in front of the bucket: `/uploads/` redirects there when set. */
  publicUrl: string | null;
}

type Env = Record<string, string | undefined>;

/** STORAGE_DRIVER and the S3_* settings; `problems` gets one line per wrong or missing value. */
export function readStorageConfig(env: Env, problems: string[]): StorageConfig {
  const driver = env.STORAGE_DRIVER || 'local';
  if (driver === 'local') return { driver };
  if (driver !== 's3') {
    problems.push(`STORAGE_DRIVER must be local or s3, got "${driver}"`);
    return { driver: 'local' };
  }
  const required = (name: string) => {
    const value = env[name] ?? '';
    if (!value) problems.push(`${name} is required when STORAGE_DRIVER=s3`);
    return value;
  };
  const endpoint = env.S3_ENDPOINT || undefined;
  const publicUrl = (env.S3_PUBLIC_URL || '').replace(/\/+$/, '') || null;
  for (const [name, url] of [
    ['S3_ENDPOINT', endpoint],
    ['S3_PUBLIC_URL', publicUrl],
  ] as const) {
    if (url && !/^https?:\/\/[^\s/]+/.test(url)) problems.push(`${name} must be an http(s) URL, got "${url}"`);
  }
  const pathStyle = env.S3_FORCE_PATH_STYLE ?? '';
  if (pathStyle && !/^(true|false|1|0)$/i.test(pathStyle)) {
    problems.push(`S3_FORCE_PATH_STYLE must be true or false, got "${pathStyle}"`);
  }
  return {
    driver,
    endpoint,
    region: env.S3_REGION || 'us-east-1',
    bucket: required('S3_BUCKET'),
    accessKeyId: required('S3_ACCESS_KEY_ID'),
    secretAccessKey: required('S3_SECRET_ACCESS_KEY'),
    forcePathStyle: /^(true|1)$/i.test(pathStyle),
    publicUrl,
  };
}
