import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type {
  CreatedWebhookEndpoint,
  WebhookDelivery,
  WebhookDeliveryList,
  WebhookEndpoint,
  WebhookPayload,
} from '@site/contract';
import { Webhook } from 'standardwebhooks';
import { WebhookResolver } from '../src/modules/webhooks/webhook-address';
import { WebhookOutbox } from '../src/modules/webhooks/webhook-outbox';
import { WebhookSchedule } from '../src/modules/webhooks/webhook-schedule';
import { Metrics } from '../src/common/metrics/metrics';
import { BackupsService } from '../src/modules/backups/backups.service';
import { adminSave, newsFields } from './support/content-factories';
import { editorToken } from './support/site-factories';
import { createTestApp, secondInstance, TestApp } from './support/test-app';
import { testDatabases } from './support/test-database';
import { PNG_1X1, uploadPic } from './uploads-fixtures';

const WEBHOOK_CALLS = [
  'get_webhook_list',
  'save_webhook',
  'del_webhook',
  'test_webhook',
  'get_webhook_delivery_list',
  'resend_webhook_delivery',
];

/** One POST the receiver got. */
interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  payload: WebhookPayload;
}

/** A partner's endpoint: records each delivery and answers from `statuses` (200 once they run out). */
async function receiver() {
  const received: Received[] = [];
  const statuses: number[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body, payload: JSON.parse(body) as WebhookPayload });
      const status = statuses.shift() ?? 200;
      res.writeHead(status, { 'Content-Type': 'text/plain' }).end(status === 200 ? 'ok, thanks' : 'broken');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    statuses,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Webhooks (issue 35): signed deliveries queued with their change, sent once, retried, refused for private addresses. */
