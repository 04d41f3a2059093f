import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { PREVIEW_FAMILIES, PREVIEW_TOKEN_MAX_LENGTH, type PreviewFamily, type PreviewState } from '@site/contract';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { serverKey } from '../../common/auth/server-keys';
import { Clock } from '../../common/clock';
import { isStorableTime } from '../../common/validation/field-rules';

/** What a preview link grants until `expires`: the site at `at` (time machine) and/or one item whatever its status. */
export interface PreviewGrant {
  at?: Date;
  item?: { family: PreviewFamily; id: number };
  expires: Date;
}

/** The signed form: compact JSON, times in epoch milliseconds; the expiry is inside what is signed. */
interface SignedFields {
  at?: number;
  f?: PreviewFamily;
  id?: number;
  exp: number;
}

/** Separates preview MACs from any other use of the key. */
const PURPOSE = 'site-preview-v1.';

/**
 * Signs and reads preview grants: `base64url(JSON).base64url(HMAC-SHA256(key, purpose + JSON))`, stateless, so any
 * process reads a grant another signed: the key is PREVIEW_SECRET, or else the database's own `preview` key
 * (docs/decisions/045-signed-previews.md).
 */
@Injectable()
export class PreviewGrants implements OnModuleInit {
  private key = '';

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async onModuleInit(): Promise<void> {
    this.key = this.config.previewSecret ?? (await serverKey(this.dataSource, 'preview'));
  }

  /** A grant for `previewTtlMinutes` from now, as a token for the public site's URL. */
  sign(grant: Omit<PreviewGrant, 'expires'>): { token: string; expires: Date } {
    const expires = new Date(this.clock.now().getTime() + this.config.previewTtlMinutes * 60_000);
    const fields: SignedFields = {
      ...(grant.at ? { at: grant.at.getTime() } : {}),
      ...(grant.item ? { f: grant.item.family, id: grant.item.id } : {}),
      exp: expires.getTime(),
    };
    const payload = Buffer.from(JSON.stringify(fields)).toString('base64url');
    return { token: `${payload}.${this.mac(payload).toString('base64url')}`, expires };
  }

  /** The grant of a token with a valid signature that has not expired; null for anything else. */
  read(token: unknown): PreviewGrant | null {
    if (typeof token !== 'string' || token.length > PREVIEW_TOKEN_MAX_LENGTH) return null;
    const [payload, signature, extra] = token.split('.');
    if (!payload || !signature || extra !== undefined) return null;
    const given = Buffer.from(signature, 'base64url');
    const expected = this.mac(payload);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const fields = parseFields(Buffer.from(payload, 'base64url').toString('utf8'));
    if (!fields || fields.exp <= this.clock.now().getTime()) return null;
    return {
      ...(fields.at !== undefined ? { at: new Date(fields.at) } : {}),
      ...(fields.f && fields.id ? { item: { family: fields.f, id: fields.id } } : {}),
      expires: new Date(fields.exp),
    };
  }

  /** `read`, as the public site's banner tells it. */
  stateOf(token: unknown): PreviewState | null {
    const grant = this.read(token);
    if (!grant) return null;
    return {
      ...(grant.at ? { at: grant.at.toISOString() } : {}),
      ...(grant.item ? { family: grant.item.family, id: grant.item.id } : {}),
      expires_at: grant.expires.toISOString(),
    };
  }

  private mac(payload: string): Buffer {
    return createHmac('sha256', this.key)
      .update(PURPOSE + payload)
      .digest();
  }
}

/**
 * The signed fields, checked although signed: only this server signs, but a key reused elsewhere must not crash, so
 * a time must be one a date, a column and the site's banner can hold.
 */
function parseFields(json: string): SignedFields | null {
  try {
    const value = JSON.parse(json) as Partial<SignedFields>;
    const isTime = (time: unknown) => typeof time === 'number' && isStorableTime(time);
    if (!isTime(value.exp) || (value.at !== undefined && !isTime(value.at))) return null;
    if (value.f !== undefined && !(PREVIEW_FAMILIES as readonly string[]).includes(value.f)) return null;
    if (value.id !== undefined && !Number.isSafeInteger(value.id)) return null;
    return value as SignedFields;
  } catch {
    return null;
  }
}
