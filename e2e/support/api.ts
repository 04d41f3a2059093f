import { expect, type APIRequestContext } from '@playwright/test';
import {
  ADMIN_PREFIX,
  AdminCall,
  DANMAKU_API_PATH,
  DEV_API_TOKEN_SECRET,
  Header,
  hourlyToken,
  type AdminCallName,
  type Envelope,
  type LoginResult,
} from '@site/contract';
import { admin } from './env';

/** The secret the server under test runs with (playwright.config.ts picks a non-default one). */
const TOKEN_SECRET = process.env.API_TOKEN_SECRET || DEV_API_TOKEN_SECRET;

/** Sends an admin call; answers its envelope, whatever its code. */
async function send<T>(request: APIRequestContext, name: AdminCallName, body: object, accessToken?: string) {
  const response = await request.post(`${ADMIN_PREFIX}/${name}`, {
    headers: {
      [Header.HOURLY_TOKEN]: hourlyToken(TOKEN_SECRET),
      ...(accessToken ? { [Header.ACCESS_TOKEN]: accessToken } : {}),
    },
    data: body,
  });
  return (await response.json()) as Envelope<T>;
}

/** Sends an admin call that must succeed; answers its data. */
async function post<T>(request: APIRequestContext, name: AdminCallName, body: object, accessToken?: string) {
  const envelope = await send<T>(request, name, body, accessToken);
  expect(envelope, `adm/${name}`).toMatchObject({ code: 0 });
  return envelope.data;
}

/**
 * Signs the test admin in through the API and returns a caller for admin calls, which must succeed; its `envelope`
 * sends one that may be refused (e.g. a save that may lose a race) and answers the envelope.
 */
export async function adminApi(request: APIRequestContext) {
  const { access_token } = await post<LoginResult>(request, AdminCall.LOGIN, admin);
  const call = <T>(name: AdminCallName, body: object = {}) => post<T>(request, name, body, access_token);
  const envelope = <T>(name: AdminCallName, body: object = {}) => send<T>(request, name, body, access_token);
  return Object.assign(call, { envelope });
}

/** Sends a danmaku as a visitor's player does (DPlayer v3: the hourly token in the body). */
export async function sendDanmaku(request: APIRequestContext, danmaku: { id: string; text: string }): Promise<void> {
  const response = await request.post(`${DANMAKU_API_PATH}v3/`, {
    data: { token: hourlyToken(TOKEN_SECRET), author: 'e2e', time: 1, color: 16777215, type: 0, ...danmaku },
  });
  expect((await response.json()) as Envelope, 'danmaku v3').toMatchObject({ code: 0 });
}
