import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { In, Not, Repository } from 'typeorm';
import { Clock } from '../../../common/clock';
import { LoginDeviceEntity } from './login-device.entity';
import { digestSecret } from '../../../common/auth/secret-digest';

/** Devices remembered per admin; the oldest are forgotten beyond this. */
const DEVICES_KEPT = 20;

/** The device tokens given at successful sign-ins (api-contract "Rate limits": OWASP's device cookies). */
@Injectable()
export class LoginDevicesService {
  constructor(
    @InjectRepository(LoginDeviceEntity) private readonly devices: Repository<LoginDeviceEntity>,
    private readonly clock: Clock,
  ) {}

  /** Whether `token` was given to this admin at an earlier successful sign-in. */
  async recognises(adminId: number, token: string | undefined): Promise<boolean> {
    if (!token) return false;
    return this.devices.existsBy({ admin_id: adminId, token_hash: digestSecret(token) });
  }

  /** After a successful sign-in: the token the browser keeps (the one it presented when known, else a new one). */
  async remember(adminId: number, presented: string | undefined): Promise<string> {
    const now = this.clock.now();
    if (presented && (await this.recognises(adminId, presented))) {
      await this.devices.update({ admin_id: adminId, token_hash: digestSecret(presented) }, { last_used_at: now });
      return presented;
    }
    const token = randomBytes(32).toString('base64url');
    await this.devices.insert({ admin_id: adminId, token_hash: digestSecret(token), last_used_at: now });
    const kept = await this.devices.find({
      select: { id: true },
      where: { admin_id: adminId },
      order: { last_used_at: 'DESC', id: 'DESC' },
      take: DEVICES_KEPT,
    });
    await this.devices.delete({ admin_id: adminId, id: Not(In(kept.map((device) => device.id))) });
    return token;
  }
}