describe.each(testDatabases())('webhooks on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let partner: Awaited<ReturnType<typeof receiver>>;
  let schedule: WebhookSchedule;
  const others: NestExpressApplication[] = [];

  const start = async (env: Record<string, string> = { WEBHOOK_ALLOW_PRIVATE: 'true' }) => {
    t = await createTestApp(kind, { env });
    token = await t.login();
    schedule = t.app.get(WebhookSchedule);
    // The test runs the rounds itself, at the moments it chooses.
    schedule.stop();
  };
  beforeEach(async () => {
    partner = await receiver();
  });
  afterEach(async () => {
    await Promise.all(others.splice(0).map((app) => app.close()));
    await t.close();
    await partner.close();
  });

  const register = (body: object = {}) =>
    adminSave<CreatedWebhookEndpoint>(t, 'save_webhook', token, {
      name: '合作方',
      url: partner.url,
      events: ['*'],
      ...body,
    });
  const publish = (fields: Record<string, unknown> = {}) =>
    adminSave<{ id: number; title: string }>(
      t,
      'save_news',
      token,
      newsFields({ publish_time: t.clock.now().toISOString(), ...fields }),
    );
  const deliveriesOf = async (endpointId: number) =>
    (await adminSave<WebhookDeliveryList>(t, 'get_webhook_delivery_list', token, { endpoint_id: endpointId })).list;
  const events = () => partner.received.map((delivery) => delivery.payload.event);

  it('delivers each event once, signed, from two server processes, and shows the secret only once', async () => {
    await start();
    const endpoint = await register();
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const listed = await adminSave<WebhookEndpoint[]>(t, 'get_webhook_list', token, {});
    expect(listed).toEqual([expect.objectContaining({ id: endpoint.id, enabled: true, events: ['*'] })]);
    expect(JSON.stringify(listed)).not.toContain(endpoint.secret);
    const stored = await t.dataSource.query('SELECT secret_sealed FROM webhook_endpoints');
    expect(JSON.stringify(stored)).not.toContain(endpoint.secret.slice(6));

    const second = await secondInstance(t);
    others.push(second);
    second.get(WebhookSchedule).stop();

    const news = await publish();
    await adminSave(t, 'save_news', token, { id: news.id, title: '改过的标题' });
    await adminSave(t, 'save_news', token, { id: news.id, status: 0 });
    await adminSave(t, 'del_news', token, { id: news.id });
    // Rounds of both processes at once, and again: every delivery is attempted once.
    const rounds = await Promise.all([schedule.round(), second.get(WebhookSchedule).round(), schedule.round()]);
    await Promise.all([schedule.round(), second.get(WebhookSchedule).round()]);
    expect(rounds.filter((round) => round === null).length).toBeGreaterThan(0);

    expect(events().sort()).toEqual(
      ['news.created', 'news.published', 'news.updated', 'news.unpublished', 'news.deleted'].sort(),
    );
    const verifier = new Webhook(endpoint.secret);
    for (const { headers, body, payload } of partner.received) {
      expect(verifier.verify(body, headers as Record<string, string>)).toEqual(payload);
      expect(headers['webhook-id']).toBe(payload.delivery_id);
      expect(payload).toMatchObject({ family: 'news', id: news.id, actor: { username: 'admin' } });
    }
    expect(new Set(partner.received.map(({ headers }) => headers['webhook-id'])).size).toBe(5);
    // While public, the item as the public API returns it; once not, only its id and title.
    const published = partner.received.find(({ payload }) => payload.event === 'news.published')?.payload;
    expect(published?.item).toMatchObject({ id: news.id, title: news.title, status: 1, content: expect.any(String) });
    const deleted = partner.received.find(({ payload }) => payload.event === 'news.deleted')?.payload;
    expect(deleted?.item).toEqual({ id: news.id, title: '改过的标题' });
    expect((await deliveriesOf(endpoint.id)).map((delivery) => delivery.state)).toEqual(Array(5).fill('sent'));
  });

  it('tells uploads, deletions of files, backups and a lockout (once however many attempts it refuses)', async () => {
    await start({ WEBHOOK_ALLOW_PRIVATE: 'true', LOGIN_MAX_FAILURES_PER_USER: '2' });
    await register({ events: ['media.uploaded', 'media.deleted', 'backup.succeeded', 'auth.locked_out'] });
    const uploaded = (await uploadPic(t, token, PNG_1X1, 'logo.png').expect(200)).body.data as string;
    const [file] = (await adminSave<{ list: Array<{ id: number; url: string }> }>(t, 'get_media_list', token, {})).list;
    expect(file.url).toBe(uploaded);
    await adminSave(t, 'del_media', token, { id: file.id });
    await adminSave(t, 'start_backup', token, {});
    await t.app.get(BackupsService).finished();
    for (let attempt = 0; attempt < 5; attempt++) {
      await t.http
        .post('/api/adm/login')
        .set('token', t.token())
        .send({ username: 'admin', password: 'wrong-password' });
    }
    await schedule.round();
    // Attempted several at once: in any order.
    const told = new Map(partner.received.map(({ payload }) => [payload.event, payload]));
    expect([...told.keys()].sort()).toEqual(['auth.locked_out', 'backup.succeeded', 'media.deleted', 'media.uploaded']);
    expect(told.get('media.uploaded')?.item).toEqual({ id: file.id, title: 'logo.png' });
    expect(told.get('media.deleted')?.item).toEqual({ id: file.id, title: 'logo.png' });
    expect(told.get('backup.succeeded')?.item).toEqual({
      id: null,
      title: expect.stringMatching(/^site-.*\.tar\.gz$/),
    });
    expect(told.get('auth.locked_out')).toMatchObject({
      item: { id: null, title: 'admin' },
      actor: { admin_id: null, username: 'admin' },
    });
  });

  it('is for super admins only', async () => {
    await start();
    const editor = await editorToken(t);
    for (const call of WEBHOOK_CALLS) {
      const res = await t.adminCall(call, editor, {
        id: 1,
        endpoint_id: 1,
        name: 'x',
        url: partner.url,
        events: ['*'],
      });
      expect(res.body).toMatchObject({ code: 403, data: null });
    }
  });

  it('fires published at the time of a scheduled publish, once from two processes, as the item then is', async () => {
    await start();
    await register({ events: ['news.published'] });
    const second = await secondInstance(t);
    others.push(second);
    second.get(WebhookSchedule).stop();
    const inAnHour = (hours = 1) => new Date(t.clock.now().getTime() + hours * 3600_000).toISOString();
    const scheduled = await publish({ publish_time: inAnHour() });
    await adminSave(t, 'save_news', token, { id: scheduled.id, title: '定时发布的标题' });
    const moved = await publish({ publish_time: inAnHour() });
    await adminSave(t, 'save_news', token, { id: moved.id, publish_time: inAnHour(2) });
    const withdrawn = await publish({ publish_time: inAnHour() });
    await adminSave(t, 'save_news', token, { id: withdrawn.id, status: 0 });
    await schedule.round();
    expect(partner.received).toEqual([]);

    t.clock.advance(3600_000 + 1000);
    await Promise.all([schedule.round(), second.get(WebhookSchedule).round()]);
    await Promise.all([schedule.round(), second.get(WebhookSchedule).round()]);
    expect(partner.received.map(({ payload }) => [payload.event, payload.id, payload.item.title])).toEqual([
      ['news.published', scheduled.id, '定时发布的标题'],
    ]);
    // A save after it went live raises no second one.
    await adminSave(t, 'save_news', token, { id: scheduled.id, title: '上线后改的标题' });
    await schedule.round();
    expect(partner.received).toHaveLength(1);

    t.clock.advance(3600_000);
    await schedule.round();
    expect(partner.received.map(({ payload }) => payload.id)).toEqual([scheduled.id, moved.id]);
  });

  it('retries a delivery the endpoint answered 500 within 30 s, with the same id', async () => {
    await start();
    const endpoint = await register({ events: ['news.created'] });
    partner.statuses.push(500);
    await publish();
    await schedule.round();
    const [failed] = await deliveriesOf(endpoint.id);
    expect(failed).toMatchObject({
      state: 'pending',
      attempts: 1,
      response_status: 500,
      response_excerpt: 'broken',
      error: '端点返回 500',
    });
    const metrics = t.app.get(Metrics).registry;
    await schedule.measure();
    expect(await metrics.getSingleMetricAsString('webhook_queue_depth')).toMatch(/^webhook_queue_depth 1$/m);
    expect(await metrics.getSingleMetricAsString('webhook_deliveries_total')).toMatch(
      /^webhook_deliveries_total\{outcome="retry"\} 1$/m,
    );
    const wait = Date.parse(failed.next_attempt_at as string) - t.clock.now().getTime();
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(30_000);

    // Not due yet: no attempt.
    await schedule.round();
    expect(partner.received).toHaveLength(1);
    t.clock.advance(30_000);
    await schedule.round();
    expect(partner.received).toHaveLength(2);
    expect(partner.received[1].headers['webhook-id']).toBe(partner.received[0].headers['webhook-id']);
    const [sent] = await deliveriesOf(endpoint.id);
    expect(sent).toMatchObject({ state: 'sent', attempts: 2, response_status: 200, response_excerpt: 'ok, thanks' });
    expect(sent.duration_ms).toEqual(expect.any(Number));
    await schedule.measure();
    expect(await metrics.getSingleMetricAsString('webhook_queue_depth')).toMatch(/^webhook_queue_depth 0$/m);
    expect(await metrics.getSingleMetricAsString('webhook_oldest_pending_age_seconds')).toMatch(/ 0$/m);
  });

  it('gives a delivery up after a day, and turns off an endpoint failing for a day with a notice', async () => {
    await start();
    const endpoint = await register({ events: ['news.created'] });
    partner.statuses.push(...Array<number>(10).fill(503));
    await publish();
    await schedule.round();
    t.clock.advance(25 * 3600_000);
    await schedule.round();
    const [given] = await deliveriesOf(endpoint.id);
    expect(given).toMatchObject({ state: 'failed', attempts: 2, next_attempt_at: null });
    expect(given.error).toBe('端点返回 503；一天内未能送达，已放弃');
    const [off] = await adminSave<WebhookEndpoint[]>(t, 'get_webhook_list', token, {});
    expect(off.enabled).toBe(false);
    expect(off.disabled_reason).toContain('已自动停用');
    // Off: nothing more is queued; on again, the notice goes.
    await publish();
    expect(await deliveriesOf(endpoint.id)).toHaveLength(1);
    const on = await adminSave<WebhookEndpoint>(t, 'save_webhook', token, { id: endpoint.id, enabled: true });
    expect(on).toMatchObject({ enabled: true, disabled_reason: '', failing_since: null });
    // Kept WEBHOOK_KEEP_DAYS (30) days.
    // Queued 25 hours ago: 29 days old now, 31 after the next step.
    t.clock.advance(28 * 24 * 3600_000);
    await schedule.round();
    // Signed in again: an access token lives a week.
    token = await t.login();
    expect(await deliveriesOf(endpoint.id)).toHaveLength(1);
    t.clock.advance(2 * 24 * 3600_000);
    await schedule.round();
    expect(await deliveriesOf(endpoint.id)).toEqual([]);
  });

  it('queues nothing for a save that is rolled back', async () => {
    await start();
    const endpoint = await register();
    const outbox = t.app.get(WebhookOutbox);
    const queue = outbox.contentChanged.bind(outbox);
    // The deliveries are written, then the save fails on its own transaction.
    jest.spyOn(outbox, 'contentChanged').mockImplementationOnce(async (...args) => {
      await queue(...args);
      throw new Error('the save fails after its deliveries were queued');
    });
    const failed = await t.adminCall('save_news', token, newsFields({ publish_time: t.clock.now().toISOString() }));
    expect(failed.body.code).toBe(500);
    await schedule.round();
    expect(partner.received).toEqual([]);
    expect(await deliveriesOf(endpoint.id)).toEqual([]);
    expect((await t.adminCall('get_news_list', token, {}).expect(200)).body.data.total).toBe(0);
  });

  it('refuses private addresses at save, and at delivery a name that resolves to one by then', async () => {
    await start({});
    for (const url of [
      `http://localhost:${partner.port}/hooks`,
      partner.url,
      'http://[::1]/hooks',
      'http://169.254.169.254/latest',
      'http://10.1.2.3/',
      'ftp://hooks.partner.example/',
      'http://user:pass@hooks.partner.example/',
    ]) {
      const res = await t.adminCall('save_webhook', token, { name: '内网', url, events: ['*'] }).expect(422);
      expect(res.body.data.errors).toEqual([{ field: 'url', message: expect.any(String) }]);
    }
    // A name that resolves to a public address when saved, and to this machine when delivered to (DNS rebinding).
    const answers = [[{ address: '93.184.215.14', family: 4 }], [{ address: '127.0.0.1', family: 4 }]];
    jest
      .spyOn(t.app.get(WebhookResolver), 'lookup')
      .mockImplementation((hostname) =>
        Promise.resolve(hostname === 'hooks.partner.test' ? (answers.shift() ?? answers[0]) : []),
      );
    const endpoint = await register({ url: `http://hooks.partner.test:${partner.port}/hooks` });
    const tried = await adminSave<WebhookDelivery>(t, 'test_webhook', token, { id: endpoint.id });
    expect(tried).toMatchObject({ state: 'pending', attempts: 1, response_status: null });
    expect(tried.error).toContain('127.0.0.1');
    expect(partner.received).toEqual([]);
  });

  it('sends a test delivery now, lists it, and sends it again with the same id', async () => {
    await start();
    const endpoint = await register({ events: ['media.uploaded'] });
    const tested = await adminSave<WebhookDelivery>(t, 'test_webhook', token, { id: endpoint.id });
    expect(tested).toMatchObject({ event: 'webhook.test', state: 'sent', attempts: 1, response_status: 200 });
    expect(partner.received[0].payload).toMatchObject({
      event: 'webhook.test',
      family: 'webhook',
      item: { id: endpoint.id, title: '合作方' },
      delivery_id: tested.delivery_id,
    });
    expect((await deliveriesOf(endpoint.id)).map(({ id }) => id)).toEqual([tested.id]);
    const again = await adminSave<WebhookDelivery>(t, 'resend_webhook_delivery', token, { id: tested.id });
    expect(again).toMatchObject({ id: tested.id, state: 'sent', attempts: 2 });
    expect(partner.received.map(({ headers }) => headers['webhook-id'])).toEqual([
      tested.delivery_id,
      tested.delivery_id,
    ]);
    // The round does not send it a third time.
    await schedule.round();
    expect(partner.received).toHaveLength(2);

    // One waiting for its retry is sent now too; a scheduled publish is not sent ahead of its time.
    partner.statuses.push(500);
    const failing = await adminSave<WebhookDelivery>(t, 'test_webhook', token, { id: endpoint.id });
    expect(failing).toMatchObject({ state: 'pending', attempts: 1, response_status: 500 });
    const retried = await adminSave<WebhookDelivery>(t, 'resend_webhook_delivery', token, { id: failing.id });
    expect(retried).toMatchObject({ state: 'sent', attempts: 2, response_status: 200, next_attempt_at: null });
    await register({ events: ['news.published'] });
    await publish({ publish_time: new Date(t.clock.now().getTime() + 3600_000).toISOString() });
    const [scheduled] = (
      await adminSave<{ list: WebhookDelivery[] }>(t, 'get_webhook_delivery_list', token, {
        endpoint_id: endpoint.id + 1,
      })
    ).list;
    expect(scheduled).toMatchObject({ event: 'news.published', state: 'pending', attempts: 0 });
    const early = await t.adminCall('resend_webhook_delivery', token, { id: scheduled.id }).expect(409);
    expect(early.body.msg).toBe('定时发布的通知尚未到发送时间');
    const audit = await adminSave<{ list: Array<{ family: string; fields: string[] }> }>(t, 'get_audit_list', token, {
      family: 'webhooks',
    });
    expect(audit.list.map(({ fields }) => fields)).toEqual(expect.arrayContaining([['test'], ['resend']]));
  });

  it('lists the calls and describes the payload in the OpenAPI document', async () => {
    await start();
    const document = (await t.http.get('/api/docs-json').expect(200)).body;
    for (const call of WEBHOOK_CALLS) {
      expect(document.paths[`/api/adm/${call}`]?.post).toBeDefined();
    }
    const payload = document.components.schemas.WebhookPayloadView;
    expect(Object.keys(payload.properties).sort()).toEqual(
      ['actor', 'delivery_id', 'event', 'family', 'id', 'item', 'time'].sort(),
    );
    expect(payload.properties.event.enum).toEqual(expect.arrayContaining(['news.published', 'auth.locked_out']));
  });
});

