import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { WEBHOOK_SECRET_PREFIX } from '@site/contract';
import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { SecretSeal } from '../../common/auth/sealed-secrets';
import { serverKey } from '../../common/auth/server-keys';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';

/**
 * Endpoints' signing secrets: made as Standard Webhooks' `whsec_<base64 of 32 random bytes>`, stored sealed under
 * SECRETS_KEY (or the database's own `sealed-secrets` key), opened only to sign a delivery.
 */
@Injectable()
export class WebhookSecrets implements OnModuleInit {
  private seal: SecretSeal | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async onModuleInit(): Promise<void> {
    const key = this.config.secretsKey ?? (await serverKey(this.dataSource, 'sealed-secrets'));
    this.seal = new SecretSeal(key, 'webhook signing secret');
  }

  /** A new secret, and its sealed form to store. */
  make(): { secret: string; sealed: string } {
    const secret = WEBHOOK_SECRET_PREFIX + randomBytes(32).toString('base64');
    return { secret, sealed: this.sealer().seal(secret) };
  }

  open(sealed: string): string {
    return this.sealer().open(sealed);
  }

  private sealer(): SecretSeal {
    if (!this.seal) throw new Error('webhook secrets used before the module started');
    return this.seal;
  }
}
