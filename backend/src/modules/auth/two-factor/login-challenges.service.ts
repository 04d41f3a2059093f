import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { IsNull, LessThanOrEqual, MoreThan, Repository } from 'typeorm';
import { Clock } from '../../../common/clock';
import { LoginChallengeEntity } from './login-challenge.entity';
import { digestSecret } from '../../../common/auth/secret-digest';

/** How long the second sign-in step may take. */
const CHALLENGE_TTL_MS = 5 * 60_000;

/** The challenges handed out by `adm/login` to accounts with TOTP on, redeemed once by `adm/login_totp`. */
@Injectable()
export class LoginChallengesService {
  constructor(
    @InjectRepository(LoginChallengeEntity) private readonly challenges: Repository<LoginChallengeEntity>,
    private readonly clock: Clock,
  ) {}

  async issue(adminId: number): Promise<string> {
    const challenge = randomBytes(32).toString('base64url');
    await this.challenges.insert({
      admin_id: adminId,
      challenge_hash: digestSecret(challenge),
      expires_at: new Date(this.clock.now().getTime() + CHALLENGE_TTL_MS),
      used_at: null,
    });
    return challenge;
  }

  /** The open (unexpired, unused) challenge, or null. */
  find(challenge: string): Promise<LoginChallengeEntity | null> {
    return this.challenges.findOneBy({
      challenge_hash: digestSecret(challenge),
      used_at: IsNull(),
      expires_at: MoreThan(this.clock.now()),
    });
  }

  /** Marks the challenge used; false when a concurrent request redeemed it first. */
  async redeem(id: number): Promise<boolean> {
    const redeemed = await this.challenges.update({ id, used_at: IsNull() }, { used_at: this.clock.now() });
    return Boolean(redeemed.affected);
  }

  async purgeExpired(): Promise<void> {
    await this.challenges.delete({ expires_at: LessThanOrEqual(this.clock.now()) });
  }
}