const run = promisify(execFile);
const GUIDE = readFileSync(join(__dirname, '../../docs/api.md'), 'utf8');

/** The guide's ```<language> block of its Webhooks section, as written. */
function guideBlock(language: string): string {
  const section = GUIDE.split(/^## /m).find((part) => part.startsWith('Webhooks\n')) ?? '';
  const block = new RegExp(`^\`\`\`${language}\\n([\\s\\S]*?)^\`\`\``, 'm').exec(section);
  if (!block) throw new Error(`no ${language} block in the guide's Webhooks section`);
  return block[1];
}

/** What each language's driver prints for the delivery in its environment: `genuine` or `refused`. */
const DRIVERS = {
  node: `
try {
  verifiedPayload(process.env.WH_BODY, {
    'webhook-id': process.env.WH_ID,
    'webhook-timestamp': process.env.WH_TS,
    'webhook-signature': process.env.WH_SIG,
  });
  console.log('genuine');
} catch {
  console.log('refused');
}`,
  python: `
import os
try:
    verified_payload(os.environ["WEBHOOK_SECRET"], {"webhook-id": os.environ["WH_ID"], "webhook-timestamp": os.environ["WH_TS"], "webhook-signature": os.environ["WH_SIG"]}, os.environ["WH_BODY"].encode())
    print("genuine")
except ValueError:
    print("refused")
`,
  java: `
public final class Check {
  public static void main(String[] args) throws Exception {
    var env = System.getenv();
    boolean genuine = WebhookVerifier.verify(env.get("WEBHOOK_SECRET"), env.get("WH_ID"), env.get("WH_TS"),
        env.get("WH_SIG"), env.get("WH_BODY").getBytes(java.nio.charset.StandardCharsets.UTF_8));
    System.out.println(genuine ? "genuine" : "refused");
  }
}`,
};

/** docs/api.md's verification in Node, Python and Java, run as written against a real delivery. */
describe("the guide's webhook verification", () => {
  let t: TestApp;
  let folder: string;

  beforeAll(async () => {
    t = await createTestApp('sqlite', { env: { WEBHOOK_ALLOW_PRIVATE: 'true' } });
    folder = mkdtempSync(join(tmpdir(), 'webhook-verifiers-'));
    writeFileSync(join(folder, 'WebhookVerifier.java'), guideBlock('java'));
    writeFileSync(join(folder, 'Check.java'), DRIVERS.java);
    await run('javac', ['-d', folder, join(folder, 'WebhookVerifier.java'), join(folder, 'Check.java')]);
  });
  afterAll(async () => {
    rmSync(folder, { recursive: true, force: true });
    await t.close();
  });

  it('accepts a delivery, and refuses it altered or signed with another secret', async () => {
    const partner = await receiver();
    try {
      const token = await t.login();
      const endpoint = await adminSave<CreatedWebhookEndpoint>(t, 'save_webhook', token, {
        name: '合作方',
        url: partner.url,
        events: ['*'],
      });
      await adminSave(t, 'test_webhook', token, { id: endpoint.id });
      const [{ headers, body }] = partner.received;
      const delivery = {
        WEBHOOK_SECRET: endpoint.secret,
        WH_ID: String(headers['webhook-id']),
        WH_TS: String(headers['webhook-timestamp']),
        WH_SIG: String(headers['webhook-signature']),
        WH_BODY: body,
      };
      const verdicts = async (vars: Record<string, string>) => {
        const env = { ...process.env, ...vars };
        const outputs = await Promise.all([
          run('node', ['--input-type=module', '-e', guideBlock('js') + DRIVERS.node], { env, cwd: __dirname }),
          run('python3', ['-c', guideBlock('python') + DRIVERS.python], { env }),
          run('java', ['-cp', folder, 'Check'], { env }),
        ]);
        return outputs.map(({ stdout }) => stdout.trim());
      };
      expect(await verdicts(delivery)).toEqual(['genuine', 'genuine', 'genuine']);
      expect(await verdicts({ ...delivery, WH_BODY: body.replace('合作方', '冒充者') })).toEqual([
        'refused',
        'refused',
        'refused',
      ]);
      const other = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
      expect(await verdicts({ ...delivery, WEBHOOK_SECRET: other })).toEqual(['refused', 'refused', 'refused']);
    } finally {
      await partner.close();
    }
  });
});
